// One clock for Next.js's page cache (docs/decisions/076). Next stamps a cached page and a
// revalidation (`revalidatePath`, on every content change) with `Date.now()`, the wall clock, but
// decides whether a revalidation came after the page with `performance.timeOrigin +
// performance.now()`. That second clock counts from the process's start on the monotonic clock:
// it does not see the wall clock set forward (a virtual machine resumed or restored, a laptop
// woken, a time synchronisation that steps). After such a jump it stays behind by the jump for the
// process's whole life, and every change in the administration reaches visitors only that much
// later: a page edited after a machine slept ten minutes shows its old text for ten minutes.
// Reading the origin from the wall clock makes both agree. Next reads it anew at each use; the
// durations it measures with it stay right except across a jump, where they were wrong anyway.
// Plain JavaScript: it runs in server.mjs before Next.js is loaded.

/**
 * Makes `performance.timeOrigin + performance.now()` equal `Date.now()` from now on.
 * @param {Performance} [perf]
 */
export function followWallClock(perf = globalThis.performance) {
  Object.defineProperty(perf, 'timeOrigin', {
    configurable: true,
    enumerable: true,
    get: () => Date.now() - perf.now(),
  })
}
