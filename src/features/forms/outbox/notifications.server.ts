import 'server-only'

import type { Payload } from 'payload'

import { readAnswers } from '../answers'
import { ENTRIES_SLUG, FORMS_SLUG } from '../collections/slugs'
import { OUTBOX_SWEEP_AFTER_MS } from '../constants'
import { normaliseForm } from '../definition'
import { buildNotifications } from '../submit/outcome'
import type { EntryDoc } from '../submit/store.server'
import type { ServerFormDefinition } from '../types'
import { queueEntryMails, type HeldMail } from './rows.server'

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
  options: { holdUntil?: Date } = {},
): Promise<{ queued: number; held: HeldMail[] }> {
  const mails =
    entry.folder === 'spam'
      ? []
      : buildNotifications(def, { answers: readAnswers(entry.answers), formTitle: def.title, entryId: entry.id, date: new Date(entry.createdAt), pageUrl: entry.meta?.sourceUrl ?? null })
  const held = await queueEntryMails(
    payload,
    entry.id,
    mails.map((mail, i) => ({
      dedupeKey: `${entry.submissionId}:${i}`,
      kind: mail.kind,
      to: mail.to.join(', '),
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
    })),
    now,
    options,
  )
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
