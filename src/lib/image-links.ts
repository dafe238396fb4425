/**
 * docs/product.md, Shell "Header and page": a link opens the lightbox only if it points to an image file
 * (png, jpg, jpeg, gif, svg, webp, avif) and has no download attribute, or is flagged as a video;
 * `data-lightbox="yes" | "no"` forces the decision per element.
 */

export const LIGHTBOX_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'avif'] as const

const IMAGE_PATH = new RegExp(`\\.(?:${LIGHTBOX_IMAGE_EXTENSIONS.join('|')})$`, 'i')

/** Whether a URL's path (query and fragment ignored) names an image file. */
export function isImageUrl(href: string | null | undefined): boolean {
  if (typeof href !== 'string') return false
  const path = href.trim().split('#', 1)[0].split('?', 1)[0]
  return IMAGE_PATH.test(path)
}

export type LightboxForce = 'yes' | 'no' | null

export function lightboxForce(element: Element): LightboxForce {
  const value = element.getAttribute('data-lightbox')?.trim().toLowerCase()
  return value === 'yes' || value === 'no' ? value : null
}

export function isVideoLink(element: Element): boolean {
  return element.hasAttribute('data-lightbox-video')
}

export function isLightboxImageLink(anchor: Element | null | undefined): boolean {
  if (!anchor || !anchor.hasAttribute('href')) return false
  const forced = lightboxForce(anchor)
  if (forced === 'no') return false
  if (forced === 'yes') return true
  if (isVideoLink(anchor)) return true
  return !anchor.hasAttribute('download') && isImageUrl(anchor.getAttribute('href'))
}
