/**
 * Particle backgrounds (docs/product.md, Shell): the configured script is loaded once, and only when a
 * `[data-particles]` section comes near the viewport, so pages without particles never pay for it.
 */
import { CONSENT_EVENT } from '../../consent/constants'
import { grantedInBrowser } from '../../consent/cookie'
import { LAZY_BACKGROUND_MARGIN_PX, PARTICLES_ATTRIBUTE } from '../constants'
import type { Installed } from './lazy-backgrounds'

export { PARTICLES_ATTRIBUTE }
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

let waitingForConsent: (() => void) | null = null

/**
 * A script from another site loads only once the visitor accepts « effets visuels externes »
 * (docs/decisions/045): until then the section keeps its plain background, and an acceptance
 * later on this page (the banner, the page of choices) brings the particles in.
 */
function loadScriptOnce(src: string) {
  if (document.querySelector('script[data-particles-script]')) return
  const offSite = new URL(src, location.href).origin !== location.origin
  if (offSite && !grantedInBrowser('effects')) {
    if (waitingForConsent) return
    waitingForConsent = () => {
      if (!grantedInBrowser('effects')) return
      window.removeEventListener(CONSENT_EVENT, waitingForConsent!)
      waitingForConsent = null
      loadScriptOnce(src)
    }
    window.addEventListener(CONSENT_EVENT, waitingForConsent)
    return
  }
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
