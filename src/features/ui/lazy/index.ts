/** The lazy-chunk loader's front door (docs/decisions/041). Its styles are lazy.css, loaded by the site layout. */
export { CHUNK_FAILURE_CLASS, CHUNK_FAILURE_TYPES, CHUNK_LOAD_TIMEOUT_MS, type ChunkFailureType } from './constants'
export { ChunkLoadFailure, classifyChunkError, isChunkLoadError } from './errors'
export { failureType, hideChunkFailure, showChunkFailure, type ChunkFailureOptions } from './failure'
export { lazyChunk, loadChunk, withTimeout } from './load'
export { messages as lazyMessages } from './messages'
