/**
 * The site's own error pages in the production build: the French error page with status 500 when
 * a page fails (/essai-erreur fails on purpose on the browser tests' server only), the French 404
 * page, both complete in the server's HTML (read without JavaScript, as a search engine or a
 * visitor without scripts gets them), and the French 400 page the proxy answers to an address
 * whose percent-encoding is broken, where Next.js alone would answer a bare 500.
 */
import type { APIResponse } from '@playwright/test'

import { expect, test } from './fixtures'

/** Addresses no page answers: under the catch-all content route, under the news routes (an article, the old numbered pages), and deeper. */
const MISSING = ['/cette-page-n-existe-pas', '/services/inconnu', '/actualites/xyz', '/actualites/page/1', '/actualites/page/deux', '/actualites/xyz/abc']

/** The server's HTML of an error page: a whole French page in the layout, one robots meta, `noindex`. */
async function expectCompleteFrenchPage(response: APIResponse, path: string, { h1, text }: { h1: string; text: string }) {
  const html = await response.text()
  expect(response.headers()['content-type'], path).toContain('text/html')
  expect(html, path).not.toContain('__next_error__')
  expect(html, path).toMatch(/<html lang="fr"[ >]/)
  expect(html.match(/<h1[ >]/g), `un seul h1 sur ${path}`).toHaveLength(1)
  expect(html, path).toContain(`<h1>${h1}</h1>`)
  expect(html, path).toContain(text)
  expect(html, path).toContain(`<title>${h1} | Morel Terrassement</title>`)
  const robots = [...html.matchAll(/<meta name="robots" content="([^"]*)"/g)].map((m) => m[1])
  expect(robots, `métas robots de ${path}`).toEqual(['noindex'])
  // The site around it: the header with its menu, the footer.
  expect(html, path).toContain('<header class="site-header"')
  expect(html, path).toContain('aria-label="Menu principal"')
  expect(html, path).toContain('<footer class="site-footer"')
}

test('une adresse inconnue reçoit la page 404 complète, en français, dans le HTML du serveur', { tag: '@http' }, async ({ request }) => {
  for (const path of MISSING) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    await expectCompleteFrenchPage(response, path, { h1: 'Page introuvable', text: 'La page que vous cherchez n’existe pas ou a été déplacée.' })
    // Asked again (Next.js now has the first answer in its cache): the same page.
    const again = await request.get(path)
    expect(again.status(), path).toBe(404)
    expect(await again.text(), path).toContain('<h1>Page introuvable</h1>')
  }
  // The error page's own address is no way round: it is missing too.
  for (const path of ['/erreur-http/404', '/erreur-http/500']) {
    const response = await request.get(path, { headers: { 'x-vitrine-error-page': path.slice(-3) } })
    expect(response.status(), path).toBe(404)
    expect(await response.text(), path).toContain('<h1>Page introuvable</h1>')
  }
})

test('une page en échec reçoit la page 500 complète, en français, dans le HTML du serveur', { tag: '@http' }, async ({ request }) => {
  const response = await request.get('/essai-erreur')
  expect(response.status()).toBe(500)
  await expectCompleteFrenchPage(response, '/essai-erreur', { h1: 'Une erreur est survenue', text: 'Le site a rencontré un problème inattendu.' })
})

test.describe('sans JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('les pages 404 et 500 se lisent en entier, dans le site', async ({ page, header }) => {
    for (const [path, status, h1] of [
      ['/cette-page-n-existe-pas', 404, 'Page introuvable'],
      ['/actualites/xyz', 404, 'Page introuvable'],
      ['/essai-erreur', 500, 'Une erreur est survenue'],
    ] as const) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(status)
      await expect(page.locator('html'), path).toHaveAttribute('lang', 'fr')
      await expect(page.getByRole('heading', { level: 1, name: h1 }), path).toBeVisible()
      await expect(page).toHaveTitle(`${h1} | Morel Terrassement`)
      await expect(page.locator('meta[name="robots"]'), path).toHaveCount(1)
      await expect(header.banner, path).toBeVisible()
      await expect(page.getByRole('contentinfo'), path).toBeVisible()
    }
    // Its links work without scripts too.
    await page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' }).click()
    // The home page reached, not its images loaded (toHaveURL waits for `load`, which the test
    // server's image optimiser can hold past its timeout on a busy machine).
    await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'commit' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test('avec JavaScript, la page 404 garde une seule méta robots et son adresse', async ({ page }) => {
  const response = await page.goto('/services/inconnu')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.locator('meta[name="robots"]')).toHaveCount(1)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expect(page).toHaveURL(/\/services\/inconnu$/)
})

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
