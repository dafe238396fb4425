import 'server-only'

import { createHash } from 'node:crypto'

import nodemailer, { type Transporter } from 'nodemailer'

import { siteUrl } from '@/lib/site-url'

import { saneRequestId } from '../submit/request-id'

/**
 * How e-mails leave (docs/decisions/010): SMTP from the environment — `SMTP_URL`, or `SMTP_HOST`,
 * `SMTP_PORT`, `SMTP_USER`, `SMTP_PASS`, `SMTP_SECURE` — from `MAIL_FROM`. Without SMTP outside
 * production the message is written to the log and counts as sent; in production it stays in the
 * outbox until SMTP is configured.
 */
export type Mail = {
  to: string
  replyTo?: string | null
  subject: string
  text: string
  html?: string | null
  /** The request that queued it: sent as `X-Request-Id`, so staff find its log line (docs/decisions/048). */
  requestId?: string | null
  /** The same for every attempt at one queued message (outboxMessageId); the transport's own otherwise. */
  messageId?: string
}

/**
 * One queued message's `Message-ID`, the same at every attempt: an instance killed after the mail
 * server took the message but before its row said so leaves it to be sent again after the lease
 * (docs/decisions/048), and mail systems and clients then recognise the second copy as the same
 * message. From the row's id and what it says (its request id is random), so a database started
 * afresh, whose ids begin again, never reuses one.
 */
export function outboxMessageId(mail: Pick<Mail, 'to' | 'subject' | 'text' | 'requestId'> & { id: number }, env: NodeJS.ProcessEnv = process.env): string {
  const digest = createHash('sha256').update(JSON.stringify([mail.id, mail.to, mail.subject, mail.text, mail.requestId ?? null])).digest('hex')
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom(env))?.[1] ?? new URL(siteUrl()).hostname
  return `<${digest.slice(0, 40)}.${mail.id}@${domain}>`
}

/** The message's own headers: its request's id when it has a sane one (a row is read back from the database). */
export function mailHeaders(mail: Pick<Mail, 'requestId'>): Record<string, string> {
  const id = saneRequestId(mail.requestId)
  return id ? { 'X-Request-Id': id } : {}
}
export type SendResult = { transport: 'smtp' | 'log' }
export type Sender = (mail: Mail) => Promise<SendResult>

export class MailNotConfiguredError extends Error {
  constructor() {
    super('SMTP non configuré (SMTP_URL ou SMTP_HOST) : l’e-mail reste dans la file d’envoi.')
  }
}

export function smtpOptions(env: NodeJS.ProcessEnv = process.env): string | Record<string, unknown> | null {
  if (env.SMTP_URL) return env.SMTP_URL
  if (!env.SMTP_HOST) return null
  const port = Number(env.SMTP_PORT || 587)
  return {
    host: env.SMTP_HOST,
    port,
    secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : port === 465,
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
  }
}

export const mailFrom = (env: NodeJS.ProcessEnv = process.env) => env.MAIL_FROM || `Site web <no-reply@${new URL(siteUrl()).hostname}>`

/**
 * A pool of a few open SMTP connections: a new connection per message costs about 100 ms of
 * handshakes, a pooled one about a millisecond, which is what lets a burst of entries' e-mails
 * leave at once. A connection the server closes is replaced on the next message.
 */
function pooled(options: string | Record<string, unknown>): string | Record<string, unknown> {
  if (typeof options !== 'string') return { pool: true, maxConnections: SMTP_POOL_CONNECTIONS, ...options }
  const url = new URL(options)
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true')
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', String(SMTP_POOL_CONNECTIONS))
  return url.toString()
}

const SMTP_POOL_CONNECTIONS = 3

let cached: { key: string; transporter: Transporter } | null = null

function transporterFor(options: string | Record<string, unknown>): Transporter {
  const key = JSON.stringify(options)
  if (cached?.key !== key) {
    cached?.transporter.close()
    cached = { key, transporter: nodemailer.createTransport(pooled(options) as never, { from: mailFrom() }) }
  }
  return cached.transporter
}

export function createSender(log: (message: string) => void, env: NodeJS.ProcessEnv = process.env): Sender {
  return async (mail) => {
    const options = smtpOptions(env)
    if (!options) {
      if (env.NODE_ENV === 'production') throw new MailNotConfiguredError()
      const id = saneRequestId(mail.requestId)
      log(`E-mail non envoyé (pas de SMTP configuré) — à : ${mail.to} — objet : ${mail.subject}${id ? ` — requête : ${id}` : ''}\n${mail.text}`)
      return { transport: 'log' }
    }
    await transporterFor(options).sendMail({
      from: mailFrom(env),
      to: mail.to,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
      headers: mailHeaders(mail),
      messageId: mail.messageId,
    })
    return { transport: 'smtp' }
  }
}
