// Where a visitor's browser fetches reCAPTCHA from, when the site uses it (docs/decisions/016): the
// captcha's settings (provider.server.ts) and the Content-Security-Policy the production server
// sends (src/server/content-security-policy.mjs, docs/decisions/033) read the same variables here,
// so the policy lets reCAPTCHA in exactly when it is configured. Plain JavaScript: the production
// server imports it before Next.js is loaded.

/** reCAPTCHA's browser script (docs/decisions/016); the page adds its parameters (render, hl). */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js'

/**
 * The browser script's address when reCAPTCHA is configured (both keys given), null otherwise (the
 * self-hosted proof of work runs). RECAPTCHA_SCRIPT_URL replaces Google's (a proxy,
 * www.recaptcha.net, the tests' stand-in).
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function recaptchaScriptUrl(env) {
  if (!env.RECAPTCHA_SITE_KEY?.trim() || !env.RECAPTCHA_SECRET_KEY?.trim()) return null
  return env.RECAPTCHA_SCRIPT_URL?.trim() || RECAPTCHA_SCRIPT_URL
}

/**
 * Google's script loads the rest of its code from www.gstatic.com and draws its challenge in frames
 * of www.google.com and recaptcha.google.com (Google's CSP advice for reCAPTCHA); www.recaptcha.net,
 * its address where google.com is blocked, does the same from its own name.
 */
const GOOGLE_EXTRA = {
  'www.google.com': { script: ['https://www.gstatic.com/recaptcha/'], frame: ['https://recaptcha.google.com/recaptcha/'] },
  'www.recaptcha.net': { script: ['https://www.gstatic.com/recaptcha/'], frame: [] },
}

/**
 * What the Content-Security-Policy must allow for reCAPTCHA: the folder of its script (for the
 * script, its frames and its calls) and Google's other addresses; null when reCAPTCHA is not
 * configured or its address is unreadable (the captcha could not load it either).
 * @param {Record<string, string | undefined>} env
 * @returns {{ script: string[], frame: string[], connect: string[] } | null}
 */
export function recaptchaSources(env) {
  const scriptUrl = recaptchaScriptUrl(env)
  if (!scriptUrl) return null
  let url
  try {
    url = new URL(scriptUrl)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const folder = `${url.origin}${url.pathname.replace(/[^/]*$/, '')}`
  const extra = GOOGLE_EXTRA[url.hostname] ?? { script: [], frame: [] }
  return { script: [folder, ...extra.script], frame: [folder, ...extra.frame], connect: [folder] }
}
