import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { changeMessage, contentBroadcast, readChange } from '@/server/content-broadcast.mjs'

import { pgAdmin, postgresAvailable, throwawayDatabase } from './pg'

type Change = { all: true } | { all: false; paths: string[]; type?: 'layout' | 'page' }
const quiet = { warn: () => {}, error: () => {} }

/** One instance's side: what it heard from the others. */
function instance(url: string, name: string) {
  const heard: Change[] = []
  const broadcast = contentBroadcast({ databaseUrl: url, onChange: (change: Change) => heard.push(change), log: quiet, instance: name })!
  return { broadcast, heard }
}

describe('what an instance says and hears', () => {
  it('a change from another instance is read; its own, a damaged one or one with bad paths is not', () => {
    expect(readChange(changeMessage('b', ['/services', '/'], 'layout'), 'a')).toEqual({ all: false, paths: ['/services', '/'], type: 'layout' })
    expect(readChange(changeMessage('a', ['/services']), 'a')).toBeNull()
    expect(readChange('{pas du json', 'a')).toBeNull()
    expect(readChange(JSON.stringify({ from: 'b', paths: ['https://ailleurs.example/'] }), 'a')).toBeNull()
    expect(readChange(JSON.stringify({ from: 'b', paths: ['/x'], type: 'tout' }), 'a')).toEqual({ all: false, paths: ['/x'] })
  })

  it('a list of paths too long for one notification becomes "everything"', () => {
    const paths = Array.from({ length: 500 }, (_, i) => `/actualites/une-actualite-au-nom-assez-long-${i}`)
    expect(readChange(changeMessage('b', paths), 'a')).toEqual({ all: true })
  })

  it('nothing starts on SQLite', () => {
    expect(contentBroadcast({ databaseUrl: '', onChange: () => {} })).toBeNull()
    expect(contentBroadcast({ databaseUrl: 'file:./data/vitrine.db', onChange: () => {} })).toBeNull()
  })
})

describe.runIf(await postgresAvailable('tests de diffusion entre instances'))('several instances on one PostgreSQL database', () => {
  const database = throwawayDatabase('vitrine_broadcast')
  let url = ''
  let a: ReturnType<typeof instance>
  let b: ReturnType<typeof instance>

  beforeAll(async () => {
    url = await database.create()
    a = instance(url, 'instance-a')
    b = instance(url, 'instance-b')
    await Promise.all([a.broadcast.ready, b.broadcast.ready])
  })

  it('once listening, an instance drops everything: a page rendered before may already be stale', () => {
    expect(a.heard).toEqual([{ all: true }])
    expect(b.heard).toEqual([{ all: true }])
    a.heard.length = 0
    b.heard.length = 0
  })
  afterAll(async () => {
    await Promise.all([a?.broadcast.close(), b?.broadcast.close()])
    await database.drop()
  })

  it('a change saved on one instance reaches the other, not itself', async () => {
    await a.broadcast.publish(['/services/terrassement', '/sitemap.xml'])
    await vi.waitFor(() => expect(b.heard).toEqual([{ all: false, paths: ['/services/terrassement', '/sitemap.xml'] }]))
    expect(a.heard).toEqual([])
  })

  it('after its connection was cut, an instance listens again, drops everything, and sends what it said meanwhile', async () => {
    b.heard.length = 0
    // The database server cuts instance b's listening connection (a restart, a failover…).
    expect(await pgAdmin(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'vitrine-diffusion-instance-b'`)).toBe(true)
    await b.broadcast.publish(['/pendant-la-coupure'])
    // Back, b drops everything (what a said meanwhile is lost to it), and what b said reaches a.
    await vi.waitFor(() => expect(b.heard).toEqual([{ all: true }]), { timeout: 15_000, interval: 100 })
    await vi.waitFor(() => expect(a.heard).toContainEqual({ all: false, paths: ['/pendant-la-coupure'] }), { timeout: 15_000, interval: 100 })
    await a.broadcast.publish(['/apres'])
    await vi.waitFor(() => expect(b.heard).toContainEqual({ all: false, paths: ['/apres'] }))
  })
})
