import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { ACTION_GET_CONFIG, ACTION_SUBMIT, ACTION_VALIDATE_CONFIG, MAX_SUBMISSION_BYTES, OTHER_CHOICE_VALUE } from '@/features/forms/constants'
import { messages } from '@/features/forms/messages'
import { extractMarkedJson } from '@/features/forms/submit/protocol'
import { mimePart, header, startSmtp } from '../support/smtp'
import { anotherInstance, freshPayload, instanceWithSecret } from './harness'

/**
 * The forms pipeline against a real database: SQLite (forms.test.ts) and PostgreSQL
 * (forms.postgres.test.ts, when a server is reachable), through the committed migrations.
 */
export function formsSuite(options: { databaseUrl?: () => Promise<string>; teardown?: () => Promise<void> } = {}) {
  const SITE = 'http://127.0.0.1:3999'

  let payload: Payload
  let cleanup: () => Promise<void>
  let secret: string
  let quoteId: number
  let contactId: number

  // Loaded after the environment is set by freshPayload (the modules read it at import).
  let mod: {
    handleSubmit: typeof import('@/features/forms/submit/pipeline.server').handleSubmit
    handleGetConfig: typeof import('@/features/forms/submit/config.server').handleGetConfig
    handleValidateConfig: typeof import('@/features/forms/submit/config.server').handleValidateConfig
    configHash: typeof import('@/features/forms/submit/config.server').configHash
    handleExport: typeof import('@/features/forms/submit/export.server').handleExport
    issueNonce: typeof import('@/features/forms/submit/nonce.server').issueNonce
    versionHash: typeof import('@/features/forms/submit/nonce.server').versionHash
    signToken: typeof import('@/features/forms/submit/nonce.server').signToken
    loadState: typeof import('@/features/forms/submit/store.server').loadState
    loadServerForm: typeof import('@/features/forms/submit/store.server').loadServerForm
    drainOutbox: typeof import('@/features/forms/outbox/send.server').drainOutbox
    beginOutboxStop: typeof import('@/features/forms/outbox/send.server').beginOutboxStop
    endOutboxStop: typeof import('@/features/forms/outbox/send.server').endOutboxStop
    sweepUnqueued: typeof import('@/features/forms/outbox/notifications.server').sweepUnqueued
    heldUntil: typeof import('@/features/forms/outbox/rows.server').heldUntil
    dueMails: typeof import('@/features/forms/outbox/rows.server').dueMails
    queueNotifications: typeof import('@/features/forms/outbox/notifications.server').queueNotifications
    cleanupForms: typeof import('@/features/forms/retention.server').cleanup
    formsKey: typeof import('@/features/forms/submit/key.server').formsKey
    pageTokens: typeof import('@/features/forms/render/public-form.server').pageTokens
  }

  const logic = (field: string, value: string, action: 'show' | 'hide' = 'show') => ({ action, match: 'all', rules: [{ field, operator: 'is', value }] })

  const quoteData = {
    title: 'Demande de devis',
    description: 'Trois étapes.',
    fields: [
      {
        blockType: 'radio',
        label: 'Type de travaux',
        name: 'travaux',
        required: true,
        allowOther: true,
        choices: [{ label: 'Terrassement', value: 'terrassement' }, { label: 'Assainissement', value: 'assainissement' }, { label: 'Démolition', value: 'demolition' }],
      },
      { blockType: 'select', label: 'Filière', name: 'filiere', required: true, choices: [{ label: 'Fosse toutes eaux' }, { label: 'Micro-station' }], logic: logic('travaux', 'assainissement') },
      { blockType: 'number', label: 'Surface (m²)', name: 'surface', required: true, min: 1, max: 100000, format: 'decimal_comma' },
      // Jobs over 5 ha are quoted by phone: the first page's Next button is hidden for them.
      { blockType: 'pageBreak', label: 'Le chantier', nextLogic: { action: 'hide', match: 'all', rules: [{ field: 'surface', operator: 'gt', value: '50000' }] } },
      { blockType: 'address', label: 'Adresse du chantier', name: 'adresse', required: true },
      { blockType: 'textarea', label: 'Message', name: 'message', maxLength: 2000 },
      { blockType: 'pageBreak', label: 'Vos coordonnées' },
      { blockType: 'name', label: 'Nom', name: 'nom', required: true },
      { blockType: 'email', label: 'E-mail', name: 'email', required: true },
      { blockType: 'phone', label: 'Téléphone', name: 'telephone' },
      { blockType: 'password', label: 'Mot de passe', name: 'mdp', confirm: true, minStrength: 'good' },
      { blockType: 'card', label: 'Carte', name: 'carte' },
      { blockType: 'consent', label: 'Consentement', name: 'rgpd' },
    ],
    confirmations: [
      { type: 'redirect', redirectUrl: '/merci-demolition', logic: logic('travaux', 'demolition') },
      { type: 'message', message: 'Merci {Nom} !\n\nNous vous rappelons sous 48 heures.' },
    ],
    notifications: [
      { name: 'Équipe', kind: 'staff', to: 'devis@morel.test', subject: 'Devis : {Nom} <{email}>', body: 'Nouvelle demande :\n{all_fields}', replyTo: '{email}' },
      { name: 'Accusé', kind: 'visitor', to: 'email', subject: 'Votre demande de devis', body: 'Bonjour {Nom},\nmerci pour votre demande.' },
    ],
    method: 'ajax',
    honeypot: true,
    retentionDays: 30,
  }

  const quoteAnswers = (overrides: Record<string, string | string[] | undefined> = {}): Record<string, string | string[] | undefined> => ({
    input_travaux: 'terrassement',
    input_surface: '1 250,5',
    'input_adresse.street': '12 rue des Carrières',
    'input_adresse.postalCode': '45800',
    'input_adresse.city': 'Saint-Jean-de-Braye',
    'input_adresse.country': 'France',
    input_message: 'Accès par le chemin.',
    'input_nom.first': 'Jeanne',
    'input_nom.last': 'Martin',
    input_email: 'jeanne.martin@exemple.fr',
    input_telephone: '06 12 34 56 78',
    input_rgpd: '1',
    ...overrides,
  })

  type Fields = Record<string, string | string[] | undefined>

  function submission(formId: number, fields: Fields = {}, method = 'ajax'): Fields {
    return {
      action: ACTION_SUBMIT,
      vitrine_form_id: String(formId),
      vitrine_nonce: mod.issueNonce(`form:${formId}`, secret),
      vitrine_method: method,
      vitrine_source_page: '3',
      vitrine_target_page: '0',
      vitrine_submission_id: randomUUID(),
      vitrine_page_url: `${SITE}/devis`,
      vitrine_referrer: 'https://www.google.fr/',
      vitrine_version_hash: mod.versionHash(formId, secret),
      vitrine_elapsed_ms: '8000',
      vitrine_display_title: '1',
      vitrine_display_description: '1',
      ...fields,
    }
  }

  function request(path: string, fields: Fields, { origin = SITE as string | null, headers = {} as Record<string, string>, accept = 'application/json' } = {}) {
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
  async function submit(fields: Fields, options?: Parameters<typeof request>[2]) {
    const response = await mod.handleSubmit(request('/formulaires/envoi', fields, options), deps())
    await Promise.all(pending)
    pending = []
    return response
  }

  const entriesOf = async (submissionId: string) =>
    (await payload.find({ collection: 'form-entries', where: { submissionId: { equals: submissionId } }, overrideAccess: true, depth: 0 })).docs
  const countEntries = async () => (await payload.count({ collection: 'form-entries', overrideAccess: true })).totalDocs

  beforeAll(async () => {
    ;({ payload, cleanup } = await freshPayload({ databaseUrl: (await options.databaseUrl?.()) ?? '' }))
    ;(process.env as Record<string, string>).NODE_ENV = 'test'
    delete process.env.SMTP_URL
    mod = {
      ...(await import('@/features/forms/submit/pipeline.server')),
      ...(await import('@/features/forms/submit/config.server')),
      ...(await import('@/features/forms/submit/export.server')),
      ...(await import('@/features/forms/submit/nonce.server')),
      ...(await import('@/features/forms/submit/store.server')),
      ...(await import('@/features/forms/outbox/send.server')),
      ...(await import('@/features/forms/outbox/notifications.server')),
      ...(await import('@/features/forms/outbox/rows.server')),
      cleanupForms: (await import('@/features/forms/retention.server')).cleanup,
      formsKey: (await import('@/features/forms/submit/key.server')).formsKey,
      pageTokens: (await import('@/features/forms/render/public-form.server')).pageTokens,
    }
    // What the routes sign and check forms with: the forms' key, not PAYLOAD_SECRET.
    secret = await mod.formsKey(payload)
    quoteId = (await payload.create({ collection: 'forms', data: quoteData as never, overrideAccess: true })).id
    contactId = (
      await payload.create({
        collection: 'forms',
        data: {
          title: 'Contact',
          fields: [
            { blockType: 'text', label: 'Votre nom', required: true },
            { blockType: 'email', label: 'Votre e-mail', required: true },
          ],
          method: 'postback',
          retentionDays: 0,
        } as never,
        overrideAccess: true,
      })
    ).id
  }, 120_000)

  afterAll(async () => {
    await cleanup?.()
    await options.teardown?.()
  })

  beforeEach(async () => {
    pending = []
    // Each test starts an hour after the last one's acknowledgements, so their limits
    // (docs/decisions/035, tested on their own below) hold only what the test itself sent.
    await payload.db.updateMany({
      collection: 'form-outbox',
      where: { kind: { equals: 'visitor' } },
      data: { createdAt: new Date(Date.now() - 2 * 3600_000).toISOString() },
    })
  })

  describe('a valid ajax submission', () => {
    it('is committed and answered in the spec’s shape', async () => {
      const fields = submission(quoteId, quoteAnswers())
      const response = await submit(fields)
      expect(response.status).toBe(200)
      const body = await response.json()
      expect(body).toEqual({
        success: true,
        data: {
          is_valid: true,
          submission_id: fields.vitrine_submission_id,
          confirmation_type: 'message',
          confirmation_redirect: null,
          confirmation_markup: { paragraphs: ['Merci Jeanne Martin !', 'Nous vous rappelons sous 48 heures.'] },
          page_markup: null,
          page_number: 0,
          source_page_number: 3,
          form_markup: null,
        },
      })
      const [entry] = await entriesOf(fields.vitrine_submission_id as string)
      expect(entry).toMatchObject({ form: quoteId, folder: 'inbox', read: false, title: 'Jeanne Martin — jeanne.martin@exemple.fr' })
      expect(entry.meta).toMatchObject({ sourceUrl: '/devis', referrer: 'https://www.google.fr/', method: 'ajax' })
      const answers = entry.answers as { key: string; text: string; value: unknown }[]
      expect(answers.map((a) => a.key)).toEqual(['travaux', 'surface', 'adresse', 'message', 'nom', 'email', 'telephone', 'rgpd'])
      expect(answers.find((a) => a.key === 'surface')).toMatchObject({ value: '1250.5', text: '1\u202f250,5' })
    })

    it('is stored once when retried with the same submission id, and answers the same confirmation', async () => {
      const fields = submission(quoteId, quoteAnswers())
      const first = await (await submit(fields)).json()
      const again = await (await submit({ ...fields, 'input_nom.first': 'Autre' })).json()
      expect(again.data.confirmation_markup).toEqual(first.data.confirmation_markup)
      expect(await entriesOf(fields.vitrine_submission_id as string)).toHaveLength(1)
    })

    it('is stored once when the same submission arrives twice at the same moment', async () => {
      const fields = submission(quoteId, quoteAnswers())
      const responses = await Promise.all([mod.handleSubmit(request('/formulaires/envoi', fields), deps()), mod.handleSubmit(request('/formulaires/envoi', fields), deps())])
      await Promise.all(pending)
      expect(responses.map((r) => r.status)).toEqual([200, 200])
      expect(await entriesOf(fields.vitrine_submission_id as string)).toHaveLength(1)
    })

    it('keeps scripts and HTML typed in any field as inert text', async () => {
      const xss = '<script>alert("x")</script><img src=x onerror=alert(1)>'
      const fields = submission(quoteId, quoteAnswers({ input_message: xss, 'input_nom.first': '<b>Jeanne</b>', 'input_adresse.city': '<i>Orléans</i>' }))
      const body = await (await submit(fields)).json()
      expect(body.data.confirmation_markup.paragraphs[0]).toBe('Merci <b>Jeanne</b> Martin !')
      const [entry] = await entriesOf(fields.vitrine_submission_id as string)
      const answers = entry.answers as { key: string; text: string }[]
      expect(answers.find((a) => a.key === 'message')?.text).toBe(xss)
    })

    it('never stores a password or a whole card number', async () => {
      const fields = submission(
        quoteId,
        quoteAnswers({ input_mdp: 'Pelleteuse-2026!', 'input_mdp.confirm': 'Pelleteuse-2026!', input_carte: '4111 1111 1111 1111' }),
      )
      expect((await submit(fields)).status).toBe(200)
      const [entry] = await entriesOf(fields.vitrine_submission_id as string)
      const json = JSON.stringify(entry)
      expect(json).not.toContain('Pelleteuse')
      expect(json).not.toContain('4111 1111')
      expect((entry.answers as { key: string; text: string }[]).find((a) => a.key === 'carte')?.text).toBe('Visa •••• 1111')
    })
  })

  describe('validation on the server', () => {
    it('answers errors in the spec’s shape and stores nothing', async () => {
      const before = await countEntries()
      const fields = submission(quoteId, quoteAnswers({ input_travaux: 'piscine', input_surface: 'beaucoup', input_email: 'jeanne@' }))
      const body = await (await submit(fields)).json()
      expect(body.success).toBe(true)
      expect(body.data).toMatchObject({
        is_valid: false,
        page_number: 1,
        form_markup: { page: 1, errors: { travaux: messages.invalidChoice, surface: messages.invalidNumber, email: messages.invalidEmail }, form_error: null },
      })
      expect(await countEntries()).toBe(before)
    })

    it('validates a field shown by logic, and ignores it when hidden', async () => {
      let body = await (await submit(submission(quoteId, quoteAnswers({ input_travaux: 'assainissement' })))).json()
      expect(body.data.form_markup.errors).toEqual({ filiere: messages.required })
      body = await (await submit(submission(quoteId, quoteAnswers({ input_filiere: 'n’importe quoi' })))).json()
      expect(body.data.is_valid).toBe(true)
    })

    it('accepts "other" with the visitor’s own text', async () => {
      const fields = submission(quoteId, quoteAnswers({ input_travaux: OTHER_CHOICE_VALUE, 'input_travaux.other': 'Piscine' }))
      expect((await (await submit(fields)).json()).data.is_valid).toBe(true)
    })

    it('moves between pages: next validates the page, previous does not', async () => {
      let body = await (await submit(submission(quoteId, { input_travaux: 'terrassement', input_surface: '120', vitrine_source_page: '1', vitrine_target_page: '2' }))).json()
      expect(body.data).toMatchObject({ is_valid: true, page_number: 2, source_page_number: 1, page_markup: { page: 2 } })
      body = await (await submit(submission(quoteId, { input_travaux: 'terrassement', vitrine_source_page: '1', vitrine_target_page: '2' }))).json()
      expect(body.data).toMatchObject({ is_valid: false, page_number: 1, form_markup: { errors: { surface: messages.required } } })
      body = await (await submit(submission(quoteId, { vitrine_source_page: '3', vitrine_target_page: '2' }))).json()
      expect(body.data).toMatchObject({ page_number: 2, page_markup: { page: 2 } })
    })

    it('refuses to go past a page whose Next button is hidden, and stores nothing', async () => {
      const before = await countEntries()
      let body = await (await submit(submission(quoteId, { input_travaux: 'terrassement', input_surface: '60000', vitrine_source_page: '1', vitrine_target_page: '2' }))).json()
      expect(body.data).toMatchObject({ is_valid: false, page_number: 1 })
      expect(JSON.stringify(body.data)).toContain(messages.nextHidden)
      // Straight to the end, as if the Next button had been pressed anyway.
      body = await (await submit(submission(quoteId, quoteAnswers({ input_surface: '60000' })))).json()
      expect(body.data).toMatchObject({ is_valid: false, page_number: 1 })
      expect(JSON.stringify(body.data)).toContain(messages.nextHidden)
      expect(await countEntries()).toBe(before)
    })
  })

  describe('postback (works without JavaScript)', () => {
    it('redirects to the confirmation page once committed', async () => {
      const fields = submission(quoteId, quoteAnswers(), 'postback')
      const response = await submit(fields, { accept: 'text/html' })
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe(`/formulaires/confirmation/${mod.signToken(fields.vitrine_submission_id as string, secret)}#confirmation`)
      expect(await entriesOf(fields.vitrine_submission_id as string)).toHaveLength(1)
    })

    it('answers the browser’s own submission as a postback, even marked ajax by a hidden field it restored', async () => {
      const fields = submission(quoteId, quoteAnswers(), 'ajax')
      const response = await submit(fields, { accept: 'text/html', headers: { 'sec-fetch-mode': 'navigate' } })
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe(`/formulaires/confirmation/${mod.signToken(fields.vitrine_submission_id as string, secret)}#confirmation`)
      expect(await entriesOf(fields.vitrine_submission_id as string)).toHaveLength(1)
    })

    it('follows a redirect confirmation chosen by logic', async () => {
      const response = await submit(submission(quoteId, quoteAnswers({ input_travaux: 'demolition' }), 'postback'), { accept: 'text/html' })
      expect(response.headers.get('location')).toBe('/merci-demolition')
    })

    it('keeps the visitor’s input and errors for the next page view, without secrets', async () => {
      const fields = submission(quoteId, quoteAnswers({ input_email: 'jeanne@', input_mdp: 'x', 'input_mdp.confirm': 'y' }), 'postback')
      const response = await submit(fields, { accept: 'text/html' })
      expect(response.status).toBe(303)
      const location = response.headers.get('location') as string
      expect(location).toMatch(new RegExp(`^/formulaires/saisie/[A-Za-z0-9_-]{32}#erreurs-${quoteId}$`))
      const state = await mod.loadState(payload, location.split('/').pop()!.split('#')[0])
      expect(state).toMatchObject({
        formId: quoteId,
        page: 3,
        errors: { email: messages.invalidEmail, mdp: messages.passwordMismatch },
        context: { submissionId: fields.vitrine_submission_id, pageUrl: '/devis' },
      })
      expect(state?.raw['input_email']).toEqual(['jeanne@'])
      expect(state?.raw).not.toHaveProperty('input_mdp')
      expect(await mod.loadState(payload, 'x'.repeat(32))).toBeNull()
    })

    it('goes to the next page through a saved state', async () => {
      const response = await submit(submission(quoteId, { input_travaux: 'terrassement', input_surface: '10', vitrine_source_page: '1', vitrine_target_page: '2' }, 'postback'), {
        accept: 'text/html',
      })
      const state = await mod.loadState(payload, (response.headers.get('location') as string).split('/').pop()!)
      expect(state).toMatchObject({ page: 2, errors: {} })
    })
  })

  describe('iframe', () => {
    it('answers the JSON between markers in an HTML page', async () => {
      const response = await submit(submission(quoteId, quoteAnswers(), 'iframe'), { accept: 'text/html' })
      expect(response.headers.get('content-type')).toMatch(/text\/html/)
      const body = extractMarkedJson(await response.text()) as { success: boolean; data: { confirmation_type: string } }
      expect(body).toMatchObject({ success: true, data: { confirmation_type: 'message' } })
    })
  })

  describe('bad requests get a clear answer and leave stored data untouched', () => {
    let before: number
    beforeEach(async () => {
      before = await countEntries()
    })
    const expectRefused = async (response: Response, status: number, message: string, extra: Record<string, unknown> = {}) => {
      expect(response.status).toBe(status)
      expect(await response.json()).toEqual({ success: false, data: message, ...extra })
      expect(await countEntries()).toBe(before)
    }

    it('403 without an origin, from another origin, or with a forged or missing nonce', async () => {
      const fields = submission(quoteId, quoteAnswers())
      await expectRefused(await submit(fields, { origin: null }), 403, messages.forbidden)
      await expectRefused(await submit(fields, { origin: 'https://evil.test' }), 403, messages.forbidden)
      await expectRefused(await submit(fields, { origin: null, headers: { 'sec-fetch-site': 'cross-site' } }), 403, messages.forbidden)
      // A refused nonce tells the island to renew it (docs/decisions/035); a foreign origin does not.
      const renew = { renew_nonce: true }
      await expectRefused(await submit({ ...fields, vitrine_nonce: undefined }), 403, messages.forbidden, renew)
      await expectRefused(await submit({ ...fields, vitrine_nonce: 'abc.' + 'A'.repeat(32) }), 403, messages.forbidden, renew)
      await expectRefused(await submit({ ...fields, vitrine_nonce: mod.issueNonce(`form:${contactId}`, secret) }), 403, messages.forbidden, renew)
      const old = mod.issueNonce(`form:${quoteId}`, secret, Date.now() - 40 * 24 * 3600 * 1000)
      await expectRefused(await submit({ ...fields, vitrine_nonce: old }), 403, messages.forbidden, renew)
      // Same origin told by Sec-Fetch-Site when Origin is stripped.
      expect((await submit(submission(quoteId, quoteAnswers()), { origin: null, headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(200)
    })

    it('413 for an oversized body, in French', async () => {
      const fields = submission(quoteId, quoteAnswers({ input_message: 'x'.repeat(MAX_SUBMISSION_BYTES + 10) }))
      await expectRefused(await submit(fields), 413, messages.payloadTooLarge)
    })

    it('415 / 400 for bodies that are not a form', async () => {
      const json = new Request(`${SITE}/formulaires/envoi`, { method: 'POST', headers: { origin: SITE, accept: 'application/json', 'content-type': 'application/json' }, body: '{}' })
      await expectRefused(await mod.handleSubmit(json, deps()), 415, messages.unsupportedMediaType)
      const broken = new Request(`${SITE}/formulaires/envoi`, {
        method: 'POST',
        headers: { origin: SITE, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: new Uint8Array([0xff, 0xfe, 0x3d]),
      })
      await expectRefused(await mod.handleSubmit(broken, deps()), 400, messages.malformed)
      await expectRefused(await submit({ ...submission(quoteId, quoteAnswers()), action: 'autre' }), 400, messages.malformed)
      await expectRefused(await submit({ ...submission(quoteId, quoteAnswers()), vitrine_form_id: 'abc' }), 400, messages.malformed)
      await expectRefused(await submit({ ...submission(quoteId, quoteAnswers()), vitrine_submission_id: 'court' }), 400, messages.malformed)
      await expectRefused(await submit({ ...submission(quoteId, quoteAnswers()), vitrine_method: 'fax' }), 400, messages.malformed)
      await expectRefused(await submit({ ...submission(quoteId, quoteAnswers()), vitrine_form_id: [String(quoteId), '2'] }), 400, messages.malformed)
    })

    it('404 for an unknown form', async () => {
      await expectRefused(await submit(submission(999, quoteAnswers())), 404, messages.formUnavailable)
    })

    it('400 for fields the form does not have', async () => {
      await expectRefused(await submit(submission(quoteId, quoteAnswers({ input_admin: '1' }))), 400, messages.unknownFields)
    })

    it('409 for a closed form or a full one', async () => {
      await payload.update({ collection: 'forms', id: contactId, data: { closesAt: '2020-01-01T00:00:00.000Z' }, overrideAccess: true })
      const fields = submission(contactId, { input_votre_nom: 'A', input_votre_e_mail: 'a@b.fr' })
      await expectRefused(await submit(fields), 409, messages.formClosedSince('1 janvier 2020 à 01:00'))
      await payload.update({ collection: 'forms', id: contactId, data: { closesAt: null, entryLimit: 1, entryLimitMessage: 'Complet.' }, overrideAccess: true })
      expect((await submit(fields)).status).toBe(200)
      before = await countEntries()
      await expectRefused(await submit(submission(contactId, { input_votre_nom: 'B', input_votre_e_mail: 'b@b.fr' })), 409, 'Complet.')
      await payload.update({ collection: 'forms', id: contactId, data: { entryLimit: null }, overrideAccess: true })
    })

    it('answers a French page to a browser without JavaScript', async () => {
      const response = await submit(submission(quoteId, quoteAnswers(), 'postback'), { origin: 'https://evil.test', accept: 'text/html' })
      expect(response.status).toBe(403)
      const html = await response.text()
      expect(html).toContain('<html lang="fr">')
      expect(html).toContain('Envoi impossible')
    })
  })

  describe('spam', () => {
    it('keeps a filled honeypot or a too-fast form in the spam folder, without e-mails', async () => {
      const trap = submission(quoteId, quoteAnswers({ vitrine_hp: 'http://spam.test' }))
      const fast = submission(quoteId, quoteAnswers({ vitrine_elapsed_ms: '300' }))
      for (const fields of [trap, fast]) {
        const body = await (await submit(fields)).json()
        expect(body.data.confirmation_type).toBe('message')
        const [entry] = await entriesOf(fields.vitrine_submission_id as string)
        expect(entry).toMatchObject({ folder: 'spam', notificationsState: 'none' })
        expect((await payload.count({ collection: 'form-outbox', where: { entry: { equals: entry.id } }, overrideAccess: true })).totalDocs).toBe(0)
      }
    })

    it('does not call an automated browser’s submission spam for a missing version hash alone', async () => {
      const fields = submission(quoteId, quoteAnswers({ vitrine_version_hash: undefined }))
      await submit(fields)
      const [entry] = await entriesOf(fields.vitrine_submission_id as string)
      expect(entry.folder).toBe('inbox')
      expect(entry.spam).toMatchObject({ reasons: 'empreinte-absente', versionHash: 'absente' })
    })
  })

  describe('the request id, from an entry and its e-mails to the server’s log (docs/decisions/048)', () => {
    // Staff's e-mail (with the token) and the acknowledgement (to an address of the submission's
    // own, under the limits of three an hour to one address).
    const mailsOf = async (smtp: Awaited<ReturnType<typeof startSmtp>>, token: string, visitor: string) =>
      Promise.all([
        smtp.waitFor((raw) => header(raw, 'To') === 'devis@morel.test' && raw.includes(token)),
        smtp.waitFor((raw) => header(raw, 'To') === visitor),
      ])

    for (const method of ['ajax', 'postback'] as const) {
      it(`is kept with an entry sent by ${method} and sent as the X-Request-Id of its e-mails`, async () => {
        const smtp = await startSmtp()
        process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`
        try {
          const id = `0b6f7c4e-3d4c-4c7a-9a55-${method === 'ajax' ? '3f2b1d0e9c11' : '3f2b1d0e9c22'}`
          const token = `RID-${method}`
          const visitor = `${token.toLowerCase()}@exemple.fr`
          const fields = submission(quoteId, quoteAnswers({ input_message: `Jeton ${token}`, input_email: visitor }), method)
          const response = await submit(fields, { headers: { 'x-request-id': id }, accept: method === 'ajax' ? 'application/json' : 'text/html' })
          expect(response.status).toBe(method === 'ajax' ? 200 : 303)
          const [entry] = await entriesOf(fields.vitrine_submission_id as string)
          expect(entry.meta).toMatchObject({ method, requestId: id })
          for (const raw of await mailsOf(smtp, token, visitor)) expect(header(raw, 'X-Request-Id')).toBe(id)
          // Staff see it on each queued e-mail too.
          const outbox = await payload.find({ collection: 'form-outbox', where: { entry: { equals: entry.id } }, overrideAccess: true, depth: 0 })
          expect(outbox.docs.map((d) => [d.status, d.requestId])).toEqual([
            ['sent', id],
            ['sent', id],
          ])
        } finally {
          delete process.env.SMTP_URL
          await smtp.close()
        }
      })
    }

    it('is not kept when the header is not an id (a visitor’s own, with no server in front): no header in the e-mails', async () => {
      const smtp = await startSmtp()
      process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`
      try {
        for (const [i, given] of ['a b<script>', 'abc\tBcc: espion@exemple.fr', 'x'.repeat(129)].entries()) {
          const token = `RID-BAD-${i}`
          const visitor = `${token.toLowerCase()}@exemple.fr`
          const fields = submission(quoteId, quoteAnswers({ input_message: `Jeton ${token}`, input_email: visitor }), i === 1 ? 'postback' : 'ajax')
          await submit(fields, { headers: { 'x-request-id': given }, accept: i === 1 ? 'text/html' : 'application/json' })
          const [entry] = await entriesOf(fields.vitrine_submission_id as string)
          expect(entry.meta?.requestId ?? null).toBeNull()
          for (const raw of await mailsOf(smtp, token, visitor)) {
            expect(raw).not.toMatch(/^X-Request-Id:/im)
            expect(raw).not.toContain('espion@exemple.fr')
          }
          const outbox = await payload.find({ collection: 'form-outbox', where: { entry: { equals: entry.id } }, overrideAccess: true, depth: 0 })
          expect(outbox.docs.map((d) => d.requestId ?? null)).toEqual([null, null])
        }
        // None at all (the header absent): the same.
        const fields = submission(quoteId, quoteAnswers({ input_message: 'Jeton RID-NONE', input_email: 'rid-none@exemple.fr' }))
        await submit(fields)
        expect((await entriesOf(fields.vitrine_submission_id as string))[0].meta?.requestId ?? null).toBeNull()
        for (const raw of await mailsOf(smtp, 'RID-NONE', 'rid-none@exemple.fr')) expect(raw).not.toMatch(/^X-Request-Id:/im)
      } finally {
        delete process.env.SMTP_URL
        await smtp.close()
      }
    })
  })

  describe('notifications through the outbox', () => {
    it('are queued after the commit and sent over SMTP, HTML escaped', async () => {
      const smtp = await startSmtp()
      process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`
      try {
        const fields = submission(quoteId, quoteAnswers({ input_message: 'Jeton TKN-4242 <script>alert(1)</script>' }))
        await submit(fields)
        const staff = await smtp.waitFor((raw) => header(raw, 'To') === 'devis@morel.test' && raw.includes('TKN-4242'))
        expect(header(staff, 'Subject')).toBe('Devis : Jeanne Martin <jeanne.martin@exemple.fr>')
        expect(header(staff, 'Reply-To')).toBe('jeanne.martin@exemple.fr')
        expect(mimePart(staff, 'text/plain')).toContain('Message : Jeton TKN-4242 <script>alert(1)</script>')
        const html = mimePart(staff, 'text/html')
        expect(html).toContain('Jeton TKN-4242 &lt;script&gt;alert(1)&lt;/script&gt;')
        expect(html).not.toContain('<script>')
        const visitor = await smtp.waitFor((raw) => header(raw, 'To') === 'jeanne.martin@exemple.fr')
        // The acknowledgement goes to whatever address was typed: the name typed is not echoed.
        expect(mimePart(visitor, 'text/plain')).toContain('Bonjour (non reprise dans cet e-mail),')
        expect(visitor).not.toContain('Jeanne')
        const [entry] = await entriesOf(fields.vitrine_submission_id as string)
        expect(entry.notificationsState).toBe('queued')
        const outbox = await payload.find({ collection: 'form-outbox', where: { entry: { equals: entry.id } }, overrideAccess: true })
        expect(outbox.docs.map((d) => [d.status, d.transport, d.attempts])).toEqual([
          ['sent', 'smtp', 1],
          ['sent', 'smtp', 1],
        ])
      } finally {
        delete process.env.SMTP_URL
        await smtp.close()
      }
    })

    it('are retried with backoff while SMTP is down, then sent', async () => {
      const smtp = await startSmtp()
      const port = smtp.port
      await smtp.close()
      process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
      try {
        const fields = submission(quoteId, quoteAnswers({ input_message: 'Jeton RETRY-77' }))
        const started = new Date()
        await submit(fields)
        const [entry] = await entriesOf(fields.vitrine_submission_id as string)
        const queued = await payload.find({ collection: 'form-outbox', where: { entry: { equals: entry.id } }, overrideAccess: true })
        for (const doc of queued.docs) {
          expect(doc).toMatchObject({ status: 'pending', attempts: 1 })
          expect(doc.lastError).toBeTruthy()
          expect(new Date(doc.nextAttemptAt as string).getTime()).toBeGreaterThanOrEqual(started.getTime() + 29_000)
        }
        // Nothing is due yet; once due, a working server gets them.
        expect((await mod.drainOutbox(payload)).sent).toBe(0)
        const again = await startSmtp(port)
        try {
          const report = await mod.drainOutbox(payload, { now: new Date(Date.now() + 31_000) })
          expect(report.sent).toBeGreaterThanOrEqual(2)
          await again.waitFor((raw) => raw.includes('RETRY-77'))
        } finally {
          await again.close()
        }
      } finally {
        delete process.env.SMTP_URL
      }
    })

    it('wait in the outbox, readable by staff, while no SMTP is configured in production, then leave once it is', async () => {
      ;(process.env as Record<string, string>).NODE_ENV = 'production'
      try {
        const fields = submission(quoteId, quoteAnswers({ input_message: 'Jeton NOSMTP-12' }))
        await submit(fields)
        const [entry] = await entriesOf(fields.vitrine_submission_id as string)
        // Many polls later (hours apart), the messages are still there to be sent, none given up.
        for (let i = 1; i <= 12; i++) await mod.drainOutbox(payload, { now: new Date(Date.now() + i * 7 * 3600_000) })
        const waiting = await payload.find({ collection: 'form-outbox', where: { entry: { equals: entry.id } }, overrideAccess: true, sort: 'id' })
        expect(waiting.docs.map((d) => [d.status, d.to, d.subject])).toEqual([
          ['pending', 'devis@morel.test', 'Devis : Jeanne Martin <jeanne.martin@exemple.fr>'],
          ['pending', 'jeanne.martin@exemple.fr', 'Votre demande de devis'],
        ])
        expect(waiting.docs[0].text).toContain('Jeton NOSMTP-12')
        expect(waiting.docs[0].lastError).toContain('SMTP non configuré')
        const smtp = await startSmtp()
        process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`
        try {
          await mod.drainOutbox(payload, { now: new Date(Date.now() + 100 * 3600_000) })
          await smtp.waitFor((raw) => raw.includes('NOSMTP-12'))
        } finally {
          delete process.env.SMTP_URL
          await smtp.close()
        }
      } finally {
        ;(process.env as Record<string, string>).NODE_ENV = 'test'
      }
    })

    it('of a burst larger than one batch all leave in one drain, not at the next poll', async () => {
      const smtp = await startSmtp()
      process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`
      try {
        const ids: string[] = []
        // Queued without sending (later: nothing), as when submissions arrive faster than e-mails leave.
        for (let i = 0; i < 12; i++) {
          // One visitor each: one address gets at most three acknowledgements an hour.
          const fields = submission(quoteId, quoteAnswers({ input_message: `Rafale ${i}`, input_email: `rafale-${i}@exemple.fr` }))
          ids.push(fields.vitrine_submission_id as string)
          await mod.handleSubmit(request('/formulaires/envoi', fields), { payload, secret, siteUrl: SITE, later: () => {} })
        }
        expect(await mod.sweepUnqueued(payload, new Date(Date.now() + 120_000))).toBe(24)
        // One look at the outbox reads one batch, the oldest first: the drain goes round for the rest.
        const batch = await mod.dueMails(payload, new Date(Date.now() + 121_000), 5)
        expect(batch).toHaveLength(5)
        expect(batch.map((m) => m.text).join('\n')).toContain('Rafale 0')
        const report = await mod.drainOutbox(payload, { limit: 5, now: new Date(Date.now() + 121_000) })
        expect(report.sent).toBe(24)
        for (let i = 0; i < 12; i++) await smtp.waitFor((raw) => raw.includes(`Rafale ${i}`))
      } finally {
        delete process.env.SMTP_URL
        await smtp.close()
      }
    })

    it('held by the submitting process are left alone while it sends them, and sent by the worker if it stopped', async () => {
      const smtp = await startSmtp()
      process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`
      try {
        const fields = submission(quoteId, quoteAnswers({ input_message: 'Jeton HELD-31' }))
        // The entry is committed, its e-mails queued as held, and the process stops before sending.
        await mod.handleSubmit(request('/formulaires/envoi', fields, { headers: { 'x-request-id': 'lb-held-31' } }), { payload, secret, siteUrl: SITE, later: () => {} })
        const [entry] = await entriesOf(fields.vitrine_submission_id as string)
        const now = new Date()
        const def = await mod.loadServerForm(payload, quoteId)
        const { queued, held } = await mod.queueNotifications(payload, def!, entry as never, now, { holdUntil: mod.heldUntil(now) })
        expect([queued, held.length]).toEqual([2, 2])
        // Another worker's drain skips them while the lease runs…
        expect((await mod.drainOutbox(payload, { now: new Date(now.getTime() + 60_000) })).sent).toBe(0)
        // …and sends them once it is over.
        expect((await mod.drainOutbox(payload, { now: new Date(now.getTime() + 121_000) })).sent).toBe(2)
        // Sent by another worker from the rows: still with the id of the request that sent the entry.
        const mails = await Promise.all(['devis@morel.test', 'jeanne.martin@exemple.fr'].map((to) => smtp.waitFor((raw) => header(raw, 'To') === to && header(raw, 'X-Request-Id') === 'lb-held-31')))
        expect(mails).toHaveLength(2)
      } finally {
        delete process.env.SMTP_URL
        await smtp.close()
      }
    })

    it('are queued by the sweep when the process stopped between commit and queue', async () => {
      const fields = submission(quoteId, quoteAnswers())
      // Simulate the crash: the queueing task never runs.
      await mod.handleSubmit(request('/formulaires/envoi', fields, { headers: { 'x-request-id': 'lb-sweep-0042' } }), { payload, secret, siteUrl: SITE, later: () => {} })
      const [entry] = await entriesOf(fields.vitrine_submission_id as string)
      expect(entry.notificationsState).toBe('pending')
      expect(await mod.sweepUnqueued(payload, new Date(Date.now() + 120_000))).toBe(2)
      expect(await mod.sweepUnqueued(payload, new Date(Date.now() + 120_000))).toBe(0)
      const [after] = await entriesOf(fields.vitrine_submission_id as string)
      expect(after.notificationsState).toBe('queued')
      // Queued after a crash, the e-mails still name the request that sent the entry.
      const outbox = await payload.find({ collection: 'form-outbox', where: { entry: { equals: entry.id } }, overrideAccess: true, depth: 0 })
      expect(outbox.docs.map((d) => d.requestId)).toEqual(['lb-sweep-0042', 'lb-sweep-0042'])
    })

    it('of entries acknowledged just before a crash leave soon after the next start, not at the hourly sweep', async () => {
      const smtp = await startSmtp()
      process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`
      const { startFormsWorker, stopFormsWorker } = await import('@/features/forms/outbox/worker.server')
      try {
        // The process is killed right after answering: three entries are committed and
        // acknowledged, their e-mails never queued; a fourth's were queued but not sent.
        const crashed = { payload, secret, siteUrl: SITE, later: () => {} }
        const sent: { submissionId: string; token: string }[] = []
        for (let i = 0; i < 4; i++) {
          const token = `CRASH-${i}-${randomUUID().slice(0, 8)}`
          // One visitor each: one address gets at most three acknowledgements an hour.
          const fields = submission(quoteId, quoteAnswers({ input_message: `Jeton ${token}`, input_email: `crash-${i}@exemple.fr` }))
          const response = await mod.handleSubmit(request('/formulaires/envoi', fields), crashed)
          expect((await response.json()).success).toBe(true)
          sent.push({ submissionId: fields.vitrine_submission_id as string, token })
        }
        const [queuedOnly] = await entriesOf(sent[3].submissionId)
        expect((await mod.queueNotifications(payload, (await mod.loadServerForm(payload, quoteId))!, queuedOnly as never)).queued).toBe(2)

        // The next start: another process on the same database, its worker started with Payload.
        const restarted = await anotherInstance('after-crash')
        startFormsWorker(async () => restarted)
        for (const { token } of sent) await smtp.waitFor((raw) => header(raw, 'To') === 'devis@morel.test' && raw.includes(token), 30_000)
        // The visitors' acknowledgements too: every e-mail of these entries left.
        for (const [i, { submissionId }] of sent.entries()) {
          const [entry] = await entriesOf(submissionId)
          expect(entry.notificationsState).toBe('queued')
          await vi.waitFor(
            async () => {
              const mails = await payload.find({ collection: 'form-outbox', where: { entry: { equals: entry.id } }, overrideAccess: true, sort: 'id', depth: 0 })
              expect(mails.docs.map((d) => [d.to, d.status])).toEqual([
                ['devis@morel.test', 'sent'],
                [`crash-${i}@exemple.fr`, 'sent'],
              ])
            },
            { timeout: 30_000, interval: 100 },
          )
        }
      } finally {
        stopFormsWorker()
        delete process.env.SMTP_URL
        await smtp.close()
      }
    })

    it('of a stopping instance are not sent by it, and are given back to the others at once', async () => {
      const smtp = await startSmtp()
      process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`
      try {
        mod.beginOutboxStop()
        const fields = submission(quoteId, quoteAnswers({ input_message: 'Jeton STOP-31' }))
        await submit(fields)
        const [entry] = await entriesOf(fields.vitrine_submission_id as string)
        const rows = () => payload.find({ collection: 'form-outbox', where: { entry: { equals: entry.id } }, overrideAccess: true, sort: 'id' })
        // Queued and leased by this instance, which no longer sends: not even from its own poll.
        expect((await mod.drainOutbox(payload)).sent).toBe(0)
        for (const doc of (await rows()).docs) {
          expect(doc.status).toBe('pending')
          expect(new Date(doc.lockedUntil as string).getTime()).toBeGreaterThan(Date.now())
        }
        // Once its last request is answered, the leases are given back...
        expect(await mod.endOutboxStop(payload)).toBe(2)
        for (const doc of (await rows()).docs) expect(doc).toMatchObject({ status: 'pending', attempts: 0, lockedUntil: null })
        // ...so another instance's next poll sends them now, not after the lease.
        expect((await mod.drainOutbox(payload)).sent).toBe(2)
        await smtp.waitFor((raw) => raw.includes('STOP-31'))
        expect((await rows()).docs.map((d) => d.status)).toEqual(['sent', 'sent'])
      } finally {
        await mod.endOutboxStop(payload)
        delete process.env.SMTP_URL
        await smtp.close()
      }
    })
  })

  describe('staff', () => {
    it('alone read entries through the API', async () => {
      await expect(payload.find({ collection: 'form-entries', overrideAccess: false })).rejects.toThrow()
      await expect(payload.find({ collection: 'forms', overrideAccess: false })).rejects.toThrow()
      await expect(payload.find({ collection: 'form-outbox', overrideAccess: false })).rejects.toThrow()
    })

    it('export entries as CSV for Excel', async () => {
      await payload.create({ collection: 'users', data: { email: 'staff@int.test', password: 'int-Staff-2026!', name: 'Staff', role: 'editor' }, overrideAccess: true })
      const { token } = await payload.login({ collection: 'users', data: { email: 'staff@int.test', password: 'int-Staff-2026!' } })
      const anonymous = await mod.handleExport(new Request(`${SITE}/formulaires/export/${quoteId}`), String(quoteId), payload)
      expect(anonymous.status).toBe(403)
      const response = await mod.handleExport(new Request(`${SITE}/formulaires/export/${quoteId}`, { headers: { authorization: `JWT ${token}` } }), String(quoteId), payload)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="entrees-demande-de-devis-\d{4}-\d{2}-\d{2}\.csv"$/)
      const bytes = new Uint8Array(await response.arrayBuffer())
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const csv = new TextDecoder().decode(bytes)
      expect(csv.split('\r\n')[0]).toBe('Entrée;Date;Lu;Suivi;Dossier;Type de travaux;Filière;Surface (m²);Adresse du chantier;Message;Nom;E-mail;Téléphone;Mot de passe;Carte;Consentement;Page')
      expect(csv).toContain(';Jeanne Martin;jeanne.martin@exemple.fr;')
    })

    it('entries past the retention period are deleted by the cleanup', async () => {
      const quoteEntries = async () => (await payload.count({ collection: 'form-entries', where: { form: { equals: quoteId } }, overrideAccess: true })).totalDocs
      const contactEntries = async () => (await payload.count({ collection: 'form-entries', where: { form: { equals: contactId } }, overrideAccess: true })).totalDocs
      expect(await quoteEntries()).toBeGreaterThan(0)
      const contacts = await contactEntries()
      const result = await mod.cleanupForms(payload, new Date(Date.now() + 31 * 24 * 3600 * 1000))
      expect(result.entries).toBeGreaterThan(0)
      expect(await quoteEntries()).toBe(0)
      expect(await contactEntries()).toBe(contacts)
      expect((await payload.count({ collection: 'form-outbox', overrideAccess: true })).totalDocs).toBe(0)
    })
  })

  describe('forms in the back office', () => {
    /** The French messages of a refused write (the admin shows them beside each field). */
    async function refused(write: Promise<unknown>): Promise<string> {
      try {
        await write
      } catch (error) {
        const errors = (error as { data?: { errors?: { message: string }[] } }).data?.errors ?? []
        return errors.map((e) => e.message).join(' | ')
      }
      throw new Error('the write was accepted')
    }

    it('derives missing field keys from labels, unique in the form', async () => {
      const doc = await payload.create({
        collection: 'forms',
        data: { title: 'Clés', fields: [{ blockType: 'text', label: 'Adresse du chantier' }, { blockType: 'text', label: 'Adresse du chantier' }] } as never,
        overrideAccess: true,
      })
      expect((doc.fields as { name: string }[]).map((f) => f.name)).toEqual(['adresse_du_chantier', 'adresse_du_chantier_2'])
      await payload.delete({ collection: 'forms', id: doc.id, overrideAccess: true })
    })

    it('refuses duplicate keys, rules naming unknown fields, and a visitor notification without an e-mail field', async () => {
      const create = (data: Record<string, unknown>) => payload.create({ collection: 'forms', data: { title: 'Invalide', ...data } as never, overrideAccess: true })
      expect(await refused(create({ fields: [{ blockType: 'text', label: 'A', name: 'a' }, { blockType: 'email', label: 'B', name: 'a' }] }))).toContain(
        'Deux champs ont le même identifiant « a ».',
      )
      expect(
        await refused(create({ fields: [{ blockType: 'text', label: 'A', name: 'a', logic: { action: 'show', match: 'all', rules: [{ field: 'zz', operator: 'is', value: '1' }] } }] })),
      ).toContain('cite un champ inconnu : « zz »')
      const nextRule = { action: 'hide', match: 'all', rules: [{ field: 'zz', operator: 'is', value: '1' }] }
      expect(
        await refused(create({ fields: [{ blockType: 'text', label: 'A', name: 'a' }, { blockType: 'pageBreak', label: 'Deux', nextLogic: nextRule }] })),
      ).toContain('cite un champ inconnu : « zz »')
      expect(
        await refused(create({ fields: [{ blockType: 'text', label: 'A', name: 'a' }], notifications: [{ kind: 'visitor', to: 'a', subject: 'x' }] })),
      ).toContain('Indiquez l’identifiant d’un champ e-mail du formulaire.')
      expect(await refused(create({ fields: [], notifications: [{ kind: 'staff', to: 'bureau@, x@y.fr', subject: 'x' }] }))).toContain('Adresse invalide : bureau@')
      expect(await refused(create({ fields: [], confirmations: [{ type: 'redirect', redirectUrl: 'javascript:alert(1)' }] }))).toContain('Adresse invalide')
    })
  })

  describe('the form block', () => {
    it('renders the form server-side, with a nonce the endpoint accepts', async () => {
      const { renderToStaticMarkup } = await import('react-dom/server')
      const { FormBlock } = await import('@/blocks/form/Component')
      const element = await FormBlock({ block: { blockType: 'form', form: quoteId } as never, index: 0 })
      const html = renderToStaticMarkup(element!)
      expect(html).toContain('<form id="vitrine-form-' + quoteId + '"')
      expect(html).toContain('action="/formulaires/envoi"')
      expect(html).toContain('Demande de devis')
      const nonce = /name="vitrine_nonce" value="([^"]+)"/.exec(html)?.[1]
      expect(nonce).toBeTruthy()
      const response = await submit(submission(quoteId, { ...quoteAnswers(), vitrine_nonce: nonce }))
      expect(response.status).toBe(200)
    })

    it('shows why a form is closed instead of the form', async () => {
      const { renderToStaticMarkup } = await import('react-dom/server')
      const { FormBlock } = await import('@/blocks/form/Component')
      await payload.update({ collection: 'forms', id: contactId, data: { closesAt: '2020-01-01T00:00:00.000Z', closedMessage: 'Fermé pour l’été.' }, overrideAccess: true })
      try {
        const html = renderToStaticMarkup((await FormBlock({ block: { blockType: 'form', form: contactId } as never, index: 0 }))!)
        expect(html).toContain('Fermé pour l’été.')
        expect(html).not.toContain('<form')
      } finally {
        await payload.update({ collection: 'forms', id: contactId, data: { closesAt: null, closedMessage: null }, overrideAccess: true })
      }
    })
  })

  describe('nonces on cached pages (docs/decisions/035)', () => {
    it('still validate after PAYLOAD_SECRET changes: forms sign with a key of their own, kept in the database', async () => {
      const tokens = await mod.pageTokens(payload, quoteId)
      // The site restarts with another PAYLOAD_SECRET; the page cached before still holds `tokens`.
      const restarted = await instanceWithSecret('secret-change', 'un-tout-autre-secret-2026')
      expect(restarted.secret).not.toBe(payload.secret)
      const key = await mod.formsKey(restarted)
      expect(key).toBe(secret)
      expect(key).not.toBe(payload.secret)
      const fields = submission(quoteId, { ...quoteAnswers(), vitrine_nonce: tokens.nonce, vitrine_version_hash: tokens.versionHash })
      const response = await mod.handleSubmit(request('/formulaires/envoi', fields), { payload: restarted, secret: key, siteUrl: SITE, later: () => {} })
      expect(response.status).toBe(200)
      const [entry] = await entriesOf(fields.vitrine_submission_id as string)
      // Not taken for a robot's: the version hash of the cached page still matches.
      expect(entry.folder).toBe('inbox')
      // And its config nonce still asks for config.
      const config = await mod.handleGetConfig(
        request('/formulaires/config', { action: ACTION_GET_CONFIG, nonce: tokens.configNonce, config_path: 'number_formats', args: JSON.stringify({ form_ids: [quoteId] }) }),
        { payload: restarted, secret: key, siteUrl: SITE },
      )
      expect(config.status).toBe(200)
    })

    it('a stale nonce is renewed through the config call, even with a stale config nonce, and the same submission then goes through', async () => {
      const stale = (scope: string) => mod.issueNonce(scope, 'la-cle-d-avant', Date.now() - 3 * 24 * 3600_000)
      const fields = submission(quoteId, { ...quoteAnswers(), vitrine_nonce: stale(`form:${quoteId}`) })
      const refused = await submit(fields)
      expect(refused.status).toBe(403)
      expect(await refused.json()).toEqual({ success: false, data: messages.forbidden, renew_nonce: true })
      const renewal = await mod.handleGetConfig(
        request('/formulaires/config', { action: ACTION_GET_CONFIG, nonce: stale('config'), config_path: 'nonce', args: JSON.stringify({ form_ids: [quoteId] }) }),
        { payload, secret, siteUrl: SITE },
      )
      expect(renewal.status).toBe(200)
      const fresh = ((await renewal.json()) as { data: Record<string, string> }).data[quoteId]
      const response = await submit({ ...fields, vitrine_nonce: fresh })
      expect(response.status).toBe(200)
      expect(await entriesOf(fields.vitrine_submission_id as string)).toHaveLength(1)
      // Any other config path still needs a valid config nonce; and a foreign origin gets nothing.
      const other = await mod.handleGetConfig(
        request('/formulaires/config', { action: ACTION_GET_CONFIG, nonce: stale('config'), config_path: 'number_formats', args: JSON.stringify({ form_ids: [quoteId] }) }),
        { payload, secret, siteUrl: SITE },
      )
      expect(other.status).toBe(403)
      const foreign = await mod.handleGetConfig(
        request('/formulaires/config', { action: ACTION_GET_CONFIG, nonce: stale('config'), config_path: 'nonce', args: JSON.stringify({ form_ids: [quoteId] }) }, { origin: 'https://evil.test' }),
        { payload, secret, siteUrl: SITE },
      )
      expect(foreign.status).toBe(403)
    })
  })

  describe('acknowledgements to the address a visitor typed (docs/decisions/035)', () => {
    let ackId: number
    const ackAnswers = (overrides: Fields = {}): Fields => ({
      input_nom: 'Achetez des pilules sur pilules.example',
      input_email: 'cible@exemple.fr',
      input_travaux: OTHER_CHOICE_VALUE,
      'input_travaux.other': 'Visitez casino.example',
      input_formule: 'complet',
      input_surface: '120',
      input_date: '2027-03-15',
      input_message: 'Gagnez 1000 € sur casino.example',
      ...overrides,
    })
    const ackFields = (fields: Fields): Fields => ({ ...submission(ackId, fields), vitrine_source_page: '1', vitrine_page_url: `${SITE}/contact?promo=pilules.example` })
    const mailsOf = async (submissionId: string) => {
      const [entry] = await entriesOf(submissionId)
      const found = await payload.find({ collection: 'form-outbox', where: { entry: { equals: entry.id } }, sort: 'id', depth: 0, overrideAccess: true })
      return found.docs
    }

    beforeAll(async () => {
      ackId = (
        await payload.create({
          collection: 'forms',
          data: {
            title: 'Contact rapide',
            fields: [
              { blockType: 'text', label: 'Nom', name: 'nom', required: true },
              { blockType: 'email', label: 'E-mail', name: 'email', required: true },
              { blockType: 'radio', label: 'Travaux', name: 'travaux', allowOther: true, choices: [{ label: 'Terrassement', value: 'terrassement' }] },
              { blockType: 'select', label: 'Formule', name: 'formule', choices: [{ label: 'Formule complète', value: 'complet' }, { label: 'Simple', value: 'simple' }] },
              { blockType: 'number', label: 'Surface', name: 'surface' },
              { blockType: 'date', label: 'Date souhaitée', name: 'date' },
              { blockType: 'textarea', label: 'Message', name: 'message' },
            ],
            notifications: [
              { name: 'Équipe', kind: 'staff', to: 'bureau@morel.test', subject: 'Contact : {Nom}', body: '{all_fields}\n{page_url}' },
              {
                name: 'Accusé',
                kind: 'visitor',
                to: 'email',
                subject: 'Merci {Nom} ({Formule})',
                body: 'Bonjour {Nom},\nFormule : {Formule} ; surface : {Surface} ; date : {Date souhaitée} ; travaux : {Travaux}.\nVotre message : {Message}\nDepuis {page_url}\n{all_fields}',
              },
            ],
            method: 'ajax',
            retentionDays: 30,
          } as never,
          overrideAccess: true,
        })
      ).id
    })

    it('never echo what the visitor typed, only what the form defines; staff see everything', async () => {
      const fields = ackFields(ackAnswers())
      expect((await submit(fields)).status).toBe(200)
      const [staff, visitor] = await mailsOf(fields.vitrine_submission_id as string)
      expect(staff.text).toContain('Gagnez 1000 € sur casino.example')
      expect(staff.text).toContain('Visitez casino.example')
      expect(staff.subject).toBe('Contact : Achetez des pilules sur pilules.example')
      expect(visitor.to).toBe('cible@exemple.fr')
      const all = `${visitor.subject}\n${visitor.text}\n${visitor.html}`
      for (const typed of ['pilules', 'casino', 'Gagnez']) expect(all).not.toContain(typed)
      expect(visitor.subject).toBe('Merci (non reprise dans cet e-mail) (Formule complète)')
      expect(visitor.text).toContain('Bonjour (non reprise dans cet e-mail),')
      expect(visitor.text).toContain('Formule : Formule complète ; surface : 120 ; date :')
      expect(visitor.text).toContain('travaux : (non reprise dans cet e-mail).')
      expect(visitor.text).toContain('Votre message : (non reprise dans cet e-mail)')
      expect(visitor.text).toContain('Depuis (non reprise dans cet e-mail)')
      expect(visitor.text).toContain('Message : (non reprise dans cet e-mail)')
      // A defined choice of the same radio is repeated.
      const chosen = ackFields(ackAnswers({ input_travaux: 'terrassement', 'input_travaux.other': undefined, input_email: 'autre@exemple.fr' }))
      await submit(chosen)
      expect((await mailsOf(chosen.vitrine_submission_id as string))[1].text).toContain('travaux : Terrassement.')
    })

    it('at most three an hour to one address: the fourth is kept for staff, never sent; the entry and staff’s e-mail are not affected', async () => {
      const ids: string[] = []
      for (let i = 0; i < 4; i++) {
        const fields = ackFields(ackAnswers({ input_email: 'harcelee@exemple.fr' }))
        ids.push(fields.vitrine_submission_id as string)
        expect((await submit(fields)).status).toBe(200)
      }
      const fourth = await mailsOf(ids[3])
      expect(fourth.map((m) => [m.kind, m.status])).toEqual([
        ['staff', 'sent'],
        ['visitor', 'held'],
      ])
      expect(fourth[1].lastError).toBe('Retenu : 3 accusés de réception déjà envoyés à cette adresse dans l’heure.')
      for (const id of ids.slice(0, 3)) expect((await mailsOf(id))[1].status).toBe('sent')
      // The worker never sends it.
      await mod.drainOutbox(payload, { now: new Date(Date.now() + 24 * 3600_000) })
      expect((await payload.findByID({ collection: 'form-outbox', id: fourth[1].id, overrideAccess: true })).status).toBe('held')
      expect((await entriesOf(ids[3]))[0].folder).toBe('inbox')
    })

    it('at most ten different addresses an hour from one sender', async () => {
      const from = (address: string) => ({ headers: { 'x-vitrine-client-address': address } })
      const ids: string[] = []
      for (let i = 0; i < 11; i++) {
        const fields = ackFields(ackAnswers({ input_email: `liste-${i}@exemple.fr` }))
        ids.push(fields.vitrine_submission_id as string)
        expect((await submit(fields, from('198.51.100.20'))).status).toBe(200)
      }
      expect((await mailsOf(ids[9]))[1].status).toBe('sent')
      const eleventh = (await mailsOf(ids[10]))[1]
      expect(eleventh.status).toBe('held')
      expect(eleventh.lastError).toBe('Retenu : cet expéditeur a déjà fait écrire à 10 adresses différentes dans l’heure.')
      // The same sender writing again to an address it already used adds no recipient; another sender is not concerned.
      const again = ackFields(ackAnswers({ input_email: 'liste-0@exemple.fr' }))
      await submit(again, from('198.51.100.20'))
      expect((await mailsOf(again.vitrine_submission_id as string))[1].status).toBe('sent')
      const other = ackFields(ackAnswers({ input_email: 'liste-11@exemple.fr' }))
      await submit(other, from('198.51.100.21'))
      expect((await mailsOf(other.vitrine_submission_id as string))[1].status).toBe('sent')
    })
  })

  describe('form config calls (docs/product.md, Forms)', () => {
    const config = (fields: Fields, path = '/formulaires/config') => request(path, { nonce: mod.issueNonce('config', secret), ...fields })

    it('returns a part of the public config', async () => {
      const response = await mod.handleGetConfig(config({ action: ACTION_GET_CONFIG, config_path: 'number_formats', args: JSON.stringify({ form_ids: [quoteId] }) }), { payload, secret, siteUrl: SITE })
      expect(await response.json()).toEqual({ success: true, data: { [quoteId]: { surface: { value: 'decimal_comma' } } } })
      const fields = await (
        await mod.handleGetConfig(config({ action: ACTION_GET_CONFIG, config_path: 'form/fields', args: JSON.stringify({ form_ids: [quoteId] }) }), { payload, secret, siteUrl: SITE })
      ).json()
      expect(JSON.stringify(fields)).not.toContain('devis@morel.test')
    })

    it('refuses a config path outside the spec’s pattern, and an unknown form', async () => {
      let response = await mod.handleGetConfig(config({ action: ACTION_GET_CONFIG, config_path: '../secret', args: JSON.stringify({ form_ids: [quoteId] }) }), { payload, secret, siteUrl: SITE })
      expect(response.status).toBe(400)
      expect((await response.json()).data).toBe(messages.invalidConfigPath)
      response = await mod.handleGetConfig(config({ action: ACTION_GET_CONFIG, config_path: 'form', args: JSON.stringify({ form_ids: [999] }) }), { payload, secret, siteUrl: SITE })
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ success: false, data: 'Form 999 not found.' })
      response = await mod.handleGetConfig(config({ action: ACTION_GET_CONFIG, config_path: 'form', args: JSON.stringify({ form_ids: [quoteId] }), nonce: 'x' }), { payload, secret, siteUrl: SITE })
      expect(response.status).toBe(403)
    })

    it('validates a config hash', async () => {
      const def = await mod.loadServerForm(payload, quoteId)
      const hash = mod.configHash(def!)
      const ok = await mod.handleValidateConfig(config({ action: ACTION_VALIDATE_CONFIG, config: JSON.stringify({ form_id: quoteId, hash }) }, '/formulaires/config/validation'), { payload, secret, siteUrl: SITE })
      expect(await ok.json()).toEqual({ success: true, data: { form_id: quoteId, hash } })
      for (const bad of ['{', JSON.stringify({ form_id: quoteId, hash: 'périmé' })]) {
        const response = await mod.handleValidateConfig(config({ action: ACTION_VALIDATE_CONFIG, config: bad }, '/formulaires/config/validation'), { payload, secret, siteUrl: SITE })
        expect(await response.json()).toEqual({ success: false, data: messages.configValidationFailed })
      }
    })
  })
}
