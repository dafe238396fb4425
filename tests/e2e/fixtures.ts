/**
 * Shared fixtures of the browser tests: page objects for the site shell (found by role and French
 * accessible name, as a visitor finds them), an axe scan, and sign-in through the public form.
 *
 * Every test also fails if the page threw an uncaught error (`pageerror`): a behaviour that
 * "works" while the console shows a crash is not working; and if the browser refused anything by
 * the site's Content-Security-Policy (docs/decisions/033): a script, frame or call the policy
 * forgot is a feature broken for visitors.
 */
import { fileURLToPath } from 'node:url'

import AxeBuilder from '@axe-core/playwright'
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
  type Response,
  type TestInfo,
} from '@playwright/test'

import { CONSENT_COOKIE, decide, serialiseChoices } from '../../src/features/consent/choices'
import { SCRIPTS_STATE_ATTRIBUTE } from '../../src/features/site-shell/inline-scripts.mjs'

export { expect }

/**
 * A visitor who answered the consent banner with « Tout accepter » a minute ago (the cookie the
 * banner writes), so a test about something else never meets the banner, and the videos and
 * reCAPTCHA load as they did before consent existed. `url`: an address of the site.
 */
export async function giveConsent(context: BrowserContext, url: string): Promise<void> {
  const value = serialiseChoices(decide('e2econsentementtests', 'all', Date.now() - 60_000))
  await context.addCookies([{ name: CONSENT_COOKIE, value, url: new URL(url).origin, sameSite: 'Lax' }])
}

/** The demo administrator created by scripts/e2e-server.mjs (same defaults, same variables). */
export const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL || 'admin@e2e.test',
  password: process.env.E2E_ADMIN_PASSWORD || 'e2e-Admin-2026!',
  /** seed/content/company.ts `manager`: the name the seed gives the administrator. */
  name: 'Julien Morel',
}

/**
 * The seeded administrator's session, signed in once by auth.setup.ts. Tests reuse it as a cookie
 * and never sign it out: Payload keeps a user's sessions in one array it reads, changes and writes
 * back, so two sign-ins or sign-outs of the same account at the same moment (two workers) can drop
 * each other's session. Tests that sign in or out use an account of their own (`newAdmin`).
 */
export const ADMIN_STATE = fileURLToPath(new URL('../../test-results/.auth/admin.json', import.meta.url))

/**
 * The admin's REST API with the seeded administrator's session (ADMIN_STATE), as staff reach it.
 * Never a fresh `/api/users/login`: a sign-in rewrites the account's whole session list, so two
 * at the same moment (another worker's test) drop one of the new sessions, and the request made
 * with it is refused. Payload honours the cookie only with the site's Origin. Dispose it after use.
 */
export function staffApi(playwright: Pick<PlaywrightWorkerArgs['playwright'], 'request'>, baseURL: string | undefined): Promise<APIRequestContext> {
  return playwright.request.newContext({ baseURL, storageState: ADMIN_STATE, extraHTTPHeaders: { Origin: new URL(baseURL ?? '').origin } })
}

export type StoredAnswer = { key: string; label: string; text: string; value: unknown }
export type StoredEntry = { id: number; answers: StoredAnswer[]; folder: string; meta: { method: string } }

/** The entries whose answers hold `text` (a mark unique to the test), as the staff API returns them. */
export async function entriesWith(playwright: Pick<PlaywrightWorkerArgs['playwright'], 'request'>, baseURL: string | undefined, text: string): Promise<StoredEntry[]> {
  const api = await staffApi(playwright, baseURL)
  try {
    const response = await api.get(`/api/form-entries?where[searchText][like]=${encodeURIComponent(text)}&depth=0`)
    expect(response.ok(), `lecture des entrées : ${response.status()} ${await response.text()}`).toBe(true)
    return (await response.json()).docs as StoredEntry[]
  } finally {
    await api.dispose()
  }
}

export type Account = { id: number; email: string; password: string; name: string }

/** The site header and its islands (menu, search, colour switch, account). */
export class Header {
  readonly banner: Locator
  readonly nav: Locator
  readonly menuToggle: Locator
  readonly searchToggle: Locator
  readonly searchField: Locator
  readonly closeSearch: Locator
  readonly colourSwitch: Locator
  readonly signInLink: Locator

  constructor(readonly page: Page) {
    this.banner = page.getByRole('banner')
    this.nav = this.banner.getByRole('navigation', { name: 'Menu principal' })
    // The toggle's name says what it will do: « Ouvrir le menu », then « Fermer le menu ».
    this.menuToggle = this.nav.getByRole('button', { name: /^(Ouvrir|Fermer) le menu$/ })
    this.searchToggle = this.banner.getByRole('button', { name: 'Rechercher', exact: true })
    this.searchField = this.banner.getByRole('searchbox', { name: 'Rechercher sur le site' })
    this.closeSearch = this.banner.getByRole('button', { name: 'Fermer la recherche' })
    this.colourSwitch = this.banner.getByRole('button', { name: 'Basculer les couleurs du site' })
    this.signInLink = this.banner.getByRole('link', { name: 'Se connecter' })
  }

  menuLink(name: string): Locator {
    return this.nav.getByRole('link', { name, exact: true })
  }

  subMenuToggle(label: string): Locator {
    return this.nav.getByRole('button', { name: `Sous-menu ${label}` })
  }

  /** The list a sub-menu toggle controls (its `aria-controls`). */
  async subMenu(label: string): Promise<Locator> {
    const id = await this.subMenuToggle(label).getAttribute('aria-controls')
    expect(id, `aria-controls of « Sous-menu ${label} »`).toBeTruthy()
    return this.page.locator(`[id="${id}"]`)
  }

  accountButton(name = ADMIN.name): Locator {
    return this.banner.getByRole('button', { name, exact: true })
  }

  accountMenu(name = ADMIN.name): Locator {
    return this.banner.getByRole('group', { name: `Compte de ${name}` })
  }

  /** Whether the header is in mobile mode, i.e. the menu toggle is shown. */
  isMobile(): Promise<boolean> {
    return this.menuToggle.isVisible()
  }

  /** In mobile mode the menu links are behind the toggle: open it (no-op on desktop). */
  async revealMenu(): Promise<void> {
    if (await this.isMobile()) {
      if ((await this.menuToggle.getAttribute('aria-expanded')) !== 'true') await this.menuToggle.click()
      await expect(this.menuToggle).toHaveAttribute('aria-expanded', 'true')
    }
  }
}

/** The image slideshow (a modal <dialog>). */
export class LightboxDialog {
  readonly dialog: Locator
  readonly image: Locator
  /** The shown image whatever its alt (an action opened with only a URL has no text for it). */
  readonly media: Locator
  readonly counter: Locator
  readonly next: Locator
  readonly previous: Locator
  readonly close: Locator

  constructor(page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Visionneuse d’images' })
    this.image = this.dialog.getByRole('img')
    this.media = this.dialog.locator('img')
    this.counter = this.dialog.getByText(/^\d+ sur \d+$/)
    this.next = this.dialog.getByRole('button', { name: 'Image suivante' })
    this.previous = this.dialog.getByRole('button', { name: 'Image précédente' })
    this.close = this.dialog.getByRole('button', { name: 'Fermer (Échap)' })
  }
}

/**
 * Records, for every click and auxclick on an element inside `selector`, whether the page took it
 * (prevented its default) or left it to the browser: `click:0:pris`, `auxclick:1:laissé`. Returns
 * what reads the record so far.
 */
export async function watchClicks(page: Page, selector: string): Promise<() => Promise<string[]>> {
  await page.evaluate((watched) => {
    const seen: string[] = ((window as unknown as { watchedClicks: string[] }).watchedClicks = [])
    for (const type of ['click', 'auxclick'])
      window.addEventListener(type, (event) => {
        const { button, defaultPrevented, target } = event as MouseEvent
        if (target instanceof Element && target.closest(watched)) seen.push(`${type}:${button}:${defaultPrevented ? 'pris' : 'laissé'}`)
      })
  }, selector)
  return () => page.evaluate(() => (window as unknown as { watchedClicks: string[] }).watchedClicks)
}

/**
 * Resolves once the page's scripts have started its behaviours (behaviours/start.ts marks <html>
 * with `data-behaviours`: `waiting` for the visitor's first sign, then `ready`). Checks of "nothing
 * happened yet" are only meaningful after it.
 */
export async function behavioursReady(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-behaviours', /^(waiting|ready)$/)
}

/**
 * Holds back the chunk that exports `name` (quoted as an export's, not the page's own file, which
 * only reads it) until `letThrough`; `asked` says whether it was requested. For a block's code that
 * comes at the visitor's first sign: what the visitor does before it is here.
 */
export async function holdChunk(page: Page, name: string) {
  let letThrough = () => {}
  const held = new Promise<void>((resolve) => (letThrough = resolve))
  let asked = false
  const exported = new RegExp(`["']${name}["']`)
  await page.route('**/_next/static/chunks/**', async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (exported.test(body)) {
      asked = true
      await held
    }
    await route.fulfill({ response, body })
  })
  return { letThrough, asked: () => asked }
}

/**
 * Gives the visitor's first sign on a page holding the portfolio, once its loader listens (it holds
 * the block's preview links from then on), and waits until the island has taken the server's view
 * over: its code comes at that sign (docs/decisions/080), as a visitor's pointer brings it.
 */
export async function portfolioLive(page: Page): Promise<void> {
  await expect(page.locator('.portfolio-island[data-holding-clicks], .portfolio-view--live').first()).toBeAttached()
  // Two points: the pointer moves even if it was left on one of them.
  await page.mouse.move(5, 5)
  await page.mouse.move(6, 6)
  await expect(page.locator('.portfolio-view--live')).toBeVisible()
}

/**
 * Waits until the form's code drives it. A form met afresh waits for the visitor's first sign on
 * the page (docs/decisions/082): a key that does nothing on its own gives it, pressed again until
 * the page's loader listens (a sign before the page's scripts run is none).
 */
export async function formLive(form: Locator): Promise<void> {
  await expect(async () => {
    await form.page().keyboard.press('Shift')
    await expect(form).toHaveAttribute('data-enhanced', 'true', { timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
}

/**
 * Resolves once the element's animations and transitions (its own and its descendants') are over:
 * a dialog's colours are read after its fade-in, not mid-fade, when they are blends no visitor reads.
 */
export async function animationsDone(element: Locator): Promise<void> {
  await element.evaluate((node) => Promise.all(node.getAnimations({ subtree: true }).map((animation) => animation.finished)))
}

/**
 * Scans the page with axe for WCAG 2.0/2.1 A and AA rules and fails on any violation, listing
 * each rule, its impact, help text and the offending elements. `soft` records the failure and lets
 * the test go on (to check several pages in one test).
 */
export async function expectNoAxeViolations(
  page: Page,
  { include = [] as string[], exclude = [] as string[], soft = false, rules = [] as string[], label = '' } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  // `include`: only these parts of the page (a view of ours inside the back office's own screens).
  for (const selector of include) builder = builder.include(selector)
  // `rules`: only these rules (of the tags above), for a rescan after a change that affects them alone.
  if (rules.length > 0) builder = builder.withRules(rules)
  for (const selector of exclude) builder = builder.exclude(selector)
  const { violations } = await builder.analyze()
  const report = violations
    .map((v) => {
      const nodes = v.nodes
        .map((n) => `    - ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
        .join('\n')
      return `• ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n  ${v.helpUrl}\n${nodes}`
    })
    .join('\n')
  ;(soft ? expect.soft : expect)(violations, `Violations axe sur ${page.url()}${label ? ` (${label})` : ''}:\n${report}`).toEqual([])
}

/**
 * Shows the page in one of its two palettes as the colour switch would (`data-palette` and the
 * `dark` class on <html>, colour.ts applyPalette), without its cookie, so the next page opened
 * is in the palette it would have anyway. Resolves once the palette's colours apply.
 */
/**
 * Waits until a video player's frame is the page's focused element. Not `toBeFocused()`: once a
 * frame from another site loads, headless Chromium may move window focus into that frame's own
 * process, and `toBeFocused()` then reads the page as inactive although the frame holds the focus
 * (seen 1 run in 4 on the grid's carousel).
 */
export async function expectFrameFocused(frame: Locator): Promise<void> {
  await expect.poll(() => frame.evaluate((el) => el === document.activeElement)).toBe(true)
}

export async function setPalette(page: Page, palette: 'default' | 'switched'): Promise<void> {
  await page.evaluate((name) => {
    const html = document.documentElement
    html.setAttribute('data-palette', name)
    html.classList.toggle('dark', name === 'switched')
  }, palette)
  await expect(page.locator('html')).toHaveAttribute('data-palette', palette)
}

/**
 * Signs in through the public form (/connexion). Staff are redirected to the back office; the
 * helper waits only for that redirect to be committed, not for the heavy admin app to render.
 */
export async function signIn(page: Page, { email = ADMIN.email, password = ADMIN.password } = {}): Promise<void> {
  await page.goto('/connexion')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Mot de passe').fill(password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await page.waitForURL((url) => url.pathname !== '/connexion', { waitUntil: 'commit' })
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'payload-token')).toBe(true)
}

/**
 * Runs `action` and expects the page to show exactly `message` in an alert. The alert is accepted
 * as it opens: a pending dialog would hold the click that raised it.
 */
export async function expectAlert(page: Page, action: () => Promise<unknown>, message: string): Promise<void> {
  const alerts: string[] = []
  page.once('dialog', (dialog) => {
    alerts.push(dialog.message())
    void dialog.accept()
  })
  await action()
  await expect.poll(() => alerts).toEqual([message])
}

/** A staff JWT for REST calls (`Authorization: JWT …`) made by a test. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', { data: { email: ADMIN.email, password: ADMIN.password } })
  expect(response.ok(), `connexion de l’administrateur : ${response.status()}`).toBe(true)
  return (await response.json()).token as string
}

/**
 * The entries whose text contains `text`, read through the REST API as the seeded administrator,
 * signed in for the request: for the variants server, which has no stored session and runs one
 * test at a time (on the main server, `entriesWith` reuses the stored session).
 */
export async function entriesSignedIn(request: APIRequestContext, text: string) {
  const response = await request.get(`/api/form-entries?where[searchText][like]=${encodeURIComponent(text)}&depth=0`, {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
  })
  expect(response.ok()).toBe(true)
  return (await response.json()).docs as { answers: { key: string; text: string; value: unknown }[]; folder: string }[]
}

/** The visitor's popup counters (src/features/popups/constants.ts STORAGE_KEY). */
export const POPUP_STORAGE_KEY = 'vitrine-popups'

const popupIdsByServer = new Map<string, Promise<string[]>>()

/**
 * The ids of the server's popups, read once per worker with staff rights: the seeded session on the
 * main server; on the variants server, which has none and runs one test at a time, a sign-in.
 */
function popupIds(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined, variants: boolean): Promise<string[]> {
  const key = baseURL ?? ''
  let ids = popupIdsByServer.get(key)
  if (!ids) {
    ids = (async () => {
      const api = variants ? await playwright.request.newContext({ baseURL }) : await staffApi(playwright, baseURL)
      try {
        const headers = variants ? { Authorization: `JWT ${await adminToken(api)}` } : undefined
        const response = await api.get('/api/popups?depth=0&limit=100&select[title]=true', { headers })
        expect(response.ok(), `lecture des fenêtres surgissantes : ${response.status()}`).toBe(true)
        return ((await response.json()).docs as { id: number }[]).map((d) => String(d.id))
      } finally {
        await api.dispose()
      }
    })()
    popupIdsByServer.set(key, ids)
  }
  return ids
}

const patched = new WeakSet<Page>()

/**
 * Makes `page.goto` and `page.reload` resolve, as before the framework's files were held back
 * (docs/decisions/059), once the page's scripts have run: they are asked for after the hero is
 * painted, thus after the `load` event Playwright waits for, and a test clicking a button right
 * after `goto` would otherwise meet a page not yet alive. A test asking for an earlier moment
 * (`waitUntil: 'commit'` or `'domcontentloaded'`) gets it unchanged; a page without JavaScript or
 * without held files (the back office) has no state to wait for.
 */
export function awaitScriptsOnLoad(page: Page): void {
  if (patched.has(page)) return
  patched.add(page)
  const settled = async <T,>(response: T, options?: { waitUntil?: string; timeout?: number }): Promise<T> => {
    if (options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded') return response
    await page.waitForFunction(
      (attribute) => !['held', 'asked'].includes(document.documentElement.getAttribute(attribute) ?? ''),
      SCRIPTS_STATE_ATTRIBUTE,
      { timeout: options?.timeout },
    )
    return response
  }
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (url, options) => settled(await goto(url, options), options)
  page.reload = async (options) => settled(await reload(options), options)
}

type Options = {
  /**
   * Whether the site's popups may show. Off by default: a welcome popup after a delay, an exit-intent
   * or scroll popup would cover what a test about something else clicks. The visitor is then one who
   * chose « ne plus afficher » for every popup of the server (the storage the popups read), so the
   * popup code still loads and runs as on any page. tests/e2e/popups.spec.ts turns it on.
   */
  popupsShown: boolean
  /**
   * Whether the visitor has already answered the consent banner (« Tout accepter »). On by default:
   * the banner and the placeholders would stand in the way of tests about something else.
   * tests/e2e/consent.spec.ts turns it off. Contexts a test opens itself call `giveConsent`.
   */
  consentGiven: boolean
}

type Fixtures = {
  /** Applies `popupsShown` (automatic). */
  quietPopups: void
  /** A fresh administrator account, only for this test (created and deleted with the seeded admin's session). */
  newAdmin: Account
  /** A fresh visitor's account (role `client`, which never reaches the back office), only for this test. */
  newClient: Account
  header: Header
  lightbox: LightboxDialog
  /** Uncaught errors thrown in the page during the test; checked (must be empty) at teardown. */
  pageErrors: Error[]
  /**
   * What the browser refused by the Content-Security-Policy during the test, in any frame of the
   * page (the `securitypolicyviolation` events and the console's reports); checked (must be empty)
   * at teardown. A test expecting a refusal takes it out.
   */
  cspViolations: string[]
}

/** Creates an account of the given role for one test with the seeded admin's session, and deletes it after. */
async function provideAccount(
  role: 'admin' | 'client',
  name: string,
  { playwright, baseURL }: { playwright: PlaywrightWorkerArgs['playwright']; baseURL: string | undefined },
  provide: (account: Account) => Promise<void>,
  testInfo: TestInfo,
): Promise<void> {
  const api = await staffApi(playwright, baseURL)
  const suffix = `${testInfo.project.name}-${testInfo.workerIndex}-${testInfo.testId}-${Date.now()}`
  const data = { email: `${role}-${suffix}@e2e.test`.toLowerCase(), password: 'e2e-Essai-2026!', name, role }
  const created = await api.post('/api/users', { data })
  expect(created.ok(), `création du compte de test : ${await created.text()}`).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }
  await provide({ id: doc.id, email: data.email, password: data.password, name: data.name })
  await api.delete(`/api/users/${doc.id}`)
  await api.dispose()
}

export const test = base.extend<Fixtures & Options>({
  popupsShown: [false, { option: true }],
  consentGiven: [true, { option: true }],
  // The run's storage state holds the answer (playwright.config.ts); this adds it where a test
  // brought a state of its own, and takes it away for a first visit.
  context: async ({ context, consentGiven, baseURL }, provide) => {
    if (!consentGiven) await context.clearCookies({ name: CONSENT_COOKIE })
    else if (baseURL) await giveConsent(context, baseURL)
    context.on('page', awaitScriptsOnLoad)
    await provide(context)
    // A route that holds a chunk (holdChunk, failChunk…) may still be fetching or fulfilling when
    // the test ends; once the context closes, its handler would throw between two tests, where
    // Playwright reports it as an error of no test and stops the projects that depend on this one.
    await Promise.all(context.pages().map((p) => p.unrouteAll({ behavior: 'ignoreErrors' })))
  },
  page: async ({ page }, provide) => {
    awaitScriptsOnLoad(page)
    await provide(page)
  },
  quietPopups: [
    async ({ page, popupsShown, playwright, baseURL }, provide, testInfo) => {
      if (!popupsShown) {
        const ids = await popupIds(playwright, baseURL, testInfo.project.name === 'variants')
        await page.addInitScript(
          ({ key, ids: never }) => {
            try {
              const stored = JSON.parse(window.localStorage.getItem(key) ?? 'null') as { popups?: Record<string, object> } | null
              const counts = stored && typeof stored === 'object' ? stored : {}
              const popups = (counts.popups ??= {})
              for (const id of never) popups[id] = { ...popups[id], disable: true }
              window.localStorage.setItem(key, JSON.stringify(counts))
            } catch {
              // No storage on this document (about:blank, an opaque origin): nothing to show there anyway.
            }
          },
          { key: POPUP_STORAGE_KEY, ids },
        )
      }
      await provide()
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, provide) => {
      const errors: Error[] = []
      page.on('pageerror', (error) => errors.push(error))
      await provide(errors)
      expect(
        errors.map((e) => `${e.name}: ${e.message}`),
        'erreurs non interceptées dans la page',
      ).toEqual([])
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, provide) => {
      const violations: string[] = []
      await page.exposeBinding('__vitrineCspViolation', ({ frame }, report: string) => void violations.push(`${report} — ${frame.url()}`))
      await page.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (e) => {
            const report = (window as unknown as { __vitrineCspViolation?: (report: string) => void }).__vitrineCspViolation
            report?.(`${e.effectiveDirective} refuse ${e.blockedURI || 'un élément en ligne'} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`)
          },
          true,
        )
      })
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
      })
      await provide(violations)
      expect(violations, 'refus de la politique de sécurité du contenu (CSP)').toEqual([])
    },
    { auto: true },
  ],
  newAdmin: ({ playwright, baseURL }, provide, testInfo) =>
    provideAccount('admin', 'Camille Durand', { playwright, baseURL }, provide, testInfo),
  newClient: ({ playwright, baseURL }, provide, testInfo) =>
    provideAccount('client', 'Léa Petit', { playwright, baseURL }, provide, testInfo),
  header: async ({ page }, provide) => {
    await provide(new Header(page))
  },
  lightbox: async ({ page }, provide) => {
    await provide(new LightboxDialog(page))
  },
})

export type Script = { url: string; body: Buffer }

/**
 * Collects every JavaScript response of the page from now on; the function returned waits for
 * their bodies (sizes for the budget, markers for the tests of code loaded only where used).
 */
export function collectScripts(page: Page) {
  const pending: Promise<Script | null>[] = []
  page.on('response', (response: Response) => {
    const type = response.request().resourceType()
    const contentType = response.headers()['content-type'] ?? ''
    if (type !== 'script' && !contentType.includes('javascript')) return
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), body }),
        () => null,
      ),
    )
  })
  return async () => (await Promise.all(pending)).filter((s): s is Script => s !== null)
}

/** The scripts a first view of the page loads, by file, before any sign of the visitor; `afterSign` reads them again later. */
export async function firstView(page: Page, path: string) {
  const scripts = collectScripts(page)
  await page.goto(path)
  await behavioursReady(page)
  await page.waitForLoadState('networkidle')
  return { files: new Set((await scripts()).map((s) => new URL(s.url).pathname)), afterSign: scripts }
}

/**
 * Makes the scripts holding `marker` (a string only one chunk carries) fail to load, as offline or
 * after a new deploy, until the returned function is called. Returns how many were refused so far.
 */
export async function failChunk(page: Page, marker: string): Promise<{ refused: () => number; restore: () => void }> {
  let failing = true
  let refused = 0
  await page.route('**/*.js', async (route) => {
    const response = await route.fetch()
    const body = await response.body()
    if (failing && body.toString('utf8').includes(marker)) {
      refused++
      await route.abort('failed')
      return
    }
    await route.fulfill({ response, body })
  })
  return { refused: () => refused, restore: () => (failing = false) }
}
