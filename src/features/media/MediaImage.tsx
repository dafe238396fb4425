import Image from 'next/image'

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

/** A Payload media document as a responsive, lazily loaded image (eager above the fold). */
export function MediaImage({ media, sizes, priority = false, eager = false, className, alt }: Props) {
  if (!isMedia(media) || !media.url || !media.width || !media.height) return null
  return (
    <Image
      src={media.url}
      width={media.width}
      height={media.height}
      alt={alt ?? media.alt}
      sizes={sizes}
      // Next's `preload` alone leaves the request at the browser's default priority: on a slow
      // link the LCP image then shares the bandwidth with fonts and scripts.
      preload={priority}
      fetchPriority={priority ? 'high' : undefined}
      loading={priority || eager ? 'eager' : 'lazy'}
      className={className}
    />
  )
}

/** URL of the largest generated size, for backgrounds and lightbox links. */
export const largeUrl = (m: unknown): string | null =>
  isMedia(m) ? (m.sizes?.large?.url ?? m.url ?? null) : null
