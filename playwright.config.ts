import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_FLAGS, findChromium } from './scripts/chromium.mjs'
import { CONSENT_COOKIE, decide, serialiseChoices } from './src/features/consent/choices'
import { recaptchaServerEnv } from './tests/e2e/variants/recaptcha'

const PORT = Number(process.env.E2E_PORT || 3100)
/** The second server: same build, its own database, with the settings of tests/e2e/variants/. */
const VARIANTS_PORT = Number(process.env.E2E_VARIANTS_PORT || PORT + 1)
// Anchored on tests/e2e/: a checkout in a folder named …variants/ must not match everything.
const VARIANTS = /tests\/e2e\/variants\/[^/]+\.spec\.ts$/
/**
 * Several production instances behind nginx with a thousand submissions (docs/decisions/064): the
 * heaviest load of the run, alone at its end, so that it never slows the admin's and the pages'
 * tests running beside it into their timeouts.
 */
const INSTANCES = /tests\/e2e\/instances\.spec\.ts$/
const launchOptions = { executablePath: findChromium() ?? undefined, args: CHROMIUM_FLAGS }
/**
 * Every browser of the run starts as a visitor who answered the consent banner with « Tout
 * accepter » (docs/decisions/045): tests about something else never meet the banner, and videos
 * and reCAPTCHA load as they always did. Both servers answer on 127.0.0.1, and a cookie holds for
 * every port. tests/e2e/consent.spec.ts starts without it (the `consentGiven` option).
 */
const consentGiven = {
  cookies: [
    {
      name: CONSENT_COOKIE,
      value: serialiseChoices(decide('e2econsentementtests', 'all', Date.now() - 60_000)),
      domain: '127.0.0.1',
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
}

const SERVER_OPTIONS = {
  timeout: 240_000,
  reuseExistingServer: !process.env.CI,
  stdout: 'pipe',
  stderr: 'pipe',
  // Asked to stop rather than killed: the server ends as in production and its throwaway data folder goes.
  gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
} as const

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // Recording a trace for every test costs about a quarter of the suite's time on 2 cores; CI
    // retries a failure once, with a trace. Locally: `npx playwright test --trace on`.
    trace: 'on-first-retry',
    launchOptions,
    storageState: consentGiven,
  },
  projects: [
    // Signs the seeded administrator in once for the whole run (tests/e2e/auth.setup.ts).
    { name: 'setup', testMatch: /auth\.setup\.ts$/, use: { launchOptions } },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      dependencies: ['setup'],
      // Tests tagged @mobile need a phone's touch screen: the mobile project runs them.
      grepInvert: /@mobile/,
      testIgnore: [VARIANTS, INSTANCES],
    },
    // Tests tagged @http exercise the server only (no device involved) and @desktop ones hold a
    // resource only one project may use or check what no screen changes: both run once, on desktop.
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions },
      dependencies: ['setup'],
      grepInvert: /@http|@desktop/,
      testIgnore: [VARIANTS, INSTANCES],
    },
    // The header variants the demo settings do not use, and the reCAPTCHA provider, on the second
    // server. One worker: a test there may change a setting for a moment (and puts it back), which
    // every page shows; and the reCAPTCHA stand-in listens on one port.
    {
      name: 'variants',
      testMatch: VARIANTS,
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${VARIANTS_PORT}`,
        launchOptions,
      },
    },
    // Several instances behind nginx: alone, once every other project is done (INSTANCES).
    {
      name: 'instances',
      testMatch: INSTANCES,
      dependencies: ['desktop', 'mobile', 'variants'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
  ],
  webServer: [
    { command: 'node scripts/e2e-server.mjs', url: `http://127.0.0.1:${PORT}/`, ...SERVER_OPTIONS },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${VARIANTS_PORT}/`,
      env: {
        E2E_PORT: String(VARIANTS_PORT),
        E2E_SETTINGS: 'tests/e2e/variants/site-settings.ts',
        E2E_ERROR_PAGE: '0',
        // Its forms' captcha is reCAPTCHA, served by a stand-in on loopback (tests/e2e/variants/recaptcha.ts).
        ...recaptchaServerEnv,
      },
      ...SERVER_OPTIONS,
    },
  ],
})
