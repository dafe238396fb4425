/**
 * What the bench reads of the servers it starts: the processor time they used and their workers
 * (from /proc, Linux), when they answer; and how it stops them.
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
      const fields = statFields(pid)
      total += ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
    } catch {
      return NaN
    }
  }
  return total
}

/** The fields of /proc/<pid>/stat after the command's name (which may hold spaces): state first, then the parent. */
function statFields(pid) {
  return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
}

/** The processes whose parent is `pid` (nginx's workers). */
export function childrenOf(pid) {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return Number(statFields(Number(name))[1]) === pid
      } catch {
        return false
      }
    })
    .map((name) => ({ pid: Number(name) }))
}

/**
 * Stops the given child processes (SIGTERM) and waits until each has exited.
 * @param {import('node:child_process').ChildProcess[]} children
 */
export const stopProcesses = (children) =>
  Promise.all(
    children.map((child) =>
      child.exitCode !== null || child.signalCode !== null
        ? null
        : new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM')),
    ),
  )

/** Waits until `url` answers 2xx (a page, or an instance's /readyz), polling every `everyMs`. */
export async function waitUntilOk(url, { tries = 120, everyMs = 1000 } = {}) {
  for (let i = 0; i < tries; i++) {
    const ok = await fetch(url).then((r) => r.ok, () => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
  throw new Error(`${url} ne répond pas`)
}
