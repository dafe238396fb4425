import { describe, expect, it } from 'vitest'

import { messages } from '../../messages'
import { field } from '../../testing/fixtures'
import { check } from '../shared/check'

describe('paragraph', () => {
  const f = field('textarea', { key: 'message', required: true, maxLength: 20 })
  it('keeps line breaks and drops control characters', () => {
    expect(check(f, { input_message: ['Bonjour\r\n\u0007Merci  '] })).toEqual({ value: 'Bonjour\nMerci' })
    expect(check(f, { input_message: ['x'.repeat(21)] })).toEqual({ error: messages.tooLong(20) })
    expect(check(f, { input_message: [''] })).toEqual({ error: messages.required })
  })
})
