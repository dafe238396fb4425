/**
 * Particle backgrounds (docs/product.md, Shell): the configured script is loaded once, and only when a
 * `[data-particles]` section comes near the viewport, so pages without particles never pay for it.
 */
import { LAZY_BACKGROUND_MARGIN_PX } from '../constants'
import type { Installed } from './lazy-backgrounds'

export const PARTICLES_ATTRIBUTE = 'data-particles'
export const PARTICLES_LOADED_EVENT = 'vitrine:particles-loaded'

/** http(s) absolute, or root-relative (`/…` but not protocol-relative `//…`). */
export function isAllowedScriptUrl(url: string | null | undefined): url is string {
  if (typeof url !== 'string') return false
  const trimmed = url.trim()
  if (/^\/(?!\/)/.test(trimmed)) return !/[\s\\]/.test(trimmed)
  try {
    const parsed = new URL(trimmed)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
  } catch {
    return false
  }
}

function loadScriptOnce(src: string) {
  if (document.querySelector('script[data-particles-script]')) return
  const script = document.createElement('script')
  script.src = src
  script.async = true
  script.setAttribute('data-particles-script', '')
  script.addEventListener('load', () => document.dispatchEvent(new CustomEvent(PARTICLES_LOADED_EVENT)))
  document.head.append(script)
}

export function installParticles(scriptUrl: string | null): Installed {
  if (!isAllowedScriptUrl(scriptUrl)) return { scan: () => {}, disconnect: () => {} }
  const src = scriptUrl.trim()
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return
            observer?.disconnect()
            loadScriptOnce(src)
          },
          { rootMargin: `${LAZY_BACKGROUND_MARGIN_PX}px` },
        )
      : null
  return {
    scan(root) {
      const sections = root.querySelectorAll(`[${PARTICLES_ATTRIBUTE}]`)
      if (sections.length === 0) return
      if (!observer) return loadScriptOnce(src)
      for (const section of sections) observer.observe(section)
    },
    disconnect: () => observer?.disconnect(),
  }
}
