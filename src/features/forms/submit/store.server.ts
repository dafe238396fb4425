import 'server-only'

import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { ENTRIES_SLUG, FORMS_SLUG, STATES_SLUG } from '../collections/slugs'
import { CONFIRMATION_VIEW_TTL_MS, POSTBACK_STATE_TTL_MS } from '../constants'
import { normaliseForm } from '../definition'
import { messages } from '../messages'
import type { FieldErrors, RawValues, ServerFormDefinition } from '../types'
import { loadForm } from './form-cache'
import type { Confirmation } from './outcome'
import { sha256 } from './nonce.server'
import { insertEntryRow, sqliteClient } from './sqlite-writes.server'

/**
 * Reads and writes of the submission pipeline, through Payload's Local API (server only). The
 * entries' e-mails are the outbox's (outbox/notifications.server.ts).
 */

export async function loadServerForm(payload: Payload, id: number): Promise<ServerFormDefinition | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null
  return loadForm(id, {
    version: async (formId) => {
      const found = await payload.find({
        collection: FORMS_SLUG,
        where: { id: { equals: formId } },
        select: { updatedAt: true },
        limit: 1,
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
      const doc = found.docs[0] as { updatedAt?: string | null } | undefined
      return doc ? (doc.updatedAt ?? null) : undefined
    },
    read: async (formId) => {
      const doc = await payload.findByID({
        collection: FORMS_SLUG,
        id: formId,
        depth: 1,
        populate: { pages: { slug: true } },
        overrideAccess: true,
        disableErrors: true,
      })
      return doc ? normaliseForm(doc) : null
    },
  })
}

const frenchDateTime = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(new Date(iso))

/** Why the form accepts no entry right now (schedule, entry limit), or null when it is open. */
export async function closedReason(payload: Payload, def: ServerFormDefinition, now: Date): Promise<string | null> {
  const { opensAt, closesAt, closedMessage } = def.schedule
  if (opensAt && now < new Date(opensAt)) return closedMessage ?? messages.formNotYetOpen(frenchDateTime(opensAt))
  if (closesAt && now >= new Date(closesAt)) return closedMessage ?? messages.formClosedSince(frenchDateTime(closesAt))
  if (def.entryLimit !== null) {
    const { totalDocs } = await payload.count({
      collection: ENTRIES_SLUG,
      where: { and: [{ form: { equals: def.id } }, { folder: { not_equals: 'spam' } }] },
      overrideAccess: true,
    })
    if (totalDocs >= def.entryLimit) return def.entryLimitMessage ?? messages.entryLimitReached
  }
  return null
}

export type EntryDoc = {
  id: number
  form: number | { id: number }
  submissionId: string
  folder: 'inbox' | 'spam'
  answers: unknown
  confirmation: unknown
  notificationsState: 'pending' | 'queued' | 'none'
  createdAt: string
  meta?: { sourceUrl?: string | null; requestId?: string | null } | null
}

/** What the pipeline stores of a submission (docs/decisions/010). */
export type EntryData = Omit<EntryDoc, 'id' | 'createdAt'> & {
  title: string
  read: boolean
  starred: boolean
  meta: { sourceUrl: string | null; referrer: string | null; userAgent: string | null; method: string; requestId: string | null }
  spam: { reasons: string | null; elapsedMs: number | null; versionHash: string }
  searchText: string
}

export const entryFormId = (entry: Pick<EntryDoc, 'form'>) => (typeof entry.form === 'object' ? entry.form.id : entry.form)

export async function findEntryBySubmission(payload: Payload, submissionId: string): Promise<EntryDoc | null> {
  const found = await payload.find({
    collection: ENTRIES_SLUG,
    where: { submissionId: { equals: submissionId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  return (found.docs[0] as unknown as EntryDoc | undefined) ?? null
}

/**
 * Inserts an entry; the database's unique index on `submissionId` decides whether it is new
 * (no check-then-insert). On a conflict the stored entry is returned, so a retried submission
 * gets the confirmation of the first one.
 */
export async function insertEntry(payload: Payload, data: EntryData): Promise<{ entry: EntryDoc; created: boolean }> {
  try {
    // The pipeline has validated every value against the form's definition, and entries have no
    // hook that runs on creation: on SQLite one plain statement (sqlite-writes.server.ts), on
    // PostgreSQL the adapter's insert, without the operation's traversal of the fields and its
    // full re-read (most of the cost of a submission under load).
    const client = sqliteClient(payload)
    const row = client
      ? await insertEntryRow(client, { ...data, form: entryFormId(data) }, new Date())
      : ((await payload.db.create({ collection: ENTRIES_SLUG, data, select: { id: true, createdAt: true } })) as { id: number; createdAt: string })
    return { entry: { ...data, id: row.id, createdAt: row.createdAt }, created: true }
  } catch (error) {
    const existing = await findEntryBySubmission(payload, data.submissionId)
    if (existing) return { entry: existing, created: false }
    throw error
  }
}

export function readConfirmation(value: unknown): Confirmation {
  const c = value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  if (c.type === 'redirect' && typeof c.url === 'string') return { type: 'redirect', url: c.url }
  const paragraphs = Array.isArray(c.paragraphs) ? c.paragraphs.filter((p): p is string => typeof p === 'string') : []
  return { type: 'message', paragraphs: paragraphs.length ? paragraphs : [messages.defaultConfirmation] }
}

export type SavedState = {
  formId: number
  raw: RawValues
  errors: FieldErrors
  formError: string | null
  page: number
  context: StateContext
}
export type StateContext = {
  submissionId: string
  pageUrl: string | null
  referrer: string | null
  displayTitle: boolean
  displayDescription: boolean
  /** Signed reference of the draft a resumed form came from (docs/decisions/015). */
  draftRef?: string | null
}

/** Saves a postback's state for the next page view; the token is returned once and stored hashed. */
export async function saveState(payload: Payload, state: SavedState, now = new Date()): Promise<string> {
  const token = randomBytes(24).toString('base64url')
  await payload.create({
    collection: STATES_SLUG,
    data: {
      tokenHash: sha256(token),
      form: state.formId,
      raw: state.raw,
      errors: state.errors,
      formError: state.formError,
      page: state.page,
      context: state.context,
      expiresAt: new Date(now.getTime() + POSTBACK_STATE_TTL_MS).toISOString(),
    },
    overrideAccess: true,
    depth: 0,
  })
  return token
}

/** Stored raw input: every input name with its list of strings. */
export const isRaw = (v: unknown): v is RawValues =>
  Boolean(v) && typeof v === 'object' && Object.values(v as object).every((a) => Array.isArray(a) && a.every((s) => typeof s === 'string'))

export async function loadState(payload: Payload, token: string, now = new Date()): Promise<SavedState | null> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null
  const found = await payload.find({
    collection: STATES_SLUG,
    where: { and: [{ tokenHash: { equals: sha256(token) } }, { expiresAt: { greater_than: now.toISOString() } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  const doc = found.docs[0] as unknown as Record<string, unknown> | undefined
  if (!doc || !isRaw(doc.raw)) return null
  return {
    formId: relationId(doc.form),
    raw: doc.raw,
    errors: (doc.errors && typeof doc.errors === 'object' ? doc.errors : {}) as FieldErrors,
    formError: typeof doc.formError === 'string' ? doc.formError : null,
    page: typeof doc.page === 'number' ? doc.page : 1,
    context: readStateContext(doc.context),
  }
}

/** The id of a stored relationship, populated or not. */
export const relationId = (value: unknown): number =>
  typeof value === 'object' && value ? (value as { id: number }).id : Number(value)

/** A stored visitor context (postback states, drafts), every value checked. */
export function readStateContext(value: unknown): StateContext {
  const context = (value ?? {}) as Partial<StateContext>
  return {
    submissionId: typeof context.submissionId === 'string' ? context.submissionId : '',
    pageUrl: typeof context.pageUrl === 'string' ? context.pageUrl : null,
    referrer: typeof context.referrer === 'string' ? context.referrer : null,
    displayTitle: context.displayTitle !== false,
    displayDescription: context.displayDescription !== false,
    draftRef: typeof context.draftRef === 'string' ? context.draftRef : null,
  }
}

/** The confirmation a postback visitor is shown: for the signed submission id, within a day of it. */
export async function loadConfirmationView(
  payload: Payload,
  submissionId: string | null,
  now = new Date(),
): Promise<{ title: string | null; paragraphs: string[] | null; sourceUrl: string | null }> {
  const entry = submissionId ? await findEntryBySubmission(payload, submissionId) : null
  if (!entry || now.getTime() - new Date(entry.createdAt).getTime() >= CONFIRMATION_VIEW_TTL_MS) return { title: null, paragraphs: null, sourceUrl: null }
  const def = await loadServerForm(payload, entryFormId(entry))
  const confirmation = readConfirmation(entry.confirmation)
  return { title: def?.title ?? null, paragraphs: confirmation.type === 'message' ? confirmation.paragraphs : null, sourceUrl: entry.meta?.sourceUrl ?? null }
}
