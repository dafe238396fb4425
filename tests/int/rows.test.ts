import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { messages } from '@/features/forms/messages'
import { applicationForm } from '../../seed/content/forms'
import { ajaxSubmission, freshPayload } from './harness'

/**
 * Repeatable rows through the real submission pipeline and database (migrations applied): the
 * demo's Candidature form, its repeater of past jobs stored row by row, refused row by row, and
 * a submission with more rows than the maximum refused with nothing stored.
 */
describe('repeatable rows (Candidature) against the database', () => {
  const SITE = 'http://127.0.0.1:3998'
  let payload: Payload
  let cleanup: () => Promise<void>
  let formId: number
  let mod: {
    handleSubmit: typeof import('@/features/forms/submit/pipeline.server').handleSubmit
    issueNonce: typeof import('@/features/forms/submit/nonce.server').issueNonce
    versionHash: typeof import('@/features/forms/submit/nonce.server').versionHash
  }

  beforeAll(async () => {
    ;({ payload, cleanup } = await freshPayload())
    ;(process.env as Record<string, string>).NODE_ENV = 'test'
    delete process.env.SMTP_URL
    mod = { ...(await import('@/features/forms/submit/pipeline.server')), ...(await import('@/features/forms/submit/nonce.server')) }
    formId = (await payload.create({ collection: 'forms', data: applicationForm as never, overrideAccess: true })).id
  }, 120_000)
  afterAll(async () => cleanup?.())

  const identity = {
    'input_nom.first': 'Karim',
    'input_nom.last': 'Benali',
    input_email: 'karim.benali@exemple.fr',
    input_telephone: '06 11 22 33 44',
    input_poste: 'conducteur-engins',
    input_consentement: '1',
  }
  const job = (n: number, entreprise: string, poste: string, annees = '') => ({
    [`input_experiences.${n}.entreprise`]: entreprise,
    [`input_experiences.${n}.poste`]: poste,
    [`input_experiences.${n}.annees`]: annees,
  })

  async function submit(answers: Record<string, string>) {
    const submissionId = randomUUID()
    const body = new URLSearchParams(
      await ajaxSubmission(formId, payload.secret, { vitrine_submission_id: submissionId, vitrine_page_url: `${SITE}/recrutement`, vitrine_referrer: '', vitrine_elapsed_ms: '8000', ...answers }),
    )
    const pending: Promise<void>[] = []
    const response = await mod.handleSubmit(
      new Request(`${SITE}/formulaires/envoi`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', origin: SITE },
        body,
      }),
      { payload, secret: payload.secret, siteUrl: SITE, later: (task: () => Promise<void>) => void pending.push(task()) },
    )
    await Promise.all(pending)
    const entries = (await payload.find({ collection: 'form-entries', where: { submissionId: { equals: submissionId } }, overrideAccess: true, depth: 0 })).docs
    return { status: response.status, body: await response.json(), entries }
  }

  it('stores the filled rows in order, blank rows dropped, and shows them as text', async () => {
    const { status, body, entries } = await submit({
      ...identity,
      ...job(1, 'TP Loiret', 'Conducteur de pelle', '2019-2024'),
      ...job(2, '', ''),
      ...job(3, 'Carrières du Val', 'Chauffeur PL'),
    })
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    expect(entries).toHaveLength(1)
    const answer = (entries[0].answers as { key: string; value: unknown; text: string }[]).find((a) => a.key === 'experiences')
    expect(answer?.value).toEqual([
      { entreprise: 'TP Loiret', poste: 'Conducteur de pelle', annees: '2019-2024' },
      { entreprise: 'Carrières du Val', poste: 'Chauffeur PL', annees: '' },
    ])
    expect(answer?.text).toBe('1. Entreprise : TP Loiret ; Poste : Conducteur de pelle ; Années : 2019-2024\n2. Entreprise : Carrières du Val ; Poste : Chauffeur PL')
  })

  it('refuses a half-filled row, naming its row and column, and stores nothing', async () => {
    const { body, entries } = await submit({ ...identity, ...job(1, 'TP Loiret', 'Conducteur de pelle'), ...job(2, 'Carrières du Val', '') })
    expect(body.data.is_valid).toBe(false)
    expect(JSON.stringify(body)).toContain(messages.rowError(2, 'Poste', messages.required).replace(/"/g, '\\"'))
    expect(entries).toHaveLength(0)
  })

  it('refuses more rows than the maximum (5) and stores nothing', async () => {
    const rows = Object.assign({}, ...[1, 2, 3, 4, 5, 6].map((n) => job(n, `Entreprise ${n}`, 'Ouvrier')))
    const { status, entries } = await submit({ ...identity, ...rows })
    expect(status).toBeGreaterThanOrEqual(400)
    expect(entries).toHaveLength(0)
  })
})
