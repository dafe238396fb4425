import { messages } from '../../messages'
import { cleanLine, isFrenchPostalCode } from '../../parsers/text'
import { first, inputName } from '../../raw'
import type { FieldModule } from '../shared/module'
import { fail, partsSchema } from '../shared/schema'

export const ADDRESS_PARTS = ['street', 'line2', 'postalCode', 'city', 'country'] as const
const PART_MAX_LENGTH = 150

const isFrance = (country: string) => country === '' || /^france$/i.test(country)

/** A postal address in French layout: street, complement, postal code and city, country. */
export const addressField: FieldModule<'address'> = {
  type: 'address',
  storage: 'value',
  inputNames: (f) => ADDRESS_PARTS.filter((p) => p !== 'line2' || f.showLine2).map((p) => inputName(f.key, p)),
  read: (f, raw) => Object.fromEntries(ADDRESS_PARTS.map((p) => [p, first(raw, inputName(f.key, p))])),
  schema: (f) =>
    partsSchema(ADDRESS_PARTS, (raw) => {
      const parts = Object.fromEntries(ADDRESS_PARTS.map((p) => [p, cleanLine(raw[p])])) as Record<(typeof ADDRESS_PARTS)[number], string>
      if (!f.showLine2) parts.line2 = ''
      const filled = ADDRESS_PARTS.filter((p) => p !== 'country' && parts[p] !== '')
      if (filled.length === 0) return f.required ? fail(messages.required) : null
      if (parts.street === '' || parts.postalCode === '' || parts.city === '') return fail(messages.addressRequired)
      if (ADDRESS_PARTS.some((p) => Array.from(parts[p]).length > PART_MAX_LENGTH)) return fail(messages.tooLong(PART_MAX_LENGTH))
      if (isFrance(parts.country) && !isFrenchPostalCode(parts.postalCode)) return fail(messages.invalidPostalCode)
      return { ...parts, country: parts.country || messages.defaultCountry }
    }),
  logicValue: (f, raw) =>
    ADDRESS_PARTS.map((p) => first(raw, inputName(f.key, p)))
      .filter(Boolean)
      .join(' '),
  text: (_f, value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return ''
    const cityLine = [value.postalCode, value.city].filter(Boolean).join(' ')
    return [value.street, value.line2, cityLine, value.country].filter(Boolean).join(', ')
  },
  initial: (f) => ({ [inputName(f.key, 'country')]: [f.defaultValue || messages.defaultCountry] }),
}
