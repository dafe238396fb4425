/**
 * A grid's view in the address, exactly as the old site wrote it (spec §2 "Content grid"):
 * `e-filter-{widgetId}-{taxonomy}=term1+term2` (`+` AND, `~` OR, `!` NOT) and `e-page-{widgetId}=N`.
 * Reading never throws: a malformed value is left out (the view falls back to unfiltered, page 1)
 * and named in `problems`, which the server's API turns into a clear 400. Several grids share one
 * address: writing one grid's view keeps every other parameter as it was.
 */
import { FILTER_PARAM_PREFIX, JOIN_SEPARATORS, MAX_FILTERS_PER_GRID, MAX_PAGE, MAX_SLUG_LENGTH, MAX_TERMS_PER_FILTER, PAGE_PARAM_PREFIX, type LogicalJoin } from '../constants'

export type TaxonomyFilter = { taxonomy: string; terms: string[]; join: LogicalJoin }
export type GridView = { filters: TaxonomyFilter[]; page: number }
export type GridViewReading = GridView & { problems: string[] }

export const UNFILTERED_VIEW: GridView = { filters: [], page: 1 }

/** A widget id carries no hyphen: the taxonomy starts after the first one in `e-filter-{id}-…`. */
const WIDGET_ID = /^[a-z0-9]{1,40}$/i
const TAXONOMY = /^[a-z0-9_-]{1,64}$/i
/** WordPress slugs: lowercase letters (accented ones arrive percent-encoded, decoded here), digits, - and _. */
const SLUG = new RegExp(`^[\\p{Ll}\\p{Lo}\\p{N}_-]{1,${MAX_SLUG_LENGTH}}$`, 'u')

export const isWidgetId = (id: string) => WIDGET_ID.test(id)

const JOIN_OF_SEPARATOR = new Map<string, LogicalJoin>(Object.entries(JOIN_SEPARATORS).map(([join, separator]) => [separator, join as LogicalJoin]))

/**
 * One filter's value. A `+` read through URLSearchParams arrives as a space (form encoding), so a
 * space is an AND too; one term alone has the default logic. Mixed joins (`a+b~c`) are malformed.
 */
export function parseFilterValue(value: string): { terms: string[]; join: LogicalJoin } | null {
  // A single excluded term has no separator to say so: it is written with a leading ! (`!camion`).
  if (value.startsWith('!') && !value.slice(1).startsWith('!')) {
    const parsed = parseFilterValue(value.slice(1))
    return parsed && (parsed.terms.length === 1 || parsed.join === 'NOT') ? { terms: parsed.terms, join: 'NOT' } : null
  }
  const separators = new Set(value.replace(/ /g, '+').match(/[+~!]/g) ?? [])
  if (separators.size > 1) return null
  const [separator] = [...separators]
  const join = separator ? JOIN_OF_SEPARATOR.get(separator)! : 'AND'
  const terms = value.split(/[+~! ]/)
  if (terms.length > MAX_TERMS_PER_FILTER || !terms.every((term) => SLUG.test(term))) return null
  return { terms: [...new Set(terms)], join }
}

/** The parameter value of a filter: its terms joined by its logic's separator (`!term` for one excluded term). */
export const filterValue = (filter: Pick<TaxonomyFilter, 'terms' | 'join'>) =>
  `${filter.join === 'NOT' && filter.terms.length === 1 ? '!' : ''}${filter.terms.join(JOIN_SEPARATORS[filter.join])}`

export function readGridView(params: URLSearchParams, widgetId: string): GridViewReading {
  const problems: string[] = []
  const filters: TaxonomyFilter[] = []
  const filterPrefix = `${FILTER_PARAM_PREFIX}${widgetId}-`
  const seen = new Set<string>()
  for (const [key, value] of params) {
    if (!key.startsWith(filterPrefix)) continue
    const taxonomy = key.slice(filterPrefix.length)
    if (!TAXONOMY.test(taxonomy)) {
      problems.push(`taxonomie illisible : ${taxonomy.slice(0, 64)}`)
      continue
    }
    // The first value of a repeated key wins, as URLSearchParams.get would have it.
    if (seen.has(taxonomy)) continue
    seen.add(taxonomy)
    if (filters.length >= MAX_FILTERS_PER_GRID) {
      problems.push('trop de filtres')
      continue
    }
    const parsed = parseFilterValue(value)
    if (parsed) filters.push({ taxonomy, ...parsed })
    else problems.push(`filtre illisible : ${taxonomy}`)
  }
  const pageValue = params.get(`${PAGE_PARAM_PREFIX}${widgetId}`)
  let page = 1
  if (pageValue !== null) {
    if (/^[1-9]\d{0,4}$/.test(pageValue) && Number(pageValue) <= MAX_PAGE) page = Number(pageValue)
    else problems.push(`page illisible : ${pageValue.slice(0, 20)}`)
  }
  return { filters, page, problems }
}

/**
 * `base` with this grid's view in place of its old one: the grid's own keys are removed, then its
 * filters written in their order and its page when beyond the first. Other keys keep their order.
 */
export function writeGridView(base: URLSearchParams, widgetId: string, view: GridView): URLSearchParams {
  const params = new URLSearchParams()
  const own = (key: string) => key.startsWith(`${FILTER_PARAM_PREFIX}${widgetId}-`) || key === `${PAGE_PARAM_PREFIX}${widgetId}`
  for (const [key, value] of base) if (!own(key)) params.append(key, value)
  for (const filter of view.filters) if (filter.terms.length) params.append(`${FILTER_PARAM_PREFIX}${widgetId}-${filter.taxonomy}`, filterValue(filter))
  if (view.page > 1) params.set(`${PAGE_PARAM_PREFIX}${widgetId}`, String(view.page))
  return params
}

/**
 * The query string as the old site printed it: in a filter's value `+` stays a literal plus
 * and `~` and `!` are not escaped (URLSearchParams would write `%2B`, `%7E`, `%21`), so copied links
 * look the same and still read back as AND.
 * Every other pair is encoded as URLSearchParams does.
 */
export function gridQueryString(params: URLSearchParams): string {
  return [...params]
    .map(([key, value]) => {
      if (!key.startsWith(FILTER_PARAM_PREFIX)) return new URLSearchParams([[key, value]]).toString()
      // encodeURIComponent leaves ~ and ! as they are; the + of AND is put back.
      return `${encodeURIComponent(key)}=${encodeURIComponent(value).replace(/%2B/g, '+')}`
    })
    .join('&')
}
