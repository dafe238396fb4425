/**
 * Web-storage helpers. Storage can be missing (old browsers, SSR), blocked (privacy settings,
 * sandboxed frames throw on access), full (quota) or hold entries written by older code, so every
 * function swallows those failures and answers "nothing stored".
 */

type ExpiringEntry = { value: unknown; expires: number }

type StorageKind = 'localStorage' | 'sessionStorage'

function getStorage(kind: StorageKind): Storage | null {
  try {
    if (typeof window === 'undefined') return null
    return window[kind] ?? null
  } catch {
    return null
  }
}

function isExpiringEntry(data: unknown): data is ExpiringEntry {
  return (
    typeof data === 'object' &&
    data !== null &&
    'expires' in data &&
    'value' in data &&
    typeof (data as { expires: unknown }).expires === 'number'
  )
}

/** Stores a JSON-serialisable value that `getWithExpiry` treats as gone after `ttlMs`. */
export function setWithExpiry(key: string, value: unknown, ttlMs: number): boolean {
  const storage = getStorage('localStorage')
  if (!storage) return false
  try {
    const entry: ExpiringEntry = { value, expires: Date.now() + ttlMs }
    storage.setItem(key, JSON.stringify(entry))
    return true
  } catch {
    return false
  }
}

/** Returns the stored value, or null when absent, expired (the entry is then deleted) or corrupt. */
export function getWithExpiry<T = unknown>(key: string): T | null {
  const storage = getStorage('localStorage')
  if (!storage) return null
  try {
    const raw = storage.getItem(key)
    if (raw === null) return null
    const data: unknown = JSON.parse(raw)
    if (!isExpiringEntry(data) || Date.now() >= data.expires) {
      // Expired or written in another shape: drop it so it cannot be misread later.
      storage.removeItem(key)
      return null
    }
    return data.value as T
  } catch {
    try {
      storage.removeItem(key)
    } catch {
      /* storage became unavailable between the two calls */
    }
    return null
  }
}

export function removeStored(key: string): void {
  try {
    getStorage('localStorage')?.removeItem(key)
  } catch {
    /* nothing to remove when storage is blocked */
  }
}

/** Session-storage read of a JSON value; null when absent, blocked or not JSON. */
export function getSession<T = unknown>(key: string): T | null {
  const storage = getStorage('sessionStorage')
  if (!storage) return null
  try {
    const raw = storage.getItem(key)
    return raw === null ? null : (JSON.parse(raw) as T)
  } catch {
    return null
  }
}

export function setSession(key: string, value: unknown): boolean {
  const storage = getStorage('sessionStorage')
  if (!storage) return false
  try {
    storage.setItem(key, JSON.stringify(value))
    return true
  } catch {
    return false
  }
}

export function removeSession(key: string): void {
  try {
    getStorage('sessionStorage')?.removeItem(key)
  } catch {
    /* nothing to remove when storage is blocked */
  }
}
