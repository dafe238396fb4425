import 'server-only'

import type { Payload, Where } from 'payload'

import { ENTRIES_SLUG, OUTBOX_SLUG } from '../collections/slugs'
import { OUTBOX_LEASE_MS } from '../constants'
import { sqliteClient } from '../submit/sqlite-writes.server'
import { markOutboxSent, queueOutboxRows } from './sql.server'

/**
 * The outbox's rows (collection `form-outbox`, docs/decisions/010): every read and write of them
 * is in this file, so the rules they keep hold in one place — a message is queued once (its
 * `dedupeKey` is unique), an entry's messages are queued with the entry's new state, a message is
 * sent by whoever holds its lease (`lockedUntil`), and its row says how it went. Staff edit rows in
 * the admin only to put a failed message back in the queue.
 */

/**
 * A message to queue. Queueing the same `dedupeKey` again adds nothing. A message `held` (an
 * acknowledgement over its limits, docs/decisions/035) is stored for staff with the reason in
 * `lastError`, and never sent.
 */
export type QueuedMail = {
  dedupeKey: string
  kind: 'staff' | 'visitor' | 'account'
  to: string
  replyTo: string | null
  subject: string
  text: string
  html: string | null
  status?: 'pending' | 'held'
  lastError?: string | null
  /** A keyed digest of the address that sent the entry (acknowledgements' limits). */
  senderKey?: string | null
  /** The id of the request that queued it, sent as its X-Request-Id header (docs/decisions/048). */
  requestId?: string | null
}

/** A queued message this process holds (its lease) and sends itself, without a claim. */
export type HeldMail = {
  id: number
  to: string
  replyTo: string | null
  subject: string
  text: string
  html: string | null
  attempts: number
  requestId: string | null
}

/** The lease of messages queued already held by the process that sends them (queueEntryMails). */
export const heldUntil = (now: Date) => new Date(now.getTime() + OUTBOX_LEASE_MS)

/**
 * Queues an entry's e-mails and records the entry's notification state (`queued`, or `none` when
 * it has none), once: on SQLite in one transaction (both or neither), elsewhere row by row, a row
 * already queued (a retry, the sweep) skipped. With `holdUntil`, the new rows are inserted already
 * leased to this process, which sends them at once; another worker takes them only if the lease
 * runs out. Returns the held messages.
 */
export async function queueEntryMails(
  payload: Payload,
  entryId: number,
  mails: QueuedMail[],
  now: Date,
  options: { holdUntil?: Date } = {},
): Promise<HeldMail[]> {
  const rows = mails.map((mail) => ({
    ...mail,
    status: mail.status ?? 'pending',
    lastError: mail.lastError ?? null,
    senderKey: mail.senderKey ?? null,
    requestId: mail.requestId ?? null,
    entry: entryId,
    nextAttemptAt: now.toISOString(),
    lockedUntil: mail.status === 'held' ? null : (options.holdUntil?.toISOString() ?? null),
  }))
  const sendable = (row: (typeof rows)[number]) => row.status === 'pending'
  const state = mails.length ? 'queued' : 'none'
  const heldMail = (row: (typeof rows)[number], id: number): HeldMail => ({
    id,
    to: row.to,
    replyTo: row.replyTo,
    subject: row.subject,
    text: row.text,
    html: row.html,
    attempts: 0,
    requestId: row.requestId,
  })

  const client = sqliteClient(payload)
  if (client) {
    try {
      const ids = await queueOutboxRows(client, entryId, rows, state, now)
      return options.holdUntil ? rows.flatMap((row, i) => (sendable(row) ? [heldMail(row, ids[i])] : [])) : []
    } catch {
      // One of them was queued already (a retry, the sweep): nothing was written; the rows are
      // then added one by one below, the queued ones skipped.
    }
  }

  const held: HeldMail[] = []
  for (const row of rows) {
    // Bookkeeping the server writes itself: the adapter's insert, without the operation's hooks
    // and relationship look-ups, reading back the id alone.
    const id = await insertOnce(payload, row.dedupeKey, async () => {
      const created = (await payload.db.create({ collection: OUTBOX_SLUG, data: { ...row, attempts: 0 }, select: { id: true } })) as { id: number }
      return created.id
    })
    if (id !== null && options.holdUntil && sendable(row)) held.push(heldMail(row, id))
  }
  // One column: the operation's update would rewrite every answer row of the entry.
  await payload.db.updateOne({ collection: ENTRIES_SLUG, id: entryId, data: { notificationsState: state }, returning: false })
  return held
}

/**
 * Queues one message that belongs to no entry's notifications (a resume link). Returns false when
 * a message with its key was queued already.
 */
export async function queueMail(payload: Payload, mail: QueuedMail, now = new Date()): Promise<boolean> {
  const id = await insertOnce(payload, mail.dedupeKey, async () => {
    const created = await payload.create({
      collection: OUTBOX_SLUG,
      data: { ...mail, status: mail.status ?? 'pending', attempts: 0, nextAttemptAt: now.toISOString() } as never,
      overrideAccess: true,
      depth: 0,
    })
    return created.id as number
  })
  return id !== null
}

/** Runs an insert; null when it failed because the key is taken (the message is queued already). */
async function insertOnce(payload: Payload, dedupeKey: string, insert: () => Promise<number>): Promise<number | null> {
  try {
    return await insert()
  } catch (error) {
    const existing = await payload.count({ collection: OUTBOX_SLUG, where: { dedupeKey: { equals: dedupeKey } }, overrideAccess: true })
    if (existing.totalDocs === 0) throw error
    return null
  }
}

/**
 * What the last hour's acknowledgements (visitor messages, held ones left out) say of a new one
 * to `to` from `senderKey`: how many went to that address, and to which addresses that sender
 * had them sent (docs/decisions/035).
 */
export async function recentAcknowledgements(
  payload: Payload,
  { to, senderKey, since }: { to: string; senderKey: string | null; since: Date },
): Promise<{ toRecipient: number; senderRecipients: string[] }> {
  // An entry's visitor messages: a resume link (no entry) has its own limits (drafts/send-link.server.ts).
  const recent: Where[] = [
    { kind: { equals: 'visitor' } },
    { entry: { exists: true } },
    { status: { not_equals: 'held' } },
    { createdAt: { greater_than: since.toISOString() } },
  ]
  const { totalDocs } = await payload.count({ collection: OUTBOX_SLUG, where: { and: [...recent, { to: { equals: to } }] }, overrideAccess: true })
  if (!senderKey) return { toRecipient: totalDocs, senderRecipients: [] }
  const bySender = await payload.find({
    collection: OUTBOX_SLUG,
    where: { and: [...recent, { senderKey: { equals: senderKey } }] },
    select: { to: true },
    limit: 200,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return { toRecipient: totalDocs, senderRecipients: [...new Set((bySender.docs as unknown as { to: string }[]).map((d) => d.to))] }
}

type OutboxDoc = {
  id: number
  to: string
  replyTo?: string | null
  subject: string
  text?: string | null
  html?: string | null
  attempts?: number | null
  requestId?: string | null
}

/** Messages due now: waiting, their next attempt reached, held by nobody; oldest first. */
export async function dueMails(payload: Payload, now: Date, limit: number): Promise<HeldMail[]> {
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
    // The drain needs a batch, not the total: no count query beside it at every poll.
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return (due.docs as unknown as OutboxDoc[]).map((doc) => ({
    id: doc.id,
    to: doc.to,
    replyTo: doc.replyTo ?? null,
    subject: doc.subject,
    text: doc.text ?? '',
    html: doc.html ?? null,
    attempts: doc.attempts ?? 0,
    requestId: doc.requestId ?? null,
  }))
}

/**
 * Claims a message for this process: one UPDATE … WHERE unlocked, atomic in both databases, so two
 * workers (two instances behind a load balancer) never send the same message.
 */
export async function claim(payload: Payload, id: number, now: Date): Promise<boolean> {
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

/**
 * Gives back the leases of messages this process held but did not send (it is stopping): another
 * instance takes them at its next poll instead of after the lease. Sent or failed rows are left.
 */
export async function releaseLeases(payload: Payload, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  await payload.db.updateMany({
    collection: OUTBOX_SLUG,
    where: { and: [{ id: { in: [...ids] } }, { status: { equals: 'pending' } }] },
    data: { lockedUntil: null },
    returning: false,
  })
}

/**
 * Records a message as sent. The outbox is written by the server alone: its row is updated
 * through the adapter (or one statement on SQLite), its own columns only, without a re-read.
 */
export async function markSent(payload: Payload, id: number, attempts: number, transport: string, at = new Date()): Promise<void> {
  const client = sqliteClient(payload)
  if (client) return markOutboxSent(client, id, attempts, transport, at)
  await payload.db.updateOne({
    collection: OUTBOX_SLUG,
    id,
    data: { status: 'sent', attempts, sentAt: at.toISOString(), lockedUntil: null, lastError: null, transport },
    returning: false,
  })
}

/** The message waits, with no attempt spent (the site has no SMTP): tried again at `nextAttemptAt`. */
export async function markWaiting(payload: Payload, id: number, nextAttemptAt: Date, reason: string): Promise<void> {
  await payload.db.updateOne({
    collection: OUTBOX_SLUG,
    id,
    data: { status: 'pending', lockedUntil: null, nextAttemptAt: nextAttemptAt.toISOString(), lastError: reason },
    returning: false,
  })
}

/** An attempt failed: tried again at `nextAttemptAt`, or `failed` for good after the last attempt. */
export async function markAttemptFailed(
  payload: Payload,
  id: number,
  outcome: { attempts: number; final: boolean; nextAttemptAt: Date; error: string },
): Promise<void> {
  await payload.db.updateOne({
    collection: OUTBOX_SLUG,
    id,
    data: {
      status: outcome.final ? 'failed' : 'pending',
      attempts: outcome.attempts,
      lockedUntil: null,
      nextAttemptAt: outcome.nextAttemptAt.toISOString(),
      lastError: outcome.error.slice(0, 1000),
    },
    returning: false,
  })
}

/** Drops the messages sent before `before` (staff check what left for a month). Returns how many. */
export async function deleteSentBefore(payload: Payload, before: Date): Promise<number> {
  const deleted = await payload.delete({
    collection: OUTBOX_SLUG,
    where: { and: [{ status: { equals: 'sent' } }, { sentAt: { less_than: before.toISOString() } }] },
    overrideAccess: true,
    depth: 0,
  })
  return deleted.docs.length
}
