/**
 * The Content-Security-Policy (docs/decisions/033) as visitors and staff meet it: every demo page,
 * the islands that fetch their code on use and the back office run under it without a single
 * refusal (the `cspViolations` fixture fails any test that meets one), a script slipped into a page
 * does not run, and every answer of the server carries the policy, with the hashes of exactly the
 * page's own inline scripts, cached or not; HSTS only for a site whose address is https.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { APIResponse, Page } from '@playwright/test'

import { captchaWidget, CONTACT_CONFIRMATION, fillContact, openContact, sendContact } from './contact'
import { DEMO_PAGES } from './demo-pages'
import { ADMIN_STATE, behavioursReady, expect, portfolioLive, staffApi, test } from './fixtures'
import { openQuoteSitePage } from './quote'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
/** The marker the server hands Next.js for its scripts (src/server/content-security-policy.mjs): it must never reach a client. */
const marker = () => fs.readFileSync(path.join(ROOT, '.next', 'vitrine-script-marker'), 'utf8').trim()

/** The policy's directives, by name. */
function directives(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  )
}

/**
 * The inline scripts a browser runs in this HTML, as its parser reads them: not JSON-LD (data), nor
 * the framework's files held back for after the hero (a type the browser leaves, docs/decisions/059).
 */
function runnableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes) && !/\stype="(?!(text\/javascript|module)")[^"]*"/.test(attributes))
    .map(([, , text]) => text)
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64')}'`

/** A page answer under the policy: its scripts are allowed one by one, nothing else inline, and no nonce leaves the server. */
async function expectSealed(response: APIResponse, label: string) {
  const policy = directives(response.headers()['content-security-policy'])
  expect(policy['script-src'], `${label} : script-src`).toBeDefined()
  expect(policy['script-src'], label).not.toContain("'unsafe-inline'")
  expect(policy['script-src'], label).not.toContain("'unsafe-eval'")
  expect(policy['object-src'], label).toEqual(["'none'"])
  expect(policy['frame-ancestors'], label).toEqual(["'self'"])
  const html = await response.text()
  const scripts = runnableInlineScripts(html)
  expect(scripts.length, `${label} : scripts en ligne`).toBeGreaterThan(0)
  for (const text of scripts) expect(policy['script-src'], `${label} : ${text.slice(0, 50)}`).toContain(hashOf(text))
  expect(html, label).not.toContain(marker())
  expect(html, label).not.toMatch(/\snonce="[^"]/)
  return html
}

/** Scrolls to the end of the page, so whatever loads on the way (backgrounds, reveals, particles) does. */
async function scrollThrough(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForLoadState('networkidle')
}

// The policy and the scripts a page runs are the same on a phone: once, on the desktop project (@desktop).
test.describe('the site under its Content-Security-Policy', { tag: '@desktop' }, () => {
  for (const path of DEMO_PAGES) {
    test(`${path} runs its scripts and refuses nothing`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      // The policy is in force: inline scripts run only by their hash.
      const scripts = directives((await response?.headerValue('content-security-policy')) ?? '')['script-src']
      expect(scripts).toEqual(expect.arrayContaining(["'self'", expect.stringMatching(/^'sha256-/)]))
      expect(scripts).not.toContain("'unsafe-inline'")
      // The theme script (in <head>) and the page's islands ran.
      await expect(page.locator('html')).toHaveClass(/\bjs\b/)
      await behavioursReady(page)
      await scrollThrough(page)
    })
  }

  test('a script slipped into a page does not run, and the browser says so', async ({ page, cspViolations }) => {
    await page.goto('/')
    await behavioursReady(page)
    // A script element added to the document runs at once, if it may.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
      return (window as unknown as { __injected?: boolean }).__injected === true
    })
    expect(ran).toBe(false)
    await expect.poll(() => cspViolations.some((v) => v.includes('script-src'))).toBe(true)
    // Expected here: taken out so the fixture's check holds for everything else.
    cspViolations.splice(0)
  })

  test('the contact form solves its captcha and is sent', async ({ page }) => {
    await openContact(page)
    await fillContact(page, `Sous la politique de sécurité ${Date.now().toString(36)}`)
    await expect(captchaWidget(page)).toHaveAttribute('data-captcha-state', 'ready')
    await sendContact(page)
    await expect(page.getByText(CONTACT_CONFIRMATION)).toBeVisible()
  })

  test('the quote request sends a photo in chunks', async ({ page }) => {
    const form = await openQuoteSitePage(page)
    const photo = {
      name: 'terrain.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    }
    await form.getByLabel('Photos du terrain', { exact: true }).setInputFiles(photo)
    await expect(form.getByRole('listitem').filter({ hasText: 'terrain.png' })).toContainText('envoyé', { timeout: 30_000 })
  })

  test('the portfolio filters, then previews a video and a page of the site', async ({ page }) => {
    // The players' own addresses are not reached from the test machine: the frame is allowed, its request cut.
    await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) => route.abort())
    await page.goto('/realisations')
    await portfolioLive(page)
    const results = page.getByRole('list', { name: 'Réalisations' })
    await page.getByRole('navigation', { name: 'Filtrer par catégorie' }).getByRole('link', { name: 'Assainissement' }).click()
    await expect(page).toHaveURL(/categorie=/)
    await page.getByRole('navigation', { name: 'Filtrer par catégorie' }).getByRole('link', { name: 'Tous' }).click()
    await expect(page).not.toHaveURL(/categorie=/)

    await results.getByRole('link', { name: 'Vidéo : viabilisation d’un lotissement à Chécy' }).click()
    const video = page.getByRole('dialog', { name: 'Vidéo : viabilisation d’un lotissement à Chécy' })
    await expect(video.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//)
    await page.keyboard.press('Escape')
    await expect(video).toHaveCount(0)

    await results.getByRole('link', { name: 'Aperçu : nos travaux de voirie et réseaux' }).click()
    const preview = page.getByRole('dialog', { name: 'Aperçu : nos travaux de voirie et réseaux' })
    // The framed page of the site runs under its own policy, which lets the site frame it.
    await expect(preview.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible()
    await expect(preview.frameLocator('iframe').locator('html')).toHaveClass(/\bjs\b/)
  })

  test('an image of the gallery opens in the lightbox', async ({ page, lightbox }) => {
    await page.goto('/')
    await behavioursReady(page)
    await page.getByRole('region', { name: 'Chantiers récents' }).getByRole('link').first().click()
    await expect(lightbox.dialog).toBeVisible()
    await expect.poll(() => lightbox.image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await lightbox.next.click()
    await expect(lightbox.counter).toHaveText('2 sur 6')
  })

  test('the back office’s sign-in page', async ({ page }) => {
    const response = await page.goto('/admin/login')
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
    await expect(page.getByRole('button', { name: /Connexion|Se connecter/ })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByLabel(/E-mail|Courriel/).first()).toBeEditable()
  })

  test.describe('signed in', () => {
    test.use({ storageState: ADMIN_STATE })

    test('the back office edits a page', async ({ page, playwright, baseURL }) => {
      const api = await staffApi(playwright, baseURL)
      const found = await (await api.get('/api/pages?where[slug][equals]=contact&depth=0')).json()
      await api.dispose()
      await page.goto(`/admin/collections/pages/${found.docs[0].id}`)
      const title = page.getByRole('textbox', { name: /Titre/ }).first()
      await expect(title).toBeVisible({ timeout: 30_000 })
      await expect(title).toBeEditable()
      await expect(title).toHaveValue(/.+/)
    })
  })
})

test.describe('the policy on every answer', { tag: '@http' }, () => {
  test('a page cached by the server and one rendered for the request carry it, with their scripts’ hashes', async ({
    request,
  }) => {
    await request.get('/services/vrd')
    const cached = await request.get('/services/vrd')
    expect(cached.headers()['x-vitrine-cache']).toBe('HIT')
    await expectSealed(cached, 'page en cache')
    const rendered = await request.get(`/recherche?s=vrd&essai=${Date.now()}`)
    expect(rendered.headers()['x-vitrine-cache']).toBeUndefined()
    await expectSealed(rendered, 'page rendue')
    // The router's requests (the page's data) never carry the marker either.
    const data = await request.get('/services/vrd', { headers: { RSC: '1' } })
    expect(await data.text()).not.toContain(marker())
  })

  test('the error pages carry it too', async ({ request }) => {
    const missing = await request.get('/actualites/article-disparu')
    expect(missing.status()).toBe(404)
    await expectSealed(missing, '404')
    const failed = await request.get('/essai-erreur')
    expect(failed.status()).toBe(500)
    await expectSealed(failed, '500')
  })

  test('files, the API and the back office carry it, without HSTS for a site served over http', async ({ request }) => {
    const home = await (await request.get('/')).text()
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1]
    expect(script).toBeTruthy()
    for (const path of [
      script!,
      script!,
      '/wp-json/wp/v2/portfolio?per_page=1',
      '/api/users/me',
      '/admin/login',
      '/robots.txt',
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBeLessThan(400)
      expect(directives(response.headers()['content-security-policy'])['object-src'], path).toEqual(["'none'"])
      expect(response.headers()['strict-transport-security'], path).toBeUndefined()
    }
  })

  test('a site whose address is https sends HSTS on every answer', async ({ request }) => {
    test.setTimeout(120_000)
    const port = Number(process.env.E2E_PORT || 3100) + 3
    const site = `https://127.0.0.1:${port}`
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-hsts-'))
    // The same build, served as for a site at an https address (TLS ends in front of it, as behind a proxy).
    const server = spawn(process.execPath, [path.join(ROOT, 'src', 'server', 'server.mjs'), String(port)], {
      cwd: ROOT,
      stdio: 'ignore',
      env: {
        ...process.env,
        SITE_URL: site,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PAYLOAD_SECRET: 'hsts-secret-not-for-production',
        VITRINE_ISR_MEMORY_ONLY: '1',
        NEXT_TELEMETRY_DISABLED: '1',
      },
    })
    try {
      const base = `http://127.0.0.1:${port}`
      // Ready once it answers anything (its database is empty: pages answer with the error page).
      await expect
        .poll(async () => (await request.get(`${base}/robots.txt`).catch(() => null))?.status() ?? 0, { timeout: 60_000 })
        .toBeGreaterThan(0)
      const home = await (await request.get('/')).text()
      const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1]
      for (const path of ['/', script!, script!, '/wp-json/wp/v2/portfolio']) {
        const response = await request.get(`${base}${path}`)
        expect(response.headers()['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains')
        expect(response.headers()['content-security-policy'], path).toContain("object-src 'none'")
      }
      // Sent to the site's own name, with HSTS as well.
      const elsewhere = await request.get(`http://localhost:${port}/contact`, { maxRedirects: 0 })
      expect(elsewhere.status()).toBe(308)
      expect(elsewhere.headers()['location']).toBe(`${site}/contact`)
      expect(elsewhere.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    } finally {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
