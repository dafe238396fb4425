import type { Payload } from 'payload'

/**
 * Payload's onInit: inside the Next.js server (Node runtime) the forms worker starts with Payload
 * itself — the first request initialises Payload, and every submission drains the outbox too.
 * Scripts, tests and `next build` do not start it. Kept free of `server-only` because the
 * Payload CLI loads the config in plain Node; the worker is imported only when it runs.
 */
export async function startFormsWorkerOnInit(payload: Payload): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  try {
    const { startFormsWorker } = await import('./worker.server')
    startFormsWorker(async () => payload)
  } catch (error) {
    payload.logger.error({ err: error }, 'Le travailleur des formulaires n’a pas démarré')
  }
}
