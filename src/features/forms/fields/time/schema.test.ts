import { describe, expect, it } from 'vitest'

import { messages } from '../../messages'
import { field } from '../../testing/fixtures'
import { check } from '../shared/check'

describe('time', () => {
  it('24-hour hh:mm', () => {
    const f = field('time', { key: 'h' })
    expect(check(f, { input_h: ['8h30'] })).toEqual({ value: '08:30' })
    expect(check(f, { input_h: ['25:00'] })).toEqual({ error: messages.invalidTime })
  })
})
