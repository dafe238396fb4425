import type { Block } from 'payload'

import { blockSettings } from '../settings'

export const RichTextBlockConfig: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Texte', plural: 'Textes' },
  fields: [{ name: 'content', label: 'Contenu', type: 'richText', required: true }, blockSettings],
}
