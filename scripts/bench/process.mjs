/**
 * What the bench reads of the servers it starts: the processor time they used (from /proc, Linux)
 * and when they answer.
 */
import fs from 'node:fs'

/** Clock ticks per second of /proc/<pid>/stat on Linux. */
const CLOCK_TICKS = 100

/**
 * Milliseconds of CPU (user + system) the given processes have used so far, summed; NaN when one
 * of them is gone.
 * @param {{ pid?: number }[]} processes
 */
export function cpuMs(processes) {
  let total = 0
  for (const { pid } of processes) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
      total += ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
    } catch {
      return NaN
    }
  }
  return total
}

/** Waits until `url` answers 2xx (a page, or an instance's /readyz), polling every `everyMs`. */
export async function waitUntilOk(url, { tries = 120, everyMs = 1000 } = {}) {
  for (let i = 0; i < tries; i++) {
    const ok = await fetch(url).then((r) => r.ok, () => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
  throw new Error(`${url} ne répond pas`)
}
