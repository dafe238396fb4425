/**
 * The site's own error pages in the production build: the French error page with status 500 when
 * a page fails (/essai-erreur fails on purpose on the browser tests' server only), and the French
 * 400 page the proxy answers to an address whose percent-encoding is broken, where Next.js alone
 * would answer a bare 500.
 */
import { expect, test } from './fixtures'

test('une page en échec affiche la page d’erreur du site, en français, avec le statut 500', async ({ page, header }) => {
  const response = await page.goto('/essai-erreur')
  expect(response?.status()).toBe(500)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('Le site a rencontré un problème inattendu.')
  await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible()
  // The site around it still works: header, and a way back home.
  await expect(header.banner).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Une erreur est survenue')
})

test('une adresse mal encodée reçoit une page 400 en français', { tag: '@http' }, async ({ request }) => {
  for (const path of ['/%E0%A4%A', '/services/%C3%28', '/actualites/%']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(400)
    expect(response.headers()['content-type'], path).toContain('text/html')
    const body = await response.text()
    expect(body, path).toContain('<html lang="fr">')
    expect(body, path).toContain('<h1>Adresse invalide</h1>')
    expect(body, path).toContain('L’adresse demandée contient des caractères mal encodés.')
    expect(body, path).toContain('<a href="/">Retour à l’accueil</a>')
  }
  // A well-encoded address with a percent sign is served as usual.
  expect((await request.get('/recherche?s=d%C3%A9blai')).status()).toBe(200)
  expect((await request.get('/actualit%C3%A9s')).status()).toBe(404)
})

test('la page 400 est lisible dans le navigateur et ramène à l’accueil', async ({ page }) => {
  const response = await page.goto('/%E0%A4%A')
  expect(response?.status()).toBe(400)
  await expect(page).toHaveTitle('Adresse invalide')
  await expect(page.getByRole('heading', { level: 1, name: 'Adresse invalide' })).toBeVisible()
  await page.getByRole('link', { name: 'Retour à l’accueil' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/')
})
