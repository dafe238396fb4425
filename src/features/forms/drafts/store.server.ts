import 'server-only'

import type { Payload } from 'payload'

import { DRAFTS_SLUG } from '../collections/slugs'
import type { RawValues, ServerFormDefinition } from '../types'
import { isRaw, readStateContext, relationId, type StateContext } from '../submit/store.server'
import { draftExpiry, draftRefId, draftRefMatches, isDraftExpired, newResumeToken, resumeTokenHash, signDraftRef } from './token'

/** Drafts of "Enregistrer et continuer plus tard" (docs/decisions/015), through the Local API. */

export type Draft = {
  id: number
  formId: number
  raw: RawValues
  page: number
  context: StateContext
  expiresAt: string
  createdAt: string
  linksSent: number
}

function readDraft(doc: Record<string, unknown>): Draft | null {
  if (!isRaw(doc.raw) || typeof doc.expiresAt !== 'string' || typeof doc.createdAt !== 'string') return null
  return {
    id: Number(doc.id),
    formId: relationId(doc.form),
    raw: doc.raw,
    page: typeof doc.page === 'number' ? doc.page : 1,
    context: readStateContext(doc.context),
    expiresAt: doc.expiresAt,
    createdAt: doc.createdAt,
    linksSent: typeof doc.linksSent === 'number' ? doc.linksSent : 0,
  }
}

export type DraftInput = {
  def: ServerFormDefinition
  raw: RawValues
  page: number
  context: StateContext
  /** The draft this form was resumed from (found by `findDraftByRef`), if any. */
  draft: Draft | null
}

/**
 * Stores a draft and returns the token of its link (shown once, stored hashed). Saving again
 * from a resumed form updates that same draft under a new token: the old link stops working.
 */
export async function saveDraft(
  payload: Payload,
  input: DraftInput,
  secret: string,
  now = new Date(),
): Promise<{ id: number; token: string; ref: string; expiresAt: Date }> {
  const token = newResumeToken()
  const expiresAt = draftExpiry(now, input.def.draftDays)
  const data = {
    title: `${input.def.title || 'Formulaire'} — étape ${input.page} sur ${input.def.pages.length}`.slice(0, 300),
    form: input.def.id,
    page: input.page,
    raw: input.raw,
    context: input.context,
    sourceUrl: input.context.pageUrl,
    tokenHash: resumeTokenHash(token)!,
    expiresAt: expiresAt.toISOString(),
  }
  const doc = input.draft
    ? await payload.update({ collection: DRAFTS_SLUG, id: input.draft.id, data: data as never, overrideAccess: true, depth: 0 })
    : await payload.create({ collection: DRAFTS_SLUG, data: { ...data, linksSent: 0 } as never, overrideAccess: true, depth: 0 })
  const saved = { id: Number(doc.id), createdAt: String(doc.createdAt) }
  return { id: saved.id, token, ref: signDraftRef(saved, input.def.id, secret), expiresAt }
}

/** The live draft a resumed form names by its signed reference, or null (forged, stale, expired). */
export async function findDraftByRef(payload: Payload, ref: unknown, formId: number, secret: string, now = new Date()): Promise<Draft | null> {
  const id = draftRefId(ref)
  if (id === null || typeof ref !== 'string') return null
  const doc = await payload.findByID({ collection: DRAFTS_SLUG, id, depth: 0, overrideAccess: true, disableErrors: true })
  const draft = doc ? readDraft(doc as unknown as Record<string, unknown>) : null
  if (!draft || draft.formId !== formId || isDraftExpired(draft.expiresAt, now) || !draftRefMatches(ref, draft, formId, secret)) return null
  return draft
}

/** The draft a link opens: the token's hash must match a draft of this form that has not expired. */
export async function loadDraft(payload: Payload, formId: number, token: unknown, now = new Date()): Promise<Draft | null> {
  const hash = resumeTokenHash(token)
  if (!hash || !Number.isSafeInteger(formId) || formId <= 0) return null
  const found = await payload.find({
    collection: DRAFTS_SLUG,
    where: { and: [{ tokenHash: { equals: hash } }, { form: { equals: formId } }, { expiresAt: { greater_than: now.toISOString() } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  const doc = found.docs[0] as unknown as Record<string, unknown> | undefined
  return doc ? readDraft(doc) : null
}

/** A submitted form's draft is gone: its link then says it has expired. */
export async function deleteDraft(payload: Payload, id: number): Promise<void> {
  await payload.delete({ collection: DRAFTS_SLUG, where: { id: { equals: id } }, overrideAccess: true, depth: 0 })
}

export async function countLinkSent(payload: Payload, draft: Draft): Promise<void> {
  await payload.update({ collection: DRAFTS_SLUG, id: draft.id, data: { linksSent: draft.linksSent + 1 } as never, overrideAccess: true, depth: 0 })
}

export async function deleteExpiredDrafts(payload: Payload, now = new Date()): Promise<number> {
  const result = await payload.delete({ collection: DRAFTS_SLUG, where: { expiresAt: { less_than: now.toISOString() } }, overrideAccess: true, depth: 0 })
  return result.docs.length
}
