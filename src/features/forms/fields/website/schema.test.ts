import { describe, expect, it } from 'vitest'

import { messages } from '../../messages'
import { field } from '../../testing/fixtures'
import { check } from '../shared/check'

describe('website', () => {
  const f = field('website', { key: 'site' })
  it('keeps http(s) addresses only', () => {
    expect(check(f, { input_site: ['morel.fr'] })).toEqual({ value: 'https://morel.fr/' })
    expect(check(f, { input_site: ['javascript:alert(1)'] })).toEqual({ error: messages.invalidUrl })
  })
})
