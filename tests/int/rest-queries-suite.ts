import fc from 'fast-check'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshPayload } from './harness'

/** A GET, or with `body` the same sent as a POST with Payload's method override and a JSON body. */
async function get(pathAndQuery: string, body?: Record<string, unknown>) {
  const { default: config } = await import('@payload-config')
  const init = body && {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-payload-http-method-override': 'GET' },
    body: JSON.stringify(body),
  }
  const response = await handleEndpoints({ config, request: new Request(`http://localhost:3000${pathAndQuery}`, init) })
  return { status: response.status, body: await response.text() }
}

const PATHS = [
  '/api/pages',
  '/api/posts',
  '/api/categories',
  '/api/portfolio-items',
  '/api/media',
  '/api/pages/1',
  '/api/posts/versions',
  '/api/globals/site-settings',
  '/api/users',
]
const KEYS = [
  'limit',
  'page',
  'depth',
  'where',
  'sort',
  'draft',
  'select',
  'populate',
  'joins',
  'trash',
  'pagination',
  'locale',
  'fallback-locale',
  'data',
  'autosave',
  'q',
]

const value = fc.oneof(
  fc.integer({ min: -1e12, max: 1e12 }).map(String),
  fc.constantFrom(
    '',
    '0',
    '-1',
    '-2',
    '1e3',
    '0x10',
    'NaN',
    'Infinity',
    'true',
    'false',
    'null',
    '%',
    '%E0%A4%A',
    '%ZZ',
    '%00',
    '{}',
    '[]',
    '{"title":{"equals":"x"}}',
    'notjson',
    '{"a":',
    '-title',
    'title,-slug',
    '99999999999999999999',
  ),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
  fc.json({ maxDepth: 2 }).map(encodeURIComponent),
)
const key = fc
  .tuple(
    fc.constantFrom(...KEYS),
    fc.array(
      fc.constantFrom(
        '[title]',
        '[equals]',
        '[0]',
        '[]',
        '[slug][like]',
        '[and][0][id][equals]',
        '[id][in]',
        '[id][like]',
        '[or][1][title][exists]',
      ),
      { maxLength: 3 },
    ),
  )
  .map(([k, s]) => k + s.join(''))
const query = fc
  .array(fc.tuple(key, value), { minLength: 1, maxLength: 4 })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'))

/**
 * Payload's REST API answers a malformed query with a 400, never a 500: anonymous visitors and
 * bots send whatever they like in `limit`, `page`, `where`, `sort`… (a property-based fuzz of the
 * query parameters through Payload's REST handler, bounded in count). Each database refuses its
 * own things (PostgreSQL a NUL byte in text or an id beyond its integers, SQLite neither), so the
 * suite runs on both: rest-queries.test.ts and rest-queries.postgres.test.ts.
 */
export function restQueriesSuite(options: { databaseUrl?: () => Promise<string>; teardown?: () => Promise<void> } = {}) {
  let payload: Payload
  let cleanup: () => Promise<void>

  beforeAll(async () => {
    ;({ payload, cleanup } = await freshPayload({ databaseUrl: (await options.databaseUrl?.()) ?? '' }))
    await payload.create({
      collection: 'pages',
      data: { title: 'Terrassement', slug: 'terrassement', _status: 'published' },
      overrideAccess: true,
    })
    await payload.create({ collection: 'categories', data: { name: 'Chantiers', slug: 'chantiers' }, overrideAccess: true })
  }, 180_000)

  afterAll(async () => {
    await cleanup?.()
    await options.teardown?.()
  })

  describe('malformed REST queries', () => {
    it.each([
      '/api/pages?limit=%E0%A4%A&page=-2',
      '/api/pages?limit=1&limit=2',
      '/api/pages?where=notjson',
      '/api/posts?page=-2',
      '/api/posts?sort[title]=1',
      '/api/pages?depth=abc',
      '/api/pages?where[id][like]=Infinity',
      '/api/pages?where[id][contains]=-1e400',
      '/api/pages?where[id][equals]=99999999999',
      '/api/pages?where[id][like]=99999999999',
      '/api/pages?where[id][in]=1,99999999999',
      '/api/pages?where[title][equals]=%00',
      '/api/pages?where[slug][like]=a%00b',
      '/api/pages/1?data[title]=%5B%5D&draft=true',
      '/api/pages/1?data=%7B%7D&draft=true',
      `/api/pages?where=${encodeURIComponent('{"id":{"like":1.5}}')}`,
    ])('%s gets a 400', async (path) => {
      const { status, body } = await get(path)
      expect(status).toBe(400)
      expect(body).not.toMatch(/select|from "|sqlite/i)
    })

    it('never get a 500, whatever the parameters (fuzzed)', async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...PATHS), query, async (path, q) => {
          const { status } = await get(`${path}?${q}`)
          expect(status, `${path}?${q}`).toBeLessThan(500)
        }),
        { numRuns: Number(process.env.FUZZ_RUNS) || 400, seed: Number(process.env.FUZZ_SEED) || undefined },
      )
    })

    it('are refused in the JSON body of a GET sent as a POST, as in its query', async () => {
      for (const body of [
        { depth: 'abc' },
        { data: {}, draft: true },
        { data: { title: 'x' }, draft: 'true' },
        { draft: 'peut-être' },
      ]) {
        const refused = await get('/api/pages/1', body)
        expect(refused.status, JSON.stringify(body)).toBe(400)
      }
      const read = await get('/api/pages/1', { depth: 0, draft: false })
      expect(read.status, read.body).toBe(200)
      expect(JSON.parse(read.body).title).toBe('Terrassement')
    })

    it('still answer well-formed queries', async () => {
      const { status, body } = await get(
        `/api/pages?limit=5&page=1&depth=0&sort=-title&where=${encodeURIComponent(JSON.stringify({ slug: { equals: 'terrassement' } }))}`,
      )
      expect(status, body).toBe(200)
      expect(JSON.parse(body).docs.map((d: { title: string }) => d.title)).toEqual(['Terrassement'])
      // The back office's search of a collection without a title: `id like` a word or an id.
      for (const search of ['terrassement', '1', ' 1 ']) {
        const found = await get(`/api/pages?where[id][like]=${encodeURIComponent(search)}`)
        expect(found.status, found.body).toBe(200)
      }
      const posts = await get('/api/posts?where[slug][equals]=chantier&draft=false')
      expect(posts.status, posts.body).toBe(200)
    })
  })

  describe('refused REST calls in the log', () => {
    /** Every line the logger writes while `work` runs (its stream, as the console receives it). */
    async function linesLogged(work: () => Promise<unknown>): Promise<string[]> {
      const logger = payload.logger as unknown as Record<symbol, { write: (line: string) => unknown }>
      const streamKey = Object.getOwnPropertySymbols(logger).find((s) => s.description === 'pino.stream')
      if (!streamKey) throw new Error('the logger has no stream')
      const stream = logger[streamKey]
      const lines: string[] = []
      const write = stream.write
      stream.write = function (line: string) {
        lines.push(line)
        return write.call(this, line)
      }
      try {
        await work()
      } finally {
        stream.write = write
      }
      return lines
    }

    it('are one short line each, never an error with its stack', async () => {
      // The production build minifies class names, so Payload's levels by name (Forbidden: info…)
      // never match there: without them, as in production.
      const levels = payload.config.loggingLevels
      payload.config.loggingLevels = {} as typeof levels
      try {
        const lines = await linesLogged(async () => {
          expect((await get('/api/users')).status).toBe(403)
          expect((await get('/api/form-entries/1')).status).toBe(403)
          const { default: config } = await import('@payload-config')
          const login = await handleEndpoints({
            config,
            request: new Request('http://localhost:3000/api/users/login', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email: 'personne@exemple.fr', password: 'devine' }),
            }),
          })
          expect(login.status).toBe(401)
        })
        expect(lines).toHaveLength(3)
        for (const line of lines) {
          const entry = JSON.parse(line) as { level: number; msg?: string }
          expect(entry.level, line).toBeLessThanOrEqual(30)
          expect(line.length, line).toBeLessThan(300)
          expect(line).not.toContain('stack')
        }
      } finally {
        payload.config.loggingLevels = levels
      }
    })
  })
}
