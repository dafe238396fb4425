import { passwordStateLabels } from '../../messages'
import { passwordStrength } from '../../parsers/password'

/** The strength indicator of password fields (docs/product.md, Forms), updated as the visitor types. */
export function attachPasswordStrength(form: HTMLFormElement): () => void {
  const update = (wrapper: Element) => {
    const [password, confirmation] = Array.from(wrapper.querySelectorAll<HTMLInputElement>('input[type=password]'))
    const indicator = wrapper.querySelector<HTMLElement>('[data-strength]')
    if (!password || !indicator) return
    const state = passwordStrength(password.value, confirmation?.value ?? '')
    indicator.hidden = false
    indicator.dataset.strength = state
    const text = indicator.querySelector('[data-strength-text]')
    if (text) text.textContent = passwordStateLabels[state]
  }
  const onInput = (event: Event) => {
    const wrapper = (event.target as Element).closest?.('.field-password')
    if (wrapper) update(wrapper)
  }
  form.querySelectorAll('.field-password').forEach(update)
  form.addEventListener('input', onInput)
  return () => form.removeEventListener('input', onInput)
}
