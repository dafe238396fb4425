import type { HOVER_STYLES, LOAD_MORE_SIZES, OPEN_IN_VALUES, PORTFOLIO_TYPES, TITLE_POSITIONS, WP_FIELDS, WP_TAXONOMY_PARAMS } from './constants'

export type PortfolioType = (typeof PORTFOLIO_TYPES)[number]
export type OpenIn = (typeof OPEN_IN_VALUES)[number]
export type HoverStyle = (typeof HOVER_STYLES)[number]
export type TitlePosition = (typeof TITLE_POSITIONS)[number]
export type LoadMoreSize = (typeof LOAD_MORE_SIZES)[number]

type Fields = typeof WP_FIELDS
type TaxonomyParams = typeof WP_TAXONOMY_PARAMS

/**
 * A réalisation as the read API answers it (docs/product.md, Portfolio "Portfolio item"). The prefixed names come
 * from the one prefix constant (constants.ts), so changing it changes the types too.
 */
export type WpPortfolioItem = {
  id: number
  slug: string
  date: string
  modified: string
  status: 'publish'
  type: 'portfolio'
  menu_order: number
  title: { rendered: string }
  link: string
  'portfolio-type': PortfolioType
  'portfolio-video-url': string
  'lightbox-image-url': string
  'thumbnail-image-url': string
  /** WordPress's attachment meta; width and height let the grid reserve the image's space. */
  'thumbnail-image-meta': { alt: string; width?: number; height?: number }
} & { [K in Fields['siteType'] | Fields['siteUrl']]: string } & {
  /** "1" means yes, "" no. */
  [K in Fields['siteOpenInNewTab']]: '1' | ''
} & {
  /** new-tab, same-tab, or `iframe` (WordPress's value for the lightbox). */
  [K in Fields['siteOpenPortfolioIn']]: 'new-tab' | 'same-tab' | 'iframe'
} & { [K in TaxonomyParams[keyof TaxonomyParams]]: number[] }

/** A category, other category or tag (docs/product.md, Portfolio "Category and other category"). */
export type WpTerm = {
  id: number
  /** As stored: may hold HTML entities (`Aménagements &amp; extérieurs`), decoded for display. */
  name: string
  slug: string
  /** Published, public réalisations in the term. */
  count: number
  description: string
  parent: 0
  taxonomy: string
}

/** "all" or one term id. */
export type Selection = 'all' | number

/**
 * The block's configuration, as written in its data attribute (docs/product.md, Portfolio "Portfolio block
 * attributes", with the spec's names, including the two hyphenated ones).
 */
export type PortfolioAttributes = {
  itemsPerPage: number
  columns: number
  thumbnailHoverStyle: HoverStyle
  titlePosition: TitlePosition
  scrollSpeed: number
  'show-quick-view': 'yes' | 'no'
  quickViewText: string
  showCategories: boolean
  showOtherCategories: boolean
  showSearch: boolean
  showCategoriesAll: boolean
  showOtherCategoriesAll: boolean
  headerColor: string
  headerTextColor: string
  activeHeaderTextColor: string
  categorySelectedLabels: string[]
  categorySelectedNum: number[]
  otherCategorySelectedLabels: string[]
  otherCategorySelectedNum: number[]
  tagsSelectedNum: number[]
  allText: string
  searchPlaceholder: string
  noItemsText: string
  'load-more-text': string
  loadMoreTextColor: string
  loadMoreBgColor: string
  loadMoreBorderColor: string
  loadMoreHoverTextColor: string
  loadMoreHoverBgColor: string
  loadMoreHoverBorderColor: string
  loadMoreVerticalPadding: number | null
  loadMoreHorizontalPadding: number | null
  loadMoreBorderRadius: number | null
  loadMoreBorderWidth: number | null
  loadMoreSize: LoadMoreSize
  /** docs/product.md, Portfolio "GET {api url from page data}": where the island reads items and categories. */
  apiUrl: string
  categoriesUrl: string
  otherCategoriesUrl: string
}
