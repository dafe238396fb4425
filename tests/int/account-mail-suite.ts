/**
 * Payload's own e-mails (docs/decisions/035): a password reset asked through the REST API leaves
 * through the forms' outbox and SMTP settings, in French, with a link on the site's address that
 * resets the password; editors do not read it in the outbox.
 */
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { CLIENT_ADDRESS_HEADER } from '@/server/client-address.mjs'

import { header, mimePart, startSmtp } from '../support/smtp'
import { freshPayload } from './harness'

const SITE = 'http://localhost:3000'
const ADMIN = { email: 'patron@morel.test', password: 'Ancien-mot-de-passe-2026' }

/** On SQLite (account-mail.test.ts) and PostgreSQL (account-mail.postgres.test.ts, when a server is reachable). */
export function accountMailSuite(options: { databaseUrl?: () => Promise<string>; teardown?: () => Promise<void> } = {}) {
  let payload: Payload
  let cleanup: () => Promise<void>

  async function rest(path: string, body: unknown) {
    const headers = new Headers({ 'content-type': 'application/json', origin: SITE, [CLIENT_ADDRESS_HEADER]: '203.0.113.40' })
    const { default: config } = await import('@payload-config')
    const response = await handleEndpoints({
      config,
      request: new Request(`${SITE}/api/users${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  beforeAll(async () => {
    process.env.SITE_URL = SITE
    ;({ payload, cleanup } = await freshPayload({ databaseUrl: (await options.databaseUrl?.()) ?? '' }))
    await payload.create({ collection: 'users', data: { ...ADMIN, name: 'Paul Morel', role: 'admin' }, overrideAccess: true })
  }, 180_000)

  afterAll(async () => {
    delete process.env.SITE_URL
    await cleanup?.()
    await options.teardown?.()
  })

  describe('a forgotten password', () => {
    it('sends a French e-mail over SMTP whose link resets the password', async () => {
      const smtp = await startSmtp()
      process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`
      try {
        const asked = await rest('/forgot-password', { email: ADMIN.email })
        expect(asked.status).toBe(200)
        const mail = await smtp.waitFor((raw) => header(raw, 'To') === ADMIN.email)
        expect(header(mail, 'Subject')).toBe('Réinitialisation de votre mot de passe')
        const text = mimePart(mail, 'text/plain')
        expect(text).toContain('Bonjour Paul Morel,')
        expect(text).toContain('ignorez cet e-mail')
        const link = new RegExp(`${SITE}/admin/reset/([A-Za-z0-9]+)`).exec(text)
        expect(link).not.toBeNull()
        expect(mimePart(mail, 'text/html')).toContain(`href="${link![0]}"`)

        // The message is an account message of the outbox, sent. The row says so once the mail
        // server has acknowledged it, a moment after the message is in: asked until then.
        await vi.waitFor(
          async () => {
            const rows = await payload.find({
              collection: 'form-outbox',
              where: { kind: { equals: 'account' } },
              overrideAccess: true,
              depth: 0,
            })
            expect(rows.docs.map((d) => [d.to, d.status, d.transport])).toEqual([[ADMIN.email, 'sent', 'smtp']])
          },
          { timeout: 15_000, interval: 100 },
        )

        const reset = await rest('/reset-password', { token: link![1], password: 'Nouveau-mot-de-passe-2026' })
        expect(reset.status).toBe(200)
        expect((await rest('/login', { email: ADMIN.email, password: 'Nouveau-mot-de-passe-2026' })).status).toBe(200)
        expect((await rest('/login', { email: ADMIN.email, password: ADMIN.password })).status).toBe(401)
      } finally {
        delete process.env.SMTP_URL
        await smtp.close()
      }
    })

    it('is read in the outbox by admins only: an editor sees the forms’ messages, not the accounts’', async () => {
      const editor = await payload.create({
        collection: 'users',
        data: { email: 'redac@morel.test', password: 'Redac-2026-mot-de-passe', name: 'Rédaction', role: 'editor' },
        overrideAccess: true,
      })
      const admin = (await payload.find({ collection: 'users', where: { email: { equals: ADMIN.email } }, overrideAccess: true }))
        .docs[0]
      const { queueMail } = await import('@/features/forms/outbox/rows.server')
      await queueMail(payload, {
        dedupeKey: 'formulaire-1',
        kind: 'staff',
        to: 'bureau@morel.test',
        replyTo: null,
        subject: 'Nouvelle demande',
        text: 'x',
        html: null,
      })
      const kinds = async (user: typeof admin) =>
        (
          await payload.find({
            collection: 'form-outbox',
            overrideAccess: false,
            user: { ...user, collection: 'users' },
            depth: 0,
          })
        ).docs
          .map((d) => d.kind)
          .sort()
      expect(await kinds(admin)).toEqual(['account', 'staff'])
      expect(await kinds(editor as typeof admin)).toEqual(['staff'])
      const accountRow = (
        await payload.find({ collection: 'form-outbox', where: { kind: { equals: 'account' } }, overrideAccess: true })
      ).docs[0]
      await expect(
        payload.findByID({
          collection: 'form-outbox',
          id: accountRow.id,
          overrideAccess: false,
          user: { ...editor, collection: 'users' },
        }),
      ).rejects.toThrow()
    })
  })
}
