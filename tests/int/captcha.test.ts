import { randomUUID } from 'node:crypto'
import { solveChallenge } from 'altcha-lib/v1'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ACTION_SUBMIT, CAPTCHA_CHALLENGE_TTL_MS, CAPTCHA_RESPONSE_INPUT } from '@/features/forms/constants'
import { messages } from '@/features/forms/messages'
import { startVerifyServer } from '../support/verify-server'
import { freshPayload } from './harness'

/**
 * The invisible captcha through the real submission pipeline and database: a submission without,
 * with a forged, an expired, a replayed or a valid solution; a browser without JavaScript; and
 * reCAPTCHA verified against a stand-in for Google's endpoint on loopback.
 */
const SITE = 'http://127.0.0.1:3998'

let payload: Payload
let cleanup: () => Promise<void>
let ajaxFormId: number
let noScriptFormId: number
let mod: typeof import('@/features/forms/submit/pipeline.server') &
  typeof import('@/features/forms/submit/nonce.server') &
  typeof import('@/features/forms/captcha/challenge.server')

type Fields = Record<string, string | undefined>

const fieldsOf = (withoutJavaScript: 'refuse' | 'spam') => [
  { blockType: 'text', label: 'Votre nom', name: 'nom', required: true },
  { blockType: 'captcha', label: 'Vérification anti-robot', name: 'captcha', withoutJavaScript },
]

function post(formId: number, fields: Fields, { accept = 'application/json', method = 'ajax' } = {}) {
  const body = new URLSearchParams()
  const all: Fields = {
    action: ACTION_SUBMIT,
    vitrine_form_id: String(formId),
    vitrine_nonce: mod.issueNonce(`form:${formId}`, payload.secret),
    vitrine_method: method,
    vitrine_source_page: '1',
    vitrine_target_page: '0',
    vitrine_submission_id: randomUUID(),
    vitrine_elapsed_ms: '9000',
    input_nom: 'Jeanne Martin',
    ...fields,
  }
  for (const [k, v] of Object.entries(all)) if (v !== undefined) body.append(k, v)
  return { request: new Request(`${SITE}/formulaires/envoi`, { method: 'POST', headers: { origin: SITE, accept }, body }), submissionId: all.vitrine_submission_id! }
}

/** What the island does: fetch a challenge from the endpoint, solve it, encode the solution. */
async function solvedResponse(now?: number): Promise<string> {
  const challenge = await (await mod.handleChallenge({ secret: payload.secret, now })).json()
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise
  const { algorithm, salt, signature } = challenge
  return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution!.number, salt, signature })).toString('base64')
}

const entries = async (submissionId?: string) =>
  (
    await payload.find({
      collection: 'form-entries',
      where: submissionId ? { submissionId: { equals: submissionId } } : {},
      overrideAccess: true,
      depth: 0,
      limit: 100,
    })
  ).docs

async function send(formId: number, fields: Fields, options?: Parameters<typeof post>[2] & { deps?: Partial<Parameters<typeof mod.handleSubmit>[1]> }) {
  const { request, submissionId } = post(formId, fields, options)
  const response = await mod.handleSubmit(request, { payload, secret: payload.secret, siteUrl: SITE, ...options?.deps })
  return { response, submissionId }
}

async function expectRefused(formId: number, fields: Fields, status: number, message: string) {
  const before = (await entries()).length
  const { response } = await send(formId, fields)
  expect(response.status).toBe(status)
  expect(await response.json()).toEqual({ success: false, data: message })
  expect((await entries()).length).toBe(before)
}

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
  mod = {
    ...(await import('@/features/forms/submit/pipeline.server')),
    ...(await import('@/features/forms/submit/nonce.server')),
    ...(await import('@/features/forms/captcha/challenge.server')),
  }
  const create = async (title: string, method: string, withoutJavaScript: 'refuse' | 'spam') =>
    (
      await payload.create({
        collection: 'forms',
        data: { title, method, fields: fieldsOf(withoutJavaScript), confirmations: [{ type: 'message', message: 'Merci {Votre nom} !' }], retentionDays: 1 } as never,
        overrideAccess: true,
      })
    ).id
  ajaxFormId = await create('Contact protégé', 'ajax', 'refuse')
  noScriptFormId = await create('Contact sans JavaScript', 'postback', 'spam')
}, 120_000)

afterAll(async () => {
  await cleanup?.()
})

describe('the self-hosted captcha', () => {
  it('refuses a submission without a solution, with an empty or a forged one, and stores nothing', async () => {
    await expectRefused(ajaxFormId, {}, 400, messages.captchaMissing)
    await expectRefused(ajaxFormId, { [CAPTCHA_RESPONSE_INPUT]: '' }, 400, messages.captchaMissing)
    const valid = JSON.parse(Buffer.from(await solvedResponse(), 'base64').toString())
    const forged = Buffer.from(JSON.stringify({ ...valid, number: (valid.number + 1) % 10_000 })).toString('base64')
    await expectRefused(ajaxFormId, { [CAPTCHA_RESPONSE_INPUT]: forged }, 403, messages.captchaInvalid)
    await expectRefused(ajaxFormId, { [CAPTCHA_RESPONSE_INPUT]: 'pas-une-solution' }, 403, messages.captchaInvalid)
  })

  it('accepts a valid solution once: the entry is stored without any captcha trace; a replay is refused', async () => {
    const response = await solvedResponse()
    const { response: accepted, submissionId } = await send(ajaxFormId, { [CAPTCHA_RESPONSE_INPUT]: response })
    expect(accepted.status).toBe(200)
    const body = await accepted.json()
    expect(body.success).toBe(true)
    expect(body.data.confirmation_markup).toEqual({ paragraphs: ['Merci Jeanne Martin !'] })
    const [entry] = await entries(submissionId)
    expect(entry.folder).toBe('inbox')
    expect(JSON.stringify(entry)).not.toContain(response)
    expect((entry.answers as { key: string }[]).map((a) => a.key)).toEqual(['nom'])

    // The same submission retried (a lost answer) is the same entry, stored once.
    const retry = await mod.handleSubmit(post(ajaxFormId, { [CAPTCHA_RESPONSE_INPUT]: response, vitrine_submission_id: submissionId }).request, {
      payload,
      secret: payload.secret,
      siteUrl: SITE,
    })
    expect(retry.status).toBe(200)
    expect(await entries(submissionId)).toHaveLength(1)
    // Another submission with the same solution is a replay.
    await expectRefused(ajaxFormId, { [CAPTCHA_RESPONSE_INPUT]: response }, 403, messages.captchaReplayed)
  })

  it('refuses a solution whose challenge has expired', async () => {
    const issuedAt = Date.now() - CAPTCHA_CHALLENGE_TTL_MS - 60_000
    await expectRefused(ajaxFormId, { [CAPTCHA_RESPONSE_INPUT]: await solvedResponse(issuedAt) }, 403, messages.captchaExpired)
  })

  it('is checked only once the entry would be accepted: errors come first, and no solution is spent on them', async () => {
    const { response } = await send(ajaxFormId, { input_nom: '' })
    expect((await response.json()).data).toMatchObject({ is_valid: false, form_markup: { errors: { nom: messages.required } } })
  })

  it('files a submission from a browser without JavaScript as spam when the form says so', async () => {
    const { response, submissionId } = await send(noScriptFormId, {}, { accept: 'text/html', method: 'postback' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toMatch(/^\/formulaires\/confirmation\//)
    const [entry] = await entries(submissionId)
    expect(entry).toMatchObject({ folder: 'spam', notificationsState: 'none' })
    expect((entry.spam as { reasons: string }).reasons).toContain('captcha-absent')
    // An empty response is a browser with JavaScript whose check did not run: refused even here.
    await expectRefused(noScriptFormId, { [CAPTCHA_RESPONSE_INPUT]: '' }, 400, messages.captchaMissing)
  })
})

describe('reCAPTCHA instead', () => {
  let server: Awaited<ReturnType<typeof startVerifyServer>>
  let verifyUrl: string
  const seen = new Set<string>()

  beforeAll(async () => {
    server = await startVerifyServer((params) => {
      const token = params.get('response') ?? ''
      const answer =
        params.get('secret') !== 'secret-key' || !token.startsWith('jeton-')
          ? { success: false, 'error-codes': ['invalid-input-response'] }
          : seen.has(token)
            ? { success: false, 'error-codes': ['timeout-or-duplicate'] }
            : { success: true, score: 0.9 }
      seen.add(token)
      return answer
    })
    verifyUrl = server.url
  })
  afterAll(() => server.close())

  const recaptcha = () => ({ captcha: { provider: 'recaptcha' as const, version: 'v3' as const, siteKey: 'site-key', secretKey: 'secret-key', verifyUrl, minScore: 0.5 } })

  it('verifies the token with the verify endpoint before accepting the entry; a reused or forged token is refused', async () => {
    const { response, submissionId } = await send(ajaxFormId, { [CAPTCHA_RESPONSE_INPUT]: 'jeton-1' }, { deps: recaptcha() })
    expect(response.status).toBe(200)
    expect(await entries(submissionId)).toHaveLength(1)
    const before = (await entries()).length
    const replay = await send(ajaxFormId, { [CAPTCHA_RESPONSE_INPUT]: 'jeton-1' }, { deps: recaptcha() })
    expect(replay.response.status).toBe(403)
    expect((await replay.response.json()).data).toBe(messages.captchaReplayed)
    const forged = await send(ajaxFormId, { [CAPTCHA_RESPONSE_INPUT]: 'faux' }, { deps: recaptcha() })
    expect((await forged.response.json()).data).toBe(messages.captchaInvalid)
    const down = await send(ajaxFormId, { [CAPTCHA_RESPONSE_INPUT]: 'jeton-2' }, { deps: { captcha: { ...recaptcha().captcha, verifyUrl: 'http://127.0.0.1:1/' } } })
    expect(down.response.status).toBe(503)
    expect((await down.response.json()).data).toBe(messages.captchaServiceDown)
    expect((await entries()).length).toBe(before)
  })
})
