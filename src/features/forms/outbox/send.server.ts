import 'server-only'

import type { Payload } from 'payload'

import { OUTBOX_BACKOFF_BASE_MS, OUTBOX_BACKOFF_MAX_MS, OUTBOX_BATCH, OUTBOX_MAX_ATTEMPTS } from '../constants'
import { claim, dueMails, markAttemptFailed, markSent, markWaiting, releaseLeases, type HeldMail } from './rows.server'
import { createSender, MailNotConfiguredError, outboxMessageId, type Sender } from './transport.server'

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
 * What this process holds of the outbox, shared by every copy of this module the bundler made
 * (the worker's and each route's): the messages leased and not yet settled, the sends under way,
 * and whether the instance is stopping (docs/decisions/048, « Later »).
 */
type Holdings = { held: Set<number>; sending: Set<Promise<unknown>>; stopping: boolean }
const HOLDINGS = Symbol.for('vitrine.forms.outbox.holdings')
const holdings = ((globalThis as unknown as Record<symbol, Holdings | undefined>)[HOLDINGS] ??= {
  held: new Set(),
  sending: new Set(),
  stopping: false,
})

/**
 * The instance is stopping: no new message is claimed and the held ones not yet begun stay
 * unsent, to be given back by endOutboxStop. A send already under way runs to its end.
 */
export function beginOutboxStop(): void {
  holdings.stopping = true
}

/**
 * Once the last request is answered: waits for the sends under way, then gives back the leases of
 * the messages held and not sent, so another instance sends them at its next poll rather than
 * after the lease. Returns how many were given back.
 */
export async function endOutboxStop(payload: Payload): Promise<number> {
  holdings.stopping = true
  await draining?.catch(() => undefined)
  await Promise.allSettled([...holdings.sending])
  const ids = [...holdings.held]
  await releaseLeases(payload, ids)
  for (const id of ids) holdings.held.delete(id)
  // A process that goes on after all (tests, a stop called off) sends again.
  holdings.stopping = false
  return ids.length
}

/**
 * Runs a piece of outbox work a request started and did not wait for (queueing a submission's
 * e-mails after its answer): a stop waits for it before giving the leases back, so the messages it
 * queues are given back too rather than left leased.
 */
export function trackOutboxWork<T>(work: () => Promise<T>): Promise<T> {
  const running = work()
  holdings.sending.add(running)
  void running.catch(() => undefined).finally(() => holdings.sending.delete(running))
  return running
}

/** Sends a held message, known as under way until its row records the outcome. */
async function deliverHeld(payload: Payload, mail: HeldMail, send: Sender, now: Date): Promise<'sent' | 'retried' | 'failed'> {
  const delivery = deliver(payload, mail, send, now)
  holdings.sending.add(delivery)
  try {
    return await delivery
  } finally {
    holdings.sending.delete(delivery)
    holdings.held.delete(mail.id)
  }
}

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
    const result = await send({
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      requestId: mail.requestId,
      messageId: outboxMessageId(mail),
    })
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
  for (const mail of mails) holdings.held.add(mail.id)
  for (const mail of mails) {
    // Stopping: the rest stay held, to be given back once the last request is answered.
    if (holdings.stopping) break
    report[await deliverHeld(payload, mail, send, now)]++
  }
  return report
}

async function runDrain(payload: Payload, { now = new Date(), send = createSender((m) => payload.logger.info(m)), limit = OUTBOX_BATCH }): Promise<BatchReport> {
  const report: BatchReport = { sent: 0, retried: 0, failed: 0, seen: 0 }
  if (holdings.stopping) return report
  const due = await dueMails(payload, now, limit)
  report.seen = due.length
  for (const mail of due) {
    if (holdings.stopping) break
    if (!(await claim(payload, mail.id, now))) continue
    holdings.held.add(mail.id)
    report[await deliverHeld(payload, mail, send, now)]++
  }
  return report
}
