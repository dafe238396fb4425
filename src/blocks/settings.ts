import type { Field } from 'payload'

import { HASH_ID_PATTERN } from '../lib/hash-pattern'

/**
 * Presentation settings every block shares: anchor, reveal animation, theme template id,
 * lazy background and particles. Kept as one group so the renderer treats all blocks alike.
 */
export const blockSettings: Field = {
  name: 'settings',
  label: 'Réglages de la section',
  type: 'group',
  admin: { hideGutter: true },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'anchor',
          label: 'Ancre (id)',
          type: 'text',
          maxLength: 64,
          admin: { description: 'Pour les liens #ancre : une lettre ou _, puis lettres, chiffres, _ ou -.' },
          validate: (value: string | null | undefined) =>
            !value || HASH_ID_PATTERN.test(value) || 'Ancre invalide : commencez par une lettre ou « _ », puis lettres, chiffres, « _ » ou « - ».',
        },
        {
          name: 'reveal',
          label: 'Animation d’apparition',
          type: 'select',
          defaultValue: 'none',
          options: [
            { label: 'Aucune', value: 'none' },
            { label: 'Fondu vers le haut', value: 'fade-up' },
            { label: 'Fondu', value: 'fade-in' },
          ],
        },
        {
          name: 'revealDelay',
          label: 'Délai d’apparition (ms)',
          type: 'number',
          defaultValue: 0,
          min: 0,
          max: 5000,
        },
        {
          name: 'templateId',
          label: 'Identifiant de modèle',
          type: 'number',
          min: 1,
          admin: { description: 'Cible de ?theme_template_id=N.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'background', label: 'Image de fond (chargée à l’approche)', type: 'upload', relationTo: 'media' },
        { name: 'particles', label: 'Fond à particules', type: 'checkbox', defaultValue: false },
      ],
    },
  ],
}
