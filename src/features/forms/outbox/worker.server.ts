import 'server-only'

import type { Payload } from 'payload'

import { CLEANUP_INTERVAL_MS, OUTBOX_POLL_MS } from '../constants'
import { settleUploads } from '../upload/attach.server'
import { cleanup, drainOutbox, sweepUnqueued } from './send.server'

/**
 * The forms worker (docs/decisions/010): one per server process, started with Payload
 * (mail/on-init.ts). It sends due e-mails every OUTBOX_POLL_MS, and every hour sweeps
 * unqueued entries and runs the retention cleanup. Submissions also drain the outbox right
 * after answering, so the poll only catches retries and restarts.
 */
const KEY = Symbol.for('vitrine.forms.worker')
type State = { timers: ReturnType<typeof setInterval>[] }
const globalState = globalThis as unknown as Record<symbol, State | undefined>

export function startFormsWorker(getPayload: () => Promise<Payload>): void {
  if (globalState[KEY]) return
  const guard = (name: string, task: (payload: Payload) => Promise<unknown>) => async () => {
    try {
      await task(await getPayload())
    } catch (error) {
      console.error(`Tâche de formulaires « ${name} » en échec :`, error)
    }
  }
  const send = guard('envois', (p) => drainOutbox(p))
  const hourly = guard('nettoyage', async (p) => {
    await sweepUnqueued(p)
    await cleanup(p)
    await settleUploads(p)
  })
  const timers = [setInterval(send, OUTBOX_POLL_MS), setInterval(hourly, CLEANUP_INTERVAL_MS)]
  // The worker must never keep a process alive that is otherwise done (scripts, tests).
  for (const t of timers) t.unref?.()
  globalState[KEY] = { timers }
  setTimeout(() => void hourly().then(send), 5_000).unref?.()
}

export function stopFormsWorker(): void {
  const state = globalState[KEY]
  if (!state) return
  for (const t of state.timers) clearInterval(t)
  globalState[KEY] = undefined
}
