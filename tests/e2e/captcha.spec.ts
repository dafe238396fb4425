import { expect, test, type Page, type Request } from '@playwright/test'

import {
  CAPTCHA_INIT_LOGGED,
  CAPTCHA_REFUSED,
  CAPTCHA_UNAVAILABLE,
  captchaWidget as widget,
  CONTACT_CONFIRMATION as CONFIRMATION,
  fillContact,
  openContact,
  sendContact as send,
} from './contact'
import { collectScripts, formLive, staffApi } from './fixtures'

/**
 * The invisible captcha as a visitor meets it on /contact: nothing to do, nothing asked of any
 * other site, no cookie; a forged response is refused; a challenge that cannot be fetched is
 * flagged and explained in French instead of sending the form.
 */

/** A property name only the captcha's own chunk contains. */
const CAPTCHA_CODE_MARKER = 'captchaSiteKey'

/** Whether the captcha's code has been fetched so far. */
function watchCaptchaCode(page: Page) {
  const scripts = collectScripts(page)
  return async () => (await scripts()).some((s) => s.body.includes(CAPTCHA_CODE_MARKER))
}

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
  await expect(page.getByRole('heading', { name: CAPTCHA_REFUSED })).toBeVisible()
  await expect(page.getByText(CONFIRMATION)).toBeHidden()

  await send(page)
  // A new challenge is fetched and solved before this send: proof of work on a busy test machine
  // (two browsers and two servers on two cores) may take longer than the default wait.
  await expect(page.getByText(CONFIRMATION)).toBeVisible({ timeout: 30_000 })
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
  expect(errors.some((e) => e.includes(CAPTCHA_INIT_LOGGED))).toBe(true)

  await send(page)
  await expect(page.getByRole('heading', { name: CAPTCHA_UNAVAILABLE })).toBeVisible()
  expect(posts).toEqual([])
})

test('before a next page, a check not done yet is made first: the form waits for it, then moves on', async ({ page, playwright, baseURL }, testInfo) => {
  const staff = await staffApi(playwright, baseURL)
  const slug = `essai-captcha-pages-${testInfo.project.name}-${Date.now().toString(36)}`
  const form = await staff.post('/api/forms', {
    data: {
      title: 'Rappel sur le chantier',
      method: 'ajax',
      fields: [
        { blockType: 'text', label: 'Votre nom', name: 'votre_nom', required: true },
        { blockType: 'captcha', label: 'Vérification anti-robot', name: 'captcha', withoutJavaScript: 'spam' },
        { blockType: 'pageBreak', label: 'Vos disponibilités', nextLabel: 'Continuer vers vos disponibilités' },
        { blockType: 'textarea', label: 'Créneaux possibles', name: 'creneaux' },
      ],
      retentionDays: 1,
    },
  })
  expect(form.ok(), await form.text()).toBe(true)
  const formId = (await form.json()).doc.id as number
  const created = await staff.post('/api/pages', { data: { title: 'Rappel', slug, _status: 'published', layout: [{ blockType: 'form', form: formId }] } })
  expect(created.ok()).toBe(true)
  const pageId = (await created.json()).doc.id as number
  try {
    // The challenge is held back, as on a slow link, until the visitor has pressed Next.
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/formulaires/captcha**', async (route) => {
      await released
      await route.continue()
    })
    await page.goto(`/${slug}`)
    const callback = page.getByRole('form', { name: 'Rappel sur le chantier' })
    await formLive(callback)
    await callback.getByRole('textbox', { name: 'Votre nom' }).fill('Jeanne Martin')
    const nextPost = page.waitForRequest((r) => new URL(r.url()).pathname === '/formulaires/envoi')
    await callback.getByRole('button', { name: 'Continuer vers vos disponibilités' }).click()
    await expect(callback).toHaveAttribute('aria-busy', 'true')
    await expect(callback.getByRole('textbox', { name: 'Votre nom' })).toBeVisible()
    await expect(callback.getByRole('textbox', { name: 'Créneaux possibles' })).toBeHidden()
    release()
    await expect(callback.getByRole('textbox', { name: 'Créneaux possibles' })).toBeVisible()
    const body = (await nextPost).postDataBuffer()?.toString() ?? ''
    expect(body).toMatch(/name="g-recaptcha-response"\r\n\r\n\S+/)
    await expect(callback.locator('[data-captcha]')).toHaveAttribute('data-captcha-state', 'ready')
  } finally {
    await staff.delete(`/api/pages/${pageId}`)
    await staff.delete(`/api/forms/${formId}`)
    await staff.dispose()
  }
})
