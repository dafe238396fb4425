import { expect, test, type Page, type Request } from '@playwright/test'

import { collectScripts } from './fixtures'

/**
 * The invisible captcha as a visitor meets it on /contact: nothing to do, nothing asked of any
 * other site, no cookie; a forged response is refused; a challenge that cannot be fetched is
 * flagged and explained in French instead of sending the form.
 */

const form = (page: Page) => page.getByRole('form', { name: 'Nous écrire' })
const widget = (page: Page) => form(page).locator('[data-captcha]')

async function openContact(page: Page) {
  await page.clock.install()
  await page.goto('/contact')
  await expect(form(page)).toHaveAttribute('data-enhanced', 'true')
}

async function fillContact(page: Page, message: string) {
  const text = (name: string) => form(page).getByRole('textbox', { name, exact: true })
  await text('Prénom').fill('Jeanne')
  await text('Nom').fill('Martin')
  await text('E-mail').fill('jeanne.martin@exemple.fr')
  await form(page).getByRole('combobox', { name: 'Objet' }).selectOption({ label: 'Demande d’information' })
  await text('Message').fill(message)
  await form(page)
    .getByRole('checkbox', { name: /J’accepte que Morel Terrassement/ })
    .check()
  // The island refuses forms sent faster than a human could: jump the page's clock forward.
  await page.clock.fastForward(5_000)
}

/** A property name only the captcha's own chunk contains. */
const CAPTCHA_CODE_MARKER = 'captchaSiteKey'

/** Whether the captcha's code has been fetched so far. */
function watchCaptchaCode(page: Page) {
  const scripts = collectScripts(page)
  return async () => (await scripts()).some((s) => s.body.includes(CAPTCHA_CODE_MARKER))
}

const send = (page: Page) => form(page).getByRole('button', { name: 'Envoyer le message' }).click()
const CONFIRMATION = 'Merci Jeanne Martin ! Votre message a bien été envoyé.'

test('the visitor just sends the form: the challenge comes from this site, nothing from elsewhere, no cookie', async ({
  page,
  baseURL,
  context,
}) => {
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  const captchaCodeLoaded = watchCaptchaCode(page)
  await openContact(page)
  await expect(widget(page)).toBeHidden()
  await expect(widget(page)).toHaveAttribute('data-captcha-state', 'idle')
  // Nothing of the captcha weighs on the page's first load: its code and challenge wait for the visitor.
  expect(await captchaCodeLoaded()).toBe(false)
  expect(requests.some((r) => new URL(r.url()).pathname === '/formulaires/captcha')).toBe(false)
  const challenge = page.waitForResponse((r) => new URL(r.url()).pathname === '/formulaires/captcha')
  const cookiesBefore = await context.cookies()

  await fillContact(page, `Avec captcha ${Date.now().toString(36)}`)
  const answer = await challenge
  expect(answer.status()).toBe(200)
  expect(await answer.headerValue('set-cookie')).toBeNull()
  expect(answer.request().method()).toBe('GET')
  await expect(widget(page)).toHaveAttribute('data-captcha-state', 'ready')
  expect(await captchaCodeLoaded()).toBe(true)
  const submitted = page.waitForRequest((r) => new URL(r.url()).pathname === '/formulaires/envoi')
  await send(page)
  const post = await submitted
  expect(post.postDataBuffer()?.toString()).toContain('name="g-recaptcha-response"')
  await expect(page.getByText(CONFIRMATION)).toBeVisible()

  const origin = new URL(baseURL!).origin
  const elsewhere = requests.map((r) => r.url()).filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin)
  expect(elsewhere).toEqual([])
  expect(requests.filter((r) => new URL(r.url()).pathname === '/formulaires/captcha')).toHaveLength(1)
  expect(await context.cookies()).toEqual(cookiesBefore)
})

test('a forged response is refused in French; the next try makes a real one and goes through', async ({ page }) => {
  await openContact(page)
  await fillContact(page, `Réponse falsifiée ${Date.now().toString(36)}`)
  await expect(widget(page)).toHaveAttribute('data-captcha-state', 'ready')
  await page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('input[name="g-recaptcha-response"]')!
    const solution = JSON.parse(atob(input.value)) as { number: number }
    input.value = btoa(JSON.stringify({ ...solution, number: solution.number + 1 }))
  })
  await send(page)
  await expect(
    page.getByRole('heading', { name: 'La vérification anti-robot a échoué. Veuillez renvoyer le formulaire.' }),
  ).toBeVisible()
  await expect(page.getByText(CONFIRMATION)).toBeHidden()

  await send(page)
  await expect(page.getByText(CONFIRMATION)).toBeVisible()
})

test('a challenge that cannot be fetched: the error is logged, the widget flagged, the visitor told', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.route('**/formulaires/captcha', (route) => route.abort('connectionrefused'))
  const posts: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/formulaires/envoi') posts.push(r.url())
  })
  await openContact(page)
  await fillContact(page, 'Sans vérification possible')
  await expect(widget(page)).toHaveAttribute('data-captcha-state', 'error')
  expect(errors.some((e) => e.includes('la vérification anti-robot n’a pas pu démarrer'))).toBe(true)

  await send(page)
  await expect(
    page.getByRole('heading', {
      name: 'La vérification anti-robot n’a pas pu être faite. Vérifiez votre connexion, puis réessayez.',
    }),
  ).toBeVisible()
  expect(posts).toEqual([])
})
