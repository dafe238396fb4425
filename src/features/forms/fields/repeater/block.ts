import { FIELD_KEY_PATTERN } from '../../constants'
import { ROW_SUBFIELD_TYPES, type RowSubfield, type RowSubfieldType } from '../../types'
import { dateBlock } from '../date/block'
import { emailBlock } from '../email/block'
import { numberBlock } from '../number/block'
import { phoneBlock } from '../phone/block'
import { bool, fieldBlock, oneOf, text, type FieldBlock } from '../shared/block'
import { readRowsBounds, rowsBoundsField } from '../shared/rows-block'
import { textBlock } from '../text/block'
import { textareaBlock } from '../textarea/block'
import { websiteBlock } from '../website/block'

const subBlocks = {
  text: textBlock,
  textarea: textareaBlock,
  number: numberBlock,
  email: emailBlock,
  phone: phoneBlock,
  date: dateBlock,
  website: websiteBlock,
} satisfies { [T in RowSubfieldType]: FieldBlock<T> }

const SUB_TYPE_LABELS: Record<RowSubfieldType, string> = {
  text: 'Texte (une ligne)',
  textarea: 'Paragraphe',
  number: 'Nombre',
  email: 'E-mail',
  phone: 'Téléphone',
  date: 'Date',
  website: 'Site web',
}

/** A sub-field as stored: label, key, type and required; every other option at its type's default. */
function readSubfields(value: unknown, page: number): RowSubfield[] {
  const out: RowSubfield[] = []
  const taken = new Set<string>()
  for (const item of Array.isArray(value) ? value : []) {
    const d = (item ?? {}) as Record<string, unknown>
    const label = text(d.label)
    if (!label) continue
    const type = oneOf(d.type, ROW_SUBFIELD_TYPES, 'text')
    const wanted = text(d.name) ?? `champ_${out.length + 1}`
    const key = FIELD_KEY_PATTERN.test(wanted) && !taken.has(wanted) ? wanted : `champ_${out.length + 1}`
    taken.add(key)
    const options = (subBlocks[type].options as (d: Record<string, unknown>) => object)({})
    out.push({
      type,
      key,
      label,
      description: null,
      placeholder: null,
      required: bool(d.required),
      defaultValue: null,
      cssClass: null,
      logic: null,
      page,
      ...options,
      // A row's e-mail is typed once: a confirmation per row would double every row.
      ...(type === 'email' ? { confirm: false } : {}),
    } as RowSubfield)
  }
  return out
}

export const repeaterBlock: FieldBlock<'repeater'> = {
  block: fieldBlock({
    slug: 'repeater',
    singular: 'Groupe répétable',
    plural: 'Groupes répétables',
    fields: [
      {
        name: 'subfields',
        label: 'Champs de chaque ligne',
        type: 'array',
        minRows: 1,
        maxRows: 10,
        required: true,
        labels: { singular: 'Champ', plural: 'Champs' },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'label', label: 'Libellé', type: 'text', required: true, maxLength: 100 },
              {
                name: 'name',
                label: 'Identifiant',
                type: 'text',
                maxLength: 40,
                validate: (v: string | null | undefined) => !v || FIELD_KEY_PATTERN.test(v) || 'Identifiant invalide : une minuscule, puis minuscules, chiffres ou « _ ».',
              },
              {
                name: 'type',
                label: 'Type',
                type: 'select',
                defaultValue: 'text',
                options: ROW_SUBFIELD_TYPES.map((t) => ({ label: SUB_TYPE_LABELS[t], value: t })),
              },
              { name: 'required', label: 'Obligatoire dans une ligne remplie', type: 'checkbox', defaultValue: false },
            ],
          },
        ],
      },
      rowsBoundsField,
      { name: 'addLabel', label: 'Libellé du bouton d’ajout', type: 'text', maxLength: 80 },
    ],
    common: { defaultValue: false, placeholder: false },
  }),
  options: (d) => {
    const subfields = readSubfields(d.subfields, 1)
    return { subfields: subfields.length ? subfields : readSubfields([{ label: 'Valeur' }], 1), addLabel: text(d.addLabel), ...readRowsBounds(d) }
  },
}
