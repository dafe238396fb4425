import { describe, expect, it } from 'vitest'

import type { Answer } from './answers'
import { mergeHtml, mergeLine, mergeText } from './merge-tags'

const answers: Answer[] = [
  { key: 'nom', label: 'Nom', type: 'name', value: { first: 'Jeanne', last: 'Martin' }, text: 'Jeanne Martin' },
  { key: 'message', label: 'Votre message', type: 'textarea', value: '<script>x</script>\nMerci', text: '<script>x</script>\nMerci' },
]
const ctx = { answers, formTitle: 'Contact', entryId: 42, date: new Date('2026-03-02T09:30:00Z'), pageUrl: 'https://site.test/contact' }

describe('merge tags', () => {
  it('replaces fields by label or key, and the form’s own tags', () => {
    expect(mergeText('Bonjour {Nom} ({nom}), entrée {entry_id} du formulaire {form_title}', ctx)).toBe(
      'Bonjour Jeanne Martin (Jeanne Martin), entrée 42 du formulaire Contact',
    )
    expect(mergeText('{date} — {page_url}', ctx)).toBe('02/03/2026 10:30 — https://site.test/contact')
    expect(mergeText('{votre message}', ctx)).toBe('<script>x</script>\nMerci')
  })

  it('lists all fields', () => {
    expect(mergeText('{all_fields}', ctx)).toBe('Nom : Jeanne Martin\nVotre message :\n<script>x</script>\nMerci')
    expect(mergeText('{all_fields}', { ...ctx, answers: [] })).toBe('(aucune réponse)')
  })

  it('leaves unknown tags as typed', () => {
    expect(mergeText('{Prénom} {}', ctx)).toBe('{Prénom} {}')
  })

  it('escapes everything in HTML, the template’s text and the visitor’s', () => {
    const html = mergeHtml('<b>{Nom}</b>\n{Votre message}\n{all_fields}', ctx)
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<b>')
    expect(html).toContain('&lt;b&gt;Jeanne Martin&lt;/b&gt;<br>&lt;script&gt;x&lt;/script&gt;<br>Merci<br><table')
    expect(html).toContain('<th align="left" valign="top" style="padding:4px 12px 4px 0">Votre message</th>')
  })

  it('keeps a subject on one line', () => {
    expect(mergeLine('Message de {Votre message}', ctx)).toBe('Message de <script>x</script> Merci')
  })

  it('keeps the no-break spaces of a price in a subject', () => {
    expect(mergeLine('Total :  {t}', { answers: [{ key: 't', label: 'T', type: 'total', value: '3794', text: '3\u202f794,00\u202f€' }], formTitle: 'x' })).toBe(
      'Total : 3\u202f794,00\u202f€',
    )
  })
})
