import { randomUUID } from 'node:crypto'

import type { PayloadEmailAdapter as EmailAdapter, SendEmailOptions } from 'payload'

/**
 * Payload's e-mail adapter (docs/decisions/035): the e-mails Payload sends itself — a password
 * reset above all — go into the forms' outbox as `account` messages, and leave by the same SMTP
 * settings, retries and admin view as the forms' (outbox/send.server.ts). Loaded by the Payload
 * CLI in plain Node too, so the outbox's server code is imported only when a message is sent.
 */

type Address = string | { address: string; name?: string }

const addressOf = (a: Address) => (typeof a === 'string' ? a : a.address)
const addresses = (value: SendEmailOptions['to']): string =>
  value === undefined ? '' : (Array.isArray(value) ? value : [value]).map((a) => addressOf(a as Address)).join(', ')

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: '\u00a0' }

/** The plain-text part of an HTML-only message: paragraphs and line breaks kept, tags dropped. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(head|style|script)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

export const outboxEmailAdapter: EmailAdapter = ({ payload }) => ({
  name: 'outbox',
  // The From of every message is the outbox transport's (MAIL_FROM, transport.server.ts).
  defaultFromAddress: process.env.MAIL_FROM || 'no-reply@localhost',
  defaultFromName: 'Site web',
  async sendEmail(message) {
    const [{ queueMail }, { drainOutbox }] = await Promise.all([import('./rows.server'), import('./send.server')])
    const html = typeof message.html === 'string' ? message.html : null
    const text = typeof message.text === 'string' ? message.text : html ? textOfHtml(html) : ''
    await queueMail(payload, {
      dedupeKey: `account:${randomUUID()}`,
      kind: 'account',
      to: addresses(message.to),
      replyTo: null,
      subject: String(message.subject ?? '').slice(0, 250),
      text,
      html,
    })
    // Sent now, not at the worker's next poll; a failure is retried by the worker like any message.
    void drainOutbox(payload).catch((error: unknown) => payload.logger.error({ err: error }, 'Envoi des e-mails : erreur inattendue'))
  },
})
