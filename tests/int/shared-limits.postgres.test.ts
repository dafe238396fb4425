import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeSharedEvents, recentEvents } from '@/lib/shared-events'

import { postgresAvailable, throwawayDatabase } from './pg'

const HOUR = 60 * 60 * 1000
const VISITOR = '203.0.113.7'

describe('on a single server (SQLite), the limits count in memory', () => {
  it('counts within the window, and nothing is kept anywhere else', async () => {
    const counter = recentEvents('essai-memoire', HOUR, { databaseUrl: '' })
    const now = Date.now()
    expect(await counter.allow(VISITOR, 2, now)).toBe(true)
    expect(await counter.allow(VISITOR, 2, now + 1)).toBe(true)
    expect(await counter.allow(VISITOR, 2, now + 2)).toBe(false)
    expect(await counter.allow(VISITOR, 2, now + HOUR + 1)).toBe(true)
  })
})

describe.runIf(await postgresAvailable('tests des limites partagées'))('limits shared by several instances on PostgreSQL', () => {
  const database = throwawayDatabase('vitrine_limits')
  let url = ''

  beforeAll(async () => {
    url = await database.create()
  })
  afterAll(async () => {
    await closeSharedEvents()
    await database.drop()
  })

  /** The same limit as two instances see it: two counters, nothing shared but the database. */
  const twoInstances = (scope: string) => [recentEvents(scope, HOUR, { databaseUrl: url }), recentEvents(scope, HOUR, { databaseUrl: url })]

  it('a visitor sent to either instance meets one count', async () => {
    const [a, b] = twoInstances('liens-de-reprise')
    const now = Date.now()
    expect(await a.allow(VISITOR, 3, now)).toBe(true)
    expect(await b.allow(VISITOR, 3, now + 1)).toBe(true)
    expect(await a.allow(VISITOR, 3, now + 2)).toBe(true)
    expect(await b.allow(VISITOR, 3, now + 3)).toBe(false)
    expect(await a.count(VISITOR, now + 3)).toBe(3)
    // Another visitor, and the same visitor under another limit, are counted apart.
    expect(await b.allow('198.51.100.1', 3, now + 3)).toBe(true)
    expect(await recentEvents('connexions', HOUR, { databaseUrl: url }).count(VISITOR, now + 3)).toBe(0)
    // An hour later the window has moved on.
    expect(await b.allow(VISITOR, 3, now + HOUR + 1)).toBe(true)
  })

  it('requests at the same moment on both instances cannot take more places than the limit', async () => {
    const [a, b] = twoInstances('envois-sans-javascript')
    const now = Date.now()
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).allow(VISITOR, 5, now)))
    expect(answers.filter(Boolean)).toHaveLength(5)
  })

  it('an event taken back, or every event of a key forgotten, frees the places', async () => {
    const [a, b] = twoInstances('connexions-essai')
    const now = Date.now()
    await a.add(VISITOR, now)
    await a.add(VISITOR, now + 1)
    await b.remove(VISITOR, now)
    expect(await a.count(VISITOR, now + 2)).toBe(1)
    await b.forget(VISITOR)
    expect(await a.count(VISITOR, now + 2)).toBe(0)
  })

  it('the table holds neither addresses nor e-mails', async () => {
    const [a] = twoInstances('connexions')
    await a.add(`p:${VISITOR}\nclient@exemple.fr`, Date.now())
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const { rows } = await client.query<{ key: string }>('select key from vitrine_recent_events')
      expect(rows.length).toBeGreaterThan(0)
      for (const { key } of rows) {
        expect(key).not.toContain(VISITOR)
        expect(key).not.toContain('exemple.fr')
      }
    } finally {
      await client.end()
    }
  })
})
