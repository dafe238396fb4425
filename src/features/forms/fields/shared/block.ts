import type { Block, Field } from 'payload'

import { FIELD_KEY_PATTERN } from '../../constants'
import type { FieldBase, FieldOf, FieldType } from '../../types'
import { logicField } from './logic-field'

/**
 * A field type's back-office block (fields/<type>/block.ts): its Payload block, and how its own
 * options are read back from stored data (with a default for anything missing or invalid).
 */
export type FieldBlock<T extends FieldType> = {
  block: Block
  options: (data: Record<string, unknown>) => Omit<FieldOf<T>, keyof FieldBase>
}

type Common = { description?: boolean; placeholder?: boolean; required?: boolean; defaultValue?: boolean; logic?: boolean }

const keyField: Field = {
  name: 'name',
  label: 'Identifiant',
  type: 'text',
  maxLength: 40,
  admin: {
    description: 'Sert aux balises de fusion ({identifiant}) et aux règles. Laissé vide : déduit du libellé.',
  },
  validate: (value: string | null | undefined) =>
    !value || FIELD_KEY_PATTERN.test(value) || 'Identifiant invalide : une minuscule, puis minuscules, chiffres ou « _ » (40 au plus).',
}

/** The block of a field type, with the fields every type shares (label, key, description…). */
export function fieldBlock({
  slug,
  singular,
  plural,
  fields = [],
  common = {},
  labelHelp,
}: {
  slug: string
  singular: string
  plural: string
  fields?: Field[]
  common?: Common
  labelHelp?: string
}): Block {
  const { description = true, placeholder = true, required = true, defaultValue = true, logic = true } = common
  const rowA: Field[] = [
    { name: 'label', label: 'Libellé', type: 'text', required: true, maxLength: 200, admin: labelHelp ? { description: labelHelp } : {} },
    keyField,
  ]
  const rowB: Field[] = [
    ...(placeholder ? [{ name: 'placeholder', label: 'Texte indicatif (placeholder)', type: 'text', maxLength: 200 } as Field] : []),
    ...(defaultValue ? [{ name: 'defaultValue', label: 'Valeur par défaut', type: 'text', maxLength: 500 } as Field] : []),
  ]
  const rowC: Field[] = [
    ...(required ? [{ name: 'required', label: 'Obligatoire', type: 'checkbox', defaultValue: false } as Field] : []),
    {
      name: 'cssClass',
      label: 'Classe CSS',
      type: 'text',
      maxLength: 120,
      validate: (v: string | null | undefined) => !v || /^[A-Za-z_\-\s][A-Za-z0-9_\-\s]*$/.test(v) || 'Noms de classes : lettres, chiffres, « _ » et « - ».',
    },
  ]
  return {
    slug,
    interfaceName: `FormField${slug[0].toUpperCase()}${slug.slice(1)}`,
    labels: { singular, plural },
    fields: [
      { type: 'row', fields: rowA },
      ...(description ? [{ name: 'description', label: 'Description (aide sous le libellé)', type: 'textarea', maxLength: 1000 } as Field] : []),
      ...(rowB.length ? [{ type: 'row', fields: rowB } as Field] : []),
      { type: 'row', fields: rowC },
      ...fields,
      ...(logic ? [logicField('field')] : []),
    ],
  }
}

/** The choices of select, multi-select, checkboxes and radio fields. */
export const choicesField: Field = {
  name: 'choices',
  label: 'Choix',
  type: 'array',
  minRows: 1,
  maxRows: 100,
  required: true,
  labels: { singular: 'Choix', plural: 'Choix' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', label: 'Libellé', type: 'text', required: true, maxLength: 200 },
        { name: 'value', label: 'Valeur (laissée vide : le libellé)', type: 'text', maxLength: 200 },
        { name: 'selected', label: 'Cochée par défaut', type: 'checkbox', defaultValue: false },
      ],
    },
  ],
}

// Readers for the stored options: a wrong or missing value gives the default, never a crash.
export const bool = (v: unknown, fallback = false): boolean => (typeof v === 'boolean' ? v : fallback)
export const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null)
export function int(v: unknown, min: number, max: number, fallback: number): number {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : fallback
}
export const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)
export function oneOf<T extends string>(v: unknown, values: readonly T[], fallback: T): T {
  return typeof v === 'string' && (values as readonly string[]).includes(v) ? (v as T) : fallback
}
