import { FOCUS_DELAY_MS, POST_RENDER_EVENT } from '../../constants'

/** The island's DOM basics, needed from its first load. Visitor and server text is only ever set with textContent. */

export const byId = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T | null

export function focusLater(element: HTMLElement | null): void {
  if (!element) return
  window.setTimeout(() => element.focus({ preventScroll: false }), FOCUS_DELAY_MS)
}

/** docs/product.md, Forms: "A post-render event fires after each change." */
export function postRender(formId: number, page: number): void {
  document.dispatchEvent(new CustomEvent(POST_RENDER_EVENT, { detail: { formId, page } }))
}
