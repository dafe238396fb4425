import type { Block } from 'payload'

import { actionGroup } from '../link-fields'
import { blockSettings } from '../settings'

export const CtaBlockConfig: Block = {
  slug: 'cta',
  interfaceName: 'CtaBlock',
  labels: { singular: 'Appel à l’action', plural: 'Appels à l’action' },
  fields: [
    { name: 'heading', label: 'Titre', type: 'text', required: true, maxLength: 140 },
    { name: 'text', label: 'Texte', type: 'textarea', maxLength: 400 },
    actionGroup('action', 'Bouton'),
    blockSettings,
  ],
}
