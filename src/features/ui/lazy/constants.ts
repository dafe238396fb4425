/** The lazy-chunk loader's constants (docs/decisions/041). */

/** Spec §9 "Chunk load time-out": code fetched on use and not in after this long counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

/** The classes of a chunk failure (spec §8 "Lightbox and loading"). */
export const CHUNK_FAILURE_TYPES = ['missing', 'timeout', 'other'] as const
export type ChunkFailureType = (typeof CHUNK_FAILURE_TYPES)[number]

/** The box that says a chunk failed, with its « Réessayer » (lazy.css). */
export const CHUNK_FAILURE_CLASS = 'lazy-failure'
