import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'

import type { Media } from '@/payload-types'

type Props = {
  media: number | Media | null | undefined
  sizes: string
  /** The page's LCP image: preloaded from the document's head and fetched first. */
  priority?: boolean
  /** Above the fold but not the LCP image: loaded at once, at the browser's usual priority. */
  eager?: boolean
  className?: string
  /** Overrides the stored alt text, e.g. '' for a decorative copy. */
  alt?: string
}

export const isMedia = (m: unknown): m is Media =>
  Boolean(m && typeof m === 'object' && typeof (m as Media).url === 'string')

/**
 * The optimiser's <img> attributes (AVIF/WebP sources at the given sizes), without next/image's
 * component code. getImageProps hides the alt text (the component shows it again when the image
 * fails): it stays visible here, for a failed image.
 */
export function optimisedImageProps(options: ImageProps) {
  return getImageProps({ ...options, style: { ...options.style, color: undefined } }).props
}

/**
 * A Payload media document as a responsive, lazily loaded image (eager above the fold). A plain
 * <img> with the optimiser's sources (getImageProps): rendered on the server, it needs no script,
 * where next/image's component would ship its code to every page to hydrate the same markup.
 */
export function MediaImage({ media, sizes, priority = false, eager = false, className, alt }: Props) {
  if (!isMedia(media) || !media.url || !media.width || !media.height) return null
  const props = optimisedImageProps({
    src: media.url,
    width: media.width,
    height: media.height,
    alt: alt ?? media.alt,
    sizes,
    // The browser's default priority would leave the LCP image sharing a slow link with fonts and scripts.
    fetchPriority: priority ? 'high' : undefined,
    loading: priority || eager ? 'eager' : 'lazy',
    className,
  })
  // Announced in the document's head, as next/image does for a preloaded image.
  if (priority) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  // eslint-disable-next-line @next/next/no-img-element -- the optimiser's <img>, from optimisedImageProps
  return <img {...props} alt={props.alt} />
}

/** URL of the largest generated size, for backgrounds and lightbox links. */
export const largeUrl = (m: unknown): string | null =>
  isMedia(m) ? (m.sizes?.large?.url ?? m.url ?? null) : null
