import os from 'node:os'

import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { followWallClock } from './wall-clock.mjs'

/**
 * Next.js's own page cache, in memory, as the production server holds it: a page is kept, content
 * changes (its path's tag is revalidated), and the page is asked for again.
 */
async function editAfterClockJump(jumpMs: number) {
  const cache = new FileSystemCache({
    fs: undefined as never,
    flushToDisk: false,
    // Nothing is written there (flushToDisk: false); the page is read back from the memory cache.
    serverDistDir: os.tmpdir(),
    revalidatedTags: [],
    maxMemoryCacheSize: 1024 * 1024,
    _requestHeaders: {},
  })
  // A path of its own per call: the cache's memory and its revalidated tags are the process's.
  const page = `/horaires-${Math.random().toString(36).slice(2)}`
  const tag = `_N_T_${page}`
  const value = {
    kind: 'APP_PAGE',
    html: '<title>Horaires d’hiver</title>',
    rscData: undefined,
    headers: { 'x-next-cache-tags': tag },
    postponed: undefined,
    status: 200,
    segmentData: undefined,
  }
  await cache.set(
    page,
    value as never,
    { cacheControl: { revalidate: 3600, expire: undefined }, isRoutePPREnabled: false, isFallback: false } as never,
  )
  // The wall clock is set forward (the machine slept, or was restored); the monotonic one is not.
  const wallClock = Date.now() + jumpMs
  vi.spyOn(Date, 'now').mockImplementation(() => wallClock)
  await cache.revalidateTag(tag)
  return cache.get(page, { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as never)
}

describe('followWallClock', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    // The process's own origin again (the property of the prototype).
    delete (performance as { timeOrigin?: number }).timeOrigin
  })

  it('makes the performance clock read the wall clock', () => {
    followWallClock()
    expect(Math.abs(performance.timeOrigin + performance.now() - Date.now())).toBeLessThan(5)
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 600_000)
    expect(Math.abs(performance.timeOrigin + performance.now() - Date.now())).toBeLessThan(5)
  })

  it('lets an edit reach Next’s cached page at once after the wall clock jumped forward', async () => {
    followWallClock()
    expect(await editAfterClockJump(10 * 60_000)).toBeNull()
  })

  it('is still needed: Next alone keeps serving the page edited after the jump (when this fails, Next mended it)', async () => {
    const kept = await editAfterClockJump(10 * 60_000)
    expect(kept?.value).toMatchObject({ html: '<title>Horaires d’hiver</title>' })
  })
})
