/**
 * reCAPTCHA (v2 invisible) as a visitor meets it on /contact, on the variants server, whose
 * environment names reCAPTCHA's keys (tests/e2e/variants/recaptcha.ts). Google cannot be reached
 * from here: a stand-in on loopback serves the browser script (the documented grecaptcha API) and
 * the verify endpoint, so both the page's script and the site's verification are real HTTP.
 */
import type { Page, Request } from '@playwright/test'

import { startVerifyServer } from '../../support/verify-server'
import {
  CAPTCHA_INIT_LOGGED,
  CAPTCHA_REFUSED,
  CAPTCHA_UNAVAILABLE,
  captchaWidget,
  CONTACT_CONFIRMATION,
  contactForm,
  fillContact,
  openContact,
  sendContact,
} from '../contact'
import { entriesSignedIn, expect, test } from '../fixtures'
import { RECAPTCHA_STANDIN } from './recaptcha'

let standIn: Awaited<ReturnType<typeof startVerifyServer>>
/** The stand-in refuses the next verification, as Google does a token it does not accept. */
let refuseNext = false
const verified = new Set<string>()

test.beforeAll(async () => {
  standIn = await startVerifyServer(
    (params) => {
      const token = params.get('response') ?? ''
      const issued = standIn.issued.some((t) => t.token === token && t.siteKey === RECAPTCHA_STANDIN.siteKey)
      const codes =
        params.get('secret') !== RECAPTCHA_STANDIN.secretKey
          ? ['invalid-input-secret']
          : !issued || refuseNext
            ? ['invalid-input-response']
            : verified.has(token)
              ? ['timeout-or-duplicate']
              : []
      refuseNext = false
      verified.add(token)
      // The answer of https://developers.google.com/recaptcha/docs/verify for a v2 token.
      return codes.length
        ? { success: false, 'error-codes': codes }
        : { success: true, challenge_ts: new Date().toISOString().replace(/\.\d+Z$/, 'Z'), hostname: '127.0.0.1', 'error-codes': [] }
    },
    { port: RECAPTCHA_STANDIN.port, browser: true },
  )
})
test.afterAll(() => standIn?.close())
test.beforeEach(() => {
  standIn.scriptStatus = 200
  refuseNext = false
})

const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** What the widget holds, read through reCAPTCHA's own API. */
const widgetResponse = (page: Page) =>
  page.evaluate(() => (window as unknown as { grecaptcha: { getResponse(): string } }).grecaptcha.getResponse())

/** The values of the captcha's input in the form's submission (multipart). */
function captchaValues(post: Request): string[] {
  const body = post.postDataBuffer()?.toString() ?? ''
  return [...body.matchAll(/name="g-recaptcha-response"\r\n\r\n([^\r]*)\r\n/g)].map((m) => m[1])
}

const isSubmission = (r: Request) => new URL(r.url()).pathname === '/formulaires/envoi'

test('the token is there before the send; the site checks it with reCAPTCHA, then takes the message', async ({ page, request, baseURL }) => {
  const requests: string[] = []
  page.on('request', (r) => requests.push(r.url()))
  await openContact(page)
  await expect(captchaWidget(page)).toHaveAttribute('data-captcha', 'recaptcha')
  await expect(captchaWidget(page)).toHaveAttribute('data-captcha-state', 'idle')
  // Nothing is asked of reCAPTCHA before the visitor starts on the form.
  const standInOrigin = new URL(standIn.scriptUrl).origin
  expect(requests.filter((url) => url.startsWith(standInOrigin))).toEqual([])

  const mark = unique('Avec reCAPTCHA')
  const issuedBefore = standIn.issued.length
  await fillContact(page, mark)
  await expect(captchaWidget(page)).toHaveAttribute('data-captcha-state', 'ready')
  expect(standIn.issued.slice(issuedBefore)).toHaveLength(1)
  const { token, siteKey } = standIn.issued.at(-1)!
  expect(siteKey).toBe(RECAPTCHA_STANDIN.siteKey)
  expect(await widgetResponse(page)).toBe(token)
  // The script was asked for the explicit, invisible widget, in French.
  const script = new URL(requests.find((url) => url.startsWith(standIn.scriptUrl))!)
  expect(Object.fromEntries(script.searchParams)).toEqual({ render: 'explicit', hl: 'fr' })

  const verifiedBefore = standIn.received.length
  const submitted = page.waitForRequest(isSubmission)
  await sendContact(page)
  // One response is sent, ours: the widget's own field lies outside the form.
  expect(captchaValues(await submitted)).toEqual([token])
  await expect(page.getByText(CONTACT_CONFIRMATION)).toBeVisible()

  // The site asked reCAPTCHA, with its secret key and the visitor's token, before taking the entry.
  const asked = standIn.received.slice(verifiedBefore).map((p) => ({ secret: p.get('secret'), response: p.get('response') }))
  expect(asked).toEqual([{ secret: RECAPTCHA_STANDIN.secretKey, response: token }])
  const entries = await entriesSignedIn(request, mark)
  expect(entries).toHaveLength(1)
  expect(entries[0].folder).toBe('inbox')
  // Only the site and reCAPTCHA (here, its stand-in) were asked anything.
  const origins = new Set(requests.filter((url) => !url.startsWith('data:')).map((url) => new URL(url).origin))
  expect([...origins].sort()).toEqual([new URL(baseURL!).origin, standInOrigin].sort())
})

test('reCAPTCHA refuses the token: the visitor is told in French, nothing is taken; sending again gets a new token and goes through', async ({
  page,
  request,
}) => {
  await openContact(page)
  const mark = unique('Jeton refusé')
  await fillContact(page, mark)
  await expect(captchaWidget(page)).toHaveAttribute('data-captcha-state', 'ready')
  const first = standIn.issued.at(-1)!.token
  refuseNext = true
  const verifiedBefore = standIn.received.length
  await sendContact(page)
  await expect(page.getByRole('heading', { name: CAPTCHA_REFUSED })).toBeVisible()
  await expect(page.getByText(CONTACT_CONFIRMATION)).toBeHidden()
  expect(standIn.received.slice(verifiedBefore).map((p) => p.get('response'))).toEqual([first])
  expect(await entriesSignedIn(request, mark)).toEqual([])

  // The refused token was thrown away: Send runs reCAPTCHA again and waits for its new token.
  const submitted = page.waitForRequest(isSubmission)
  await sendContact(page)
  const second = captchaValues(await submitted)
  expect(second).toHaveLength(1)
  expect(second[0]).not.toBe(first)
  expect(standIn.issued.map((t) => t.token)).toContain(second[0])
  await expect(page.getByText(CONTACT_CONFIRMATION)).toBeVisible()
  expect(standIn.received.slice(verifiedBefore).map((p) => p.get('response'))).toEqual([first, second[0]])
  expect(await entriesSignedIn(request, mark)).toHaveLength(1)
})

test('reCAPTCHA’s script cannot be loaded: the error is logged, the widget flagged, the visitor told, nothing sent', async ({ page }) => {
  standIn.scriptStatus = 503
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const posts: Request[] = []
  page.on('request', (r) => {
    if (isSubmission(r)) posts.push(r)
  })
  const verifiedBefore = standIn.received.length
  await openContact(page)
  await fillContact(page, unique('Sans reCAPTCHA'))
  await expect(captchaWidget(page)).toHaveAttribute('data-captcha-state', 'error')
  expect(errors.some((e) => e.includes(CAPTCHA_INIT_LOGGED))).toBe(true)

  await sendContact(page)
  await expect(page.getByRole('heading', { name: CAPTCHA_UNAVAILABLE })).toBeVisible()
  expect(posts).toEqual([])
  expect(standIn.received.length).toBe(verifiedBefore)
})

test.describe('before the visitor accepts reCAPTCHA', () => {
  test.use({ consentGiven: false })

  test('the form says Google would receive the data, asks nothing of it, and sends once accepted', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url()))
    await openContact(page)
    const placeholder = contactForm(page).getByRole('group', { name: 'Contenu bloqué : Protection anti-robots de Google' })
    await expect(placeholder).toBeVisible()
    await expect(placeholder).toContainText('Destinataires : Google (reCAPTCHA).')

    await fillContact(page, unique('Sans accord'))
    await sendContact(page)
    await expect(page.getByText('Ce formulaire est protégé par reCAPTCHA de Google : acceptez-le (« Accepter et afficher » ci-dessus) pour pouvoir l’envoyer.')).toBeVisible()
    const standInOrigin = new URL(standIn.scriptUrl).origin
    expect(requests.filter((url) => url.startsWith(standInOrigin))).toEqual([])

    await placeholder.getByRole('button', { name: 'Accepter et afficher' }).click()
    await expect(placeholder).toBeHidden()
    // The answer holds for the banner too: it has done its work.
    await expect(page.getByRole('region', { name: 'Vos choix sur les contenus de tiers' })).toHaveCount(0)
    await sendContact(page)
    await expect(page.getByText(CONTACT_CONFIRMATION)).toBeVisible()
    expect(requests.some((url) => url.startsWith(standInOrigin))).toBe(true)
  })
})
