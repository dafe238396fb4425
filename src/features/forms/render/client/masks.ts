import { MASK_CLEAR_INCOMPLETE_DEFAULT } from '../../constants'
import { applyMask } from '../../parsers/mask'

/** Input masks (docs/product.md, Forms): formats as the visitor types; incomplete input is cleared on blur. */
export function attachMasks(form: HTMLFormElement): () => void {
  const onInput = (event: Event) => {
    const input = event.target as HTMLInputElement
    const mask = input.dataset?.mask
    if (!mask) return
    const { value } = applyMask(mask, input.value)
    if (value !== input.value) input.value = value
  }
  const onBlur = (event: FocusEvent) => {
    const input = event.target as HTMLInputElement
    const mask = input.dataset?.mask
    if (!mask || input.value === '') return
    const clear = input.dataset.maskKeep === undefined ? MASK_CLEAR_INCOMPLETE_DEFAULT : false
    if (clear && !applyMask(mask, input.value).complete) {
      input.value = ''
      input.dispatchEvent(new Event('input', { bubbles: true }))
    }
  }
  form.addEventListener('input', onInput)
  form.addEventListener('focusout', onBlur)
  // What was typed before this code arrived (a phone's keypad has no "/": 19102026) is formatted
  // as if typed now, never cleared: clearing an incomplete value waits for the visitor to leave it.
  form.querySelectorAll<HTMLInputElement>('input[data-mask]').forEach((input) => {
    const { value } = applyMask(input.dataset.mask ?? '', input.value)
    if (input.value === '' || input.disabled || value === input.value) return
    input.value = value
    // The island's logic reads the answer again, as after any typing.
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
  return () => {
    form.removeEventListener('input', onInput)
    form.removeEventListener('focusout', onBlur)
  }
}
