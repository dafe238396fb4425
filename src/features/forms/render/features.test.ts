import { describe, expect, it } from 'vitest'

import { normaliseForm } from '../definition'
import { codeAtFirstSign, FEATURES, FORM_CONTROLS, hasControls } from './features'

describe('feature chunks', () => {
  it('are needed only by forms that have such fields', () => {
    const plain = normaliseForm({ id: 1, title: 't', fields: [{ blockType: 'text', name: 'nom', label: 'Nom' }] })
    const rows = normaliseForm({ id: 2, title: 't', fields: [{ blockType: 'list', name: 'engins', label: 'Engins', columns: [{ label: 'Engin' }] }] })
    const needed = (def: typeof plain) => Object.entries(FEATURES).filter(([, f]) => f.needed(def)).map(([name]) => name)
    expect(needed(plain)).toEqual([])
    expect(needed(rows)).toEqual(['rows'])
    // Rows show their buttons at once; masks only react to typing.
    expect(FEATURES.rows.when).toBe('mount')
    expect(FEATURES.masks.when).toBe('interaction')
  })

  it('wait for the visitor’s first sign on a form met afresh, its controls included', () => {
    const fresh = { page: 1, hasErrors: false, draftRef: null, submissionId: null }
    expect(codeAtFirstSign(fresh)).toBe(true)
    // Mid-journey, the page's code is wanted at once: errors to focus, a later page, a draft, a submission under way.
    expect(codeAtFirstSign({ ...fresh, hasErrors: true })).toBe(false)
    expect(codeAtFirstSign({ ...fresh, page: 2 })).toBe(false)
    expect(codeAtFirstSign({ ...fresh, draftRef: 'a.b' })).toBe(false)
    expect(codeAtFirstSign({ ...fresh, submissionId: 'c0ffee' })).toBe(false)
  })

  it('name the controls whose presses wait for the code: the calendar’s button, select-all, the rows’ buttons', () => {
    const text = { blockType: 'text', name: 'nom', label: 'Nom' }
    const plain = normaliseForm({ id: 1, title: 't', fields: [text, { blockType: 'date', name: 'jour', label: 'Jour', input: 'text' }] })
    expect(hasControls(plain)).toBe(false)
    const picker = normaliseForm({ id: 2, title: 't', fields: [text, { blockType: 'date', name: 'jour', label: 'Jour', input: 'picker' }] })
    const selectAll = normaliseForm({
      id: 3,
      title: 't',
      fields: [{ blockType: 'checkboxes', name: 'lots', label: 'Lots', selectAll: true, choices: [{ label: 'A' }, { label: 'B' }] }],
    })
    const rows = normaliseForm({ id: 4, title: 't', fields: [{ blockType: 'list', name: 'engins', label: 'Engins', columns: [{ label: 'Engin' }] }] })
    for (const def of [picker, selectAll, rows]) expect(hasControls(def), def.fields[def.fields.length - 1].key).toBe(true)
    for (const control of ['data-datepicker-for', 'data-select-all', 'data-row-add', 'data-row-remove']) expect(FORM_CONTROLS).toContain(`[${control}]`)
  })
})
