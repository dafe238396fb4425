import 'server-only'

import type { Payload } from 'payload'

import { CLEANUP_INTERVAL_MS, OUTBOX_POLL_MS, WORKER_START_DELAY_MS } from '../constants'
import { cleanup } from '../retention.server'
import { settleUploads } from '../upload/attach.server'
import { sweepUnqueued } from './notifications.server'
import { registerStopHook } from '@/server/stop-hooks.mjs'

import { beginOutboxStop, drainOutbox, endOutboxStop } from './send.server'

/**
 * The forms worker (docs/decisions/010): one per server process, started with Payload
 * (outbox/on-init.ts). It sends due e-mails every OUTBOX_POLL_MS, and every hour sweeps
 * unqueued entries and runs the retention cleanup. Submissions also drain the outbox right
 * after answering, so the poll only catches retries and restarts.
 *
 * Soon after it starts it sweeps too (docs/decisions/036): the entries committed before this
 * process started and left without e-mails (a crash between the commit and the queue) are queued
 * and sent then, not at the next hourly pass.
 */
const KEY = Symbol.for('vitrine.forms.worker')
type State = { timers: ReturnType<typeof setTimeout>[] }
const globalState = globalThis as unknown as Record<symbol, State | undefined>

export function startFormsWorker(getPayload: () => Promise<Payload>): void {
  if (globalState[KEY]) return
  const startedAt = new Date()
  const guard = (name: string, task: (payload: Payload) => Promise<unknown>) => async () => {
    try {
      await task(await getPayload())
    } catch (error) {
      console.error(`Tâche de formulaires « ${name} » en échec :`, error)
    }
  }
  const send = guard('envois', (p) => drainOutbox(p))
  const sweep = guard('reprise des e-mails', (p) => sweepUnqueued(p, new Date(), { startedAt }))
  const hourly = guard('nettoyage', async (p) => {
    await cleanup(p)
    await settleUploads(p)
  })
  const timers: State['timers'] = [
    setInterval(send, OUTBOX_POLL_MS),
    setInterval(() => void sweep().then(hourly), CLEANUP_INTERVAL_MS),
    // After a start: what the previous process left is queued and sent first, then the cleanup.
    setTimeout(() => void sweep().then(send).then(hourly), WORKER_START_DELAY_MS),
  ]
  // The worker must never keep a process alive that is otherwise done (scripts, tests).
  for (const t of timers) t.unref?.()
  // At a stop (src/server/shutdown.mjs): no new claim, then the unsent leases given back.
  registerStopHook('e-mails', {
    begin: () => {
      stopFormsWorker()
      beginOutboxStop()
    },
    end: async () => {
      const released = await endOutboxStop(await getPayload())
      if (released) console.log(`Arrêt : ${released} e-mail(s) rendu(s) aux autres instances.`)
    },
  })
  globalState[KEY] = { timers }
}

export function stopFormsWorker(): void {
  const state = globalState[KEY]
  if (!state) return
  // clearTimeout clears intervals and time-outs alike.
  for (const t of state.timers) clearTimeout(t)
  globalState[KEY] = undefined
}
