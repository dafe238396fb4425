import type { ArrayField, Field } from 'payload'

import { choicesField } from './block'

/**
 * Checkboxes and radio buttons may show their choices as pictures: a switch, and an image per
 * choice (from the Media collection) shown in the back office only when the switch is on.
 */
export const imageChoicesFields: Field[] = [
  {
    name: 'imageChoices',
    label: 'Afficher les choix en images',
    type: 'checkbox',
    defaultValue: false,
    admin: { description: 'Chaque choix montre son image au-dessus de son libellé ; le libellé reste lu par les lecteurs d’écran.' },
  },
  {
    ...(choicesField as ArrayField),
    fields: [
      ...(choicesField as ArrayField).fields,
      {
        name: 'image',
        label: 'Image',
        type: 'upload',
        relationTo: 'media',
        admin: { condition: (_data, _sibling, { blockData }) => Boolean((blockData as { imageChoices?: boolean } | undefined)?.imageChoices) },
      },
    ],
  },
]
