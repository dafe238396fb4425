import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ACTION_SUBMIT, NOSCRIPT_MAX_PER_CLIENT } from '@/features/forms/constants'
import { messages } from '@/features/forms/messages'
import { header, startSmtp } from '../support/smtp'
import { freshPayload } from './harness'

/**
 * A visitor without JavaScript, on a real database: what the browser's postback sends (no
 * submission id, since the page is cached; no captcha response), a browser's resend of that POST,
 * the second press of Send that stands for the captcha, and the site opened under another name.
 */
describe('postback without JavaScript', () => {
  const SITE = 'http://127.0.0.1:3996'
  let payload: Payload
  let cleanup: () => Promise<void>
  let plainFormId: number
  let captchaFormId: number
  let elsewhereFormId: number
  let onSiteFormId: number
  let mod: typeof import('@/features/forms/submit/pipeline.server') &
    typeof import('@/features/forms/submit/nonce.server') &
    typeof import('@/features/forms/submit/store.server') &
    typeof import('@/lib/site-url')

  type Fields = Record<string, string>
  let pending: Promise<void>[] = []

  /** The fields a browser without JavaScript posts from the cached page: the submission id is empty. */
  const postback = (formId: number, answers: Fields = {}): Fields => ({
    action: ACTION_SUBMIT,
    vitrine_form_id: String(formId),
    vitrine_nonce: mod.issueNonce(`form:${formId}`, payload.secret),
    vitrine_source_page: '1',
    vitrine_target_page: '0',
    vitrine_submission_id: '',
    vitrine_page_url: '/contact',
    input_nom: 'Jeanne Martin',
    input_email: 'jeanne.martin@exemple.fr',
    input_message: 'Un terrassement de 200 m² à Olivet.',
    ...answers,
  })

  /** `site` is the address the page was opened at; `siteUrl` the one the site is configured for. */
  async function send(fields: Fields, { address = '203.0.113.7', now = new Date(), site = SITE, siteUrl = undefined as string | undefined } = {}) {
    const request = new Request(`${site}/formulaires/envoi`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        origin: site,
        host: new URL(site).host,
        'x-vitrine-client-address': address,
      },
      body: new URLSearchParams(fields),
    })
    const response = await mod.handleSubmit(request, {
      payload,
      secret: payload.secret,
      siteUrl: siteUrl ?? SITE,
      now: () => now,
      later: (task) => void pending.push(task()),
    })
    await Promise.all(pending)
    pending = []
    return response
  }

  const entriesOf = async (formId: number) =>
    (await payload.find({ collection: 'form-entries', where: { form: { equals: formId } }, overrideAccess: true, depth: 0, limit: 100, sort: 'createdAt' })).docs

  const fields = [
    { blockType: 'text', label: 'Nom', name: 'nom', required: true },
    { blockType: 'email', label: 'E-mail', name: 'email', required: true },
    { blockType: 'textarea', label: 'Message', name: 'message' },
  ]
  const notifications = [{ name: 'Équipe', kind: 'staff', to: 'contact@morel.test', subject: 'Contact : {Nom}', body: '{all_fields}' }]

  beforeAll(async () => {
    ;({ payload, cleanup } = await freshPayload())
    ;(process.env as Record<string, string>).NODE_ENV = 'test'
    process.env.SITE_URL = SITE
    mod = {
      ...(await import('@/features/forms/submit/pipeline.server')),
      ...(await import('@/features/forms/submit/nonce.server')),
      ...(await import('@/features/forms/submit/store.server')),
      ...(await import('@/lib/site-url')),
    }
    const create = async (title: string, more: object[], confirmations: object[] = [{ type: 'message', message: 'Merci {Nom} !' }]) =>
      (
        await payload.create({
          collection: 'forms',
          data: { title, method: 'postback', honeypot: true, fields: [...fields, ...more], notifications, confirmations } as never,
          overrideAccess: true,
        })
      ).id
    plainFormId = await create('Contact simple', [])
    captchaFormId = await create('Contact avec captcha', [{ blockType: 'captcha', label: 'Vérification', name: 'captcha', withoutJavaScript: 'spam' }])
    elsewhereFormId = await create('Contact puis partenaire', [], [{ type: 'redirect', redirectUrl: 'https://partenaire.exemple.fr/merci?source=morel&etape=2' }])
    onSiteFormId = await create('Contact puis page du site', [], [{ type: 'redirect', redirectUrl: `${SITE}/merci` }])
  }, 120_000)

  afterAll(async () => {
    delete process.env.SITE_URL
    await cleanup?.()
  })

  it('stores a resent postback once and answers the first confirmation', async () => {
    const body = postback(plainFormId)
    const first = await send(body)
    const again = await send(body, { now: new Date(Date.now() + 30_000) })
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toMatch(/^\/formulaires\/confirmation\//)
    expect(again.headers.get('location')).toBe(first.headers.get('location'))
    expect(await entriesOf(plainFormId)).toHaveLength(1)
    // Another visitor sending the very same words is another submission.
    await send(body, { address: '198.51.100.20' })
    expect(await entriesOf(plainFormId)).toHaveLength(2)
  })

  it('takes an honest lead to the inbox and e-mails the team after a second press of Send', async () => {
    const smtp = await startSmtp()
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`
    try {
      const start = Date.now()
      const first = await send(postback(captchaFormId, { input_nom: 'Paul Sans-Script' }), { now: new Date(start) })
      expect(first.status).toBe(303)
      const location = first.headers.get('location')!
      expect(location).toMatch(new RegExp(`^/formulaires/saisie/[^#]+#erreurs-${captchaFormId}$`))
      // Nothing stored yet: the page asks to check the answers and press Send again.
      expect(await entriesOf(captchaFormId)).toHaveLength(0)
      const state = await mod.loadState(payload, location.split('/').pop()!.split('#')[0], new Date(start))
      expect(state?.formError).toBe(messages.noScriptConfirm)
      expect(state?.raw).toMatchObject({ input_nom: ['Paul Sans-Script'] })

      // The state page's form carries the id the server gave it.
      const second = postback(captchaFormId, { input_nom: 'Paul Sans-Script', vitrine_submission_id: state!.context.submissionId })
      const done = await send(second, { now: new Date(start + 6_000) })
      expect(done.headers.get('location')).toMatch(/^\/formulaires\/confirmation\//)
      const [entry] = await entriesOf(captchaFormId)
      expect(entry).toMatchObject({ folder: 'inbox' })
      const mail = await smtp.waitFor((raw) => header(raw, 'To') === 'contact@morel.test')
      expect(header(mail, 'Subject')).toBe('Contact : Paul Sans-Script')

      // The browser resends that last POST: same confirmation, still one entry.
      const resent = await send(second, { now: new Date(start + 9_000) })
      expect(resent.headers.get('location')).toBe(done.headers.get('location'))
      expect(await entriesOf(captchaFormId)).toHaveLength(1)
    } finally {
      delete process.env.SMTP_URL
      await smtp.close()
    }
  })

  it('asks again for a press too soon or a forged id; keeps the spam folder for a honeypot and too many from one address', async () => {
    const asked = async (answers: Fields, address: string, at: number) => {
      const response = await send(postback(captchaFormId, answers), { address, now: new Date(at) })
      const state = await mod.loadState(payload, response.headers.get('location')!.split('/').pop()!.split('#')[0], new Date(at))
      return state!.context.submissionId
    }
    const folderOf = async (id: string) =>
      (await payload.find({ collection: 'form-entries', where: { submissionId: { equals: id } }, overrideAccess: true, depth: 0 })).docs[0]
    const t = Date.now()

    // A second press too soon after the page asking for it: asked again, same id, nothing stored;
    // its time keeps running, so a press a few seconds after the first page passes.
    const quick = await asked({ input_nom: 'Pressé' }, '192.0.2.1', t)
    const tooSoon = await send(postback(captchaFormId, { input_nom: 'Pressé', vitrine_submission_id: quick }), { address: '192.0.2.1', now: new Date(t + 200) })
    const again = await mod.loadState(payload, tooSoon.headers.get('location')!.split('/').pop()!.split('#')[0], new Date(t + 200))
    expect(again?.context.submissionId).toBe(quick)
    expect(await folderOf(quick)).toBeUndefined()
    await send(postback(captchaFormId, { input_nom: 'Pressé', vitrine_submission_id: quick }), { address: '192.0.2.1', now: new Date(t + 3_000) })
    expect(await folderOf(quick)).toMatchObject({ folder: 'inbox' })

    // The page of a validation error is such a page too: sent a while after it, no extra press.
    const error = await send(postback(captchaFormId, { input_nom: '' }), { address: '192.0.2.4', now: new Date(t) })
    const corrected = (await mod.loadState(payload, error.headers.get('location')!.split('/').pop()!.split('#')[0], new Date(t)))!.context.submissionId
    const sent = await send(postback(captchaFormId, { input_nom: 'Corrigé', vitrine_submission_id: corrected }), { address: '192.0.2.4', now: new Date(t + 20_000) })
    expect(sent.headers.get('location')).toMatch(/^\/formulaires\/confirmation\//)
    expect(await folderOf(corrected)).toMatchObject({ folder: 'inbox' })

    // A filled honeypot: the normal confirmation at once, filed as spam, whichever press it is.
    const trap = await send(postback(captchaFormId, { input_nom: 'Robot 2', vitrine_hp: 'http://spam.example' }), { address: '192.0.2.2', now: new Date(t) })
    expect(trap.headers.get('location')).toMatch(/^\/formulaires\/confirmation\//)
    const honeypot = await asked({ input_nom: 'Robot 2 bis' }, '192.0.2.2', t)
    await send(postback(captchaFormId, { input_nom: 'Robot 2 bis', vitrine_submission_id: honeypot, vitrine_hp: 'http://spam.example' }), {
      address: '192.0.2.2',
      now: new Date(t + 5_000),
    })
    expect(await folderOf(honeypot)).toMatchObject({ folder: 'spam' })
    const robots = (await entriesOf(captchaFormId)).filter((e) => String(e.title).startsWith('Robot 2'))
    expect(robots.map((e) => e.folder)).toEqual(['spam', 'spam'])

    // An id the server did not sign is asked for the second press again, like a first send.
    const forged = await send(postback(captchaFormId, { input_nom: 'Robot 3', vitrine_submission_id: 'nj0000000000000000000000aaaaaaaaaaaaaaaaaaaaaa' }), {
      address: '192.0.2.3',
      now: new Date(t + 5_000),
    })
    expect(forged.headers.get('location')).toMatch(/^\/formulaires\/saisie\//)

    const ids: string[] = []
    for (let i = 0; i <= NOSCRIPT_MAX_PER_CLIENT; i++) {
      const id = await asked({ input_nom: `Visiteur ${i}` }, '192.0.2.9', t)
      await send(postback(captchaFormId, { input_nom: `Visiteur ${i}`, vitrine_submission_id: id }), { address: '192.0.2.9', now: new Date(t + 5_000) })
      ids.push(id)
    }
    const folders = await Promise.all(ids.map(async (id) => (await folderOf(id)).folder))
    expect(folders).toEqual([...Array(NOSCRIPT_MAX_PER_CLIENT).fill('inbox'), 'spam'])
  })

  it('sends the visitor on to another site from a page of the site, since the browser refuses a form post’s redirect there', async () => {
    const response = await send(postback(elsewhereFormId))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    const page = await response.text()
    const target = 'https://partenaire.exemple.fr/merci?source=morel&amp;etape=2'
    expect(page).toContain(`<meta http-equiv="refresh" content="0;url=${target}">`)
    expect(page).toContain(`<a href="${target}">Continuer vers partenaire.exemple.fr</a>`)
    expect(page).toContain('Merci, votre envoi est enregistré.')
    expect(await entriesOf(elsewhereFormId)).toHaveLength(1)
    // An address on the site itself is still the post's redirect.
    const onSite = await send(postback(onSiteFormId))
    expect(onSite.status).toBe(303)
    expect(onSite.headers.get('location')).toBe(`${SITE}/merci`)
  })

  it('says which address to open when the site is reached under another name than SITE_URL', async () => {
    const response = await send(postback(plainFormId), { site: 'http://localhost:3996', siteUrl: SITE })
    expect(response.status).toBe(403)
    const page = await response.text()
    expect(page).toContain('la page a été ouverte à l’adresse http://localhost:3996')
    expect(page).toContain('configuré pour http://127.0.0.1:3996')
    expect(page).not.toContain('Rechargez la page')
  })

  it('accepts forms on any loopback name when SITE_URL is not set', async () => {
    delete process.env.SITE_URL
    try {
      for (const site of ['http://127.0.0.1:3000', 'http://localhost:3000']) {
        // What the route files do: the site's address for this request.
        const siteUrl = mod.siteUrlFor(new Headers({ host: new URL(site).host }))
        const response = await send(postback(plainFormId, { input_nom: `Depuis ${site}` }), { site, siteUrl })
        expect(response.headers.get('location')).toMatch(/^\/formulaires\/confirmation\//)
      }
    } finally {
      process.env.SITE_URL = SITE
    }
  })
})
