import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '../accounts/access'
import { MEDIA_DIR } from '../../lib/paths'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Média', plural: 'Médias' },
  admin: { group: 'Contenu' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    {
      name: 'alt',
      label: 'Texte alternatif',
      type: 'text',
      required: true,
      maxLength: 250,
      admin: { description: 'Décrit l’image pour les personnes qui ne la voient pas.' },
    },
    { name: 'caption', label: 'Légende', type: 'text', maxLength: 250 },
  ],
  upload: {
    staticDir: path.resolve(MEDIA_DIR),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif'],
    // Originals are re-encoded: modern formats only, metadata (GPS) stripped by sharp.
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [
      { name: 'thumbnail', width: 480, height: 320, position: 'centre', formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'card', width: 800, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'large', width: 1600, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
}
