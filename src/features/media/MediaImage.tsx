import { preload } from 'react-dom'

import type { Media } from '@/payload-types'

import { mediaSources } from './sources'

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
 * A Payload media document as a responsive, lazily loaded image (eager above the fold): a plain
 * <img> rendered on the server, its sources the sizes the media pipeline made (sources.ts,
 * docs/decisions/060). It needs no script.
 */
export function MediaImage({ media, sizes, priority = false, eager = false, className, alt }: Props) {
  if (!isMedia(media)) return null
  const sources = mediaSources(media)
  if (!sources) return null
  const { src, srcSet, width, height } = sources
  // Announced in the document's head, so it starts before the styles and scripts are read.
  if (priority) preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: srcSet ? sizes : undefined, fetchPriority: 'high' })
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the pipeline's files are already sized; no optimiser
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt ?? media.alt}
      // The browser's default priority would leave the LCP image sharing a slow link with fonts and scripts.
      fetchPriority={priority ? 'high' : undefined}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      className={className}
    />
  )
}

/** URL of the largest generated size, for backgrounds and lightbox links. */
export const largeUrl = (m: unknown): string | null =>
  isMedia(m) ? (m.sizes?.large?.url ?? m.url ?? null) : null
