import 'server-only'

import type { Payload } from 'payload'

import { OUTBOX_BACKOFF_BASE_MS, OUTBOX_BACKOFF_MAX_MS, OUTBOX_BATCH, OUTBOX_MAX_ATTEMPTS } from '../constants'
import { claim, dueMails, markAttemptFailed, markSent, markWaiting, type HeldMail } from './rows.server'
import { createSender, MailNotConfiguredError, type Sender } from './transport.server'

/**
 * Sending the outbox's messages (docs/decisions/010): those a submission has just queued and
 * holds, straight from memory, and those due (retries, messages left by a stopped process), by
 * the worker's drain. What each attempt did is written to the message's row (rows.server.ts).
 */

/** Delay before the next attempt: 30 s, 1 min, 2 min… capped at 6 h. */
export const backoffMs = (attempts: number) => Math.min(OUTBOX_BACKOFF_BASE_MS * 2 ** Math.max(attempts - 1, 0), OUTBOX_BACKOFF_MAX_MS)

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

/** Sends one message this process holds and records the outcome on its row. */
async function deliver(payload: Payload, mail: HeldMail, send: Sender, now: Date): Promise<'sent' | 'retried' | 'failed'> {
  const attempts = mail.attempts + 1
  try {
    const result = await send({ to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html })
    await markSent(payload, mail.id, attempts, result.transport, new Date())
    return 'sent'
  } catch (error) {
    if (error instanceof MailNotConfiguredError) {
      // No SMTP at all is the site's setting, not this message's failure: it waits, readable by
      // staff in the admin, with no attempt spent, and leaves at the first poll once SMTP is set.
      await markWaiting(payload, mail.id, new Date(now.getTime() + OUTBOX_BACKOFF_BASE_MS), error.message)
      return 'retried'
    }
    const final = attempts >= OUTBOX_MAX_ATTEMPTS
    await markAttemptFailed(payload, mail.id, {
      attempts,
      final,
      nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
      error: String((error as Error)?.message ?? error),
    })
    payload.logger.warn(`E-mail n° ${mail.id} non envoyé (tentative ${attempts}) : ${(error as Error)?.message ?? error}`)
    return final ? 'failed' : 'retried'
  }
}

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
  const due = await dueMails(payload, now, limit)
  report.seen = due.length
  for (const mail of due) {
    if (!(await claim(payload, mail.id, now))) continue
    report[await deliver(payload, mail, send, now)]++
  }
  return report
}
