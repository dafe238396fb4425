import { describe, expect, it } from 'vitest'

import { field } from '../../testing/fixtures'
import { check } from '../shared/check'
import { htmlField } from './schema'

describe('html content', () => {
  it('submits and stores nothing', () => {
    const f = field('html', { key: 'intro' })
    expect(htmlField.inputNames(f)).toEqual([])
    expect(htmlField.storage).toBe('none')
    expect(check(f, { input_intro: ['x'] })).toEqual({ value: null })
  })
})
