/**
 * The sort-by dropdown and the ascending/descending toggle (spec §2), over the items' data
 * attributes (spec §3 "Content grid item data attributes") and custom meta keys. Numbers compare as
 * numbers, dates as instants, text in French order (« É » with « E », « 10 » after « 9 »). Items
 * missing the value go last whichever the direction, and equal items keep the source's order.
 */

/** The attributes an item may carry; custom meta keys come in `meta`. */
export type SortValue = string | number | boolean | null | undefined
export type SortableItem = { data: Readonly<Record<string, SortValue>>; meta?: Readonly<Record<string, SortValue>> }
export type SortOrder = 'asc' | 'desc'

/** The spec's attributes and how they compare; any other key is a custom meta key. */
export const SORT_KINDS = {
  title: 'text',
  id: 'number',
  date: 'date',
  author: 'text',
  comment: 'number',
  'popular-post': 'number',
  'total-sales': 'number',
  'regular-price': 'number',
  'sale-price': 'number',
  featured: 'number',
  stock: 'number',
  sku: 'text',
} as const satisfies Record<string, 'text' | 'number' | 'date'>

export type SortKey = keyof typeof SORT_KINDS

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true })

const isMissing = (value: SortValue) => value === null || value === undefined || value === ''

function numberOf(value: SortValue): number | null {
  if (typeof value === 'boolean') return value ? 1 : 0
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'))
  return Number.isFinite(n) ? n : null
}

function dateOf(value: SortValue): number | null {
  const t = typeof value === 'number' ? value : Date.parse(String(value))
  return Number.isFinite(t) ? t : null
}

/** A custom key compares as numbers when every present value is one, else as text. */
function kindOf(key: string, values: SortValue[]): 'text' | 'number' | 'date' {
  if (key in SORT_KINDS) return SORT_KINDS[key as SortKey]
  return values.every((v) => isMissing(v) || numberOf(v) !== null) ? 'number' : 'text'
}

export function sortItems<T extends SortableItem>(items: readonly T[], key: string, order: SortOrder): T[] {
  const valueOf = (item: T): SortValue => (key in SORT_KINDS ? item.data[key] : (item.meta?.[key] ?? item.data[key]))
  const kind = kindOf(key, items.map(valueOf))
  const keyed = items.map((item, index) => {
    const raw = valueOf(item)
    const value = isMissing(raw) ? null : kind === 'number' ? numberOf(raw) : kind === 'date' ? dateOf(raw) : String(raw)
    return { item, index, value }
  })
  const direction = order === 'desc' ? -1 : 1
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1
    const compared = typeof a.value === 'number' && typeof b.value === 'number' ? a.value - b.value : collator.compare(String(a.value), String(b.value))
    return compared === 0 ? a.index - b.index : compared * direction
  })
  return keyed.map((entry) => entry.item)
}
