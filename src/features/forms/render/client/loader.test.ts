// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

import { messages } from '../../messages'
import { showFeatureFailure } from './loader'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('feature chunks', () => {
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
