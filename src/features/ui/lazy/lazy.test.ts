// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

import { CHUNK_LOAD_TIMEOUT_MS } from './constants'
import { ChunkLoadFailure, chunkUrlOf, classifyChunkError, isChunkLoadError, refineChunkFailure } from './errors'
import { hideChunkFailure, showChunkFailure } from './failure'
import { lazyChunk, loadChunk, withTimeout } from './load'

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

/** What Turbopack throws when a chunk's script fails. */
const turbopackError = (path = '/_next/static/chunks/0abc.js') => Object.assign(new Error(`Failed to load chunk ${path} from module 123`), { name: 'ChunkLoadError' })
const response = (status: number) => Promise.resolve(new Response(null, { status }))

describe('classes of a chunk failure (missing, timeout, other)', () => {
  it('recognises the bundlers’ errors by name and by the spec’s messages', () => {
    expect(isChunkLoadError(turbopackError())).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk failed'))).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 481 failed.'))).toBe(true)
    expect(isChunkLoadError(new TypeError('x is not a function'))).toBe(false)
    expect(isChunkLoadError('Loading chunk failed')).toBe(false)
  })

  it('reads webpack’s own type, and calls anything else other', () => {
    expect(classifyChunkError(Object.assign(new Error('Loading chunk 7 failed.'), { type: 'missing' }))).toBe('missing')
    expect(classifyChunkError(Object.assign(new Error('Loading chunk 7 failed.'), { type: 'timeout' }))).toBe('timeout')
    expect(classifyChunkError(Object.assign(new Error('Loading chunk 7 failed.'), { type: 'error' }))).toBe('other')
    expect(classifyChunkError(new ChunkLoadFailure('timeout'))).toBe('timeout')
    expect(classifyChunkError(new TypeError('boom'))).toBe('other')
    expect(classifyChunkError(null)).toBe('other')
  })

  it('asks the server for the file once: a 404 is a missing chunk, anything else stays other', async () => {
    expect(chunkUrlOf(turbopackError())).toBe('/_next/static/chunks/0abc.js')
    const fetcher = vi.fn(() => response(404))
    expect(await refineChunkFailure(turbopackError(), fetcher as unknown as typeof fetch)).toBe('missing')
    expect(fetcher).toHaveBeenCalledWith('/_next/static/chunks/0abc.js', { method: 'HEAD', cache: 'no-store' })
    expect(await refineChunkFailure(turbopackError(), (() => response(200)) as unknown as typeof fetch)).toBe('other')
    expect(await refineChunkFailure(turbopackError(), (() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch)).toBe('other')
    // A module that threw as it ran is not a file to look for.
    const never = vi.fn()
    expect(await refineChunkFailure(new TypeError('boom'), never as unknown as typeof fetch)).toBe('other')
    expect(never).not.toHaveBeenCalled()
  })
})

describe('loading with the 120 s time-out', () => {
  it('fails as a timeout at 120 000 ms, not a millisecond before', async () => {
    vi.useFakeTimers()
    const outcome = withTimeout(new Promise(() => {})).then(
      () => 'loaded',
      (e: unknown) => (e instanceof ChunkLoadFailure ? e.type : 'other'),
    )
    let settled = false
    void outcome.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toBe('timeout')
    await expect(withTimeout(Promise.resolve(7))).resolves.toBe(7)
  })

  it('turns what the bundler throws into a classified failure', async () => {
    const failure = await loadChunk(() => Promise.reject(new Error('Loading chunk 3 failed.'))).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ChunkLoadFailure)
    expect((failure as ChunkLoadFailure).type).toBe('other')
  })

  it('keeps a loaded module, and forgets a failed load so the next call retries', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('Loading chunk failed')).mockResolvedValue({ ok: true })
    const get = lazyChunk(load)
    await expect(get()).rejects.toBeInstanceOf(ChunkLoadFailure)
    await expect(get()).resolves.toEqual({ ok: true })
    await expect(get()).resolves.toEqual({ ok: true })
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('the « Réessayer » box', () => {
  it('floats on the page with the sentence of its class; « Réessayer » takes it away and retries', () => {
    const retry = vi.fn()
    showChunkFailure({ type: 'missing', retry, focus: true })
    showChunkFailure({ type: 'missing', retry })
    const alerts = document.querySelectorAll('[role=alert]')
    expect(alerts).toHaveLength(1)
    expect(alerts[0].textContent).toContain('Cette partie du site a changé depuis l’ouverture de la page.')
    const button = alerts[0].querySelector('button')!
    expect(button.textContent).toBe('Réessayer')
    expect(document.activeElement).toBe(button)
    button.click()
    expect(retry).toHaveBeenCalledOnce()
    expect(document.querySelector('[role=alert]')).toBeNull()
  })

  it('goes at the top of its container with a message of the container’s own, and can be hidden', () => {
    document.body.innerHTML = '<section id="s"><p>Contenu</p></section>'
    const container = document.getElementById('s')!
    showChunkFailure({ container, message: 'Le formulaire est incomplet.', retry: () => {} })
    expect(container.firstElementChild?.getAttribute('role')).toBe('alert')
    expect(container.textContent).toContain('Le formulaire est incomplet.')
    hideChunkFailure(container)
    expect(container.querySelector('[role=alert]')).toBeNull()
  })
})
