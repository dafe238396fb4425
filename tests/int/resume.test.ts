import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ACTION_SUBMIT, SEND_LINK_MAX_PER_CLIENT, SEND_LINK_MAX_PER_DRAFT } from '@/features/forms/constants'
import { CLIENT_ADDRESS_HEADER } from '@/server/client-address.mjs'
import { messages } from '@/features/forms/messages'
import { extractMarkedJson } from '@/features/forms/submit/protocol'
import { header, startSmtp } from '../support/smtp'
import { freshPayload } from './harness'

/**
 * Save and continue (docs/decisions/015) against a real SQLite file: the save flag stores a draft
 * under a hashed token, the link restores it, expires, refuses altered tokens, and dies with the
 * submission; "Envoyer le lien" queues an e-mail; refusals store nothing.
 */
const SITE = 'http://127.0.0.1:3998'

let payload: Payload
let cleanup: () => Promise<void>
let secret: string
let formId: number
let plainFormId: number
let mod: typeof import('@/features/forms/submit/pipeline.server') &
  typeof import('@/features/forms/drafts/send-link.server') &
  typeof import('@/features/forms/drafts/store.server') &
  typeof import('@/features/forms/submit/nonce.server') &
  typeof import('@/features/forms/drafts/token') & { cleanupForms: typeof import('@/features/forms/retention.server').cleanup }

type Fields = Record<string, string | string[] | undefined>

const answersPage1 = {
  input_travaux: 'terrassement',
  input_surface: '1 250,5',
}
const answersPage2 = {
  'input_adresse.street': '12 rue des Carrières',
  'input_adresse.postalCode': '45800',
  'input_adresse.city': 'Saint-Jean-de-Braye',
  'input_adresse.country': 'France',
  input_message: 'Accès par le chemin <b>communal</b>.',
}
const answersPage3 = {
  'input_nom.first': 'Jeanne',
  'input_nom.last': 'Martin',
  input_email: 'jeanne.martin@exemple.fr',
  input_rgpd: '1',
}

function submission(id: number, fields: Fields, method = 'ajax'): Fields {
  return {
    action: ACTION_SUBMIT,
    vitrine_form_id: String(id),
    vitrine_nonce: mod.issueNonce(`form:${id}`, secret),
    vitrine_method: method,
    vitrine_source_page: '2',
    vitrine_target_page: '0',
    vitrine_submission_id: randomUUID(),
    vitrine_page_url: `${SITE}/devis`,
    vitrine_elapsed_ms: '8000',
    vitrine_save: '0',
    ...fields,
  }
}

function request(path: string, fields: Fields, { origin = SITE as string | null, accept = 'application/json', headers = {} as Record<string, string> } = {}) {
  const body = new URLSearchParams()
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) for (const x of [v].flat()) body.append(k, x)
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept, ...(origin ? { origin } : {}), ...headers },
    body,
  })
}

let pending: Promise<void>[] = []
const deps = () => ({ payload, secret, siteUrl: SITE, later: (task: () => Promise<void>) => void pending.push(task()) })
async function run(response: Promise<Response>) {
  const r = await response
  await Promise.all(pending)
  pending = []
  return r
}
const submit = (fields: Fields, options?: Parameters<typeof request>[2]) => run(mod.handleSubmit(request('/formulaires/envoi', fields, options), deps()))
const sendLink = (fields: Fields, options?: Parameters<typeof request>[2]) => run(mod.handleSendLink(request('/formulaires/lien', fields, options), deps()))

const countDrafts = async () => (await payload.count({ collection: 'form-drafts', overrideAccess: true })).totalDocs
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1)

/** Saves with ajax the given answers (page 2 of the quote) and returns the answer's data. */
async function saveAjax(fields: Fields = { ...answersPage1, ...answersPage2 }) {
  const response = await submit(submission(formId, { ...fields, vitrine_save: ['0', '1'] }))
  expect(response.status).toBe(200)
  const body = await response.json()
  expect(body.success).toBe(true)
  return body.data as { saved_markup: { resume_url: string; draft: string; days: number }; page_number: number; confirmation_type: null }
}

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
  ;(process.env as Record<string, string>).NODE_ENV = 'test'
  delete process.env.SMTP_URL
  secret = payload.secret
  mod = {
    ...(await import('@/features/forms/submit/pipeline.server')),
    ...(await import('@/features/forms/drafts/send-link.server')),
    ...(await import('@/features/forms/drafts/store.server')),
    ...(await import('@/features/forms/submit/nonce.server')),
    ...(await import('@/features/forms/drafts/token')),
    cleanupForms: (await import('@/features/forms/retention.server')).cleanup,
  }
  const fields = [
    { blockType: 'radio', label: 'Type de travaux', name: 'travaux', required: true, choices: [{ label: 'Terrassement', value: 'terrassement' }, { label: 'Démolition', value: 'demolition' }] },
    { blockType: 'number', label: 'Surface (m²)', name: 'surface', required: true, format: 'decimal_comma' },
    { blockType: 'pageBreak', label: 'Le chantier' },
    { blockType: 'address', label: 'Adresse du chantier', name: 'adresse', required: true },
    { blockType: 'textarea', label: 'Message', name: 'message', maxLength: 2000 },
    { blockType: 'pageBreak', label: 'Vos coordonnées' },
    { blockType: 'name', label: 'Nom', name: 'nom', required: true },
    { blockType: 'email', label: 'E-mail', name: 'email', required: true },
    { blockType: 'password', label: 'Mot de passe', name: 'mdp' },
    { blockType: 'card', label: 'Carte', name: 'carte' },
    { blockType: 'consent', label: 'Consentement', name: 'rgpd' },
  ]
  formId = (
    await payload.create({
      collection: 'forms',
      data: { title: 'Demande de devis', fields, method: 'ajax', saveAndContinue: true, draftDays: 30, confirmations: [{ type: 'message', message: 'Merci {Nom} !' }] } as never,
      overrideAccess: true,
    })
  ).id
  plainFormId = (
    await payload.create({ collection: 'forms', data: { title: 'Contact', fields: [{ blockType: 'text', label: 'Votre nom', required: true }], method: 'ajax' } as never, overrideAccess: true })
  ).id
}, 120_000)

afterAll(async () => {
  await cleanup?.()
})

describe('saving a form (save flag 1)', () => {
  it('stores the half-filled form, unvalidated, under a token kept only as its hash, and answers with the link', async () => {
    const before = await countDrafts()
    // Page 3 is half empty (no consent, no e-mail): a save validates nothing but the input names.
    const data = await saveAjax({ ...answersPage1, ...answersPage2, 'input_nom.first': 'Jeanne', input_mdp: 'Secret-Passe-2026', input_carte: '4111 1111 1111 1111' })
    expect(await countDrafts()).toBe(before + 1)
    expect(data.confirmation_type).toBeNull()
    expect(data.page_number).toBe(2)
    expect(data.saved_markup.days).toBe(30)
    expect(data.saved_markup.resume_url).toMatch(new RegExp(`^${SITE}/formulaires/reprise/${formId}/[A-Za-z0-9_-]{43}$`))
    const token = tokenOf(data.saved_markup.resume_url)

    const stored = (await payload.find({ collection: 'form-drafts', overrideAccess: true, depth: 0, sort: '-createdAt', limit: 1 })).docs[0] as unknown as Record<string, unknown>
    expect(JSON.stringify(stored)).not.toContain(token)
    expect(stored.tokenHash).toBe(mod.resumeTokenHash(token))
    expect(stored.page).toBe(2)
    expect(stored.title).toBe('Demande de devis — étape 2 sur 3')
    expect(stored.sourceUrl).toBe('/devis')
    expect(new Date(stored.expiresAt as string).getTime() - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000)
    // Passwords and card numbers are never kept.
    expect(JSON.stringify(stored.raw)).not.toContain('Secret-Passe')
    expect(JSON.stringify(stored.raw)).not.toContain('4111')

    const draft = await mod.loadDraft(payload, formId, token)
    expect(draft?.page).toBe(2)
    expect(draft?.raw).toMatchObject({ input_travaux: ['terrassement'], 'input_adresse.city': ['Saint-Jean-de-Braye'], input_message: [answersPage2.input_message], 'input_nom.first': ['Jeanne'] })
  })

  it('hides the token from staff reading the drafts through the API', async () => {
    const found = await payload.find({ collection: 'form-drafts', overrideAccess: false, user: { id: 1, role: 'admin', collection: 'users' } as never, depth: 0 })
    expect(found.docs.length).toBeGreaterThan(0)
    for (const doc of found.docs) expect(doc).not.toHaveProperty('tokenHash')
  })

  it('without JavaScript, redirects to the saved page holding the link', async () => {
    const response = await submit(submission(formId, { ...answersPage1, vitrine_save: ['0', '1'] }, 'postback'), { accept: 'text/html' })
    expect(response.status).toBe(303)
    const location = response.headers.get('location') ?? ''
    expect(location).toMatch(new RegExp(`^/formulaires/reprise/${formId}/[A-Za-z0-9_-]{43}\\?enregistre=1$`))
    const token = location.slice(location.lastIndexOf('/') + 1, location.indexOf('?'))
    expect((await mod.loadDraft(payload, formId, token))?.raw.input_travaux).toEqual(['terrassement'])
  })

  it('through the iframe, answers the same data between the markers', async () => {
    const response = await submit(submission(formId, { ...answersPage1, vitrine_save: '1' }, 'iframe'), { accept: 'text/html' })
    expect(response.status).toBe(200)
    const body = extractMarkedJson(await response.text()) as { success: boolean; data: { saved_markup: { resume_url: string } } }
    expect(body.success).toBe(true)
    expect(await mod.loadDraft(payload, formId, tokenOf(body.data.saved_markup.resume_url))).not.toBeNull()
  })

  it('saving again from a resumed form updates the same draft under a new link; the old link stops working', async () => {
    const first = await saveAjax()
    const oldToken = tokenOf(first.saved_markup.resume_url)
    const count = await countDrafts()
    const second = await saveAjax({ ...answersPage1, ...answersPage2, 'input_nom.last': 'Martin', vitrine_draft: first.saved_markup.draft, vitrine_source_page: '3' })
    expect(await countDrafts()).toBe(count)
    expect(second.saved_markup.draft).toBe(first.saved_markup.draft)
    const newToken = tokenOf(second.saved_markup.resume_url)
    expect(newToken).not.toBe(oldToken)
    expect(await mod.loadDraft(payload, formId, oldToken)).toBeNull()
    const draft = await mod.loadDraft(payload, formId, newToken)
    expect(draft?.page).toBe(3)
    expect(draft?.raw['input_nom.last']).toEqual(['Martin'])
  })

  it('refusals store nothing: foreign origin, forged nonce, unknown inputs, a form without save and continue', async () => {
    const before = await countDrafts()
    const refused = [
      await submit(submission(formId, { ...answersPage1, vitrine_save: '1' }), { origin: 'https://evil.example' }),
      await submit(submission(formId, { ...answersPage1, vitrine_save: '1', vitrine_nonce: 'abc.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })),
      await submit(submission(formId, { ...answersPage1, vitrine_save: '1', input_inconnu: 'x' })),
      await submit(submission(plainFormId, { input_votre_nom: 'Jeanne', vitrine_save: '1' })),
    ]
    expect(refused.map((r) => r.status)).toEqual([403, 403, 400, 400])
    const bodies = await Promise.all(refused.map((r) => r.json()))
    expect(bodies.map((b) => b.data)).toEqual([messages.forbidden, messages.forbidden, messages.unknownFields, messages.malformed])
    expect(await countDrafts()).toBe(before)
  })
})

describe('opening the link', () => {
  it('restores the values and the page, until the link expires', async () => {
    const data = await saveAjax()
    const token = tokenOf(data.saved_markup.resume_url)
    const in29Days = new Date(Date.now() + 29 * 24 * 3600 * 1000)
    const in31Days = new Date(Date.now() + 31 * 24 * 3600 * 1000)
    expect((await mod.loadDraft(payload, formId, token, in29Days))?.page).toBe(2)
    expect(await mod.loadDraft(payload, formId, token, in31Days)).toBeNull()
  })

  it('finds nothing for an altered, unknown or another form’s token', async () => {
    const token = tokenOf((await saveAjax()).saved_markup.resume_url)
    const flipped = (token[5] === 'A' ? 'B' : 'A')
    expect(await mod.loadDraft(payload, formId, token.slice(0, 5) + flipped + token.slice(6))).toBeNull()
    expect(await mod.loadDraft(payload, formId, token.slice(1))).toBeNull()
    expect(await mod.loadDraft(payload, formId, `${token}'--`)).toBeNull()
    expect(await mod.loadDraft(payload, plainFormId, token)).toBeNull()
    expect(await mod.loadDraft(payload, formId, token)).not.toBeNull()
  })

  it('is dead once the form is submitted: a replayed link finds nothing', async () => {
    const data = await saveAjax()
    const token = tokenOf(data.saved_markup.resume_url)
    const response = await submit(submission(formId, { ...answersPage1, ...answersPage2, ...answersPage3, vitrine_source_page: '3', vitrine_draft: data.saved_markup.draft }))
    const body = await response.json()
    expect(body.data.confirmation_markup).toEqual({ paragraphs: ['Merci Jeanne Martin !'] })
    expect(await mod.loadDraft(payload, formId, token)).toBeNull()
    // Saving again with the dead reference starts a new draft rather than reviving the old one.
    const again = await saveAjax({ ...answersPage1, vitrine_draft: data.saved_markup.draft })
    expect(again.saved_markup.draft).not.toBe(data.saved_markup.draft)
  })

  it('an invalid final submission keeps the draft', async () => {
    const data = await saveAjax()
    const response = await submit(submission(formId, { ...answersPage1, vitrine_source_page: '3', vitrine_draft: data.saved_markup.draft }))
    expect((await response.json()).data.is_valid).toBe(false)
    expect(await mod.loadDraft(payload, formId, tokenOf(data.saved_markup.resume_url))).not.toBeNull()
  })

  it('expired drafts are removed by the hourly cleanup', async () => {
    await saveAjax()
    const result = await mod.cleanupForms(payload, new Date(Date.now() + 31 * 24 * 3600 * 1000))
    expect(result.drafts).toBeGreaterThan(0)
    expect(await countDrafts()).toBe(0)
  })
})

describe('staff', () => {
  it('can delete a form that has drafts; its drafts go with it', async () => {
    const id = (await payload.create({ collection: 'forms', data: { title: 'Éphémère', fields: [{ blockType: 'text', label: 'Nom', name: 'nom' }], method: 'ajax', saveAndContinue: true } as never, overrideAccess: true })).id
    const response = await submit(submission(id, { input_nom: 'Jeanne', vitrine_save: '1' }))
    expect(response.status).toBe(200)
    expect((await payload.count({ collection: 'form-drafts', where: { form: { equals: id } }, overrideAccess: true })).totalDocs).toBe(1)
    await payload.delete({ collection: 'forms', id, overrideAccess: true })
    expect((await payload.count({ collection: 'form-drafts', where: { form: { equals: id } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('"Envoyer le lien"', () => {
  const linkFields = (token: string, email = 'jeanne.martin@exemple.fr'): Fields => ({
    vitrine_form_id: String(formId),
    vitrine_nonce: mod.issueNonce(`form:${formId}`, secret),
    vitrine_resume_token: token,
    vitrine_resume_email: email,
  })
  const outbox = async () => (await payload.find({ collection: 'form-outbox', overrideAccess: true, depth: 0, sort: '-createdAt', limit: 100 })).docs as unknown as Record<string, string>[]

  it('queues an e-mail to the typed address holding the link, and says so', async () => {
    const data = await saveAjax()
    const token = tokenOf(data.saved_markup.resume_url)
    const response = await sendLink(linkFields(token, ' Jeanne.Martin@Exemple.FR '))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, data: messages.linkSent('Jeanne.Martin@exemple.fr') })
    const [mail] = await outbox()
    expect(mail.to).toBe('Jeanne.Martin@exemple.fr')
    expect(mail.subject).toBe('Terminer votre formulaire : Demande de devis')
    expect(mail.text).toContain(data.saved_markup.resume_url)
    expect(mail.html).toContain(`href="${data.saved_markup.resume_url}"`)
    // Sent through the outbox (written to the log without SMTP outside production).
    expect(mail.status).toBe('sent')
  })

  it('without JavaScript, comes back to the saved page with the outcome', async () => {
    const token = tokenOf((await saveAjax()).saved_markup.resume_url)
    const sent = await sendLink(linkFields(token), { accept: 'text/html' })
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toBe(`/formulaires/reprise/${formId}/${token}?enregistre=1&lien=envoye#enregistre-${formId}`)
    const invalid = await sendLink(linkFields(token, 'pas-une-adresse'), { accept: 'text/html' })
    expect(invalid.headers.get('location')).toContain('lien=adresse')
    expect(mod.sendLinkOutcomeMessage('adresse')?.text).toBe(messages.invalidEmail)
  })

  it('refuses a foreign origin, a forged nonce, an unknown or altered token and a bad address, sending nothing', async () => {
    const token = tokenOf((await saveAjax()).saved_markup.resume_url)
    const before = (await outbox()).length
    const answers = [
      await sendLink(linkFields(token), { origin: 'https://evil.example' }),
      await sendLink({ ...linkFields(token), vitrine_nonce: 'zz.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }),
      await sendLink(linkFields(`${token.slice(0, 42)}${token[42] === 'A' ? 'B' : 'A'}`)),
      await sendLink(linkFields('inconnu')),
      await sendLink(linkFields(token, 'jeanne@')),
    ]
    expect(answers.map((r) => r.status)).toEqual([403, 403, 404, 404, 400])
    const bodies = await Promise.all(answers.map((r) => r.json()))
    expect(bodies.map((b) => b.data)).toEqual([messages.forbidden, messages.forbidden, messages.resumeUnavailable, messages.resumeUnavailable, messages.invalidEmail])
    expect((await outbox()).length).toBe(before)
  })

  it('sends one draft’s link a bounded number of times', async () => {
    const token = tokenOf((await saveAjax()).saved_markup.resume_url)
    const statuses: number[] = []
    for (let i = 0; i <= SEND_LINK_MAX_PER_DRAFT; i++) statuses.push((await sendLink(linkFields(token))).status)
    expect(statuses).toEqual([...Array(SEND_LINK_MAX_PER_DRAFT).fill(200), 429])
    const refused = await sendLink(linkFields(token))
    expect((await refused.json()).data).toBe(messages.linkSendLimit)
  })

  it('counts the links a visitor sends by the address the server saw, whatever X-Forwarded-For they send', async () => {
    const from = (address: string, i: number) => ({ headers: { [CLIENT_ADDRESS_HEADER]: address, 'x-forwarded-for': `198.51.100.${i}` } })
    const statuses: number[] = []
    let sent = 0
    while (sent < SEND_LINK_MAX_PER_CLIENT) {
      const token = tokenOf((await saveAjax()).saved_markup.resume_url)
      for (let i = 0; i < SEND_LINK_MAX_PER_DRAFT && sent < SEND_LINK_MAX_PER_CLIENT; i++, sent++) statuses.push((await sendLink(linkFields(token), from('203.0.113.7', sent))).status)
    }
    expect(statuses).toEqual(Array(SEND_LINK_MAX_PER_CLIENT).fill(200))
    const token = tokenOf((await saveAjax()).saved_markup.resume_url)
    const refused = await sendLink(linkFields(token), from('203.0.113.7', 99))
    expect(refused.status).toBe(429)
    expect((await refused.json()).data).toBe(messages.linkSendLimit)
    // Another visitor is not held back by the first one.
    expect((await sendLink(linkFields(token), from('203.0.113.8', 100))).status).toBe(200)
  })

  it('sends the link with the id of the request that asked for it, kept on its outbox row (docs/decisions/048)', async () => {
    const smtp = await startSmtp()
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`
    try {
      const token = tokenOf((await saveAjax()).saved_markup.resume_url)
      const asked = { headers: { [CLIENT_ADDRESS_HEADER]: '203.0.113.50', 'x-request-id': 'lb-lien-7f3a9c21' } }
      expect((await sendLink(linkFields(token, 'lien-rid@exemple.fr'), asked)).status).toBe(200)
      const raw = await smtp.waitFor((m) => header(m, 'To') === 'lien-rid@exemple.fr')
      expect(header(raw, 'X-Request-Id')).toBe('lb-lien-7f3a9c21')
      const [row] = await outbox()
      expect([row.to, row.requestId]).toEqual(['lien-rid@exemple.fr', 'lb-lien-7f3a9c21'])

      // Not an id (a visitor's own header, no server in front): neither kept nor sent.
      const odd = { headers: { [CLIENT_ADDRESS_HEADER]: '203.0.113.50', 'x-request-id': 'a b<script>' } }
      expect((await sendLink(linkFields(token, 'lien-sans-rid@exemple.fr'), odd)).status).toBe(200)
      expect(await smtp.waitFor((m) => header(m, 'To') === 'lien-sans-rid@exemple.fr')).not.toMatch(/^X-Request-Id:/im)
      expect((await outbox())[0].requestId ?? null).toBeNull()
    } finally {
      delete process.env.SMTP_URL
      await smtp.close()
    }
  })
})
