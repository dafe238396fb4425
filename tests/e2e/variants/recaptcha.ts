/**
 * The variants server runs reCAPTCHA (v2 invisible) instead of the self-hosted captcha, against a
 * stand-in on loopback that tests/e2e/variants/recaptcha.spec.ts starts on this port: its script
 * and its verify endpoint replace Google's (RECAPTCHA_SCRIPT_URL, RECAPTCHA_VERIFY_URL).
 * Read by playwright.config.ts (the server's environment) and by the spec (the stand-in).
 */
const E2E_PORT = Number(process.env.E2E_PORT || 3100)

export const RECAPTCHA_STANDIN = {
  port: Number(process.env.E2E_RECAPTCHA_PORT || E2E_PORT + 2),
  siteKey: 'cle-de-site-essai',
  secretKey: 'cle-secrete-essai',
}

const origin = `http://127.0.0.1:${RECAPTCHA_STANDIN.port}`

export const recaptchaServerEnv = {
  RECAPTCHA_SITE_KEY: RECAPTCHA_STANDIN.siteKey,
  RECAPTCHA_SECRET_KEY: RECAPTCHA_STANDIN.secretKey,
  RECAPTCHA_VERSION: 'v2',
  RECAPTCHA_SCRIPT_URL: `${origin}/recaptcha/api.js`,
  RECAPTCHA_VERIFY_URL: `${origin}/recaptcha/api/siteverify`,
}
