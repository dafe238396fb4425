import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { captchaClientConfig, captchaConfig } from './provider.server'
import { verifyRecaptcha } from './recaptcha.server'

/**
 * Google's verify endpoint cannot be reached from here: a server on loopback answers as it does
 * (https://developers.google.com/recaptcha/docs/verify), and the verify URL points to it.
 */
const answers: Record<string, unknown> = {
  'good-v2': { success: true, hostname: 'localhost' },
  'good-v3': { success: true, score: 0.9, action: 'submit' },
  'low-v3': { success: true, score: 0.1, action: 'submit' },
  used: { success: false, 'error-codes': ['timeout-or-duplicate'] },
  forged: { success: false, 'error-codes': ['invalid-input-response'] },
}

let server: Server
let url: string
const received: URLSearchParams[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      const params = new URLSearchParams(body)
      received.push(params)
      if (params.get('response') === 'down') {
        res.writeHead(502).end()
        return
      }
      const answer = params.get('secret') === 'the-secret' ? (answers[params.get('response') ?? ''] ?? answers.forged) : { success: false, 'error-codes': ['invalid-input-secret'] }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('reCAPTCHA provider', () => {
  it('is chosen by its two keys; the page gets the site key only', () => {
    expect(captchaConfig({})).toEqual({ provider: 'altcha' })
    expect(captchaConfig({ RECAPTCHA_SITE_KEY: 'site' })).toEqual({ provider: 'altcha' })
    const env = { RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret', RECAPTCHA_VERIFY_URL: url, RECAPTCHA_MIN_SCORE: '0.7', RECAPTCHA_VERSION: 'v2' }
    expect(captchaConfig(env)).toEqual({ provider: 'recaptcha', version: 'v2', siteKey: 'site', secretKey: 'secret', verifyUrl: url, minScore: 0.7 })
    expect(captchaConfig({ ...env, RECAPTCHA_VERIFY_URL: '', RECAPTCHA_MIN_SCORE: 'abc', RECAPTCHA_VERSION: '' })).toMatchObject({
      version: 'v3',
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      minScore: 0.5,
    })
    expect(JSON.stringify(captchaClientConfig(env))).not.toContain('secret')
  })

  it('asks the verify endpoint with the secret and accepts v2 tokens and v3 scores above the threshold', async () => {
    const options = { secretKey: 'the-secret', verifyUrl: url, minScore: 0.5, remoteIp: '203.0.113.7' }
    expect(await verifyRecaptcha('good-v2', options)).toBe('ok')
    expect(await verifyRecaptcha('good-v3', options)).toBe('ok')
    expect(received.at(-1)?.get('remoteip')).toBe('203.0.113.7')
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
