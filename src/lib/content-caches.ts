/**
 * Caches of content kept in the process between requests (a grid's source read whole), and one way
 * to drop them all when content changes: `revalidatePaths` (a save in the back office) and the
 * revalidation another instance asks for (docs/decisions/051) call `clearContentCaches`. On
 * `globalThis`: Next bundles route handlers and pages apart, each with its own copy of a module,
 * and a save in the admin must reach the copy the pages read.
 */
const REGISTRY = Symbol.for('vitrine.content-caches')

type Registry = Map<string, () => void>

const registry = (): Registry => ((globalThis as { [REGISTRY]?: Registry })[REGISTRY] ??= new Map())

/** Registers (or replaces, for the same name) what drops one cache. */
export function registerContentCache(name: string, clear: () => void): void {
  registry().set(name, clear)
}

export function clearContentCaches(): void {
  for (const clear of registry().values()) clear()
}
