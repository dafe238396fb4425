import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startVerifyServer } from '../../../../tests/support/verify-server'
import { captchaClientConfig, captchaConfig } from './provider.server'
import { verifyRecaptcha } from './recaptcha.server'

/**
 * Google's verify endpoint cannot be reached from here: a server on loopback answers as it does
 * (https://developers.google.com/recaptcha/docs/verify), and the verify URL points to it.
 */
const answers: Record<string, object> = {
  'good-v2': { success: true, hostname: 'localhost' },
  'good-v3': { success: true, score: 0.9, action: 'submit' },
  'low-v3': { success: true, score: 0.1, action: 'submit' },
  used: { success: false, 'error-codes': ['timeout-or-duplicate'] },
  forged: { success: false, 'error-codes': ['invalid-input-response'] },
}

let server: Awaited<ReturnType<typeof startVerifyServer>>
let url: string

beforeAll(async () => {
  server = await startVerifyServer((params) => {
    if (params.get('response') === 'down') return null
    if (params.get('secret') !== 'the-secret') return { success: false, 'error-codes': ['invalid-input-secret'] }
    return answers[params.get('response') ?? ''] ?? answers.forged
  })
  url = server.url
})
afterAll(() => server.close())

describe('reCAPTCHA provider', () => {
  it('is chosen by its two keys; the page gets the site key only', () => {
    expect(captchaConfig({})).toEqual({ provider: 'altcha' })
    expect(captchaConfig({ RECAPTCHA_SITE_KEY: 'site' })).toEqual({ provider: 'altcha' })
    const scriptUrl = 'http://127.0.0.1:9/recaptcha/api.js'
    const env = {
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET_KEY: 'secret',
      RECAPTCHA_VERIFY_URL: url,
      RECAPTCHA_SCRIPT_URL: scriptUrl,
      RECAPTCHA_MIN_SCORE: '0.7',
      RECAPTCHA_VERSION: 'v2',
    }
    expect(captchaConfig(env)).toEqual({ provider: 'recaptcha', version: 'v2', siteKey: 'site', secretKey: 'secret', verifyUrl: url, scriptUrl, minScore: 0.7 })
    expect(captchaConfig({ ...env, RECAPTCHA_VERIFY_URL: '', RECAPTCHA_SCRIPT_URL: ' ', RECAPTCHA_MIN_SCORE: 'abc', RECAPTCHA_VERSION: '' })).toMatchObject({
      version: 'v3',
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      scriptUrl: 'https://www.google.com/recaptcha/api.js',
      minScore: 0.5,
    })
    expect(captchaClientConfig(env)).toEqual({ provider: 'recaptcha', version: 'v2', siteKey: 'site', scriptUrl })
    expect(JSON.stringify(captchaClientConfig(env))).not.toContain('secret')
  })

  it('asks the verify endpoint with the secret and accepts v2 tokens and v3 scores above the threshold', async () => {
    const options = { secretKey: 'the-secret', verifyUrl: url, minScore: 0.5, remoteIp: '203.0.113.7' }
    expect(await verifyRecaptcha('good-v2', options)).toBe('ok')
    expect(await verifyRecaptcha('good-v3', options)).toBe('ok')
    expect(server.received.at(-1)?.get('remoteip')).toBe('203.0.113.7')
    expect(await verifyRecaptcha('low-v3', options)).toBe('invalid')
    expect(await verifyRecaptcha('used', options)).toBe('replayed')
    expect(await verifyRecaptcha('forged', options)).toBe('invalid')
    expect(await verifyRecaptcha('good-v2', { ...options, secretKey: 'wrong' })).toBe('invalid')
  })

  it('says the service is unavailable when the endpoint fails or cannot be reached', async () => {
    const options = { secretKey: 'the-secret', verifyUrl: url, minScore: 0.5 }
    expect(await verifyRecaptcha('down', options)).toBe('unavailable')
    expect(await verifyRecaptcha('good-v2', { ...options, verifyUrl: 'http://127.0.0.1:1/siteverify' })).toBe('unavailable')
  })
})
