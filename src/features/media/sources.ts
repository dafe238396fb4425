import type { Media } from '@/payload-types'

/**
 * A staff image's `<img>` sources, from the sizes the media pipeline made when it was uploaded
 * (Media.ts `imageSizes`: WebP at 480, 800 and 1600 px) and the re-encoded original, served as
 * files (docs/decisions/060). No size is made again on a visit: the on-the-fly optimiser re-encoded
 * each image per width on the server, and did not cache when its disk cache was off.
 * Plain data, no React: the grid's HTML (render/html.ts) uses it on the server and in the browser.
 */
export type MediaSources = { src: string; srcSet?: string; width: number; height: number }

type Candidate = { url: string; width: number; height: number }

/** The pipeline's sizes, by name (Media.ts). */
const SIZE_NAMES = ['thumbnail', 'card', 'large'] as const
/** The `src` of a browser without `srcset`: the card's width, enough for a column at twice the density. */
const FALLBACK_WIDTH = 800
/** A size cropped to another shape (the 3:2 thumbnail of a portrait) would change the image's box. */
const SAME_SHAPE = 0.01

/** A space or comma would split a `srcset` entry (Payload encodes its file names; a stored URL may not be). */
const srcSetUrl = (url: string) => url.replace(/[\s,]/g, (c) => encodeURIComponent(c))

const sameShape = (a: Candidate, b: Candidate) =>
  Math.abs(a.width / a.height - b.width / b.height) <= SAME_SHAPE * (b.width / b.height)

function candidate(
  value: { url?: string | null; width?: number | null; height?: number | null } | null | undefined,
): Candidate | null {
  return value?.url && value.width && value.height ? { url: value.url, width: value.width, height: value.height } : null
}

export function mediaSources(media: Media): MediaSources | null {
  const original = candidate(media)
  if (!original || (media.mimeType && !media.mimeType.startsWith('image/'))) return null
  const byWidth = new Map<number, Candidate>()
  for (const name of SIZE_NAMES) {
    const size = candidate(media.sizes?.[name])
    // Never wider than the original (a size the pipeline could not make keeps no file), never another shape.
    if (size && size.width < original.width && sameShape(size, original)) byWidth.set(size.width, size)
  }
  byWidth.set(original.width, original)
  const widths = [...byWidth.keys()].sort((a, b) => a - b)
  const fallback = byWidth.get(widths.find((w) => w >= FALLBACK_WIDTH) ?? widths[widths.length - 1]!)!
  return {
    src: fallback.url,
    srcSet: widths.length > 1 ? widths.map((w) => `${srcSetUrl(byWidth.get(w)!.url)} ${w}w`).join(', ') : undefined,
    width: original.width,
    height: original.height,
  }
}
