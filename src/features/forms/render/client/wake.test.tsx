// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

import { normaliseForm } from '../../definition'
import { initialRaw } from '../../engine'
import { quoteForm } from '../../testing/fixtures'
import type { RawValues, ServerFormDefinition } from '../../types'
import { FormView } from '../FormView'
import { pickedFiles, visitorStarted } from './wake'

const tokens = { nonce: 'abc.defghijklmnopqrstuvwxyz0123456', configNonce: 'abc.zz', versionHash: 'HASH-1234567890a' }

function render(def: ServerFormDefinition, raw: RawValues = initialRaw(def)) {
  document.body.innerHTML = renderToStaticMarkup(<FormView def={def} raw={raw} errors={{}} formError={null} page={1} submissionId={null} {...tokens} />)
  return document.querySelector('form')!
}
const control = <T extends Element = HTMLInputElement>(id: string) => document.getElementById(id) as unknown as T

afterEach(() => {
  document.body.innerHTML = ''
})

/** What the island reads when its code arrives: did the visitor start on the form before? */
describe('visitorStarted', () => {
  it('is false for a form as the server rendered it, selects and defaults included', () => {
    const def = normaliseForm({
      id: 4,
      title: 'Essai',
      fields: [
        { blockType: 'select', label: 'Délai', name: 'delai', choices: [{ label: 'Dès que possible' }, { label: 'Dans le mois' }] },
        { blockType: 'select', label: 'Filière', name: 'filiere', defaultValue: 'Micro-station', choices: [{ label: 'Fosse' }, { label: 'Micro-station' }] },
        { blockType: 'text', label: 'Ville', name: 'ville', defaultValue: 'Tours' },
        { blockType: 'checkboxes', label: 'Ouvrages', name: 'ouvrages', choices: [{ label: 'Maison' }, { label: 'Piscine' }] },
        { blockType: 'upload', label: 'Plans', name: 'plans', allowedExtensions: ['pdf'] },
      ],
    })
    expect(visitorStarted(render(def))).toBe(false)
    expect(visitorStarted(render(quoteForm()))).toBe(false)
  })

  it('is true once a choice is tapped, an option chosen, text typed or a file picked', () => {
    const def = normaliseForm({
      id: 4,
      title: 'Essai',
      fields: [
        { blockType: 'select', label: 'Délai', name: 'delai', choices: [{ label: 'Dès que possible' }, { label: 'Dans le mois' }] },
        { blockType: 'text', label: 'Ville', name: 'ville', defaultValue: 'Tours' },
        { blockType: 'radio', label: 'Travaux', name: 'travaux', choices: [{ label: 'Terrassement' }, { label: 'Démolition' }] },
        { blockType: 'upload', label: 'Plans', name: 'plans', allowedExtensions: ['pdf'] },
      ],
    })
    let form = render(def)
    control<HTMLSelectElement>('input_4_delai').selectedIndex = 1
    expect(visitorStarted(form)).toBe(true)

    form = render(def)
    control('input_4_ville').value = 'Blois'
    expect(visitorStarted(form)).toBe(true)

    form = render(def)
    control('input_4_travaux_2').checked = true
    expect(visitorStarted(form)).toBe(true)

    form = render(def)
    expect(pickedFiles(form)).toBe(false)
    Object.defineProperty(control('input_4_plans'), 'files', { value: [new File(['%PDF-1.4'], 'plan.pdf')] })
    expect(visitorStarted(form)).toBe(true)
    expect(pickedFiles(form)).toBe(true)
  })

  it('is true when focus is already in the form', () => {
    const form = render(quoteForm())
    control('input_7_surface').focus()
    expect(visitorStarted(form)).toBe(true)
  })
})
