/**
 * What a visitor does in the server's view before the island takes it over: the island replaces the
 * search box by its own (controlled) one and carries the text and the focus across; a réalisation
 * whose link opens a preview, clicked meanwhile, is held (not followed to the provider's site) and
 * opened in its preview once the island is live (replay-preview.ts, with the island's code). This
 * file comes with the loader, at the visitor's first sign (docs/decisions/080).
 */
export type Typed = { search: string | null; focused: boolean; preview?: string | null; live?: boolean }

/**
 * A link of the view that opens a preview (a video, a page of the site…) once the island is live;
 * its clicks wait for the loader too (the block hands this to PortfolioLoader.client.tsx).
 */
export const PREVIEW_LINK = 'a[aria-haspopup="dialog"]'

/**
 * Records into `typed` what is typed in a search box under `root` and whether it has focus (a box
 * removed while focused sends no focusout). What was typed and focused before it watches (the
 * loader comes at the visitor's first sign, which may be that very focus) is read at once: the
 * box's value against the one the server wrote. Returns what stops it.
 */
export function watchSearchBox(root: HTMLElement, typed: Typed): () => void {
  const isSearchBox = (target: EventTarget | null): target is HTMLInputElement => target instanceof HTMLInputElement && target.type === 'search'
  for (const box of root.querySelectorAll<HTMLInputElement>('input[type=search]')) {
    if (box.value !== box.defaultValue) typed.search = box.value
    if (box === document.activeElement) typed.focused = true
  }
  const onInput = (event: Event) => {
    if (isSearchBox(event.target)) typed.search = event.target.value
  }
  const onFocusIn = (event: FocusEvent) => {
    if (isSearchBox(event.target)) typed.focused = true
  }
  const onFocusOut = (event: FocusEvent) => {
    if (isSearchBox(event.target) && event.relatedTarget) typed.focused = false
  }
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(PREVIEW_LINK) : null
    if (typed.live || !link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    typed.preview = link.getAttribute('href')
  }
  root.addEventListener('input', onInput)
  root.addEventListener('focusin', onFocusIn)
  root.addEventListener('focusout', onFocusOut)
  root.addEventListener('click', onClick, true)
  return () => {
    root.removeEventListener('click', onClick, true)
    root.removeEventListener('input', onInput)
    root.removeEventListener('focusin', onFocusIn)
    root.removeEventListener('focusout', onFocusOut)
  }
}
