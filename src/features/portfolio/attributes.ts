/**
 * The block's configuration travels as JSON in a data attribute (docs/product.md, Portfolio). The island parses it and
 * turns whatever it holds into complete, safe attributes: a value of the wrong type or out of range
 * takes its default, a colour that is not #rrggbb is dropped (it would end up in CSS). Hand-written
 * rather than a schema library, to keep the island's JavaScript small.
 */
import {
  BLOCK_LIMITS,
  HOVER_STYLES,
  LOAD_MORE_SIZES,
  PORTFOLIO_API_PATHS,
  TITLE_POSITIONS,
  WP_MAX_FILTER_IDS,
} from './constants'
import { defaultLabels, logs } from './messages'
import type { PortfolioAttributes } from './types'

export const HEX_COLOUR = /^#[0-9a-f]{6}$/i
const LABEL_MAX = 80

type Raw = Record<string, unknown>

const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v)

function int(value: unknown, { min, max }: { min: number; max: number }, fallback: number): number
function int(value: unknown, { min, max }: { min: number; max: number }, fallback: null): number | null
function int(value: unknown, { min, max }: { min: number; max: number }, fallback: number | null): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  if (typeof n !== 'number' || !Number.isFinite(n)) return fallback
  return Math.min(max, Math.max(min, Math.round(n)))
}

function num(value: unknown, { min, max }: { min: number; max: number }, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  if (typeof n !== 'number' || !Number.isFinite(n)) return fallback
  return Math.min(max, Math.max(min, n))
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback
}

function bool(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value
  if (value === 'yes' || value === 'true' || value === 1 || value === '1') return true
  if (value === 'no' || value === 'false' || value === 0 || value === '0') return false
  return fallback
}

function label(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, LABEL_MAX) : fallback
}

function colour(value: unknown): string {
  return typeof value === 'string' && HEX_COLOUR.test(value.trim()) ? value.trim().toLowerCase() : ''
}

function ids(value: unknown): number[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []
  const out: number[] = []
  for (const v of list) {
    const n = typeof v === 'string' ? Number(v.trim()) : v
    if (typeof n === 'number' && Number.isSafeInteger(n) && n > 0 && !out.includes(n)) out.push(n)
    if (out.length >= WP_MAX_FILTER_IDS) break
  }
  return out
}

function labels(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim().slice(0, LABEL_MAX)).slice(0, WP_MAX_FILTER_IDS)
    : []
}

/** A same-site path only: the island must never be pointed at another host. */
function sitePath(value: unknown, fallback: string): string {
  return typeof value === 'string' && /^\/(?![/\\])[\w\-./]*$/.test(value) ? value : fallback
}

export function normaliseAttributes(input: unknown): PortfolioAttributes {
  const raw: Raw = isRecord(input) ? input : {}
  return {
    itemsPerPage: int(raw.itemsPerPage, BLOCK_LIMITS.itemsPerPage, BLOCK_LIMITS.itemsPerPage.default),
    columns: int(raw.columns, BLOCK_LIMITS.columns, BLOCK_LIMITS.columns.default),
    thumbnailHoverStyle: oneOf(raw.thumbnailHoverStyle, HOVER_STYLES, 'style-2'),
    titlePosition: oneOf(raw.titlePosition, TITLE_POSITIONS, 'bottom'),
    scrollSpeed: num(raw.scrollSpeed, BLOCK_LIMITS.scrollSpeed, BLOCK_LIMITS.scrollSpeed.default),
    'show-quick-view': raw['show-quick-view'] === 'yes' ? 'yes' : 'no',
    quickViewText: label(raw.quickViewText, defaultLabels.quickView),
    showCategories: bool(raw.showCategories, true),
    showOtherCategories: bool(raw.showOtherCategories, false),
    showSearch: bool(raw.showSearch, true),
    showCategoriesAll: bool(raw.showCategoriesAll, true),
    showOtherCategoriesAll: bool(raw.showOtherCategoriesAll, true),
    headerColor: colour(raw.headerColor),
    headerTextColor: colour(raw.headerTextColor),
    activeHeaderTextColor: colour(raw.activeHeaderTextColor),
    categorySelectedLabels: labels(raw.categorySelectedLabels),
    categorySelectedNum: ids(raw.categorySelectedNum),
    otherCategorySelectedLabels: labels(raw.otherCategorySelectedLabels),
    otherCategorySelectedNum: ids(raw.otherCategorySelectedNum),
    tagsSelectedNum: ids(raw.tagsSelectedNum),
    allText: label(raw.allText, defaultLabels.all),
    searchPlaceholder: label(raw.searchPlaceholder, defaultLabels.searchPlaceholder),
    noItemsText: label(raw.noItemsText, defaultLabels.noItems),
    'load-more-text': label(raw['load-more-text'], defaultLabels.loadMore),
    loadMoreTextColor: colour(raw.loadMoreTextColor),
    loadMoreBgColor: colour(raw.loadMoreBgColor),
    loadMoreBorderColor: colour(raw.loadMoreBorderColor),
    loadMoreHoverTextColor: colour(raw.loadMoreHoverTextColor),
    loadMoreHoverBgColor: colour(raw.loadMoreHoverBgColor),
    loadMoreHoverBorderColor: colour(raw.loadMoreHoverBorderColor),
    loadMoreVerticalPadding: int(raw.loadMoreVerticalPadding, BLOCK_LIMITS.padding, null),
    loadMoreHorizontalPadding: int(raw.loadMoreHorizontalPadding, BLOCK_LIMITS.padding, null),
    loadMoreBorderRadius: int(raw.loadMoreBorderRadius, BLOCK_LIMITS.borderRadius, null),
    loadMoreBorderWidth: int(raw.loadMoreBorderWidth, BLOCK_LIMITS.borderWidth, null),
    loadMoreSize: oneOf(raw.loadMoreSize, LOAD_MORE_SIZES, 'medium'),
    apiUrl: sitePath(raw.apiUrl, PORTFOLIO_API_PATHS.items),
    categoriesUrl: sitePath(raw.categoriesUrl, PORTFOLIO_API_PATHS.categories),
    otherCategoriesUrl: sitePath(raw.otherCategoriesUrl, PORTFOLIO_API_PATHS.otherCategories),
  }
}

/**
 * docs/product.md, Portfolio: "If the configuration is not valid JSON, nothing renders and an error is logged."
 * Valid JSON of the wrong shape is normalised instead: defaults are a better page than nothing.
 */
export function parseAttributes(json: string | null): PortfolioAttributes | null {
  try {
    if (json === null) throw new SyntaxError('missing attribute')
    return normaliseAttributes(JSON.parse(json))
  } catch (error) {
    console.error(logs.parseAttributes, error)
    return null
  }
}
