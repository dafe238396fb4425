import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import { mediaSources } from './sources'

/**
 * An image's `<img>` sources come from the files the media pipeline made at upload (Media.ts):
 * each width once, none wider than the original or of another shape, so the browser picks the
 * file a column needs and the box the page reserved stays the image's.
 */
const size = (name: string, width: number, height: number) => ({ url: `/api/media/file/${name}-${width}x${height}.webp`, width, height, mimeType: 'image/webp', filename: `${name}-${width}x${height}.webp` })

function photo(width: number, height: number, sizes: Media['sizes'] = {}): Media {
  return { id: 1, alt: 'Fouille', url: '/api/media/file/fouille.webp', width, height, mimeType: 'image/webp', sizes, updatedAt: '', createdAt: '' }
}

describe('mediaSources', () => {
  it('offers the pipeline’s sizes and the original, by width, with the card as the plain source', () => {
    const landscape = photo(2400, 1600, { thumbnail: size('fouille', 480, 320), card: size('fouille', 800, 533), large: size('fouille', 1600, 1067) })
    expect(mediaSources(landscape)).toEqual({
      src: '/api/media/file/fouille-800x533.webp',
      srcSet: '/api/media/file/fouille-480x320.webp 480w, /api/media/file/fouille-800x533.webp 800w, /api/media/file/fouille-1600x1067.webp 1600w, /api/media/file/fouille.webp 2400w',
      width: 2400,
      height: 1600,
    })
  })

  it('leaves out the cropped thumbnail of an image of another shape, and sizes as wide as the original', () => {
    const portrait = photo(1200, 1500, { thumbnail: size('mur', 480, 320), card: size('mur', 800, 1000), large: { url: null, width: null, height: null } })
    expect(mediaSources(portrait)?.srcSet).toBe('/api/media/file/mur-800x1000.webp 800w, /api/media/file/fouille.webp 1200w')
    const wide = photo(1600, 900, { card: size('hero', 800, 450), large: size('hero', 1600, 900) })
    expect(mediaSources(wide)?.srcSet).toBe('/api/media/file/hero-800x450.webp 800w, /api/media/file/fouille.webp 1600w')
  })

  it('shows a small image as it is, without a srcset', () => {
    expect(mediaSources(photo(400, 300))).toEqual({ src: '/api/media/file/fouille.webp', srcSet: undefined, width: 400, height: 300 })
  })

  it('keeps a file name with a space or a comma in one srcset entry', () => {
    const named = photo(1600, 900, { card: { ...size('x', 800, 450), url: '/api/media/file/mur, vue 800.webp' } })
    expect(mediaSources(named)?.srcSet).toBe('/api/media/file/mur%2C%20vue%20800.webp 800w, /api/media/file/fouille.webp 1600w')
  })

  it('gives nothing for a video or a document without its size', () => {
    expect(mediaSources({ ...photo(0, 0), width: null, height: null })).toBeNull()
    expect(mediaSources({ ...photo(1920, 1080), mimeType: 'video/mp4' })).toBeNull()
  })
})
