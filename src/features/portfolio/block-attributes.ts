/**
 * A portfolio block as stored by Payload to the island's attributes (docs/product.md, Portfolio names). The same
 * normalisation as in the browser applies, so the server render and the island agree on every
 * value, including the fallbacks.
 */
import type { PortfolioBlock } from '@/payload-types'

import { normaliseAttributes } from './attributes'
import { PORTFOLIO_API_PATHS } from './constants'
import type { PortfolioAttributes } from './types'

type Related = number | { id: number; name?: string | null } | null | undefined

const idsOf = (list: Related[] | null | undefined): number[] =>
  (list ?? []).map((v) => (typeof v === 'number' ? v : v?.id)).filter((id): id is number => typeof id === 'number')

const namesOf = (list: Related[] | null | undefined): string[] =>
  (list ?? []).map((v) => (v && typeof v === 'object' ? (v.name ?? '') : '')).filter(Boolean)

export function attributesFromBlock(block: PortfolioBlock): PortfolioAttributes {
  return normaliseAttributes({
    itemsPerPage: block.itemsPerPage,
    columns: block.columns,
    thumbnailHoverStyle: block.thumbnailHoverStyle,
    titlePosition: block.titlePosition,
    scrollSpeed: block.scrollSpeed,
    'show-quick-view': block.showQuickView === false ? 'no' : 'yes',
    quickViewText: block.quickViewText,
    showCategories: block.showCategories,
    showOtherCategories: block.showOtherCategories,
    showSearch: block.showSearch,
    showCategoriesAll: block.showCategoriesAll,
    showOtherCategoriesAll: block.showOtherCategoriesAll,
    headerColor: block.headerColor,
    headerTextColor: block.headerTextColor,
    activeHeaderTextColor: block.activeHeaderTextColor,
    categorySelectedLabels: namesOf(block.categories),
    categorySelectedNum: idsOf(block.categories),
    otherCategorySelectedLabels: namesOf(block.otherCategories),
    otherCategorySelectedNum: idsOf(block.otherCategories),
    tagsSelectedNum: idsOf(block.tags),
    allText: block.allText,
    searchPlaceholder: block.searchPlaceholder,
    noItemsText: block.noItemsText,
    'load-more-text': block.loadMoreText,
    loadMoreTextColor: block.loadMoreTextColor,
    loadMoreBgColor: block.loadMoreBgColor,
    loadMoreBorderColor: block.loadMoreBorderColor,
    loadMoreHoverTextColor: block.loadMoreHoverTextColor,
    loadMoreHoverBgColor: block.loadMoreHoverBgColor,
    loadMoreHoverBorderColor: block.loadMoreHoverBorderColor,
    loadMoreVerticalPadding: block.loadMoreVerticalPadding,
    loadMoreHorizontalPadding: block.loadMoreHorizontalPadding,
    loadMoreBorderRadius: block.loadMoreBorderRadius,
    loadMoreBorderWidth: block.loadMoreBorderWidth,
    loadMoreSize: block.loadMoreSize,
    apiUrl: PORTFOLIO_API_PATHS.items,
    categoriesUrl: PORTFOLIO_API_PATHS.categories,
    otherCategoriesUrl: PORTFOLIO_API_PATHS.otherCategories,
  })
}
