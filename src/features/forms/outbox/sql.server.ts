import 'server-only'

import { commitTogether, insertInto, type Arg, type SqlClient } from '../submit/sqlite-writes.server'

/**
 * The outbox's rows as plain SQL on SQLite (docs/decisions/010): a submission's e-mails queued
 * with its entry's new state in one transaction, and each e-mail marked sent, through the
 * submission writes' group commit (submit/sqlite-writes.server.ts). The column names are those of
 * the committed migrations; tests/int/sqlite-writes.test.ts reads them back through Payload.
 * Only rows.server.ts calls these.
 */

const OUTBOX_COLUMNS = [
  'status',
  'attempts',
  'next_attempt_at',
  'locked_until',
  'entry_id',
  'dedupe_key',
  'kind',
  'to',
  'reply_to',
  'subject',
  'text',
  'html',
  'last_error',
  'sender_key',
  'request_id',
  'updated_at',
  'created_at',
] as const
const INSERT_OUTBOX = insertInto('form_outbox', OUTBOX_COLUMNS, '"id"')
const SET_ENTRY_STATE = 'update "form_entries" set "notifications_state" = ?, "updated_at" = ? where "id" = ?'

export type OutboxRow = {
  dedupeKey: string
  entry: number
  kind: string
  to: string
  replyTo: string | null
  subject: string
  text: string
  html: string | null
  status: string
  lastError: string | null
  senderKey: string | null
  requestId: string | null
  nextAttemptAt: string
  lockedUntil: string | null
}

/**
 * Queues an entry's e-mails and records the entry's new state, in one transaction: both or
 * neither. Returns the new messages' ids, in order; throws when one was queued already (its
 * unique key), leaving nothing written.
 */
export async function queueOutboxRows(
  client: SqlClient,
  entryId: number,
  rows: OutboxRow[],
  state: string,
  now: Date,
): Promise<number[]> {
  const at = now.toISOString()
  const inserts = rows.map((row) => {
    const values: Record<(typeof OUTBOX_COLUMNS)[number], Arg> = {
      status: row.status,
      attempts: 0,
      next_attempt_at: row.nextAttemptAt,
      locked_until: row.lockedUntil,
      entry_id: row.entry,
      dedupe_key: row.dedupeKey,
      kind: row.kind,
      to: row.to,
      reply_to: row.replyTo,
      subject: row.subject,
      text: row.text,
      html: row.html,
      last_error: row.lastError,
      sender_key: row.senderKey,
      request_id: row.requestId,
      updated_at: at,
      created_at: at,
    }
    return { sql: INSERT_OUTBOX, args: OUTBOX_COLUMNS.map((c) => values[c]) }
  })
  const results = await commitTogether(client, [...inserts, { sql: SET_ENTRY_STATE, args: [state, at, entryId] }])
  return results.slice(0, rows.length).map((r) => Number(r.rows[0].id))
}

const MARK_SENT =
  'update "form_outbox" set "status" = \'sent\', "attempts" = ?, "sent_at" = ?, "locked_until" = null, "last_error" = null, "transport" = ?, "updated_at" = ? where "id" = ?'

/** Records a message as sent. */
export async function markOutboxSent(
  client: SqlClient,
  id: number,
  attempts: number,
  transport: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString()
  await commitTogether(client, [{ sql: MARK_SENT, args: [attempts, at, transport, at, id] }])
}
