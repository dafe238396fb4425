import type { Block } from 'payload'

import { blockSettings } from '../settings'

export const GalleryBlockConfig: Block = {
  slug: 'gallery',
  interfaceName: 'GalleryBlock',
  labels: { singular: 'Galerie', plural: 'Galeries' },
  fields: [
    { name: 'heading', label: 'Titre', type: 'text', required: true, maxLength: 140 },
    { name: 'intro', label: 'Introduction', type: 'textarea', maxLength: 600 },
    {
      name: 'items',
      label: 'Images',
      labels: { singular: 'Image', plural: 'Images' },
      type: 'array',
      minRows: 1,
      maxRows: 40,
      required: true,
      fields: [
        { name: 'image', label: 'Image', type: 'upload', relationTo: 'media', required: true },
        { name: 'caption', label: 'Légende', type: 'text', maxLength: 200 },
      ],
    },
    blockSettings,
  ],
}
