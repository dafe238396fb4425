/**
 * What kind of failure a chunk load was (spec §8 "Lightbox and loading"): `missing` (the file is
 * not on the server: a new deploy removed it), `timeout` (not in within 120 s), `other` (offline,
 * refused, or the module failed as it ran). The bundler's own errors are recognised by their name
 * (`ChunkLoadError`) or by the messages the spec lists ("Loading chunk failed", "Loading chunk {id}
 * failed."); webpack also says `missing` or `timeout` in the error's `type`.
 */
import type { ChunkFailureType } from './constants'

/** A chunk load that failed, with its class; `cause` is what the bundler threw. */
export class ChunkLoadFailure extends Error {
  readonly type: ChunkFailureType
  constructor(type: ChunkFailureType, cause?: unknown) {
    // The kind in the message, for the console (the time-out is CHUNK_LOAD_TIMEOUT_MS).
    super(`Loading chunk failed (${type})`, { cause })
    this.name = 'ChunkLoadError'
    this.type = type
  }
}

const CHUNK_MESSAGE = /Loading chunk (?:[\w./-]+ )?failed|Failed to load chunk/i

/** Whether an error is the bundler saying a chunk did not load (as opposed to a module that threw while running). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return error.name === 'ChunkLoadError' || CHUNK_MESSAGE.test(error.message)
}

/** The class of a failure, from what the bundler (or our time-out) threw. */
export function classifyChunkError(error: unknown): ChunkFailureType {
  if (error instanceof ChunkLoadFailure) return error.type
  const type = typeof error === 'object' && error !== null ? (error as { type?: unknown }).type : undefined
  if (type === 'timeout' || type === 'missing') return type
  if (error instanceof Error && /timeout|timed out/i.test(error.message) && isChunkLoadError(error)) return 'timeout'
  return 'other'
}

/** The address of the chunk a bundler error names, when it names one of ours. */
export function chunkUrlOf(error: unknown): string | null {
  if (!(error instanceof Error)) return null
  const match = /(\/_next\/static\/[\w./-]+\.js)/.exec(error.message)
  return match ? match[1] : null
}

/**
 * A script tag's failure does not say why (Turbopack throws the same error offline and for a file
 * gone with a new deploy): asking the server for the file once tells a `missing` one (404) from the rest.
 */
export async function refineChunkFailure(error: unknown, fetcher: typeof fetch = fetch): Promise<ChunkFailureType> {
  const type = classifyChunkError(error)
  if (type !== 'other' || !isChunkLoadError(error)) return type
  const url = chunkUrlOf(error)
  if (!url) return type
  try {
    const response = await fetcher(url, { method: 'HEAD', cache: 'no-store' })
    return response.status === 404 || response.status === 410 ? 'missing' : 'other'
  } catch {
    return 'other'
  }
}
