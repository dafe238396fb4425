import type { Block } from 'payload'

import { actionGroup } from '../link-fields'
import { blockSettings } from '../settings'

export const ImageTextBlockConfig: Block = {
  slug: 'imageText',
  interfaceName: 'ImageTextBlock',
  labels: { singular: 'Image et texte', plural: 'Images et textes' },
  fields: [
    { name: 'heading', label: 'Titre', type: 'text', required: true, maxLength: 140 },
    { name: 'content', label: 'Contenu', type: 'richText', required: true },
    { name: 'image', label: 'Image', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'imagePosition',
      label: 'Position de l’image',
      type: 'select',
      defaultValue: 'left',
      options: [
        { label: 'À gauche', value: 'left' },
        { label: 'À droite', value: 'right' },
      ],
    },
    actionGroup('action', 'Bouton (facultatif)'),
    blockSettings,
  ],
}
