import { describe, expect, it } from 'vitest'

import { clientDefinition, normaliseForm, safeRedirect } from './definition'
import { messages } from './messages'
import { quoteForm } from './testing/fixtures'

describe('normalising a stored form', () => {
  it('splits pages at page breaks, with names and button labels', () => {
    const def = quoteForm()
    expect(def.pages.map((p) => [p.number, p.name])).toEqual([
      [1, 'Vos travaux'],
      [2, 'Le chantier'],
      [3, 'Démolition'],
      [4, 'Vos coordonnées'],
    ])
    expect(def.pages[0].nextLabel).toBe('Continuer')
    expect(def.pages[1].nextLabel).toBe(messages.next)
    expect(def.pages[2].logic).toMatchObject({ action: 'show' })
    expect(def.fields.find((f) => f.key === 'nom')?.page).toBe(4)
  })

  it('keeps an unknown block type as "unknown" instead of failing', () => {
    expect(quoteForm().fields.find((f) => f.key === 'mystere')).toEqual({
      type: 'unknown',
      originalType: 'mystery',
      key: 'mystere',
      label: 'Champ venu d’ailleurs',
      page: 4,
      logic: null,
    })
  })

  it('survives garbage', () => {
    const def = normaliseForm({ id: '3', fields: [null, 12, { blockType: 'text' }, { blockType: 'number', min: 'x', max: 5, format: 'roman' }], method: 'fax' })
    expect(def.id).toBe(3)
    expect(def.method).toBe('postback')
    expect(def.fields.map((f) => f.key)).toEqual(['champ', 'champ_2', 'champ_3', 'champ_4'])
    expect(def.fields[3]).toMatchObject({ type: 'number', min: null, max: 5, format: 'decimal_comma' })
    expect(def.confirmations).toEqual([{ type: 'message', message: messages.defaultConfirmation, url: null, logic: null }])
    expect(normaliseForm(null).fields).toEqual([])
  })

  it('derives unique keys from labels', () => {
    const def = normaliseForm({ fields: [{ blockType: 'text', label: 'Adresse du chantier' }, { blockType: 'text', label: 'Adresse du chantier' }, { blockType: 'text', label: '2e adresse' }] })
    expect(def.fields.map((f) => f.key)).toEqual(['adresse_du_chantier', 'adresse_du_chantier_2', 'champ_2e_adresse'])
  })

  it('forces consent required and hidden optional; drops broken rules', () => {
    const def = normaliseForm({
      fields: [
        { blockType: 'consent', name: 'c', required: false },
        { blockType: 'hidden', name: 'h', required: true },
        { blockType: 'text', name: 't', logic: { action: 'show', rules: [{ field: 'X Y', operator: 'is' }, { field: 'c', operator: 'like' }] } },
      ],
    })
    expect(def.fields.map((f) => (f.type === 'unknown' ? null : f.required))).toEqual([true, false, false])
    expect(def.fields[2].logic).toBeNull()
  })

  it('keeps only safe redirects', () => {
    expect(safeRedirect('/merci')).toBe('/merci')
    expect(safeRedirect('https://exemple.fr/x')).toBe('https://exemple.fr/x')
    for (const bad of ['javascript:alert(1)', '//evil.test', '/\\evil.test', 'data:text/html,x', ' ', 'ftp://x.fr', '/a b']) expect(safeRedirect(bad), bad).toBeNull()
    const def = normaliseForm({ confirmations: [{ type: 'redirect', redirectUrl: 'javascript:alert(1)' }, { type: 'page', page: { slug: 'services/vrd' } }] })
    expect(def.confirmations).toEqual([{ type: 'page', message: '', url: '/services/vrd', logic: null }])
  })

  it('gives the browser nothing secret', () => {
    const client = clientDefinition(quoteForm()) as unknown as Record<string, unknown>
    expect(client).not.toHaveProperty('notifications')
    expect(client).not.toHaveProperty('confirmations')
    expect(JSON.stringify(client)).not.toContain('devis@morel.test')
  })
})
