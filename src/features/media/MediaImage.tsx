import Image from 'next/image'

import type { Media } from '@/payload-types'

type Props = {
  media: number | Media | null | undefined
  sizes: string
  priority?: boolean
  className?: string
  /** Overrides the stored alt text, e.g. '' for a decorative copy. */
  alt?: string
}

export const isMedia = (m: unknown): m is Media =>
  Boolean(m && typeof m === 'object' && typeof (m as Media).url === 'string')

/** A Payload media document as a responsive, lazily loaded image (eager only for the LCP image). */
export function MediaImage({ media, sizes, priority = false, className, alt }: Props) {
  if (!isMedia(media) || !media.url || !media.width || !media.height) return null
  return (
    <Image
      src={media.url}
      width={media.width}
      height={media.height}
      alt={alt ?? media.alt}
      sizes={sizes}
      priority={priority}
      className={className}
    />
  )
}

/** URL of the largest generated size, for backgrounds and lightbox links. */
export const largeUrl = (m: unknown): string | null =>
  isMedia(m) ? (m.sizes?.large?.url ?? m.url ?? null) : null
