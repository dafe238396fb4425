import 'server-only'

import { ERRORS, MemoryLocker, type Lock, type Locker, type RequestRelease } from '@tus/server'

import { acquireSharedLock, LockTimeout, type Release } from '@/lib/shared-lock'

/** How long a chunk waits for the one written before it, as tus's own in-memory lock. */
export const UPLOAD_LOCK_TIMEOUT_MS = 30_000

/**
 * One upload's chunks written one at a time by every instance that shares the pending folder
 * (docs/decisions/063). Within an instance, tus's in-memory lock comes first: a newer request for
 * the upload asks the older one to stop, as tus expects. Across instances, a PostgreSQL advisory
 * lock: a request reaching another instance waits until the older one has ended (a cut connection
 * ends it), then tus reads the offset from the shared file, so no byte is written twice or out of
 * place.
 */
export class SharedUploadLocker implements Locker {
  private readonly local: MemoryLocker

  constructor(
    private readonly databaseUrl: string,
    private readonly timeoutMs = UPLOAD_LOCK_TIMEOUT_MS,
  ) {
    this.local = new MemoryLocker({ acquireLockTimeout: timeoutMs })
  }

  newLock(id: string): Lock {
    const local = this.local.newLock(id)
    const { databaseUrl, timeoutMs } = this
    let release: Release | null = null
    let locked = false
    return {
      async lock(signal: AbortSignal, requestRelease: RequestRelease) {
        await local.lock(signal, requestRelease)
        try {
          release = await acquireSharedLock(databaseUrl, `envoi:${id}`, { timeoutMs, signal })
        } catch (error) {
          await local.unlock()
          // tus's own answer for a lock not had in time (500, which the visitor's client retries).
          throw error instanceof LockTimeout ? ERRORS.ERR_LOCK_TIMEOUT : error
        }
        locked = true
      },
      // Once: tus may ask the holder to let go several times while a newer request waits.
      async unlock() {
        if (!locked) return
        locked = false
        const held = release
        release = null
        try {
          await held?.()
        } finally {
          await local.unlock()
        }
      },
    }
  }
}
