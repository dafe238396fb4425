import 'server-only'

import type { Payload } from 'payload'

import { sweepSpentSolutions } from './captcha/spent.server'
import { ENTRIES_SLUG, FORMS_SLUG, STATES_SLUG } from './collections/slugs'
import { OUTBOX_KEEP_SENT_DAYS } from './constants'
import { deleteExpiredDrafts } from './drafts/store.server'
import { deleteSentBefore } from './outbox/rows.server'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Scheduled cleanup (the forms worker's hourly pass, outbox/worker.server.ts): entries past their
 * form's retention period (RGPD), expired postback states and drafts, sent e-mails older than a
 * month, and used captcha solutions whose challenge has expired.
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
  const mails = await deleteSentBefore(payload, new Date(now.getTime() - OUTBOX_KEEP_SENT_DAYS * DAY_MS))
  const drafts = await deleteExpiredDrafts(payload, now)
  const captchaSolutions = await sweepSpentSolutions(payload, now)
  return { entries, states: states.docs.length, mails, drafts, captchaSolutions }
}
