import 'server-only'

import type { Payload, Where } from 'payload'

import { CAPTCHA_SOLUTIONS_SLUG } from '../collections/slugs'

/**
 * The solutions already used (docs/decisions/016), kept in the database until their challenge
 * expires, so that neither a restart nor a second instance of the site accepts a replay.
 * The adapter's own insert and delete: bookkeeping the server writes itself, with no hooks to run.
 */
export type SolutionUse = { signature: string; submissionId: string; expiresAt: Date }

/**
 * Records that this submission used the solution; false when another submission used it first.
 * The unique signature decides (insert, then look on a conflict; never check-then-insert), so two
 * submissions racing with one solution, in one process or two, cannot both pass. The same
 * submission retried (a lost answer) presents its solution again and is let through: it is the
 * same entry, stored once.
 */
export async function claimSolution(payload: Payload, use: SolutionUse): Promise<boolean> {
  try {
    await payload.db.create({
      collection: CAPTCHA_SOLUTIONS_SLUG,
      data: { signature: use.signature, submissionId: use.submissionId, expiresAt: use.expiresAt.toISOString() },
    })
    return true
  } catch (error) {
    const first = (await payload.db.findOne({ collection: CAPTCHA_SOLUTIONS_SLUG, where: { signature: { equals: use.signature } } })) as {
      submissionId?: string
    } | null
    // No row: the insert failed for another reason (database down), which must not pass as a replay.
    if (!first) throw error
    return first.submissionId === use.submissionId
  }
}

/**
 * Forgets the solutions whose challenge has expired (the forms worker's hourly cleanup): an expired
 * solution is refused as expired anyway, so its row serves no more.
 */
export async function sweepSpentSolutions(payload: Payload, now = new Date()): Promise<number> {
  const where: Where = { expiresAt: { less_than_equal: now.toISOString() } }
  const { totalDocs } = await payload.db.count({ collection: CAPTCHA_SOLUTIONS_SLUG, where })
  if (totalDocs > 0) await payload.db.deleteMany({ collection: CAPTCHA_SOLUTIONS_SLUG, where })
  return totalDocs
}
