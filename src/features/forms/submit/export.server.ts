import 'server-only'

import type { Payload } from 'payload'

import { isStaff } from '../../accounts/access'
import { readAnswers } from '../answers'
import { ENTRIES_SLUG } from '../collections/slugs'
import { entriesCsv, type CsvEntry } from '../csv'
import { keyFromLabel } from '../keys'
import { isValueField } from '../registry'
import { loadServerForm } from './store.server'

/**
 * GET /formulaires/export/<form id>[?dossier=spam]: a form's entries as CSV for French Excel,
 * for staff only (the session cookie of the back office). A read: no origin check needed, and the
 * answer is never cached.
 */
export async function handleExport(request: Request, formIdParam: string, payload: Payload): Promise<Response> {
  const text = (status: number, message: string) =>
    new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
  const { user } = await payload.auth({ headers: request.headers })
  if (!isStaff(user)) return text(403, 'Accès réservé à l’équipe : connectez-vous à l’administration.')
  const formId = /^\d{1,9}$/.test(formIdParam) ? Number(formIdParam) : NaN
  const def = Number.isSafeInteger(formId) ? await loadServerForm(payload, formId) : null
  if (!def) return text(404, 'Formulaire introuvable.')
  const folder = new URL(request.url).searchParams.get('dossier') === 'spam' ? 'spam' : 'inbox'
  const found = await payload.find({
    collection: ENTRIES_SLUG,
    where: { and: [{ form: { equals: formId } }, { folder: { equals: folder } }] },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { answers: true, createdAt: true, read: true, starred: true, folder: true, meta: true },
  })
  const entries: CsvEntry[] = found.docs.map((d) => {
    const doc = d as unknown as Record<string, unknown> & { meta?: { sourceUrl?: string | null } }
    return {
      id: doc.id as number,
      createdAt: String(doc.createdAt),
      read: doc.read === true,
      starred: doc.starred === true,
      folder: String(doc.folder),
      sourceUrl: doc.meta?.sourceUrl ?? null,
      answers: readAnswers(doc.answers),
    }
  })
  const columns = def.fields.filter(isValueField).map((f) => ({ key: f.key, label: f.label }))
  const date = new Date().toISOString().slice(0, 10)
  const name = `entrees-${keyFromLabel(def.title).replace(/_/g, '-')}${folder === 'spam' ? '-indesirables' : ''}-${date}.csv`
  return new Response(entriesCsv(columns, entries), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}
