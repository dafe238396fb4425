import { describe, expect, it } from 'vitest'

import { messages } from '../../messages'
import { field } from '../../testing/fixtures'
import { check } from '../shared/check'
import { listField } from './schema'

describe('list (rows of columns)', () => {
  const f = field('list', { key: 'engins', label: 'Engins', columns: ['Engin', 'Quantité'], minRows: 1, maxRows: 2 })
  const raw = (rows: string[][]) =>
    Object.fromEntries(rows.flatMap((cells, r) => cells.map((v, c) => [`input_engins.${r + 1}.c${c + 1}`, [v]])))

  it('keeps rows with any filled cell, cells under their columns', () => {
    expect(check(f, raw([['Mini-pelle', '2'], ['', '']]))).toEqual({ value: [{ c1: 'Mini-pelle', c2: '2' }] })
    expect(check(f, raw([['', '1']]))).toEqual({ value: [{ c1: '', c2: '1' }] })
  })

  it('refuses a list beyond its maximum rows', () => {
    expect(check(f, raw([['a', '1'], ['b', '2'], ['c', '3']]))).toEqual({ error: messages.tooManyRows(2) })
  })

  it('refuses an overlong cell, naming its row and column', () => {
    expect(check(f, raw([['ok', '1'], ['x'.repeat(201), '']]))).toEqual({ error: messages.rowError(2, 'Engin', messages.tooLong(200)) })
  })

  it('needs at least one filled row when required, and the minimum once filled', () => {
    expect(check({ ...f, required: true }, raw([['', '']]))).toEqual({ error: messages.required })
    expect(check({ ...f, minRows: 2 }, raw([['a', ''], ['', '']]))).toEqual({ error: messages.tooFewRows(2) })
  })

  it('reads with its column labels', () => {
    expect(listField.text(f, [{ c1: 'Mini-pelle', c2: '2' }])).toBe('1. Engin : Mini-pelle ; Quantité : 2')
  })
})
