import { describe, expect, it } from 'vitest'

import { field } from '../../testing/fixtures'
import { sectionField } from './schema'

describe('section', () => {
  it('submits nothing', () => {
    expect(sectionField.inputNames(field('section', { key: 's' }))).toEqual([])
    expect(sectionField.storage).toBe('none')
  })
})
