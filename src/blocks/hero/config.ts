import type { Block } from 'payload'

import { actionArray } from '../link-fields'
import { blockSettings } from '../settings'

export const HeroBlockConfig: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Bandeau', plural: 'Bandeaux' },
  fields: [
    { name: 'heading', label: 'Titre', type: 'text', required: true, maxLength: 140 },
    { name: 'text', label: 'Texte', type: 'textarea', maxLength: 600 },
    { name: 'image', label: 'Image', type: 'upload', relationTo: 'media' },
    actionArray('actions', 'Boutons'),
    blockSettings,
  ],
}
