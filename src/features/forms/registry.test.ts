import { describe, expect, it } from 'vitest'

import { fieldBlocks, formBuilderBlocks } from './admin/field-blocks'
import { fieldRegistry, isFieldType } from './registry'
import { FIELD_TYPES } from './types'

describe('field registry', () => {
  it('has one module and one back-office block per field type, under the same name', () => {
    expect(Object.keys(fieldRegistry).sort()).toEqual([...FIELD_TYPES].sort())
    expect(Object.keys(fieldBlocks).sort()).toEqual([...FIELD_TYPES].sort())
    for (const type of FIELD_TYPES) {
      expect(fieldRegistry[type].type).toBe(type)
      expect(fieldBlocks[type].block.slug).toBe(type)
    }
  })

  it('lets staff add every type plus page breaks, with unique slugs', () => {
    const slugs = formBuilderBlocks.map((b) => b.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    expect(slugs).toContain('pageBreak')
  })

  it('tells known types from unknown ones', () => {
    expect(isFieldType('email')).toBe(true)
    expect(isFieldType('pageBreak')).toBe(false)
    expect(isFieldType('__proto__')).toBe(false)
  })
})
