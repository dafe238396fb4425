// The production server and the app (bundled by Next.js, with its own copies of every module) meet
// through `globalThis`, keyed by global symbols: the broadcast of content changes (content-broadcast.mjs,
// docs/decisions/051) and the key of the server's requests to itself. No package is imported here:
// the app's routes import this file.
import { timingSafeEqual } from 'node:crypto'

/** Where an instance revalidates, in a request of its own, the paths another one announced. */
export const REVALIDATION_PATH = '/interne/revalidation'
/** Where the process, once listening, starts Payload and its forms worker (docs/decisions/065). */
export const STARTUP_PATH = '/interne/demarrage'
/** The header carrying this process's internal key: only the process itself knows it. */
export const INTERNAL_KEY_HEADER = 'x-vitrine-internal-key'

const INTERNAL_KEY = Symbol.for('vitrine.internal-key')
const BROADCAST = Symbol.for('vitrine.content-broadcast')

/** @param {string} key */
export function setInternalKey(key) {
  globalThis[INTERNAL_KEY] = key
}

/** Whether `given` is this process's internal key (never true outside the production server). */
export function isInternalKey(given) {
  const key = globalThis[INTERNAL_KEY]
  if (typeof key !== 'string' || typeof given !== 'string') return false
  const a = Buffer.from(given)
  const b = Buffer.from(key)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** @param {{ publish: (paths: string[], type?: 'layout' | 'page') => unknown } | null} broadcast */
export function setBroadcast(broadcast) {
  globalThis[BROADCAST] = broadcast
}

/**
 * Tells the other instances, if any, that these paths changed (the app's saves call it; nothing
 * happens on a single server).
 * @param {string[]} paths
 * @param {'layout' | 'page'} [type]
 */
export function announceChange(paths, type) {
  void globalThis[BROADCAST]?.publish(paths, type)
}
