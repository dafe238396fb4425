import type { Block } from 'payload'

import { validateHref } from '../link-fields'
import { blockSettings } from '../settings'

export const ServicesBlockConfig: Block = {
  slug: 'services',
  interfaceName: 'ServicesBlock',
  labels: { singular: 'Grille de services', plural: 'Grilles de services' },
  fields: [
    { name: 'heading', label: 'Titre', type: 'text', required: true, maxLength: 140 },
    { name: 'intro', label: 'Introduction', type: 'textarea', maxLength: 600 },
    {
      name: 'columns',
      label: 'Colonnes',
      type: 'select',
      defaultValue: '3',
      options: ['2', '3', '4'].map((v) => ({ label: v, value: v })),
    },
    {
      name: 'items',
      label: 'Services',
      labels: { singular: 'Service', plural: 'Services' },
      type: 'array',
      minRows: 1,
      maxRows: 12,
      required: true,
      fields: [
        { name: 'title', label: 'Titre', type: 'text', required: true, maxLength: 100 },
        { name: 'text', label: 'Texte', type: 'textarea', required: true, maxLength: 400 },
        { name: 'href', label: 'Lien', type: 'text', validate: validateHref },
        { name: 'image', label: 'Image', type: 'upload', relationTo: 'media' },
      ],
    },
    blockSettings,
  ],
}
