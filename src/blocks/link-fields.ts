import type { Field } from 'payload'

import { GALLERY_NAME, isSlideKindValue, lightboxHrefError, lightboxMessages, SLIDE_KIND_LABELS } from '../features/lightbox/fields'

/** A link is a label and an href: an internal path, an #anchor, or an http(s)/mailto/tel URL. */
export const SAFE_HREF = /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/

export const validateHref = (value: string | null | undefined) =>
  !value || SAFE_HREF.test(value) || 'Lien invalide : utilisez un chemin (/page), une ancre (#section) ou une adresse http(s), mailto: ou tel:.'

const actionRow: Field[] = [
  {
    type: 'row',
    fields: [
      // Both or neither: an optional button is left empty, a half-filled one is refused.
      {
        name: 'label',
        label: 'Texte',
        type: 'text',
        maxLength: 80,
        validate: (value: string | null | undefined, { siblingData }: { siblingData: Partial<{ href: string }> }) =>
          Boolean(value) || !siblingData?.href || 'Indiquez le texte du bouton.',
      },
      {
        name: 'href',
        label: 'Lien',
        type: 'text',
        validate: (value: string | null | undefined, { siblingData }: { siblingData: Partial<{ label: string; lightbox: string | null }> }) => {
          if (!value) return !siblingData?.label || 'Indiquez le lien du bouton.'
          const valid = validateHref(value)
          if (valid !== true) return valid
          const kind = siblingData?.lightbox
          return isSlideKindValue(kind) ? (lightboxHrefError(kind, value) ?? true) : true
        },
      },
      {
        name: 'style',
        label: 'Style',
        type: 'select',
        defaultValue: 'primary',
        options: [
          { label: 'Principal', value: 'primary' },
          { label: 'Secondaire', value: 'secondary' },
        ],
      },
    ],
  },
  {
    // docs/decisions/041: the button opens its address in the lightbox instead of following it.
    type: 'row',
    fields: [
      {
        name: 'lightbox',
        label: 'Ouvrir dans une visionneuse',
        type: 'select',
        admin: { description: 'Laissez vide pour un lien ordinaire.' },
        options: Object.entries(SLIDE_KIND_LABELS).map(([value, label]) => ({ label, value })),
      },
      {
        name: 'gallery',
        label: 'Galerie',
        type: 'text',
        maxLength: 40,
        admin: {
          description: 'Les boutons d’une même galerie s’enchaînent dans la visionneuse ; l’ancre d’un bloc Galerie de la page y ajoute ses images.',
          condition: (_data: unknown, siblingData: Partial<{ lightbox: string | null }>) => Boolean(siblingData?.lightbox),
        },
        validate: (value: string | null | undefined) => !value || GALLERY_NAME.test(value) || lightboxMessages.gallery,
      },
      {
        // Spec §4 "midClick": by default a middle-click or Ctrl/Cmd-click is left to the browser (a new tab).
        name: 'midClick',
        label: 'Ouvrir aussi au clic molette ou avec Ctrl / Cmd',
        type: 'checkbox',
        defaultValue: false,
        admin: {
          description: 'Sinon, ces clics ouvrent le lien dans un nouvel onglet, comme d’habitude.',
          condition: (_data: unknown, siblingData: Partial<{ lightbox: string | null }>) => Boolean(siblingData?.lightbox),
        },
      },
    ],
  },
]

/** One call-to-action link. */
export const actionGroup = (name: string, label: string): Field => ({
  name,
  label,
  type: 'group',
  interfaceName: 'Action',
  fields: actionRow,
})

/** A list of call-to-action links. */
export const actionArray = (name: string, label: string, maxRows = 3): Field => ({
  name,
  label,
  type: 'array',
  maxRows,
  labels: { singular: 'Bouton', plural: 'Boutons' },
  interfaceName: 'Actions',
  fields: actionRow,
})
