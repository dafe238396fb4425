/**
 * What the bench reads of the servers it starts: the processor time they used and their workers
 * (from /proc, Linux), when they answer; and how it stops them.
 */
import fs from 'node:fs'

/** Clock ticks per second of /proc/<pid>/stat on Linux. */
const CLOCK_TICKS = 100

/**
 * Milliseconds of CPU the given processes have used so far, summed; NaN when one of them is gone.
 * Read from the scheduler's own count of each thread (/proc/<pid>/task/<tid>/schedstat, in
 * nanoseconds): /proc/<pid>/stat counts in ticks of 10 ms, coarser than a repeat visit's cost. A
 * kernel without schedstat falls back to the ticks.
 * @param {{ pid?: number }[]} processes
 */
export function cpuMs(processes) {
  let total = 0
  for (const { pid } of processes) {
    try {
      total += threadsCpuMs(pid) ?? ticksCpuMs(statFields(pid))
    } catch {
      return NaN
    }
  }
  return total
}

const ticksCpuMs = (fields) => ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS

/** The CPU time of a process's live threads, in ms, or null without schedstat. */
function threadsCpuMs(pid) {
  let ns = 0
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0])
    } catch (error) {
      // A thread that ended between the listing and the read.
      if (error.code === 'ENOENT' || error.code === 'ESRCH') continue
      return null
    }
  }
  return ns / 1e6
}

/**
 * Waits until the processes are at rest: a window of `windowMs` in which they used less than
 * `restMs` of CPU (the work a start leaves for later is done), `timeoutMs` at most. Returns their
 * rate at rest, in ms of CPU per second, read over the last window.
 */
export async function untilAtRest(read, { windowMs = 1000, restMs = 2, timeoutMs = 30_000 } = {}) {
  const end = Date.now() + timeoutMs
  for (;;) {
    const before = read()
    const started = performance.now()
    await new Promise((resolve) => setTimeout(resolve, windowMs))
    const used = read() - before
    const rate = (used * 1000) / (performance.now() - started)
    if (used < restMs || Date.now() > end) return rate
  }
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
