import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { messages } from '@/features/forms/messages'
import { estimateForm } from '../../seed/content/forms'
import { ajaxSubmission, freshPayload } from './harness'

/**
 * Prices against a real database: the server recomputes every price, calculation and total
 * from the form's definition and stores its own figures, whatever the browser sent.
 */
const SITE = 'http://127.0.0.1:3999'
type Fields = Record<string, string | string[]>

let payload: Payload
let cleanup: () => Promise<void>
let formId: number
let mod: {
  handleSubmit: typeof import('@/features/forms/submit/pipeline.server').handleSubmit
  issueNonce: typeof import('@/features/forms/submit/nonce.server').issueNonce
  versionHash: typeof import('@/features/forms/submit/nonce.server').versionHash
}

const visitor: Fields = {
  input_surface: '120',
  input_profondeur: '0,4',
  input_terrain: '28',
  input_options: 'geometre',
  input_terres: 'evacuer',
  input_engin: 'mini_pelle',
  input_jours: '2',
  'input_nom.first': 'Jeanne',
  'input_nom.last': 'Martin',
  input_email: 'jeanne.martin@exemple.fr',
  input_consentement: '1',
}

async function submit(fields: Fields) {
  const submissionId = randomUUID()
  const body = new URLSearchParams()
  const all: Fields = { ...(await ajaxSubmission(formId, payload.secret, { vitrine_submission_id: submissionId, vitrine_page_url: `${SITE}/estimation` })), ...fields }
  for (const [k, v] of Object.entries(all)) for (const x of [v].flat()) body.append(k, x)
  const request = new Request(`${SITE}/formulaires/envoi`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', origin: SITE },
    body,
  })
  const pending: Promise<void>[] = []
  const response = await mod.handleSubmit(request, { payload, secret: payload.secret, siteUrl: SITE, later: (task) => void pending.push(task()) })
  await Promise.all(pending)
  const entries = (await payload.find({ collection: 'form-entries', where: { submissionId: { equals: submissionId } }, overrideAccess: true, depth: 0 })).docs
  return { response, json: await response.json(), entry: entries[0] as { id: number; answers: { key: string; value: unknown; text: string }[] } | undefined }
}

const answer = (entry: { answers: { key: string; value: unknown; text: string }[] } | undefined, key: string) => entry?.answers.find((a) => a.key === key)
const countEntries = async () => (await payload.count({ collection: 'form-entries', overrideAccess: true })).totalDocs

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
  delete process.env.SMTP_URL
  mod = { ...(await import('@/features/forms/submit/pipeline.server')), ...(await import('@/features/forms/submit/nonce.server')) }
  formId = (await payload.create({ collection: 'forms', data: estimateForm as never, overrideAccess: true })).id
}, 120_000)

afterAll(async () => {
  await cleanup?.()
})

describe('the online estimate', () => {
  it('stores the order the server computes, and confirms its total', async () => {
    const { response, json, entry } = await submit(visitor)
    expect(response.status).toBe(200)
    expect(json.data.confirmation_markup.paragraphs[0]).toBe('Merci Jeanne Martin ! Votre estimation s’élève à 3\u202f794,00\u202f€, hors taxes.')
    expect(answer(entry, 'volume')).toMatchObject({ value: '48', text: '48' })
    expect(answer(entry, 'terrassement')).toMatchObject({ value: { choice: '', price: '1694', quantity: '1', total: '1694' } })
    expect(answer(entry, 'engin')?.text).toBe('Mini-pelle 2,5 t — 2 × 390,00\u202f€ = 780,00\u202f€')
    expect(answer(entry, 'total')).toMatchObject({ value: '3794', text: '3\u202f794,00\u202f€' })

    // The e-mails carry the order summary through {all_fields}, escaped in HTML.
    const mails = (await payload.find({ collection: 'form-outbox', where: { entry: { equals: entry?.id } }, overrideAccess: true, depth: 0 })).docs
    const staff = mails.find((m) => m.kind === 'staff')
    expect(staff?.subject).toBe('Estimation en ligne : 3\u202f794,00\u202f€ — Jeanne Martin')
    for (const line of [
      'Volume à terrasser (m³) : 48',
      'Terrassement : 1 × 1\u202f694,00\u202f€ = 1\u202f694,00\u202f€',
      'Options du chantier : Implantation par un géomètre (+\u00A0350,00\u202f€)',
      'Évacuation des terres : 1 × 1\u202f140,00\u202f€ = 1\u202f140,00\u202f€',
      'Location d’engin avec chauffeur : Mini-pelle 2,5 t — 2 × 390,00\u202f€ = 780,00\u202f€',
      'Amenée et repli du matériel : 180,00\u202f€',
      'Total estimé HT : 3\u202f794,00\u202f€',
    ])
      expect(staff?.text).toContain(line)
    expect(staff?.html).toContain('<th align="left" valign="top" style="padding:4px 12px 4px 0">Total estimé HT</th><td style="padding:4px 0">3\u202f794,00\u202f€</td>')
    expect(mails.find((m) => m.kind === 'visitor')?.text).toContain('Total estimé HT : 3\u202f794,00\u202f€')
  })

  it('overwrites a forged price, calculation or total with the server’s figures', async () => {
    const { response, json, entry } = await submit({ ...visitor, input_volume: '1', input_total: '0,01', 'input_terrassement.price': '1,00\u202f€' })
    expect(response.status).toBe(200)
    expect(json.data.is_valid).toBe(true)
    expect(answer(entry, 'volume')?.value).toBe('48')
    expect(answer(entry, 'terrassement')?.value).toMatchObject({ price: '1694', total: '1694' })
    expect(answer(entry, 'total')?.value).toBe('3794')
  })

  it('refuses a price the definition does not know, and stores nothing', async () => {
    const before = await countEntries()
    const forgedChoice = await submit({ ...visitor, input_engin: 'mini_pelle_gratuite' })
    expect(forgedChoice.json.data.is_valid).toBe(false)
    expect(forgedChoice.json.data.form_markup.errors).toEqual({ engin: messages.invalidChoice })
    const forgedOption = await submit({ ...visitor, input_options: ['geometre', 'remise_100'] })
    expect(forgedOption.json.data.form_markup.errors).toEqual({ options: messages.invalidChoice })
    const negative = await submit({ ...visitor, input_jours: '-3' })
    expect(negative.json.data.form_markup.errors).toEqual({ jours: messages.invalidQuantity })
    // A price input the form does not have (a made-up line) is an unknown field.
    const extra = await submit({ ...visitor, 'input_remise.price': '-500' })
    expect(extra.response.status).toBe(400)
    expect(extra.json).toEqual({ success: false, data: messages.unknownFields })
    expect(await countEntries()).toBe(before)
  })

  it('in the back office, refuses a formula with letters or function calls, in French', async () => {
    const create = (formula: string) =>
      payload.create({
        collection: 'forms',
        data: { title: 'Formule', fields: [{ blockType: 'number', label: 'Surface', name: 'surface' }, { blockType: 'calculation', label: 'Calcul', name: 'calcul', formula }] } as never,
        overrideAccess: true,
      })
    const refusal = async (formula: string) => {
      try {
        await create(formula)
      } catch (error) {
        return ((error as { data?: { errors?: { message: string }[] } }).data?.errors ?? []).map((e) => e.message).join(' | ')
      }
      return 'accepted'
    }
    expect(await refusal('Math.max({surface}, 10)')).toContain(messages.formulaUnsafe)
    expect(await refusal('{surface} * {prix}')).toContain(messages.formulaUnknownTag('prix'))
    expect(await refusal('{surface} * (2')).toContain(messages.formulaSyntax)
    const ok = await create('{Surface} * 1.2')
    expect(ok.id).toBeGreaterThan(0)
  })
})
