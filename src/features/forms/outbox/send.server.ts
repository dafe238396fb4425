import 'server-only'

import type { Payload } from 'payload'

import { sweepSpentSolutions } from '../captcha/spent.server'
import { deleteExpiredDrafts } from '../drafts/store.server'
import { ENTRIES_SLUG, FORMS_SLUG, OUTBOX_SLUG, STATES_SLUG } from '../collections/slugs'
import {
  OUTBOX_BACKOFF_BASE_MS,
  OUTBOX_BACKOFF_MAX_MS,
  OUTBOX_BATCH,
  OUTBOX_KEEP_SENT_DAYS,
  OUTBOX_LEASE_MS,
  OUTBOX_MAX_ATTEMPTS,
  OUTBOX_SWEEP_AFTER_MS,
} from '../constants'
import { normaliseForm } from '../definition'
import { markOutboxSent, sqliteClient } from '../submit/sqlite-writes.server'
import { queueNotifications, type EntryDoc, type HeldMail } from '../submit/store.server'
import { createSender, MailNotConfiguredError, type Sender } from './transport.server'

const DAY_MS = 24 * 60 * 60 * 1000

/** Delay before the next attempt: 30 s, 1 min, 2 min… capped at 6 h. */
export const backoffMs = (attempts: number) => Math.min(OUTBOX_BACKOFF_BASE_MS * 2 ** Math.max(attempts - 1, 0), OUTBOX_BACKOFF_MAX_MS)

type OutboxDoc = { id: number; to: string; replyTo?: string | null; subject: string; text?: string | null; html?: string | null; attempts?: number | null }

/**
 * Claims a message for this process: one UPDATE … WHERE unlocked, atomic in both databases, so two
 * workers (two instances behind a load balancer) never send the same message.
 */
async function claim(payload: Payload, id: number, now: Date): Promise<boolean> {
  const claimed = await payload.db.updateOne({
    collection: OUTBOX_SLUG,
    where: {
      and: [
        { id: { equals: id } },
        { status: { equals: 'pending' } },
        { or: [{ lockedUntil: { exists: false } }, { lockedUntil: { less_than: now.toISOString() } }] },
      ],
    },
    data: { lockedUntil: new Date(now.getTime() + OUTBOX_LEASE_MS).toISOString() },
    options: { atomic: true },
    returning: true,
  })
  return Boolean(claimed)
}

export type DrainReport = { sent: number; retried: number; failed: number }
type BatchReport = DrainReport & { seen: number }

/** A bound on one drain's rounds, so a message that keeps coming back cannot hold it forever. */
const MAX_ROUNDS = 100

let draining: Promise<DrainReport> | null = null
let again = false

/**
 * Sends the messages that are due. A call during a run makes that run go round once more (the
 * new message was queued after it looked), so no message waits for the next poll.
 */
export function drainOutbox(payload: Payload, options: { now?: Date; send?: Sender; limit?: number } = {}): Promise<DrainReport> {
  if (draining) {
    again = true
    return draining
  }
  draining = (async () => {
    const total: DrainReport = { sent: 0, retried: 0, failed: 0 }
    const limit = options.limit ?? OUTBOX_BATCH
    let full = false
    let rounds = 0
    do {
      again = false
      const report = await runDrain(payload, { ...options, limit })
      total.sent += report.sent
      total.retried += report.retried
      total.failed += report.failed
      // A full batch means more may be due: a burst of submissions is sent now, not at the next poll.
      full = report.seen === limit
    } while ((again || full) && ++rounds < MAX_ROUNDS)
    return total
  })().finally(() => {
    draining = null
  })
  return draining
}

/**
 * Sends one message this process holds and records the outcome. The outbox is written by the
 * server alone: its row is updated through the adapter, its own columns only, without a re-read.
 */
async function deliver(payload: Payload, mail: HeldMail, send: Sender, now: Date): Promise<'sent' | 'retried' | 'failed'> {
  const attempts = mail.attempts + 1
  try {
    const result = await send({ to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html })
    const client = sqliteClient(payload)
    if (client) {
      await markOutboxSent(client, mail.id, attempts, result.transport, new Date())
      return 'sent'
    }
    await payload.db.updateOne({
      collection: OUTBOX_SLUG,
      id: mail.id,
      data: { status: 'sent', attempts, sentAt: new Date().toISOString(), lockedUntil: null, lastError: null, transport: result.transport },
      returning: false,
    })
    return 'sent'
  } catch (error) {
    if (error instanceof MailNotConfiguredError) {
      // No SMTP at all is the site's setting, not this message's failure: it waits, readable by
      // staff in the admin, with no attempt spent, and leaves at the first poll once SMTP is set.
      await payload.db.updateOne({
        collection: OUTBOX_SLUG,
        id: mail.id,
        data: { status: 'pending', lockedUntil: null, nextAttemptAt: new Date(now.getTime() + OUTBOX_BACKOFF_BASE_MS).toISOString(), lastError: error.message },
        returning: false,
      })
      return 'retried'
    }
    const final = attempts >= OUTBOX_MAX_ATTEMPTS
    await payload.db.updateOne({
      collection: OUTBOX_SLUG,
      id: mail.id,
      data: {
        status: final ? 'failed' : 'pending',
        attempts,
        lockedUntil: null,
        nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)).toISOString(),
        lastError: String((error as Error)?.message ?? error).slice(0, 1000),
      },
      returning: false,
    })
    payload.logger.warn(`E-mail n° ${mail.id} non envoyé (tentative ${attempts}) : ${(error as Error)?.message ?? error}`)
    return final ? 'failed' : 'retried'
  }
}

/** The lease of messages queued already held by the process that sends them (see queueNotifications). */
export const heldUntil = (now: Date) => new Date(now.getTime() + OUTBOX_LEASE_MS)

/**
 * Sends the messages a submission has just queued, held by this process: no search of the outbox
 * and no claim per message, which a burst of submissions would otherwise pay for each e-mail.
 */
export async function sendHeld(payload: Payload, mails: HeldMail[], options: { now?: Date; send?: Sender } = {}): Promise<DrainReport> {
  const { now = new Date(), send = createSender((m) => payload.logger.info(m)) } = options
  const report: DrainReport = { sent: 0, retried: 0, failed: 0 }
  for (const mail of mails) report[await deliver(payload, mail, send, now)]++
  return report
}

async function runDrain(payload: Payload, { now = new Date(), send = createSender((m) => payload.logger.info(m)), limit = OUTBOX_BATCH }): Promise<BatchReport> {
  const report: BatchReport = { sent: 0, retried: 0, failed: 0, seen: 0 }
  const due = await payload.find({
    collection: OUTBOX_SLUG,
    where: {
      and: [
        { status: { equals: 'pending' } },
        { or: [{ nextAttemptAt: { exists: false } }, { nextAttemptAt: { less_than_equal: now.toISOString() } }] },
        { or: [{ lockedUntil: { exists: false } }, { lockedUntil: { less_than: now.toISOString() } }] },
      ],
    },
    sort: 'createdAt',
    limit,
    depth: 0,
    overrideAccess: true,
  })
  report.seen = due.docs.length
  for (const doc of due.docs as unknown as OutboxDoc[]) {
    if (!(await claim(payload, doc.id, now))) continue
    const mail = { id: doc.id, to: doc.to, replyTo: doc.replyTo ?? null, subject: doc.subject, text: doc.text ?? '', html: doc.html ?? null, attempts: doc.attempts ?? 0 }
    const outcome = await deliver(payload, mail, send, now)
    report[outcome]++
  }
  return report
}

/**
 * Entries committed but whose e-mails were never queued (the process stopped in between) are
 * queued by this sweep; queueing is idempotent.
 */
export async function sweepUnqueued(payload: Payload, now = new Date()): Promise<number> {
  const stale = await payload.find({
    collection: ENTRIES_SLUG,
    where: { and: [{ notificationsState: { equals: 'pending' } }, { createdAt: { less_than: new Date(now.getTime() - OUTBOX_SWEEP_AFTER_MS).toISOString() } }] },
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  let queued = 0
  for (const entry of stale.docs as unknown as EntryDoc[]) {
    const formId = typeof entry.form === 'object' ? entry.form.id : entry.form
    const form = await payload.findByID({ collection: FORMS_SLUG, id: formId, depth: 1, populate: { pages: { slug: true } }, overrideAccess: true, disableErrors: true })
    if (!form) continue
    queued += (await queueNotifications(payload, normaliseForm(form), entry, now)).queued
  }
  return queued
}

/**
 * Scheduled cleanup: entries past their form's retention period (RGPD), expired postback
 * states and drafts, sent e-mails older than a month, and used captcha solutions whose challenge
 * has expired.
 */
export async function cleanup(
  payload: Payload,
  now = new Date(),
): Promise<{ entries: number; states: number; mails: number; drafts: number; captchaSolutions: number }> {
  let entries = 0
  const forms = await payload.find({ collection: FORMS_SLUG, limit: 1000, depth: 0, overrideAccess: true, pagination: false, select: { retentionDays: true } })
  for (const form of forms.docs as { id: number; retentionDays?: number | null }[]) {
    const days = form.retentionDays ?? 0
    if (days <= 0) continue
    const result = await payload.delete({
      collection: ENTRIES_SLUG,
      where: { and: [{ form: { equals: form.id } }, { createdAt: { less_than: new Date(now.getTime() - days * DAY_MS).toISOString() } }] },
      overrideAccess: true,
      depth: 0,
    })
    // An entry whose files could not be deleted stays (FormEntries' beforeDelete): said here, tried again next pass.
    for (const { id, message } of result.errors) payload.logger.error({ entry: id }, `Conservation : entrée non supprimée (${message})`)
    entries += result.docs.length
  }
  const states = await payload.delete({ collection: STATES_SLUG, where: { expiresAt: { less_than: now.toISOString() } }, overrideAccess: true, depth: 0 })
  const mails = await payload.delete({
    collection: OUTBOX_SLUG,
    where: { and: [{ status: { equals: 'sent' } }, { sentAt: { less_than: new Date(now.getTime() - OUTBOX_KEEP_SENT_DAYS * DAY_MS).toISOString() } }] },
    overrideAccess: true,
    depth: 0,
  })
  const drafts = await deleteExpiredDrafts(payload, now)
  const captchaSolutions = await sweepSpentSolutions(payload, now)
  return { entries, states: states.docs.length, mails: mails.docs.length, drafts, captchaSolutions }
}
