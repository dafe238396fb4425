import type { Block } from 'payload'

import { blockSettings } from '../settings'

export const FaqBlockConfig: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'Questions fréquentes', plural: 'Questions fréquentes' },
  fields: [
    { name: 'heading', label: 'Titre', type: 'text', required: true, maxLength: 140 },
    {
      name: 'items',
      label: 'Questions',
      labels: { singular: 'Question', plural: 'Questions' },
      type: 'array',
      minRows: 1,
      maxRows: 30,
      required: true,
      fields: [
        { name: 'question', label: 'Question', type: 'text', required: true, maxLength: 200 },
        { name: 'answer', label: 'Réponse', type: 'textarea', required: true, maxLength: 2000 },
      ],
    },
    blockSettings,
  ],
}
