import 'server-only'

import type { Payload } from 'payload'

import { readAnswers } from '../answers'
import { ENTRIES_SLUG, FORMS_SLUG } from '../collections/slugs'
import { ACK_LIMIT_WINDOW_MS, OUTBOX_SWEEP_AFTER_MS } from '../constants'
import { normaliseForm } from '../definition'
import { buildNotifications } from '../submit/outcome'
import type { EntryDoc } from '../submit/store.server'
import type { ServerFormDefinition } from '../types'
import { clientKey } from '../upload/quota.server'
import { acknowledgementHold } from './limits'
import { queueEntryMails, recentAcknowledgements, type HeldMail, type QueuedMail } from './rows.server'

/**
 * The sender as the outbox keeps it: the keyed digest of its network the uploads' quotas use (an
 * IPv6 visitor's /64), enough to count, never the address.
 */
const senderKeyOf = (payload: Payload, address: string) => clientKey(address, payload.secret)

/**
 * An acknowledgement over its limits (docs/decisions/035) is queued `held`, with the reason,
 * for staff to see, and never sent; the entry and staff's e-mails are not affected. The sweep
 * (after a crash) does not know the sender: only the recipient's limit applies then.
 */
async function withLimits(payload: Payload, mails: QueuedMail[], senderKey: string | null, now: Date): Promise<QueuedMail[]> {
  const since = new Date(now.getTime() - ACK_LIMIT_WINDOW_MS)
  const out: QueuedMail[] = []
  for (const mail of mails) {
    if (mail.kind !== 'visitor') {
      out.push(mail)
      continue
    }
    const recent = await recentAcknowledgements(payload, { to: mail.to, senderKey, since })
    // This entry's own acknowledgements count too (a form may have two).
    const earlier = out.filter((m) => m.kind === 'visitor' && m.status !== 'held')
    const reason = acknowledgementHold(mail.to, {
      toRecipient: recent.toRecipient + earlier.filter((m) => m.to === mail.to).length,
      senderRecipients: [...new Set([...recent.senderRecipients, ...earlier.map((m) => m.to)])],
    })
    out.push(reason ? { ...mail, status: 'held', lastError: reason } : mail)
  }
  return out
}

/**
 * Puts an entry's e-mails in the outbox, once: each message has a key made of the submission id
 * and its position, unique in the outbox, so queueing again (a retry, the sweep) adds nothing.
 * With `holdUntil`, the new rows are held by this process, which sends them at once
 * (docs/decisions/010). A spam entry has none.
 */
export async function queueNotifications(
  payload: Payload,
  def: ServerFormDefinition,
  entry: EntryDoc,
  now = new Date(),
  options: { holdUntil?: Date; sender?: string | null } = {},
): Promise<{ queued: number; held: HeldMail[] }> {
  const senderKey = options.sender ? senderKeyOf(payload, options.sender) : null
  const mails =
    entry.folder === 'spam'
      ? []
      : buildNotifications(def, { answers: readAnswers(entry.answers), formTitle: def.title, entryId: entry.id, date: new Date(entry.createdAt), pageUrl: entry.meta?.sourceUrl ?? null })
  const queued = await withLimits(
    payload,
    mails.map((mail, i) => ({
      dedupeKey: `${entry.submissionId}:${i}`,
      kind: mail.kind,
      to: mail.to.join(', '),
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      senderKey: mail.kind === 'visitor' ? senderKey : null,
      // The entry's request (docs/decisions/048), also when the sweep queues them after a crash.
      requestId: entry.meta?.requestId ?? null,
    })),
    senderKey,
    now,
  )
  const held = await queueEntryMails(payload, entry.id, queued, now, { holdUntil: options.holdUntil })
  return { queued: mails.length, held }
}

/** Entries read per round of a sweep. */
const SWEEP_BATCH = 100
/** A bound on a sweep's rounds: entries that cannot be queued (their form deleted) stay pending. */
const SWEEP_MAX_ROUNDS = 50

/**
 * Entries committed whose e-mails were never queued (the process stopped in between) are queued
 * by this sweep; queueing is idempotent. An entry is taken once it is a minute old — until then
 * the process that stored it may still be queueing — or, whatever its age, when it was committed
 * before `startedAt`, the start of the process that sweeps: no process alive can be holding it
 * then unless another instance, and queueing twice adds nothing. So after a crash, the entries
 * acknowledged just before it get their e-mails at the first sweep of the next start, not an hour
 * later (docs/decisions/036). Returns how many e-mails were queued.
 */
export async function sweepUnqueued(payload: Payload, now = new Date(), options: { startedAt?: Date } = {}): Promise<number> {
  const cutoff = Math.max(now.getTime() - OUTBOX_SWEEP_AFTER_MS, options.startedAt?.getTime() ?? 0)
  const skipped = new Set<number>()
  let queued = 0
  for (let round = 0; round < SWEEP_MAX_ROUNDS; round++) {
    const stale = await payload.find({
      collection: ENTRIES_SLUG,
      where: {
        and: [
          { notificationsState: { equals: 'pending' } },
          { createdAt: { less_than: new Date(cutoff).toISOString() } },
          ...(skipped.size ? [{ id: { not_in: [...skipped] } }] : []),
        ],
      },
      sort: 'createdAt',
      limit: SWEEP_BATCH,
      depth: 0,
      overrideAccess: true,
    })
    for (const entry of stale.docs as unknown as EntryDoc[]) {
      const formId = typeof entry.form === 'object' ? entry.form.id : entry.form
      const form = await payload.findByID({ collection: FORMS_SLUG, id: formId, depth: 1, populate: { pages: { slug: true } }, overrideAccess: true, disableErrors: true })
      if (!form) {
        skipped.add(entry.id)
        continue
      }
      queued += (await queueNotifications(payload, normaliseForm(form), entry, now)).queued
    }
    if (stale.docs.length < SWEEP_BATCH) break
  }
  return queued
}
