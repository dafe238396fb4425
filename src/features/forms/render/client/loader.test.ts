// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

import { normaliseForm } from '../../definition'
import { messages } from '../../messages'
import { codeAtFirstSign, FEATURES } from '../features'
import { showFeatureFailure } from './loader'

afterEach(() => {
  document.body.innerHTML = ''
})

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

  it('wait for the visitor’s first sign on a form met afresh whose code draws no control', () => {
    const fresh = { page: 1, hasErrors: false, draftRef: null, submissionId: null }
    const text = { blockType: 'text', name: 'nom', label: 'Nom' }
    const plain = normaliseForm({ id: 1, title: 't', fields: [text, { blockType: 'date', name: 'jour', label: 'Jour', input: 'text' }] })
    expect(codeAtFirstSign(plain, fresh)).toBe(true)
    // Mid-journey, the page's code is wanted at once: errors to focus, a later page, a draft, a submission under way.
    expect(codeAtFirstSign(plain, { ...fresh, hasErrors: true })).toBe(false)
    expect(codeAtFirstSign(plain, { ...fresh, page: 2 })).toBe(false)
    expect(codeAtFirstSign(plain, { ...fresh, draftRef: 'a.b' })).toBe(false)
    expect(codeAtFirstSign(plain, { ...fresh, submissionId: 'c0ffee' })).toBe(false)
    // Controls the code draws would appear late: the calendar's button, select-all, the rows' buttons.
    const picker = normaliseForm({ id: 2, title: 't', fields: [text, { blockType: 'date', name: 'jour', label: 'Jour', input: 'picker' }] })
    const selectAll = normaliseForm({
      id: 3,
      title: 't',
      fields: [{ blockType: 'checkboxes', name: 'lots', label: 'Lots', selectAll: true, choices: [{ label: 'A' }, { label: 'B' }] }],
    })
    const rows = normaliseForm({ id: 4, title: 't', fields: [{ blockType: 'list', name: 'engins', label: 'Engins', columns: [{ label: 'Engin' }] }] })
    for (const def of [picker, selectAll, rows]) expect(codeAtFirstSign(def, fresh), def.fields[def.fields.length - 1].key).toBe(false)
  })

  it('show one French alert with a retry, which goes away and loads again', () => {
    document.body.innerHTML = '<form id="f"><input name="input_nom"></form>'
    const form = document.getElementById('f') as HTMLFormElement
    const retry = vi.fn()
    showFeatureFailure(form, retry)
    showFeatureFailure(form, retry)
    const alerts = form.querySelectorAll('[role=alert]')
    expect(alerts).toHaveLength(1)
    expect(alerts[0].textContent).toContain(messages.featureLoadFailed)
    const button = alerts[0].querySelector('button')!
    expect(button.textContent).toBe('Réessayer')
    button.click()
    expect(retry).toHaveBeenCalledTimes(1)
    expect(form.querySelector('[role=alert]')).toBeNull()
  })

  it('say so when the code is over its time-out, in the shared loader’s words', () => {
    document.body.innerHTML = '<form id="f"></form>'
    const form = document.getElementById('f') as HTMLFormElement
    showFeatureFailure(form, () => {}, 'timeout')
    expect(form.querySelector('[role=alert] p')?.textContent).toBe('Le chargement a pris plus de deux minutes. Vérifiez votre connexion, puis réessayez.')
  })
})
