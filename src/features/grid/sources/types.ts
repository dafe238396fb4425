/**
 * A grid's items, whatever their source: what the markup shows and the spec's data attributes
 * (spec §3 "Content grid item data attributes"), which the sorts read (query/sort.ts) and the
 * markup writes as `data-*`.
 */
import type { Media } from '@/payload-types'

import type { GridVideo } from '../media'
import type { ItemTerms } from '../query/logic'
import type { SortKey, SortValue } from '../query/sort'

export type GridItemData = { [K in SortKey]: SortValue }

export type GridItem = {
  /** Unique within its source. */
  id: number
  title: string
  /** Where the item leads (a post, a réalisation); null for a media shown in place. */
  href: string | null
  text: string | null
  /** When the item was published, shown on its card (ISO date), for sources whose date is news. */
  published?: string
  /** A price line already formatted for the card, when the source sells or rents. */
  priceLabel: string | null
  image: Media | null
  video: GridVideo | null
  terms: ItemTerms
  data: GridItemData
  /** Packery spans (`col` × `row` cells). */
  col: number
  row: number
  meta: Record<string, SortValue>
}

export type GridTerm = { slug: string; name: string }

/** A source's taxonomy: its label on the filter bar and its terms, in the name order. */
export type GridTaxonomy = { label: string; terms: GridTerm[] }

export type SourceContents = { items: GridItem[]; taxonomies: Record<string, GridTaxonomy> }
