/**
 * Query parameters of the read API, checked the way WordPress's REST API checks them: every invalid
 * parameter is reported at once (rest_invalid_param), with WordPress's wording. Unknown parameters
 * are ignored, as WordPress does.
 */
import { SEARCH_MAX_LENGTH, TAXONOMY_FIELDS, WP_MAX_FILTER_IDS, WP_PER_PAGE_DEFAULT, WP_PER_PAGE_MAX, WP_PER_PAGE_MIN, WP_TAXONOMY_PARAMS, type TaxonomyKind } from '../constants'
import { wpMessages } from '../messages'

export type ParamError = { name: string; code: 'rest_invalid_type' | 'rest_out_of_bounds' | 'rest_too_many_items'; message: string }

export type Paging = { page: number; perPage: number }
export type ItemsParams = Paging & Record<TaxonomyKind, number[]> & { search?: string }

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: ParamError[] }

const INTEGER = /^[+-]?\d{1,15}$/

/** Like PHP (WordPress), the last of repeated parameters wins; `name[]=1&name[]=2` is a list too. */
function lastValue(params: URLSearchParams, name: string): string | null {
  const values = params.getAll(name)
  return values.length ? (values[values.length - 1] ?? null) : null
}

function integer(params: URLSearchParams, name: string, fallback: number, min: number, max: number | null, errors: ParamError[]): number {
  const raw = lastValue(params, name)
  if (raw === null) return fallback
  const value = raw.trim()
  if (!INTEGER.test(value)) {
    errors.push({ name, code: 'rest_invalid_type', message: wpMessages.notInteger(name) })
    return fallback
  }
  const n = Number(value)
  if (n < min || (max !== null && n > max)) {
    errors.push({
      name,
      code: 'rest_out_of_bounds',
      message: max === null ? wpMessages.atLeast(name, min) : wpMessages.between(name, min, max),
    })
    return fallback
  }
  return n
}

/** Comma-joined ids (docs/product.md, Portfolio); spaces and empty entries are ignored, as wp_parse_list does. */
function idList(params: URLSearchParams, name: string, errors: ParamError[]): number[] {
  const single = lastValue(params, name)
  const parts = [...(single !== null ? single.split(/[\s,]+/) : []), ...params.getAll(`${name}[]`).flatMap((v) => v.split(/[\s,]+/))].filter(
    (part) => part !== '',
  )
  const ids: number[] = []
  for (const [index, part] of parts.entries()) {
    if (!INTEGER.test(part)) {
      errors.push({ name, code: 'rest_invalid_type', message: wpMessages.notInteger(`${name}[${index}]`) })
      return []
    }
    const id = Number(part)
    if (!ids.includes(id)) ids.push(id)
  }
  if (ids.length > WP_MAX_FILTER_IDS) {
    errors.push({ name, code: 'rest_too_many_items', message: wpMessages.tooManyIds(name, WP_MAX_FILTER_IDS) })
    return []
  }
  return ids
}

function paging(params: URLSearchParams, errors: ParamError[]): Paging {
  return {
    page: integer(params, 'page', 1, 1, null, errors),
    perPage: integer(params, 'per_page', WP_PER_PAGE_DEFAULT, WP_PER_PAGE_MIN, WP_PER_PAGE_MAX, errors),
  }
}

export function parseItemsParams(params: URLSearchParams): Parsed<ItemsParams> {
  const errors: ParamError[] = []
  const value = { ...paging(params, errors) } as ItemsParams
  for (const kind of Object.keys(TAXONOMY_FIELDS) as TaxonomyKind[]) {
    value[kind] = idList(params, WP_TAXONOMY_PARAMS[kind], errors)
  }
  // WordPress's `search` (a string, any value accepted); cut to the block's search length.
  const search = lastValue(params, 'search')?.trim().slice(0, SEARCH_MAX_LENGTH)
  if (search) value.search = search
  return errors.length ? { ok: false, errors } : { ok: true, value }
}

export function parseTermsParams(params: URLSearchParams): Parsed<Paging> {
  const errors: ParamError[] = []
  const value = paging(params, errors)
  return errors.length ? { ok: false, errors } : { ok: true, value }
}
