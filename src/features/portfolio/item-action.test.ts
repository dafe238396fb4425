import { describe, expect, it } from 'vitest'

import { itemAction } from './item-action'
import type { WpPortfolioItem } from './types'

const base: WpPortfolioItem = {
  id: 1,
  slug: 'x',
  date: '',
  modified: '',
  status: 'publish',
  type: 'portfolio',
  menu_order: 0,
  title: { rendered: 'X' },
  link: '',
  'portfolio-type': 'image',
  'astra-site-type': '',
  'astra-site-url': '',
  'astra-site-open-in-new-tab': '',
  'astra-site-open-portfolio-in': 'iframe',
  'portfolio-video-url': '',
  'lightbox-image-url': '',
  'thumbnail-image-url': '',
  'thumbnail-image-meta': { alt: '' },
  'astra-portfolio-categories': [],
  'astra-portfolio-other-categories': [],
  'astra-portfolio-tags': [],
}
const item = (patch: Partial<WpPortfolioItem>) => ({ ...base, ...patch }) as WpPortfolioItem

describe('itemAction', () => {
  it('opens a video in the video overlay, with its embed URL', () => {
    expect(itemAction(item({ 'portfolio-type': 'video', 'portfolio-video-url': 'https://youtu.be/Xq4Lm9Tr2Ab' }))).toEqual({
      kind: 'video',
      href: 'https://youtu.be/Xq4Lm9Tr2Ab',
      embed: { host: 'youtube', src: 'https://www.youtube-nocookie.com/embed/Xq4Lm9Tr2Ab?autoplay=1' },
    })
    expect(itemAction(item({ 'portfolio-type': 'video', 'portfolio-video-url': 'https://cdn.example.org/v.mp4' }))).toMatchObject({
      kind: 'video',
      embed: { host: 'other', src: 'https://cdn.example.org/v.mp4' },
    })
  })

  it('opens an image in the lightbox, or its thumbnail when it has no lightbox image', () => {
    expect(itemAction(item({ 'lightbox-image-url': '/api/media/file/big.webp', 'thumbnail-image-url': '/t.webp' }))).toEqual({ kind: 'image', href: '/api/media/file/big.webp' })
    expect(itemAction(item({ 'thumbnail-image-url': '/t.webp' }))).toEqual({ kind: 'image', href: '/t.webp' })
  })

  it('opens a page in the framed lightbox unless it opens in a new or the same tab', () => {
    const page = { 'portfolio-type': 'page', link: '/services/vrd' } as const
    expect(itemAction(item(page))).toEqual({ kind: 'frame', href: '/services/vrd' })
    expect(itemAction(item({ ...page, 'astra-site-open-portfolio-in': 'new-tab' }))).toEqual({ kind: 'new-tab', href: '/services/vrd' })
    expect(itemAction(item({ ...page, 'astra-site-open-portfolio-in': 'same-tab' }))).toEqual({ kind: 'same-tab', href: '/services/vrd' })
  })

  it('opens a site in the framed lightbox, or in a new tab when its flag is "1"', () => {
    const site = { 'portfolio-type': 'iframe', 'astra-site-url': 'https://example.com/' } as const
    expect(itemAction(item(site))).toEqual({ kind: 'frame', href: 'https://example.com/' })
    expect(itemAction(item({ ...site, 'astra-site-open-in-new-tab': '1' }))).toEqual({ kind: 'new-tab', href: 'https://example.com/' })
  })

  it('links nothing it cannot open safely', () => {
    expect(itemAction(item({ 'portfolio-type': 'video', 'portfolio-video-url': 'javascript:alert(1)' }))).toEqual({ kind: 'none' })
    expect(itemAction(item({ 'portfolio-type': 'page', link: 'javascript:alert(1)' }))).toEqual({ kind: 'none' })
    expect(itemAction(item({ 'portfolio-type': 'iframe' }))).toEqual({ kind: 'none' })
    expect(itemAction(item({}))).toEqual({ kind: 'none' })
  })
})
