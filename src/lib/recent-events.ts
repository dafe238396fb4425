/**
 * The times of recent events per key (a visitor's address, an address and an account) within a
 * sliding window, in this process's memory: what the per-visitor limits count (failed sign-ins,
 * resume links e-mailed, entries sent without JavaScript) on a single server. With PostgreSQL the
 * limits use a count shared by every instance instead (`shared-events.ts`).
 *
 * Past `maxKeys` keys every count is forgotten at once: a flood of distinct keys cannot grow the
 * memory without bound, and forgetting only forgets who is over a limit, it never locks anyone out.
 */
export class RecentEvents {
  private readonly times = new Map<string, number[]>()

  constructor(
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** How many events of this key fall within the window that ends at `now`. */
  count(key: string, now: number): number {
    const since = now - this.windowMs
    const times = (this.times.get(key) ?? []).filter((t) => t > since)
    if (times.length) this.times.set(key, times)
    else this.times.delete(key)
    return times.length
  }

  add(key: string, now: number): void {
    if (this.times.size >= this.maxKeys && !this.times.has(key)) this.times.clear()
    this.times.set(key, [...(this.times.get(key) ?? []), now])
  }

  /** Adds an event unless the key already has `limit` of them in the window; whether it was added. */
  allow(key: string, limit: number, now: number): boolean {
    if (this.count(key, now) >= limit) return false
    this.add(key, now)
    return true
  }

  /** Takes back the event of this key at `time` (one that turned out not to count). */
  remove(key: string, time: number): void {
    const times = this.times.get(key)
    if (!times) return
    const index = times.indexOf(time)
    if (index >= 0) times.splice(index, 1)
    if (!times.length) this.times.delete(key)
  }

  /** Forgets every event of this key. */
  forget(key: string): void {
    this.times.delete(key)
  }
}
