import type { ChildProcess } from 'node:child_process'

import { expect } from '@playwright/test'

import { serve } from '../../scripts/lib.mjs'

/**
 * Production servers of the built site on ports of their own, as the instances behind a load
 * balancer: started together, each told apart in the shared log by its port.
 */
export type Instance = { port: number; process: ChildProcess }

export function startInstance(port: number, env: Record<string, string>, logs: string[]): Instance {
  const child: ChildProcess = serve({ port, env: { NODE_ENV: 'production', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => logs.push(`[${port}] ${chunk}`))
  return { port, process: child }
}

/** Waits until the instance says it is ready (database reached, migrations applied). */
export async function readyInstance({ port }: Instance, timeout = 60_000): Promise<void> {
  await expect
    .poll(() => fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.status, () => 0), { timeout, message: `instance ${port} prête` })
    .toBe(200)
}

/** Sends a signal and waits for the process to be gone; returns its exit code (null when killed). */
export async function stopInstance({ process: child }: Instance, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  child.kill(signal)
  return exited
}
