import type { LightboxTexts } from './constants'

/** French words of the lightbox (visible text and accessible names), the site's own for the spec's defaults. */
const common = {
  close: 'Fermer (Échap)',
  counter: (current: number, total: number) => `${current} sur ${total}`,
  loading: 'Chargement…',
  contentError: 'Le contenu n’a pas pu être chargé.',
  imageError: 'L’image n’a pas pu être chargée.',
  notFound: 'Contenu introuvable',
  video: 'Vidéo',
}

export const messages = {
  /** A slideshow of images only (the page's image links and galleries). */
  images: {
    ...common,
    label: 'Visionneuse d’images',
    previous: 'Image précédente',
    next: 'Image suivante',
  } satisfies LightboxTexts,
  /** Any other slides: a video, an element of the page, a page of the site, or a mix. */
  generic: {
    ...common,
    label: 'Visionneuse',
    previous: 'Précédent (flèche gauche)',
    next: 'Suivant (flèche droite)',
  } satisfies LightboxTexts,
  consoleRefused: (src: string) => `Visionneuse : adresse « ${src} » refusée (autre origine que le site).`,
} as const
