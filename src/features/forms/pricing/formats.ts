import type { NumberFormat } from '../constants'
import type { AnyField, FormDefinition } from '../types'
import { currencyOf, priceFormatOf } from './currency'

/**
 * docs/product.md, Forms "number_formats": per form, per field, the format its prices and its values are read
 * and written in (`decimal_dot` or `decimal_comma`); null where the field has none.
 */
export type FieldNumberFormats = { price: NumberFormat | null; value: NumberFormat | null }
export type NumberFormats = Record<number, Record<string, FieldNumberFormats>>

function formatsOf(f: AnyField): FieldNumberFormats | null {
  switch (f.type) {
    case 'number':
    case 'calculation':
      return { price: null, value: f.format }
    case 'product':
    case 'option':
    case 'shipping':
    case 'total':
      return { price: priceFormatOf(currencyOf(f.currency)), value: null }
    default:
      return null
  }
}

export function numberFormatsOf(defs: Pick<FormDefinition, 'id' | 'fields'>[]): NumberFormats {
  const map: NumberFormats = {}
  for (const def of defs) {
    map[def.id] = {}
    for (const f of def.fields) {
      const formats = formatsOf(f)
      if (formats) map[def.id][f.key] = formats
    }
  }
  return map
}
