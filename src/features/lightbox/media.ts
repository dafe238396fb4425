/** Lightbox slide model and URL checks, kept apart from Lightbox.client.tsx so they load with the page at ~0 cost. */
import type { LightboxVariant, SlideKind } from './constants'

export type LightboxSlide = {
  type: SlideKind
  /** image, video: the file or player page; inline: `#id` of the element; ajax: the page to GET. */
  src: string
  /** Text alternative of the image (empty string = decorative, never undefined). */
  alt: string
  caption: string
  /** video: the picture shown before it plays (a grid item's poster). */
  poster?: string
}

export type LightboxOptions = {
  slides: LightboxSlide[]
  index: number
  /** Focus goes back here when the lightbox closes. */
  opener: HTMLElement | null
  /** `grid`: a grid's media (docs/decisions/053); default: any other lightbox. */
  variant?: LightboxVariant
}

/**
 * What the page asks the lightbox for, before its code is in: a link that was clicked (its gallery
 * is gathered by the lightbox's own code), a `lightbox` link action's settings, or ready slides.
 */
export type LightboxRequest = LightboxOptions | { link: HTMLAnchorElement } | { settings: Record<string, unknown>; opener: HTMLElement | null }

/**
 * Only http(s) URLs (absolute, or relative to the page) reach an <img>, <video> or <iframe>:
 * settings decoded from a link hash are visitor-controllable input.
 */
export function safeMediaUrl(url: unknown, base: string): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null
  try {
    const parsed = new URL(url.trim(), base)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null
  } catch {
    return null
  }
}
