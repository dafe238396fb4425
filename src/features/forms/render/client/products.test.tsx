// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { estimateForm } from '../../../../../seed/content/forms'
import { clientDefinition, normaliseForm } from '../../definition'
import { initialRaw } from '../../engine'
import { messages } from '../../messages'
import { FormView } from '../FormView'
import { attachProducts } from './products'

const def = normaliseForm({ id: 5, ...estimateForm })
const NNBSP = '\u202f'

let detach: () => void
let form: HTMLFormElement

const input = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!
const total = () => form.querySelector<HTMLOutputElement>('[data-total="total"]')!
const type = (name: string, value: string) => {
  input(name).value = value
  input(name).dispatchEvent(new Event('input', { bubbles: true }))
}

beforeEach(() => {
  vi.useFakeTimers()
  document.body.innerHTML = renderToStaticMarkup(
    <FormView def={def} raw={initialRaw(def)} errors={{}} formError={null} page={1} submissionId={null} nonce="a.b" configNonce="a.c" versionHash="HASH-1234567890a" />,
  )
  form = document.getElementById('vitrine-form-5') as HTMLFormElement
})

afterEach(() => {
  detach?.()
  vi.useRealTimers()
})

describe('products script', () => {
  it('without JavaScript the total says it is computed on submission', () => {
    expect(total().textContent).toBe(messages.pricePending)
    expect(form.querySelector('label[for="input_5_total"]')?.textContent).toBe('Total estimé HT')
  })

  it('recalculates 345 ms after typing, then redraws the total 50 ms later', () => {
    detach = attachProducts(form, clientDefinition(def))
    expect(form.hasAttribute('data-prices-ready')).toBe(true)
    expect(total().value).toBe(`180,00${NNBSP}€`)
    type('input_surface', '120')
    type('input_profondeur', '0,4')
    vi.advanceTimersByTime(344)
    expect(input('input_volume').value).toBe('0')
    vi.advanceTimersByTime(1)
    expect(input('input_volume').value).toBe('48')
    const select = form.querySelector<HTMLSelectElement>('[name="input_terrain"]')!
    select.value = '28'
    select.dispatchEvent(new Event('change', { bubbles: true }))
    // A list recalculates at once; the total follows after the 50 ms debounce.
    vi.advanceTimersByTime(0)
    expect(total().value).toBe(`180,00${NNBSP}€`)
    vi.advanceTimersByTime(50)
    expect(total().value).toBe(`1${NNBSP}524,00${NNBSP}€`)
    expect(form.querySelector('[data-product-price="terrassement"]')?.textContent).toBe(`1${NNBSP}344,00${NNBSP}€`)
  })

  it('stops when detached', () => {
    detach = attachProducts(form, clientDefinition(def))
    detach()
    type('input_surface', '10')
    type('input_profondeur', '1')
    vi.advanceTimersByTime(1_000)
    expect(input('input_volume').value).toBe('0')
    expect(form.hasAttribute('data-prices-ready')).toBe(false)
  })
})
