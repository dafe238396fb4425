/**
 * The portfolio block's markup. Without handlers (the server's render of the first page) it is
 * plain links and a GET search form, all working without JavaScript; with the island's handlers
 * the same markup filters, searches, loads more and opens previews in place.
 */
import { Fragment, type MouseEvent, type ReactNode } from 'react'

import { SEARCH_MAX_LENGTH, URL_PARAMS, WP_FIELDS } from './constants'
import { decodeEntities } from './entities'
import { itemAction, isPreview, type ItemAction } from './item-action'
import { gridLayout } from './layout'
import { messages } from './messages'
import type { FilterTerm } from './terms'
import type { PortfolioAttributes, Selection, WpPortfolioItem } from './types'
import { viewHref, type ViewState } from './url-state'

export type ViewHandlers = {
  selectCategory: (selection: Selection) => void
  selectOtherCategory: (selection: Selection) => void
  search: (text: string) => void
  loadMore: () => void
  open: (item: WpPortfolioItem, action: ItemAction, opener: HTMLElement) => void
}

export type PortfolioViewProps = {
  attributes: PortfolioAttributes
  /** The page's path: filter links and the search form point at it. */
  path: string
  idPrefix: string
  headingLevel: 'h2' | 'h3'
  categories: FilterTerm[]
  otherCategories: FilterTerm[]
  view: ViewState
  /** The items to show (loaded, then matched against the search). */
  items: WpPortfolioItem[]
  /** Where each loaded page after the first starts among `items` (none on the server). */
  pageStarts?: number[]
  loading: boolean
  /** What the polite status region says (loading, then how many are shown); empty on the server. */
  status: string
  showLoadMore: boolean
  showNoItems: boolean
  /** Absent on the server: the markup then relies on links and the form alone. */
  handlers?: ViewHandlers
}

/** The items cut at each page's start; empty pages dropped. */
function pages(items: WpPortfolioItem[], starts: number[]): WpPortfolioItem[][] {
  const bounds = [0, ...starts.filter((start) => start > 0 && start < items.length), items.length]
  return bounds.slice(1).map((end, index) => items.slice(bounds[index], end)).filter((page) => page.length > 0)
}

/** A plain left click without modifier keys; others keep the browser's own behaviour (new tab…). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented

function FilterList({
  label,
  terms,
  selected,
  showAll,
  allText,
  hrefFor,
  onSelect,
}: {
  label: string
  terms: FilterTerm[]
  selected: Selection
  showAll: boolean
  allText: string
  hrefFor: (selection: Selection) => string
  onSelect?: (selection: Selection) => void
}) {
  const entries: { key: string; selection: Selection; text: string }[] = [
    ...(showAll ? [{ key: 'all', selection: 'all' as const, text: allText }] : []),
    ...terms.map((term) => ({ key: String(term.id), selection: term.id, text: term.label })),
  ]
  if (!terms.length) return null
  return (
    <nav aria-label={label} className="portfolio-filter">
      <ul className="portfolio-filter__list">
        {entries.map((entry) => (
          <li key={entry.key}>
            <a
              href={hrefFor(entry.selection)}
              className="portfolio-filter__link"
              aria-current={entry.selection === selected ? 'true' : undefined}
              onClick={
                onSelect
                  ? (event) => {
                      if (!isPlainClick(event)) return
                      event.preventDefault()
                      onSelect(entry.selection)
                    }
                  : undefined
              }
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function Thumbnail({ item }: { item: WpPortfolioItem }) {
  const src = item['thumbnail-image-url']
  const { alt, width, height } = item['thumbnail-image-meta']
  if (!src) return <span className="portfolio-item__placeholder" aria-hidden="true" />
  // The API gives the media's 800 px card (api/serialise.ts), sharp for a column at twice the
  // density: shown as it is, its box reserved when the API gives its size (docs/decisions/060).
  // eslint-disable-next-line @next/next/no-img-element -- the pipeline's files are already sized; no optimiser
  return <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" className="portfolio-item__image" />
}

function ItemTitle({
  item,
  action,
  headingLevel,
  onOpen,
}: {
  item: WpPortfolioItem
  action: ItemAction
  headingLevel: 'h2' | 'h3'
  onOpen?: ViewHandlers['open']
}) {
  const Heading = headingLevel
  const title = decodeEntities(item.title.rendered)
  const badge = item[WP_FIELDS.siteType]
  let content: ReactNode = title
  if (action.kind !== 'none') {
    const newTab = action.kind === 'new-tab'
    content = (
      <a
        href={action.href}
        className="portfolio-item__link"
        target={newTab ? '_blank' : undefined}
        rel={newTab ? 'noopener' : undefined}
        aria-haspopup={isPreview(action) ? 'dialog' : undefined}
        onClick={
          onOpen && isPreview(action)
            ? (event) => {
                if (!isPlainClick(event)) return
                event.preventDefault()
                onOpen(item, action, event.currentTarget)
              }
            : undefined
        }
      >
        {newTab ? (
          <>
            {title} <span className="sr-only">{messages.newTab}</span>
          </>
        ) : (
          title
        )}
      </a>
    )
  }
  return (
    <div className="portfolio-item__meta">
      <Heading className="portfolio-item__title">{content}</Heading>
      {badge ? <span className="portfolio-item__badge">{badge}</span> : null}
    </div>
  )
}

function PortfolioCard({
  item,
  attributes,
  headingLevel,
  onOpen,
}: {
  item: WpPortfolioItem
  attributes: PortfolioAttributes
  headingLevel: 'h2' | 'h3'
  onOpen?: ViewHandlers['open']
}) {
  const action = itemAction(item)
  const title = <ItemTitle item={item} action={action} headingLevel={headingLevel} onOpen={onOpen} />
  return (
    <li className={`portfolio-item portfolio-item--${item['portfolio-type']}${action.kind === 'none' ? '' : ' portfolio-item--linked'}`}>
      {attributes.titlePosition === 'top' ? title : null}
      <div className="portfolio-item__media">
        <Thumbnail item={item} />
        {attributes['show-quick-view'] === 'yes' && isPreview(action) ? (
          <span className="portfolio-item__quick" aria-hidden="true">
            {attributes.quickViewText}
          </span>
        ) : null}
      </div>
      {attributes.titlePosition === 'bottom' ? title : null}
    </li>
  )
}

export function PortfolioView(props: PortfolioViewProps) {
  const { attributes, path, idPrefix, view, handlers } = props
  const grid = gridLayout(attributes.thumbnailHoverStyle, attributes.columns)
  const showHeader = attributes.showCategories || attributes.showOtherCategories || attributes.showSearch
  const searchId = `${idPrefix}-recherche`

  return (
    <div className={`portfolio-view ${handlers ? 'portfolio-view--live' : 'portfolio-view--static'}`}>
      {showHeader ? (
        <div className="portfolio-header">
          {attributes.showCategories ? (
            <FilterList
              label={messages.categoriesNav}
              terms={props.categories}
              selected={view.category}
              showAll={attributes.showCategoriesAll}
              allText={attributes.allText}
              hrefFor={(category) => viewHref(path, { ...view, category })}
              onSelect={handlers?.selectCategory}
            />
          ) : null}
          {attributes.showOtherCategories ? (
            <FilterList
              label={messages.otherCategoriesNav}
              terms={props.otherCategories}
              selected={view.otherCategory}
              showAll={attributes.showOtherCategoriesAll}
              allText={attributes.allText}
              hrefFor={(otherCategory) => viewHref(path, { ...view, otherCategory })}
              onSelect={handlers?.selectOtherCategory}
            />
          ) : null}
          {attributes.showSearch ? (
            <form
              role="search"
              aria-label={messages.searchLabel}
              method="get"
              action={path}
              className="portfolio-search"
              onSubmit={handlers ? (event) => event.preventDefault() : undefined}
            >
              <label htmlFor={searchId} className="sr-only">
                {messages.searchLabel}
              </label>
              {view.category !== 'all' ? <input type="hidden" name={URL_PARAMS.category} value={view.category} /> : null}
              {view.otherCategory !== 'all' ? <input type="hidden" name={URL_PARAMS.otherCategory} value={view.otherCategory} /> : null}
              {/* Keyed: the server's box is a plain form field, the island's a controlled one. */}
              {handlers ? (
                <input
                  key="live"
                  id={searchId}
                  type="search"
                  name={URL_PARAMS.search}
                  className="portfolio-search__input"
                  placeholder={attributes.searchPlaceholder}
                  maxLength={SEARCH_MAX_LENGTH}
                  autoComplete="off"
                  value={view.search}
                  onChange={(event) => handlers.search(event.target.value)}
                />
              ) : (
                <input
                  key="static"
                  id={searchId}
                  type="search"
                  name={URL_PARAMS.search}
                  className="portfolio-search__input"
                  placeholder={attributes.searchPlaceholder}
                  maxLength={SEARCH_MAX_LENGTH}
                  autoComplete="off"
                  defaultValue={view.search}
                />
              )}
            </form>
          ) : null}
        </div>
      ) : null}

      <p className="sr-only" role="status">
        {props.status}
      </p>
      <ul className={grid.className} style={grid.style} aria-label={messages.results} aria-busy={props.loading || undefined}>
        {pages(props.items, props.pageStarts ?? []).map((page) => (
          <Fragment key={page[0]!.id}>
            {page.map((item) => (
              <PortfolioCard key={item.id} item={item} attributes={attributes} headingLevel={props.headingLevel} onOpen={handlers?.open} />
            ))}
            {/* The end of a page: the masonry balances each page's columns on their own, below the
                previous page, so a page appended by Load More never moves a card already shown
                (portfolio.css, decision 030). Not part of the list for assistive technologies. */}
            <li className="portfolio-grid__page-end" aria-hidden="true" />
          </Fragment>
        ))}
      </ul>
      {props.showNoItems ? <p className="portfolio-empty">{attributes.noItemsText}</p> : null}
      <div className="portfolio-more">
        {props.loading ? <span className="portfolio-spinner" aria-hidden="true" /> : null}
        {props.showLoadMore ? (
          <button
            type="button"
            className={`portfolio-more__button portfolio-more__button--${attributes.loadMoreSize}`}
            onClick={handlers?.loadMore}
            // Without JavaScript the button could do nothing: the server render keeps its place
            // (no layout shift when the island takes over) but hides it (portfolio.css).
            tabIndex={handlers ? undefined : -1}
          >
            {attributes['load-more-text']}
          </button>
        ) : null}
      </div>
    </div>
  )
}
