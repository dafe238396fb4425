import { describe, expect, it } from 'vitest'

import { field } from '../../testing/fixtures'
import { check } from '../shared/check'

describe('hidden', () => {
  it('is never required and is bounded', () => {
    const f = field('hidden', { key: 'source', required: true })
    expect(check({ ...f, required: false }, {})).toEqual({ value: null })
    expect(check(f, { input_source: ['salon-2026'] })).toEqual({ value: 'salon-2026' })
    expect('error' in check(f, { input_source: ['x'.repeat(501)] })).toBe(true)
  })
})
