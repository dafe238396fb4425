// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { clientDefinition, normaliseForm } from '../../definition'
import { messages } from '../../messages'
import { readRaw } from '../../raw'
import type { RawValues } from '../../types'
import { FormView } from '../FormView'
import { enhanceForm } from './enhance'

const tokens = { nonce: 'abc.defghijklmnopqrstuvwxyz0123456', configNonce: 'abc.zz', versionHash: 'HASH-1234567890a' }
const def = normaliseForm({
  id: 9,
  title: 'Candidature',
  method: 'ajax',
  fields: [
    {
      blockType: 'repeater',
      name: 'experiences',
      label: 'Expériences passées',
      minRows: 1,
      maxRows: 3,
      subfields: [
        { label: 'Entreprise', name: 'entreprise', required: true },
        { label: 'Poste', name: 'poste' },
      ],
    },
  ],
})

let detach: (() => void) | undefined
function mount(raw = {}) {
  document.body.innerHTML = renderToStaticMarkup(
    <FormView def={def} raw={raw} errors={{}} formError={null} page={1} submissionId={null} {...tokens} />,
  )
  detach = enhanceForm({ def: clientDefinition(def), ...tokens, page: 1, submissionId: null })
  return document.getElementById('vitrine-form-9') as HTMLFormElement
}
afterEach(() => {
  detach?.()
  document.body.innerHTML = ''
})

const rows = (form: HTMLFormElement) => Array.from(form.querySelectorAll<HTMLFieldSetElement>('.form-rows-list > .form-row'))
const add = (form: HTMLFormElement) => form.querySelector<HTMLButtonElement>('[data-row-add]')!
const status = (form: HTMLFormElement) => form.querySelector('[data-rows-status]')!
const removeButtons = (form: HTMLFormElement) => rows(form).map((r) => r.querySelector<HTMLButtonElement>('[data-row-remove]')!)

describe('repeatable rows in the browser', () => {
  it('without the script: the minimum rows with their buttons as the script keeps them, extra rows for visitors without JavaScript', () => {
    const server = (raw: RawValues) => {
      document.body.innerHTML = renderToStaticMarkup(<FormView def={def} raw={raw} errors={{}} formError={null} page={1} submissionId={null} {...tokens} />)
      return document.getElementById('vitrine-form-9') as HTMLFormElement
    }
    const full = server({ 'input_experiences.1.entreprise': ['A'], 'input_experiences.2.entreprise': ['B'], 'input_experiences.3.entreprise': ['C'] })
    expect(rows(full)).toHaveLength(3)
    expect(add(full).disabled).toBe(true)
    expect(removeButtons(full).every((b) => !b.hidden)).toBe(true)
    // The buttons are the server's (docs/decisions/083): « Ajouter » offered, a lone row's « Supprimer » not.
    const form = server({})
    expect(rows(form)).toHaveLength(1)
    expect(add(form).hidden).toBe(false)
    expect(add(form).disabled).toBe(false)
    expect(removeButtons(form)[0].hidden).toBe(true)
    expect(form.querySelector('noscript')?.innerHTML).toContain('input_experiences.3.entreprise')
    expect(form.querySelector('legend.form-row-legend')?.textContent).toBe('Ligne 1')
    // The template row is hidden and disabled: never shown, never submitted.
    const template = form.querySelector<HTMLElement>('[data-row-template]')!
    expect(template.hidden).toBe(true)
    expect(readRaw(new FormData(form))).not.toHaveProperty(['input_experiences.0.entreprise'])
  })

  it('adds rows up to the maximum, announcing each, from a press made before the rows’ code came', async () => {
    const form = mount()
    // The rows' code is its own chunk, still on its way: the press is kept for it.
    add(form).click()
    expect(rows(form)).toHaveLength(1)
    await vi.waitFor(() => expect(rows(form)).toHaveLength(2))
    expect(status(form).textContent).toBe(messages.rowAdded(2))
    expect(status(form).getAttribute('aria-live')).toBe('polite')
    expect(document.activeElement?.getAttribute('name')).toBe('input_experiences.2.entreprise')
    expect(removeButtons(form).every((b) => !b.hidden)).toBe(true)
    add(form).click()
    expect(rows(form)).toHaveLength(3)
    expect(add(form).disabled).toBe(true)
  })

  it('removes a row, renumbers the others and announces it', async () => {
    const form = mount({ 'input_experiences.1.entreprise': ['A'], 'input_experiences.2.entreprise': ['B'], 'input_experiences.3.entreprise': ['C'] })
    expect(add(form).disabled).toBe(true)
    removeButtons(form)[1].click()
    await vi.waitFor(() => expect(status(form).textContent).toBe(messages.rowRemoved(2)))
    expect(add(form).disabled).toBe(false)
    expect(readRaw(new FormData(form))).toMatchObject({ 'input_experiences.1.entreprise': ['A'], 'input_experiences.2.entreprise': ['C'] })
    const second = rows(form)[1]
    expect(second.querySelector('legend')?.textContent).toBe('Ligne 2')
    expect(second.querySelector('[data-row-remove]')?.getAttribute('aria-label')).toBe(messages.removeRow(2))
    expect(second.querySelector('label')?.getAttribute('for')).toBe(second.querySelector('input')?.id)
  })
})
