/**
 * Payload documents to the WordPress REST shapes (docs/product.md, Portfolio). URLs that point at this site stay
 * root-relative, as Payload's own media URLs do: they work on any host the site is served from and
 * keep previews same-origin (our pages refuse to be framed by another origin). docs/api.md.
 */
import type { Media, PortfolioItem } from '@/payload-types'

import { TAXONOMY_FIELDS, WP_FIELDS, WP_OPEN_IN_LIGHTBOX, WP_TAXONOMY_PARAMS, type TaxonomyKind } from '../constants'
import { safeUrl } from '../embed'
import { escapeHtml } from '../entities'
import type { WpPortfolioItem, WpTerm } from '../types'

const isMedia = (m: unknown): m is Media => Boolean(m && typeof m === 'object' && 'url' in m)

const relationIds = (value: unknown): number[] =>
  Array.isArray(value)
    ? value.map((v) => (typeof v === 'number' ? v : v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : null)).filter((id): id is number => typeof id === 'number')
    : []

/** The thumbnail: the media's 800 px "card" size, the original when that size is missing. */
function thumbnail(doc: PortfolioItem): { url: string; width?: number; height?: number; alt: string } {
  const media = isMedia(doc.thumbnail) ? doc.thumbnail : null
  const card = media?.sizes?.card
  const alt = (doc.thumbnailAlt ?? '').trim() || media?.alt || ''
  if (card?.url && card.width && card.height) return { url: card.url, width: card.width, height: card.height, alt }
  if (media?.url) return { url: media.url, width: media.width ?? undefined, height: media.height ?? undefined, alt }
  return { url: '', alt }
}

const largeUrl = (m: unknown): string => (isMedia(m) ? (m.sizes?.large?.url ?? m.url ?? '') : '')

/** The URL an item leads to: its page, its site, its video or its full-size image. */
function targetUrl(doc: PortfolioItem): string {
  switch (doc.type) {
    case 'page':
      return safeUrl(doc.pageUrl) ?? ''
    case 'iframe':
      return safeUrl(doc.siteUrl) ?? ''
    case 'video':
      return safeUrl(doc.videoUrl) ?? ''
    case 'image':
      return largeUrl(doc.lightboxImage) || largeUrl(doc.thumbnail)
    default: {
      const _unknown: never = doc.type
      return ''
    }
  }
}

export function toWpItem(doc: PortfolioItem): WpPortfolioItem {
  const thumb = thumbnail(doc)
  const openIn = doc.openIn === 'new-tab' || doc.openIn === 'same-tab' ? doc.openIn : WP_OPEN_IN_LIGHTBOX
  return {
    id: doc.id,
    slug: doc.slug,
    date: doc.createdAt,
    modified: doc.updatedAt,
    status: 'publish',
    type: 'portfolio',
    menu_order: doc.order ?? 0,
    title: { rendered: escapeHtml(doc.title) },
    link: targetUrl(doc),
    'portfolio-type': doc.type,
    [WP_FIELDS.siteType]: doc.siteType ?? '',
    [WP_FIELDS.siteUrl]: doc.type === 'iframe' ? (safeUrl(doc.siteUrl) ?? '') : '',
    [WP_FIELDS.siteOpenInNewTab]: doc.type === 'iframe' && doc.openInNewTab ? '1' : '',
    [WP_FIELDS.siteOpenPortfolioIn]: openIn,
    'portfolio-video-url': doc.type === 'video' ? (safeUrl(doc.videoUrl) ?? '') : '',
    'lightbox-image-url': doc.type === 'image' ? largeUrl(doc.lightboxImage) || largeUrl(doc.thumbnail) : '',
    'thumbnail-image-url': thumb.url,
    'thumbnail-image-meta': { alt: thumb.alt, ...(thumb.width && thumb.height ? { width: thumb.width, height: thumb.height } : {}) },
    [WP_TAXONOMY_PARAMS.categories]: relationIds(doc[TAXONOMY_FIELDS.categories]),
    [WP_TAXONOMY_PARAMS.otherCategories]: relationIds(doc[TAXONOMY_FIELDS.otherCategories]),
    [WP_TAXONOMY_PARAMS.tags]: relationIds(doc[TAXONOMY_FIELDS.tags]),
  } satisfies WpPortfolioItem
}

export function toWpTerm(doc: { id: number; name: string; slug: string }, kind: TaxonomyKind, count: number): WpTerm {
  return { id: doc.id, count, description: '', name: doc.name, slug: doc.slug, parent: 0, taxonomy: WP_TAXONOMY_PARAMS[kind] }
}
