import 'server-only'

import type { Payload } from 'payload'

import type { EntryData } from './store.server'

/**
 * The writes every accepted submission makes, as plain SQL statements on SQLite
 * (docs/decisions/010): the entry here, its queued e-mails with the entry's new state in one
 * transaction and each e-mail marked sent in the outbox's own statements (outbox/sql.server.ts),
 * all through the group commit below. Through the adapter, each of them cost more in
 * building the query, mapping the fields and reading the row back than in the database itself;
 * written here, a submission does four statements instead of six, and under load the commits of
 * several submissions are shared (group commit, below).
 *
 * They go through the adapter's own connection, so they queue with every other query of the
 * site. The column names are those of the committed migrations; the integration tests read what
 * these statements write back through Payload and compare it with the adapter's own rows.
 * PostgreSQL keeps the adapter's path: these statements are SQLite's dialect.
 */

export type Arg = string | number | null
type Statement = { sql: string; args: Arg[] }
type ResultSet = { rows: Record<string, unknown>[] }
export type SqlClient = { batch(statements: Statement[], mode: 'write'): Promise<ResultSet[]> }

/** The SQLite connection of the site's adapter, or null on PostgreSQL. */
export function sqliteClient(payload: Payload): SqlClient | null {
  const db = payload.db as unknown as { name?: string; client?: SqlClient }
  return db.name === 'sqlite' && db.client && typeof db.client.batch === 'function' ? db.client : null
}

type Group = { statements: Statement[]; resolve: (results: ResultSet[]) => void; reject: (error: unknown) => void }

/**
 * Group commit: the writes asked for during one turn of the event loop (several submissions
 * under load) are committed in one transaction, so they share one sync to disk, which is most of
 * a commit's cost. Each caller's statements stay together and are answered when the commit is
 * done. When the shared transaction fails (one caller's conflict), nothing of it is kept and each
 * caller's statements are committed again on their own, so one caller's failure is its alone.
 */
const pending = new WeakMap<SqlClient, Group[]>()

export function commitTogether(client: SqlClient, statements: Statement[]): Promise<ResultSet[]> {
  return new Promise((resolve, reject) => {
    const queue = pending.get(client)
    if (queue) return void queue.push({ statements, resolve, reject })
    pending.set(client, [{ statements, resolve, reject }])
    setImmediate(() => void flush(client))
  })
}

async function flush(client: SqlClient) {
  const groups = pending.get(client) ?? []
  pending.delete(client)
  if (groups.length > 1) {
    try {
      const results = await client.batch(
        groups.flatMap((g) => g.statements),
        'write',
      )
      let at = 0
      for (const g of groups) {
        g.resolve(results.slice(at, at + g.statements.length))
        at += g.statements.length
      }
      return
    } catch {
      // Rolled back whole: each group alone below.
    }
  }
  for (const g of groups) {
    try {
      g.resolve(await client.batch(g.statements, 'write'))
    } catch (error) {
      g.reject(error)
    }
  }
}

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ')
export const insertInto = (table: string, columns: readonly string[], returning: string) =>
  `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values (${placeholders(columns.length)}) returning ${returning}`

const ENTRY_COLUMNS = [
  'title',
  'form_id',
  'folder',
  'read',
  'starred',
  'answers',
  'submission_id',
  'meta_source_url',
  'meta_referrer',
  'meta_user_agent',
  'meta_method',
  'meta_request_id',
  'spam_reasons',
  'spam_elapsed_ms',
  'spam_version_hash',
  'confirmation',
  'notifications_state',
  'search_text',
  'updated_at',
  'created_at',
] as const
const INSERT_ENTRY = insertInto('form_entries', ENTRY_COLUMNS, '"id", "created_at"')

/** What the pipeline stores of a submission, its form by id. */
export type EntryRow = Omit<EntryData, 'form'> & { form: number }

/** Inserts an entry; throws on a conflict (the unique submission id), as the adapter does. */
export async function insertEntryRow(client: SqlClient, data: EntryRow, now: Date): Promise<{ id: number; createdAt: string }> {
  const at = now.toISOString()
  const values: Record<(typeof ENTRY_COLUMNS)[number], Arg> = {
    title: data.title,
    form_id: data.form,
    folder: data.folder,
    read: data.read ? 1 : 0,
    starred: data.starred ? 1 : 0,
    // JSON fields are stored as their text, as the adapter stores them.
    answers: JSON.stringify(data.answers),
    submission_id: data.submissionId,
    meta_source_url: data.meta.sourceUrl,
    meta_referrer: data.meta.referrer,
    meta_user_agent: data.meta.userAgent,
    meta_method: data.meta.method,
    meta_request_id: data.meta.requestId,
    spam_reasons: data.spam.reasons,
    spam_elapsed_ms: data.spam.elapsedMs,
    spam_version_hash: data.spam.versionHash,
    confirmation: data.confirmation === undefined || data.confirmation === null ? null : JSON.stringify(data.confirmation),
    notifications_state: data.notificationsState,
    search_text: data.searchText,
    updated_at: at,
    created_at: at,
  }
  const [{ rows }] = await commitTogether(client, [{ sql: INSERT_ENTRY, args: ENTRY_COLUMNS.map((c) => values[c]) }])
  const row = rows[0]
  return { id: Number(row.id), createdAt: String(row.created_at) }
}
