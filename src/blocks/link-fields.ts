import type { Field } from 'payload'

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
        validate: (value: string | null | undefined, { siblingData }: { siblingData: Partial<{ label: string }> }) =>
          value ? validateHref(value) : !siblingData?.label || 'Indiquez le lien du bouton.',
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
  interfaceName: 'Actions',
  fields: actionRow,
})
