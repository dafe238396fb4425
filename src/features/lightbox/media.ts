/** Lightbox slide model and URL checks, kept apart from Lightbox.client.tsx so they load with the page at ~0 cost. */

export type LightboxSlide = {
  type: 'image' | 'video'
  src: string
  /** Text alternative of the image (empty string = decorative, never undefined). */
  alt: string
  caption: string
}

export type LightboxOptions = {
  slides: LightboxSlide[]
  index: number
  /** Focus goes back here when the lightbox closes. */
  opener: HTMLElement | null
}

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

const YOUTUBE = /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})/i
const VIMEO = /vimeo\.com\/(?:video\/)?(\d+)/i

/** An embeddable player URL for YouTube/Vimeo links, or null for a direct video file. */
export function videoEmbedUrl(src: string): string | null {
  const youtube = YOUTUBE.exec(src)
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}?autoplay=1&rel=0`
  const vimeo = VIMEO.exec(src)
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}?autoplay=1&dnt=1`
  return null
}
