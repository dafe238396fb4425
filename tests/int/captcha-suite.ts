import { randomUUID } from 'node:crypto'
import { solveChallenge } from 'altcha-lib/v1'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ACTION_SUBMIT, CAPTCHA_CHALLENGE_TTL_MS, CAPTCHA_RESPONSE_INPUT } from '@/features/forms/constants'
import { messages } from '@/features/forms/messages'
import { startVerifyServer } from '../support/verify-server'
import { anotherInstance, freshPayload } from './harness'

/**
 * The invisible captcha through the real submission pipeline and database: a submission without,
 * with a forged, an expired, a replayed or a valid solution; a replay after a restart and across
 * two instances; a browser without JavaScript; and reCAPTCHA verified against a stand-in for
 * Google's endpoint on loopback. On SQLite (captcha.test.ts) and PostgreSQL (captcha.postgres.test.ts).
 */
export function captchaSuite(options: { databaseUrl?: () => Promise<string>; teardown?: () => Promise<void> } = {}) {
  const SITE = 'http://127.0.0.1:3998'

  let payload: Payload
  let cleanup: () => Promise<void>
  let ajaxFormId: number
  let noScriptFormId: number
  let mod: typeof import('@/features/forms/submit/pipeline.server') &
    typeof import('@/features/forms/submit/nonce.server') &
    typeof import('@/features/forms/captcha/challenge.server') &
    typeof import('@/features/forms/captcha/spent.server') & {
      cleanupForms: typeof import('@/features/forms/retention.server').cleanup
    }

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
    return {
      request: new Request(`${SITE}/formulaires/envoi`, { method: 'POST', headers: { origin: SITE, accept }, body }),
      submissionId: all.vitrine_submission_id!,
    }
  }

  /** What the island does: fetch a challenge from the endpoint, solve it, encode the solution. */
  async function solvedResponse(now?: number): Promise<string> {
    const challenge = await (await mod.handleChallenge({ secret: payload.secret, now })).json()
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise
    const { algorithm, salt, signature } = challenge
    return Buffer.from(
      JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution!.number, salt, signature }),
    ).toString('base64')
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

  async function send(
    formId: number,
    fields: Fields,
    options?: Parameters<typeof post>[2] & { deps?: Partial<Parameters<typeof mod.handleSubmit>[1]> },
  ) {
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
    ;({ payload, cleanup } = await freshPayload({ databaseUrl: (await options.databaseUrl?.()) ?? '' }))
    mod = {
      ...(await import('@/features/forms/submit/pipeline.server')),
      ...(await import('@/features/forms/submit/nonce.server')),
      ...(await import('@/features/forms/captcha/challenge.server')),
      ...(await import('@/features/forms/captcha/spent.server')),
      cleanupForms: (await import('@/features/forms/retention.server')).cleanup,
    }
    const create = async (title: string, method: string, withoutJavaScript: 'refuse' | 'spam') =>
      (
        await payload.create({
          collection: 'forms',
          data: {
            title,
            method,
            fields: fieldsOf(withoutJavaScript),
            confirmations: [{ type: 'message', message: 'Merci {Votre nom} !' }],
            retentionDays: 1,
          } as never,
          overrideAccess: true,
        })
      ).id
    ajaxFormId = await create('Contact protégé', 'ajax', 'refuse')
    noScriptFormId = await create('Contact sans JavaScript', 'postback', 'spam')
  }, 120_000)

  afterAll(async () => {
    await cleanup?.()
    await options.teardown?.()
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
      const retry = await mod.handleSubmit(
        post(ajaxFormId, { [CAPTCHA_RESPONSE_INPUT]: response, vitrine_submission_id: submissionId }).request,
        {
          payload,
          secret: payload.secret,
          siteUrl: SITE,
        },
      )
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

    it('asks a browser without JavaScript for a second press of Send when the form accepts it; a script without the captcha is spam', async () => {
      // The second press and what follows: tests/int/postback.test.ts (docs/decisions/028).
      const { response, submissionId } = await send(noScriptFormId, {}, { accept: 'text/html', method: 'postback' })
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toMatch(/^\/formulaires\/saisie\//)
      expect(await entries(submissionId)).toHaveLength(0)
      const ajax = await send(noScriptFormId, {})
      expect((await ajax.response.json()).success).toBe(true)
      const [entry] = await entries(ajax.submissionId)
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

    const recaptcha = () => ({
      captcha: {
        provider: 'recaptcha' as const,
        version: 'v3' as const,
        siteKey: 'site-key',
        secretKey: 'secret-key',
        verifyUrl,
        scriptUrl: 'http://127.0.0.1:1/recaptcha/api.js',
        minScore: 0.5,
      },
    })

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
      const down = await send(
        ajaxFormId,
        { [CAPTCHA_RESPONSE_INPUT]: 'jeton-2' },
        { deps: { captcha: { ...recaptcha().captcha, verifyUrl: 'http://127.0.0.1:1/' } } },
      )
      expect(down.response.status).toBe(503)
      expect((await down.response.json()).data).toBe(messages.captchaServiceDown)
      expect((await entries()).length).toBe(before)
    })
  })

  // Last: the first test stops the first instance, as a restart would.
  describe('used solutions, kept in the database', () => {
    const solutionsStored = async () =>
      (await payload.count({ collection: 'form-captcha-solutions', overrideAccess: true })).totalDocs
    const withSolution = (response: string, submissionId?: string) => ({
      [CAPTCHA_RESPONSE_INPUT]: response,
      ...(submissionId ? { vitrine_submission_id: submissionId } : {}),
    })

    it('a solution used before a restart is refused after it; the same submission retried is still its one entry', async () => {
      const response = await solvedResponse()
      const { response: accepted, submissionId } = await send(ajaxFormId, withSolution(response))
      expect(accepted.status).toBe(200)
      // The server stops; another starts on the same database, with nothing of the first one's memory.
      await payload.destroy()
      payload = await anotherInstance('after-restart')
      await expectRefused(ajaxFormId, withSolution(response), 403, messages.captchaReplayed)
      const retry = await send(ajaxFormId, withSolution(response, submissionId))
      expect(retry.response.status).toBe(200)
      expect(await entries(submissionId)).toHaveLength(1)
    })

    it('two instances at once: one solution sent with several submissions at the same moment makes one entry', async () => {
      const second = await anotherInstance('second')
      const response = await solvedResponse()
      const before = (await entries()).length
      const attempts = await Promise.all(
        [payload, second, payload, second].map((instance) =>
          send(ajaxFormId, withSolution(response), { deps: { payload: instance } }),
        ),
      )
      const answers = await Promise.all(
        attempts.map(async ({ response }) => ({ status: response.status, body: await response.json() })),
      )
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
      expect(answers.filter((a) => a.status === 403 && a.body.data === messages.captchaReplayed)).toHaveLength(3)
      expect((await entries()).length).toBe(before + 1)

      // Straight at the store: of many claims racing for one signature, one wins.
      const race = { signature: 'f'.repeat(64), expiresAt: new Date(Date.now() + CAPTCHA_CHALLENGE_TTL_MS) }
      const claims = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          mod.claimSolution(i % 2 ? second : payload, { ...race, submissionId: `soumission-${i}`.padEnd(20, '0') }),
        ),
      )
      expect(claims.filter(Boolean)).toHaveLength(1)
    })

    it('the hourly cleanup forgets the solutions whose challenge has expired, and only those', async () => {
      const live = await solutionsStored()
      expect(live).toBeGreaterThan(0)
      expect((await mod.cleanupForms(payload)).captchaSolutions).toBe(0)
      expect(await solutionsStored()).toBe(live)
      const expired = await mod.cleanupForms(payload, new Date(Date.now() + CAPTCHA_CHALLENGE_TTL_MS + 1_000))
      expect(expired.captchaSolutions).toBe(live)
      expect(await solutionsStored()).toBe(0)
    })

    it('are no one’s to read or write through the API, not even an administrator’s', async () => {
      const admin = { id: 1, role: 'admin', collection: 'users' } as never
      await expect(
        payload.find({ collection: 'form-captcha-solutions', overrideAccess: false, user: admin }),
      ).rejects.toMatchObject({ status: 403 })
      await expect(
        payload.create({
          collection: 'form-captcha-solutions',
          data: { signature: 'e'.repeat(64), submissionId: 'x'.repeat(20), expiresAt: new Date().toISOString() },
          overrideAccess: false,
          user: admin,
        }),
      ).rejects.toMatchObject({ status: 403 })
    })
  })
}
