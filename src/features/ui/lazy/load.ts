/**
 * The one loader of code fetched on use (docs/decisions/041): a dynamic `import()` given 120 s
 * (spec §9), whose failure comes out as a classified `ChunkLoadFailure`, and, for a module loaded
 * once and kept, a memo that forgets a failure so the next try fetches again.
 */
import { CHUNK_LOAD_TIMEOUT_MS } from './constants'
import { ChunkLoadFailure, refineChunkFailure } from './errors'

/** Rejects with a `timeout` failure when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadFailure('timeout')), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** Loads a chunk within the time-out; any failure is a `ChunkLoadFailure` with its class. */
export async function loadChunk<T>(load: () => Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  try {
    return await withTimeout(load(), ms)
  } catch (error) {
    if (error instanceof ChunkLoadFailure) throw error
    throw new ChunkLoadFailure(await refineChunkFailure(error), error)
  }
}

/** A module fetched on first use and kept; a failed load is forgotten, so calling again retries. */
export function lazyChunk<T>(load: () => Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): () => Promise<T> {
  let pending: Promise<T> | null = null
  return () =>
    (pending ??= loadChunk(load, ms).catch((error: unknown) => {
      pending = null
      throw error
    }))
}
