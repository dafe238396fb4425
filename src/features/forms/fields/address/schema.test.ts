import { describe, expect, it } from 'vitest'

import { messages } from '../../messages'
import { field } from '../../testing/fixtures'
import { check } from '../shared/check'
import { addressField } from './schema'

const raw = (parts: Record<string, string>) => Object.fromEntries(Object.entries(parts).map(([k, v]) => [`input_adr.${k}`, [v]]))

describe('address (French layout)', () => {
  const f = field('address', { key: 'adr', required: true })
  it('needs street, postal code and city; checks French postal codes', () => {
    expect(check(f, raw({ street: '3 rue du Port', postalCode: '45000', city: 'Orléans', country: '' }))).toEqual({
      value: { street: '3 rue du Port', line2: '', postalCode: '45000', city: 'Orléans', country: 'France' },
    })
    expect(check(f, raw({ street: '3 rue du Port', postalCode: '450', city: 'Orléans' }))).toEqual({ error: messages.invalidPostalCode })
    expect(check(f, raw({ street: '3 rue du Port', postalCode: 'B-1000', city: 'Bruxelles', country: 'Belgique' }))).toMatchObject({
      value: { country: 'Belgique' },
    })
    expect(check(f, raw({ city: 'Orléans' }))).toEqual({ error: messages.addressRequired })
    expect(check(f, raw({ country: 'France' }))).toEqual({ error: messages.required })
  })
  it('reads as one line', () => {
    expect(addressField.text(f, { street: '3 rue du Port', line2: 'Bât. B', postalCode: '45000', city: 'Orléans', country: 'France' })).toBe(
      '3 rue du Port, Bât. B, 45000 Orléans, France',
    )
  })
})
