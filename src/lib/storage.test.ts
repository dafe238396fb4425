// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getSession, getWithExpiry, removeStored, setSession, setWithExpiry } from './storage'

describe('local storage with expiry', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2025-03-01T10:00:00Z'))
    localStorage.clear()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('returns the value before expiry and null (deleting it) after', () => {
    expect(setWithExpiry('preview', { siteTitle: 'Morel' }, 1_000)).toBe(true)
    vi.advanceTimersByTime(999)
    expect(getWithExpiry('preview')).toEqual({ siteTitle: 'Morel' })
    vi.advanceTimersByTime(1)
    expect(getWithExpiry('preview')).toBeNull()
    expect(localStorage.getItem('preview')).toBeNull()
  })

  it('keeps JSON types (numbers, arrays, null)', () => {
    setWithExpiry('n', 42, 60_000)
    setWithExpiry('list', [1, 'deux'], 60_000)
    expect(getWithExpiry<number>('n')).toBe(42)
    expect(getWithExpiry('list')).toEqual([1, 'deux'])
  })

  it('treats corrupt or foreign entries as absent and removes them', () => {
    localStorage.setItem('corrupt', '{not json')
    localStorage.setItem('foreign', JSON.stringify({ hello: 'world' }))
    expect(getWithExpiry('corrupt')).toBeNull()
    expect(getWithExpiry('foreign')).toBeNull()
    expect(localStorage.getItem('corrupt')).toBeNull()
    expect(localStorage.getItem('foreign')).toBeNull()
  })

  it('never throws when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(setWithExpiry('k', 1, 1000)).toBe(false)
    expect(getWithExpiry('k')).toBeNull()
    expect(() => removeStored('k')).not.toThrow()
    expect(setSession('k', 1)).toBe(false)
    expect(getSession('k')).toBeNull()
  })

  it('refuses values that cannot be serialised', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(setWithExpiry('cyclic', cyclic, 1000)).toBe(false)
  })
})

describe('session storage helpers', () => {
  beforeEach(() => sessionStorage.clear())

  it('round-trips JSON values', () => {
    setSession('views', { count: 2 })
    expect(getSession('views')).toEqual({ count: 2 })
    expect(getSession('absent')).toBeNull()
  })

  it('returns null for non-JSON content', () => {
    sessionStorage.setItem('raw', 'not-json{')
    expect(getSession('raw')).toBeNull()
  })
})
