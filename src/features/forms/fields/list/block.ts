import { fieldBlock, text, type FieldBlock } from '../shared/block'
import { readRowsBounds, rowsBoundsField } from '../shared/rows-block'

export const listBlock: FieldBlock<'list'> = {
  block: fieldBlock({
    slug: 'list',
    singular: 'Liste (lignes et colonnes)',
    plural: 'Listes (lignes et colonnes)',
    fields: [
      {
        name: 'columns',
        label: 'Colonnes',
        type: 'array',
        minRows: 1,
        maxRows: 10,
        required: true,
        labels: { singular: 'Colonne', plural: 'Colonnes' },
        fields: [{ name: 'label', label: 'Libellé', type: 'text', required: true, maxLength: 100 }],
      },
      rowsBoundsField,
    ],
    common: { defaultValue: false, placeholder: false },
  }),
  options: (d) => {
    const columns = (Array.isArray(d.columns) ? d.columns : []).map((c) => text((c as Record<string, unknown>)?.label)).filter((c): c is string => Boolean(c))
    return { columns: columns.length ? columns : ['Valeur'], ...readRowsBounds(d) }
  },
}
