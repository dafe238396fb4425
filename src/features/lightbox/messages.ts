/** French words of the lightbox (visible text and accessible names). */
export const messages = {
  previousImage: 'Image précédente',
  nextImage: 'Image suivante',
  closeLightbox: 'Fermer (Échap)',
  lightboxCounter: (current: number, total: number) => `${current} sur ${total}`,
  lightboxLabel: 'Visionneuse d’images',
  lightboxVideo: 'Vidéo',
  imageLoadError: 'L’image n’a pas pu être chargée.',
} as const
