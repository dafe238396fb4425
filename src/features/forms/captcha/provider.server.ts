import 'server-only'

import { CAPTCHA_PATH, RECAPTCHA_MIN_SCORE, RECAPTCHA_VERIFY_URL } from '../constants'
import { recaptchaScriptUrl } from './recaptcha-sources.mjs'

/**
 * Which captcha runs (docs/decisions/016). The self-hosted proof of work needs nothing; reCAPTCHA
 * (v2 invisible or v3) is chosen by giving its two keys in the environment:
 * RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY (RECAPTCHA_VERSION=v2 for v2 invisible keys, v3 by
 * default); RECAPTCHA_VERIFY_URL replaces Google's verify endpoint and RECAPTCHA_SCRIPT_URL its
 * browser script (tests, a proxy, www.recaptcha.net), RECAPTCHA_MIN_SCORE the v3 threshold.
 */
export type CaptchaConfig =
  | { provider: 'altcha' }
  | { provider: 'recaptcha'; version: RecaptchaVersion; siteKey: string; secretKey: string; verifyUrl: string; scriptUrl: string; minScore: number }
export type RecaptchaVersion = 'v2' | 'v3'

/** What the page may know: never the secret key. */
export type CaptchaClientConfig =
  | { provider: 'altcha'; challengeUrl: string }
  | { provider: 'recaptcha'; version: RecaptchaVersion; siteKey: string; scriptUrl: string }

type Env = Record<string, string | undefined>

export function captchaConfig(env: Env = process.env): CaptchaConfig {
  const siteKey = env.RECAPTCHA_SITE_KEY?.trim()
  const secretKey = env.RECAPTCHA_SECRET_KEY?.trim()
  // Both keys given: the same test as the Content-Security-Policy's (recaptcha-sources.mjs).
  const scriptUrl = recaptchaScriptUrl(env)
  if (!siteKey || !secretKey || !scriptUrl) return { provider: 'altcha' }
  const score = Number(env.RECAPTCHA_MIN_SCORE)
  return {
    provider: 'recaptcha',
    version: env.RECAPTCHA_VERSION?.trim() === 'v2' ? 'v2' : 'v3',
    siteKey,
    secretKey,
    verifyUrl: env.RECAPTCHA_VERIFY_URL?.trim() || RECAPTCHA_VERIFY_URL,
    scriptUrl,
    minScore: env.RECAPTCHA_MIN_SCORE && Number.isFinite(score) && score >= 0 && score <= 1 ? score : RECAPTCHA_MIN_SCORE,
  }
}

export function captchaClientConfig(env: Env = process.env): CaptchaClientConfig {
  const config = captchaConfig(env)
  return config.provider === 'recaptcha'
    ? { provider: 'recaptcha', version: config.version, siteKey: config.siteKey, scriptUrl: config.scriptUrl }
    : { provider: 'altcha', challengeUrl: CAPTCHA_PATH }
}
