// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

import { normaliseForm } from '../../definition'
import { messages } from '../../messages'
import { lazyFeatures, showFeatureFailure } from './loader'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('feature chunks', () => {
  it('are needed only by forms that have such fields', () => {
    const plain = normaliseForm({ id: 1, title: 't', fields: [{ blockType: 'text', name: 'nom', label: 'Nom' }] })
    const rows = normaliseForm({ id: 2, title: 't', fields: [{ blockType: 'list', name: 'engins', label: 'Engins', columns: [{ label: 'Engin' }] }] })
    const needed = (def: typeof plain) => Object.entries(lazyFeatures).filter(([, f]) => f.needed(def)).map(([name]) => name)
    expect(needed(plain)).toEqual([])
    expect(needed(rows)).toEqual(['rows'])
    // Rows show their buttons at once; masks only react to typing.
    expect(lazyFeatures.rows.when).toBe('mount')
    expect(lazyFeatures.masks.when).toBe('interaction')
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
