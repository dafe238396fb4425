/**
 * What staff set on a block's button to open it in the lightbox (docs/decisions/041): the slide kind
 * (« Ouvrir dans une visionneuse ») and a gallery name (« Galerie »), and the check of the button's
 * address against its kind, in French. Pure: read by the Payload config and its tests.
 */
import { parseVideo } from '../grid/media'
import { SLIDE_KINDS, type SlideKind } from './constants'

export const SLIDE_KIND_LABELS = {
  image: 'Image',
  video: 'Vidéo (YouTube, Vimeo, Wistia ou fichier)',
  inline: 'Élément de cette page (#ancre)',
  ajax: 'Contenu d’une page du site',
} satisfies Record<SlideKind, string>

/** Letters (accented too), digits, hyphens and underscores: a name staff can type twice alike. */
export const GALLERY_NAME = /^[\p{L}\p{N}_-]{1,40}$/u

const INLINE_HREF = /^#[A-Za-z_][\w-]*$/

export const lightboxMessages = {
  inline: 'Pour un élément de cette page, indiquez son ancre : #identifiant (lettres, chiffres, tirets).',
  ajax: 'Pour le contenu d’une page, indiquez un chemin de ce site (/page ou /page#section).',
  video: 'Indiquez une vidéo YouTube, Vimeo ou Wistia, ou un fichier .mp4 / .webm.',
  image: 'Indiquez l’adresse d’une image (/media/… ou https://…).',
  gallery: 'Nom de galerie : lettres, chiffres, tirets ou soulignés, 40 au plus, sans espace.',
} as const

export function isSlideKindValue(value: unknown): value is SlideKind {
  return typeof value === 'string' && (SLIDE_KINDS as readonly string[]).includes(value)
}

/** The French error for a button's address that its lightbox kind cannot open, or null when it can. */
export function lightboxHrefError(kind: SlideKind, href: string): string | null {
  switch (kind) {
    case 'inline':
      return INLINE_HREF.test(href) ? null : lightboxMessages.inline
    case 'ajax':
      return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\') ? null : lightboxMessages.ajax
    case 'video':
      return parseVideo(href) ? null : lightboxMessages.video
    case 'image':
      return /^(\/(?!\/)|https?:\/\/)/.test(href) ? null : lightboxMessages.image
  }
}
