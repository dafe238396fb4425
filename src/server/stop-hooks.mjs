// What a feature does when its instance stops (docs/decisions/048, « Later »). The production server
// (server.mjs, plain JavaScript) and the features (bundled by Next.js, with their own copies of
// every module) meet through one registry on `globalThis`, keyed by a global symbol.
//
// A hook has two halves: `begin` runs as the stop starts (take no new work), `end` once the last
// request is answered, before the process exits (give back what is still held), bounded in time.

const KEY = Symbol.for('vitrine.stop-hooks')

/** @typedef {{ begin?: () => void, end?: () => Promise<unknown> }} StopHook */

/** @returns {Map<string, StopHook>} */
function registry() {
  const global = /** @type {Record<symbol, Map<string, StopHook> | undefined>} */ (/** @type {unknown} */ (globalThis))
  return (global[KEY] ??= new Map())
}

/**
 * @param {string} name one hook per name: a feature started again replaces its hook
 * @param {StopHook} hook
 * @returns {() => void} removes the hook
 */
export function registerStopHook(name, hook) {
  registry().set(name, hook)
  return () => {
    if (registry().get(name) === hook) registry().delete(name)
  }
}

/** Every hook's first half; one that throws is logged and does not keep the others from running. */
export function beginStop(log = console.error) {
  for (const [name, hook] of registry()) {
    try {
      hook.begin?.()
    } catch (error) {
      log(`Arrêt : « ${name} » n’a pas pu commencer à s’arrêter : ${error?.message ?? error}`)
    }
  }
}

/**
 * Every hook's second half, together, for `timeoutMs` at most: the process exits then, and what a
 * slow hook still held comes back to the others when its lease runs out.
 * @returns {Promise<string[]>} the names of the hooks that failed or did not finish in time
 */
export async function endStop(timeoutMs, log = console.error) {
  const pending = [...registry()].map(async ([name, hook]) => {
    try {
      await hook.end?.()
      return null
    } catch (error) {
      log(`Arrêt : « ${name} » a échoué : ${error?.message ?? error}`)
      return name
    }
  })
  let timer
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs)
    timer.unref?.()
  })
  const names = [...registry().keys()]
  const outcome = await Promise.race([Promise.all(pending), late])
  clearTimeout(timer)
  if (outcome === 'late') {
    log(`Arrêt : délai de ${timeoutMs} ms dépassé pour ${names.join(', ')}.`)
    return names
  }
  return /** @type {(string | null)[]} */ (outcome).filter((name) => name !== null)
}
