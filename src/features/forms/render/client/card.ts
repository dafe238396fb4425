import { CARD_SPECS, detectCardType, formatCardNumber } from '../../parsers/card'

/** Card numbers: grouped by four as typed, type announced once the first digits tell it (docs/product.md, Forms). */
export function attachCards(form: HTMLFormElement): () => void {
  const apply = (input: HTMLInputElement) => {
    const formatted = formatCardNumber(input.value)
    if (formatted !== input.value) input.value = formatted
    const type = detectCardType(input.value)
    const out = input.closest('.form-field')?.querySelector('[data-card-type]')
    if (out) out.textContent = type ? CARD_SPECS[type].label : ''
  }
  const onInput = (event: Event) => {
    const input = event.target as HTMLInputElement
    if (input.matches?.('[data-card]')) apply(input)
  }
  form.addEventListener('input', onInput)
  // A number typed before this code arrived is grouped and named now (docs/decisions/029).
  form.querySelectorAll<HTMLInputElement>('input[data-card]').forEach((input) => {
    if (input.value !== '') apply(input)
  })
  return () => form.removeEventListener('input', onInput)
}
