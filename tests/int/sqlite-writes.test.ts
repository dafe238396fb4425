import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import type { EntryRow } from '@/features/forms/submit/sqlite-writes.server'
import { freshPayload } from './harness'

/**
 * The submission's own SQL statements on SQLite (docs/decisions/010) against what the adapter
 * writes: an entry and its e-mails written by each path read back the same through Payload, so a
 * staff member sees nothing different, and the admin can still edit what the statements wrote.
 */
let payload: Payload
let cleanup: () => Promise<void>
let writes: typeof import('@/features/forms/submit/sqlite-writes.server')
let outboxSql: typeof import('@/features/forms/outbox/sql.server')
let formId: number

const entry = (submissionId: string, form: number): EntryRow => ({
  title: 'Jeanne « Martin » — jeanne@exemple.fr',
  form,
  folder: 'inbox',
  read: false,
  starred: false,
  answers: [{ key: 'nom', label: 'Nom', type: 'text', value: 'Jeanne « Martin »', text: 'Jeanne « Martin »' }],
  submissionId,
  meta: { sourceUrl: '/contact', referrer: null, userAgent: 'Mozilla/5.0 (Linux; Android 14)', method: 'ajax', requestId: 'lb-7f3a9c21e0' },
  spam: { reasons: null, elapsedMs: 8123, versionHash: 'ok' },
  confirmation: { type: 'message', paragraphs: ['Merci, à très vite.'] },
  notificationsState: 'pending',
  searchText: 'Jeanne « Martin »',
})

/** What staff see of an entry, without what differs by nature between two entries. */
const seen = (doc: Record<string, unknown>) => {
  const { id: _id, submissionId: _s, createdAt, updatedAt, ...rest } = doc
  return { ...rest, createdAt: typeof createdAt, updatedAt: typeof updatedAt }
}

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
  writes = await import('@/features/forms/submit/sqlite-writes.server')
  outboxSql = await import('@/features/forms/outbox/sql.server')
  formId = (await payload.create({ collection: 'forms', data: { title: 'Contact', fields: [] } as never, overrideAccess: true })).id
}, 120_000)

afterAll(async () => cleanup?.())

describe('submission writes on SQLite', () => {
  it('uses the adapter’s own connection', () => {
    expect(writes.sqliteClient(payload)).toBe((payload.db as unknown as { client: unknown }).client)
  })

  it('stores an entry that reads back as the adapter’s own, and that staff can still edit', async () => {
    const client = writes.sqliteClient(payload)!
    const now = new Date('2026-11-22T08:15:30.123Z')
    const row = await writes.insertEntryRow(client, entry('par-requete-sql-0001', formId), now)
    expect(row.createdAt).toBe(now.toISOString())
    const byAdapter = (await payload.db.create({ collection: 'form-entries', data: entry('par-adaptateur-0001', formId) })) as { id: number }

    const read = (id: number) => payload.findByID({ collection: 'form-entries', id, depth: 0, overrideAccess: true }) as unknown as Promise<Record<string, unknown>>
    const [ours, theirs] = await Promise.all([read(row.id), read(byAdapter.id)])
    expect(seen(ours)).toEqual(seen(theirs))
    expect(ours).toMatchObject({ submissionId: 'par-requete-sql-0001', form: formId, read: false, createdAt: now.toISOString(), meta: { requestId: 'lb-7f3a9c21e0' } })

    const edited = await payload.update({ collection: 'form-entries', id: row.id, data: { starred: true, folder: 'spam' }, overrideAccess: true })
    expect(edited).toMatchObject({ starred: true, folder: 'spam', answers: theirs.answers })
  })

  it('refuses a second entry with the same submission id, as the database’s unique index says', async () => {
    const client = writes.sqliteClient(payload)!
    await writes.insertEntryRow(client, entry('deux-fois-0000001', formId), new Date())
    await expect(writes.insertEntryRow(client, entry('deux-fois-0000001', formId), new Date())).rejects.toThrow()
    const { totalDocs } = await payload.count({ collection: 'form-entries', where: { submissionId: { equals: 'deux-fois-0000001' } }, overrideAccess: true })
    expect(totalDocs).toBe(1)
  })

  it('commits submissions arriving together in one transaction, one conflict failing no one else', async () => {
    const client = writes.sqliteClient(payload)!
    let transactions = 0
    const counted: typeof client = { batch: (statements, mode) => (transactions++, client.batch(statements, mode)) }
    const three = await Promise.all([1, 2, 3].map((n) => writes.insertEntryRow(counted, entry(`un-commit-00000${n}`, formId), new Date())))
    expect(transactions).toBe(1)
    expect(new Set(three.map((r) => r.id)).size).toBe(3)

    await writes.insertEntryRow(client, entry('ensemble-deja-00001', formId), new Date())
    const ids = ['ensemble-0000000001', 'ensemble-deja-00001', 'ensemble-0000000002', 'ensemble-0000000003']
    // Asked in the same turn of the event loop: they share a commit unless one of them fails.
    const outcomes = await Promise.allSettled(ids.map((id) => writes.insertEntryRow(client, entry(id, formId), new Date())))
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled'])
    const stored = await payload.find({ collection: 'form-entries', where: { submissionId: { like: 'ensemble-' } }, limit: 10, depth: 0, overrideAccess: true })
    expect(stored.docs.map((d) => d.submissionId).sort()).toEqual(['ensemble-0000000001', 'ensemble-0000000002', 'ensemble-0000000003', 'ensemble-deja-00001'])
    const created = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value.id] : []))
    expect(new Set(created).size).toBe(3)
    for (const id of created) expect(stored.docs.some((d) => d.id === id)).toBe(true)
  })

  it('queues e-mails and the entry’s new state together, or nothing at all, and marks a message sent', async () => {
    const client = writes.sqliteClient(payload)!
    const now = new Date('2026-11-22T09:00:00.000Z')
    const { id: entryId } = await writes.insertEntryRow(client, entry('courriels-000001', formId), now)
    const mail = (i: number) => ({
      dedupeKey: `courriels-000001:${i}`,
      entry: entryId,
      kind: i === 0 ? 'staff' : 'visitor',
      to: i === 0 ? 'devis@morel.test' : 'jeanne@exemple.fr',
      replyTo: null,
      subject: `Message ${i}`,
      text: 'Bonjour',
      html: null,
      status: 'pending',
      lastError: null,
      senderKey: i === 0 ? null : 'expediteur-1',
      requestId: i === 0 ? 'lb-7f3a9c21e0' : null,
      nextAttemptAt: now.toISOString(),
      lockedUntil: null,
    })
    const ids = await outboxSql.queueOutboxRows(client, entryId, [mail(0), mail(1)], 'queued', now)
    expect(ids).toHaveLength(2)
    const outbox = await payload.find({ collection: 'form-outbox', where: { entry: { equals: entryId } }, sort: 'id', depth: 0, overrideAccess: true })
    expect(outbox.docs.map((d) => [d.id, d.status, d.attempts, d.to, d.kind, d.senderKey ?? null, d.requestId ?? null])).toEqual([
      [ids[0], 'pending', 0, 'devis@morel.test', 'staff', null, 'lb-7f3a9c21e0'],
      [ids[1], 'pending', 0, 'jeanne@exemple.fr', 'visitor', 'expediteur-1', null],
    ])
    const stored = await payload.findByID({ collection: 'form-entries', id: entryId, depth: 0, overrideAccess: true })
    expect(stored.notificationsState).toBe('queued')

    // Queued again (a retry): refused whole, the entry's state untouched by the failed attempt.
    await payload.db.updateOne({ collection: 'form-entries', id: entryId, data: { notificationsState: 'pending' }, returning: false })
    await expect(outboxSql.queueOutboxRows(client, entryId, [mail(2), mail(1)], 'queued', now)).rejects.toThrow()
    expect((await payload.count({ collection: 'form-outbox', where: { entry: { equals: entryId } }, overrideAccess: true })).totalDocs).toBe(2)
    expect((await payload.findByID({ collection: 'form-entries', id: entryId, depth: 0, overrideAccess: true })).notificationsState).toBe('pending')

    const sentAt = new Date('2026-11-22T09:00:02.000Z')
    await outboxSql.markOutboxSent(client, ids[0], 1, 'smtp', sentAt)
    const sent = await payload.findByID({ collection: 'form-outbox', id: ids[0], depth: 0, overrideAccess: true })
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, transport: 'smtp', sentAt: sentAt.toISOString(), lockedUntil: null })
  })
})
