import { expect, test } from '@playwright/test'
import { formLive } from './fixtures'

/**
 * The site reached under another name than SITE_URL's (docs/decisions/028). The test server's
 * SITE_URL is http://127.0.0.1:<port> (scripts/e2e-server.mjs); `localhost` is the same machine
 * under another name, as when `npm start` is opened at 127.0.0.1 with the default SITE_URL.
 */
const PORT = Number(process.env.E2E_PORT || 3100)
const SITE = `http://127.0.0.1:${PORT}`
const OTHER = `http://localhost:${PORT}`

test('pages, form posts and the back office under another name are sent to SITE_URL', { tag: '@http' }, async ({ request }) => {
  for (const path of ['/contact', '/admin', '/api/users/me', '/formulaires/confirmation/x?a=1']) {
    const response = await request.get(`${OTHER}${path}`, { maxRedirects: 0 })
    expect(response.status(), path).toBe(308)
    expect(response.headers()['location']).toBe(`${SITE}${path}`)
  }
  // A post keeps its method through a 308; the browser then posts to the site's own name.
  const post = await request.post(`${OTHER}/formulaires/envoi`, { form: { action: 'submit' }, maxRedirects: 0 })
  expect(post.status()).toBe(308)
  expect(post.headers()['location']).toBe(`${SITE}/formulaires/envoi`)
  // The site's own name is answered as before.
  expect((await request.get(`${SITE}/contact`, { maxRedirects: 0 })).status()).toBe(200)
})

test('a load balancer asking by any name gets the health checks, never a redirect', { tag: '@http' }, async ({ request }) => {
  for (const base of [OTHER, SITE]) {
    const live = await request.get(`${base}/healthz`, { maxRedirects: 0 })
    expect(live.status(), base).toBe(200)
    expect(await live.json()).toEqual({ statut: 'vivant' })
    const ready = await request.get(`${base}/readyz`, { maxRedirects: 0 })
    expect(ready.status(), base).toBe(200)
    expect(await ready.json()).toEqual({ statut: 'prêt' })
    expect(ready.headers()['cache-control']).toBe('no-store')
  }
})

test('a visitor who opens the site at localhost sends the contact form', async ({ page }) => {
  await page.clock.install()
  await page.goto(`${OTHER}/contact`)
  await expect(page).toHaveURL(`${SITE}/contact`)
  const form = page.getByRole('form', { name: 'Nous écrire' })
  await formLive(form)
  const field = (name: string) => form.getByRole('textbox', { name, exact: true })
  await field('Prénom').fill('Jeanne')
  await field('Nom').fill('Martin')
  await field('E-mail').fill('jeanne.martin@exemple.fr')
  await form.getByRole('combobox', { name: 'Objet' }).selectOption({ label: 'Demande d’information' })
  await field('Message').fill('Ouvert à l’adresse localhost.')
  await form.getByRole('checkbox', { name: /J’accepte que Morel Terrassement/ }).check()
  // The island refuses forms sent faster than a human could (2 s): the page's clock jumps forward.
  await page.clock.fastForward(5_000)
  await form.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(page.getByText('Merci Jeanne Martin ! Votre message a bien été envoyé.')).toBeVisible()
})
