/**
 * What activating a réalisation does (docs/product.md, Portfolio "Portfolio block"): a video opens the video overlay;
 * an image, a page or a site opens the lightbox, unless it is set to open in a new or the same tab,
 * where it is a plain link. Every item is also a real link (`href`), so it works without JavaScript
 * and can be opened in a new tab by the visitor.
 */
import { WP_FIELDS, WP_OPEN_IN_LIGHTBOX } from './constants'
import { safeUrl, videoEmbed, type VideoEmbed } from './embed'
import type { WpPortfolioItem } from './types'

export type ItemAction =
  | { kind: 'video'; href: string; embed: VideoEmbed }
  | { kind: 'frame'; href: string }
  | { kind: 'image'; href: string }
  | { kind: 'new-tab'; href: string }
  | { kind: 'same-tab'; href: string }
  /** Nothing safe to open (no URL, or not a web address): the item is shown, not linked. */
  | { kind: 'none' }

export type PreviewKind = Extract<ItemAction['kind'], 'video' | 'frame' | 'image'>

function tabOrPreview(href: string | null, openIn: WpPortfolioItem[typeof WP_FIELDS.siteOpenPortfolioIn], preview: 'frame' | 'image'): ItemAction {
  if (!href) return { kind: 'none' }
  switch (openIn) {
    case 'new-tab':
      return { kind: 'new-tab', href }
    case 'same-tab':
      return { kind: 'same-tab', href }
    case WP_OPEN_IN_LIGHTBOX:
      return { kind: preview, href }
    default: {
      // Anything else "means lightbox" (docs/product.md, Portfolio).
      const _other: never = openIn
      return { kind: preview, href }
    }
  }
}

export function itemAction(item: WpPortfolioItem): ItemAction {
  const type = item['portfolio-type']
  switch (type) {
    case 'video': {
      const embed = videoEmbed(item['portfolio-video-url'])
      return embed ? { kind: 'video', href: safeUrl(item['portfolio-video-url']) ?? embed.src, embed } : { kind: 'none' }
    }
    case 'iframe': {
      const href = safeUrl(item[WP_FIELDS.siteUrl])
      if (!href) return { kind: 'none' }
      return item[WP_FIELDS.siteOpenInNewTab] === '1' ? { kind: 'new-tab', href } : { kind: 'frame', href }
    }
    case 'page':
      return tabOrPreview(safeUrl(item.link), item[WP_FIELDS.siteOpenPortfolioIn], 'frame')
    case 'image':
      return tabOrPreview(
        safeUrl(item['lightbox-image-url']) ?? safeUrl(item['thumbnail-image-url']),
        item[WP_FIELDS.siteOpenPortfolioIn],
        'image',
      )
    default: {
      const _unknown: never = type
      return { kind: 'none' }
    }
  }
}

export const isPreview = (action: ItemAction): action is Extract<ItemAction, { kind: PreviewKind }> =>
  action.kind === 'video' || action.kind === 'frame' || action.kind === 'image'
