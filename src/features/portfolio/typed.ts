/**
 * What a visitor types in the server's search box before the island takes it over: the island
 * replaces that box by its own (controlled) one and carries the text and the focus across.
 */
export type Typed = { search: string | null; focused: boolean }

/**
 * Records into `typed` what is typed in a search box under `root` and whether it has focus (a box
 * removed while focused sends no focusout). Returns what stops it.
 */
export function watchSearchBox(root: HTMLElement, typed: Typed): () => void {
  const isSearchBox = (target: EventTarget | null): target is HTMLInputElement => target instanceof HTMLInputElement && target.type === 'search'
  const onInput = (event: Event) => {
    if (isSearchBox(event.target)) typed.search = event.target.value
  }
  const onFocusIn = (event: FocusEvent) => {
    if (isSearchBox(event.target)) typed.focused = true
  }
  const onFocusOut = (event: FocusEvent) => {
    if (isSearchBox(event.target) && event.relatedTarget) typed.focused = false
  }
  root.addEventListener('input', onInput)
  root.addEventListener('focusin', onFocusIn)
  root.addEventListener('focusout', onFocusOut)
  return () => {
    root.removeEventListener('input', onInput)
    root.removeEventListener('focusin', onFocusIn)
    root.removeEventListener('focusout', onFocusOut)
  }
}
