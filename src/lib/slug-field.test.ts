import { describe, expect, it } from 'vitest'

import { slugField } from './slug-field'

const check = (field: ReturnType<typeof slugField>, value: unknown) =>
  (field.validate as (v: unknown) => true | string)(value)

describe('slugField', () => {
  it('accepts words joined by single hyphens and refuses the rest with the French message', () => {
    const field = slugField({ label: 'Identifiant', message: 'Identifiant invalide.' })
    for (const ok of ['pelle', 'pelle-8t', 'a1-b2-c3']) expect(check(field, ok)).toBe(true)
    for (const bad of ['', 'Pelle', 'pelle--8t', '-pelle', 'pelle-', 'pelle 8t', 'é', 'a/b', null, undefined])
      expect(check(field, bad)).toBe('Identifiant invalide.')
  })

  it('lets pages use their own pattern (sub-paths)', () => {
    const field = slugField({ label: 'Adresse', message: 'Adresse invalide.', pattern: /^[a-z]+(?:\/[a-z]+)*$/ })
    expect(check(field, 'services/terrassement')).toBe(true)
    expect(check(field, 'services//x')).toBe('Adresse invalide.')
  })

  it('is a required, unique field, indexed and in the sidebar unless told otherwise', () => {
    const field = slugField({ label: 'Identifiant', message: 'x' })
    expect(field).toMatchObject({ name: 'slug', type: 'text', required: true, unique: true, index: true, admin: { position: 'sidebar' } })
    const plain = slugField({ label: 'Identifiant', message: 'x', index: false, sidebar: false })
    expect(plain.index).toBeUndefined()
    expect(plain.admin).toBeUndefined()
  })
})
