/**
 * Lazy backgrounds (docs/product.md, Shell): `data-lazy-bg="<url>"` becomes `background-image` once the
 * element is within 200 px of the viewport; the attribute is then swapped for
 * `data-lazy-bg-loaded` so CSS can fade it in and a rescan skips it.
 */
import { LAZY_BACKGROUND_MARGIN_PX, LAZY_BG_ATTRIBUTE } from '../constants'

export { LAZY_BG_ATTRIBUTE }
export const LAZY_BG_LOADED_ATTRIBUTE = 'data-lazy-bg-loaded'

/** A CSS `url("…")` for http(s) or relative URLs; null for anything else (javascript:, data:, …). */
export function cssUrl(value: string, base: string): string | null {
  const trimmed = value.trim()
  if (!trimmed) return null
  try {
    const url = new URL(trimmed, base)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    // The absolute href is percent-encoded except for quotes and backslashes, escaped here.
    return `url("${url.href.replace(/["\\]/g, '\\$&')}")`
  } catch {
    return null
  }
}

export function loadBackground(element: HTMLElement): void {
  const value = element.getAttribute(LAZY_BG_ATTRIBUTE)
  if (value === null) return
  const css = cssUrl(value, element.ownerDocument.baseURI)
  if (css) element.style.backgroundImage = css
  element.removeAttribute(LAZY_BG_ATTRIBUTE)
  element.setAttribute(LAZY_BG_LOADED_ATTRIBUTE, '')
}

export type Installed = { scan: (root: ParentNode) => void; disconnect: () => void }

export function installLazyBackgrounds(): Installed {
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue
              observer?.unobserve(entry.target)
              loadBackground(entry.target as HTMLElement)
            }
          },
          { rootMargin: `${LAZY_BACKGROUND_MARGIN_PX}px` },
        )
      : null
  return {
    scan(root) {
      for (const element of root.querySelectorAll<HTMLElement>(`[${LAZY_BG_ATTRIBUTE}]`)) {
        // Without IntersectionObserver, loading everything is better than loading nothing.
        if (observer) observer.observe(element)
        else loadBackground(element)
      }
    },
    disconnect: () => observer?.disconnect(),
  }
}
