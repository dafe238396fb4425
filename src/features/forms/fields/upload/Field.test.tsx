// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { clientDefinition, normaliseForm } from '../../definition'
import { initialRaw } from '../../engine'
import { enhanceForm } from '../../render/client/enhance'
import { FormView } from '../../render/FormView'
import type { RawValues } from '../../types'

/**
 * The upload field as the page shows it, before and after the island's uploader takes over:
 * limits, the spec's refusals, the add button at the maximum, files kept from a postback state.
 * (Sending itself is tested over HTTP in tests/int/uploads.test.ts and in the browser.)
 */
const tokens = { nonce: 'abc.defghijklmnopqrstuvwxyz0123456', configNonce: 'abc.zz', versionHash: 'HASH-1234567890a' }
const def = normaliseForm({
  id: 9,
  title: 'Plans',
  method: 'ajax',
  fields: [{ blockType: 'upload', label: 'Plans', name: 'plans', maxFiles: 1, maxSizeMb: 1, allowedExtensions: ['pdf'] }],
})
const id = 'a'.repeat(32)

let detach: (() => void) | undefined
afterEach(() => {
  detach?.()
  detach = undefined
  document.body.innerHTML = ''
})

function show(raw: RawValues = initialRaw(def)) {
  document.body.innerHTML = renderToStaticMarkup(
    <FormView def={def} raw={raw} errors={{}} formError={null} page={1} submissionId={null} {...tokens} />,
  )
  return {
    picker: document.getElementById('input_9_plans') as HTMLInputElement,
    state: document.querySelector<HTMLInputElement>('input[name="input_plans"]')!,
    list: document.querySelector('[data-upload-list]')!,
  }
}

function pick(picker: HTMLInputElement, files: File[]) {
  Object.defineProperty(picker, 'files', { value: files, configurable: true })
  picker.dispatchEvent(new Event('change', { bubbles: true }))
}

/** The visitor's first move in the form: focus enters it. */
const firstMove = () => document.querySelector('form')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))

describe('upload field', () => {
  it('before the island: a picker that opens at once, the limits and a notice that JavaScript is needed', () => {
    const { picker, state } = show()
    // Enabled from the first tap (the uploader takes what was picked when it arrives); without
    // JavaScript forms.css does not show it.
    expect(picker.disabled).toBe(false)
    expect(picker.getAttribute('accept')).toBe('.pdf')
    expect(picker.name).toBe('')
    expect(state.value).toBe('[]')
    expect(document.body.textContent).toContain('Formats acceptés : PDF. 1 Mo au plus par fichier.')
    // The button the visitor sees is the site's, in French, under the transparent input (the
    // browser would draw its own in its own language); it is a picture of the input, not a second control.
    const button = picker.nextElementSibling!
    expect(picker.parentElement!.className).toBe('upload-pick')
    expect(button.textContent).toBe('Ajouter un fichier')
    expect(button.getAttribute('aria-hidden')).toBe('true')
    expect(document.querySelector('noscript')?.innerHTML).toContain('L’envoi de fichiers nécessite JavaScript.')
  })

  it('refuses other types and oversized files with the spec’s messages', async () => {
    const { picker } = show()
    detach = enhanceForm({ def: clientDefinition(def), ...tokens, page: 1, submissionId: null })
    // The uploader waits for the visitor's first move in the form (docs/decisions/012).
    await vi.dynamicImportSettled()
    firstMove()
    await vi.waitFor(() => expect(document.querySelector('.upload-notice')).not.toBeNull())
    pick(picker, [new File(['x'], 'photo.exe')])
    expect(document.querySelector('.upload-notice')?.textContent).toBe('photo.exe Ce type de fichier n’est pas autorisé.')
    pick(picker, [new File([new Uint8Array(2 * 1024 * 1024)], 'grand.pdf')])
    expect(document.querySelector('.upload-notice')?.textContent).toBe('grand.pdf - Le fichier dépasse la taille autorisée.')
    expect(document.querySelectorAll('[data-upload-list] li')).toHaveLength(0)
  })

  it('takes a file picked before the uploader arrived, without another tap', async () => {
    const { picker } = show()
    // The visitor picked a file while the form's code was still on its way: nothing listened.
    Object.defineProperty(picker, 'files', { value: [new File(['x'], 'photo.exe')], configurable: true })
    picker.dispatchEvent(new Event('change', { bubbles: true }))
    detach = enhanceForm({ def: clientDefinition(def), ...tokens, page: 1, submissionId: null })
    // The uploader judges it as soon as it is loaded, as if picked now (here: refused by type).
    await vi.waitFor(() => expect(document.querySelector('.upload-notice')?.textContent).toBe('photo.exe Ce type de fichier n’est pas autorisé.'))
  })

  it('keeps files from a postback state; the add button comes back when one is removed', async () => {
    const { picker, state, list } = show({ input_plans: [JSON.stringify([{ id, name: 'plan.pdf' }])] })
    expect(list.textContent).toContain('plan.pdf envoyé')
    // At the maximum already: disabled in the HTML too.
    expect(picker.disabled).toBe(true)
    detach = enhanceForm({ def: clientDefinition(def), ...tokens, page: 1, submissionId: null })
    firstMove()
    await vi.waitFor(() => expect(list.querySelector('button')).not.toBeNull())
    expect(picker.disabled).toBe(true)
    pick(picker, [new File(['%PDF-1.4'], 'autre.pdf')])
    expect(document.querySelector('.upload-notice')?.textContent).toBe('Nombre de fichiers maximal atteint')
    const remove = list.querySelector('button')!
    expect(remove.getAttribute('aria-label')).toBe('Retirer plan.pdf')
    remove.click()
    expect(state.value).toBe('[]')
    expect(picker.disabled).toBe(false)
  })
})
