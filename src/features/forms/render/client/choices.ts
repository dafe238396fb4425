import { OTHER_CHOICE_VALUE } from '../../constants'
import { islandMessages as messages } from '../../island-messages'

/**
 * Choice helpers: the select-all toggle of checkboxes (docs/product.md, Forms: it switches between select and
 * deselect), and the "other" text of radio buttons, which selects "Autre" when typed in, or when
 * it was typed before this code came (docs/decisions/083).
 */
export function attachChoices(form: HTMLFormElement): () => void {
  const boxes = (wrapper: Element) => Array.from(wrapper.querySelectorAll<HTMLInputElement>('input[type=checkbox]'))
  const refresh = (wrapper: Element) => {
    const button = wrapper.querySelector<HTMLButtonElement>('[data-select-all]')
    if (!button) return
    const all = boxes(wrapper).every((b) => b.checked)
    button.textContent = all ? messages.deselectAll : messages.selectAll
    button.dataset.state = all ? 'deselect' : 'select'
  }
  // The server's label is its answers'; a box ticked before this code came counts now.
  form.querySelectorAll<HTMLButtonElement>('[data-select-all]').forEach((button) => refresh(button.closest('.form-field')!))
  const onClick = (event: Event) => {
    const button = (event.target as Element).closest?.('[data-select-all]')
    if (!button) return
    const wrapper = button.closest('.form-field')!
    const select = (button as HTMLElement).dataset.state !== 'deselect'
    for (const box of boxes(wrapper)) box.checked = select
    refresh(wrapper)
    boxes(wrapper)[0]?.dispatchEvent(new Event('change', { bubbles: true }))
  }
  const onChange = (event: Event) => {
    const target = event.target as HTMLInputElement
    if (target.type === 'checkbox') {
      const wrapper = target.closest('.field-checkboxes')
      if (wrapper) refresh(wrapper)
    }
  }
  const checkOther = (input: HTMLInputElement) => {
    const li = input.closest?.('.field-other')
    if (!li || input.type !== 'text') return
    const radio = li.querySelector<HTMLInputElement>(`input[type=radio][value="${OTHER_CHOICE_VALUE}"]`)
    if (radio && input.value !== '' && !radio.checked) {
      radio.checked = true
      radio.dispatchEvent(new Event('change', { bubbles: true }))
    }
  }
  const onOtherInput = (event: Event) => checkOther(event.target as HTMLInputElement)
  // Text typed in « Autre » before this code came, with no choice made since, chooses it now.
  form.querySelectorAll<HTMLInputElement>('.field-other input[type=text]').forEach((input) => {
    if (!input.closest('ul')?.querySelector('input[type=radio]:checked')) checkOther(input)
  })
  form.addEventListener('click', onClick)
  form.addEventListener('change', onChange)
  form.addEventListener('input', onOtherInput)
  return () => {
    form.removeEventListener('click', onClick)
    form.removeEventListener('change', onChange)
    form.removeEventListener('input', onOtherInput)
  }
}
