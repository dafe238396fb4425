/**
 * Header search (docs/product.md, Shell), rendered by the server (docs/decisions/071); its behaviour
 * is behaviours/search.ts, fetched when the visitor turns to the header. Three variants share it
 * and differ by CSS only. Without JavaScript the icon is a plain link to the search page.
 */
import { HEADER_CONTROL_ATTRIBUTE, SEARCH_PARAM, SEARCH_PATH } from './constants'
import { ArrowRightIcon, CloseIcon, SearchIcon } from './icons'
import { messages } from './messages'
import type { SearchVariant } from './types'

export type SearchBoxProps = { variant: SearchVariant }

const PANEL_ID = 'site-search-panel'
const INPUT_ID = 'site-search-input'

function variantClass(variant: SearchVariant): string {
  switch (variant) {
    case 'dropdown':
      return 'site-search--dropdown'
    case 'fullscreen':
      return 'site-search--fullscreen'
    case 'header-cover':
      return 'site-search--header-cover'
    default: {
      const unreachable: never = variant
      return unreachable
    }
  }
}

export function SearchBox({ variant }: SearchBoxProps) {
  const control = { [HEADER_CONTROL_ATTRIBUTE]: '' }
  return (
    <div className={`site-search ${variantClass(variant)}`} data-site-search="">
      {/* Shown only without JavaScript (see shell.css): the search page has its own form. */}
      <a className="site-search__fallback icon-button" href={SEARCH_PATH} aria-label={messages.searchSite}>
        <SearchIcon />
      </a>
      <button
        type="button"
        className="site-search__toggle icon-button"
        aria-expanded="false"
        aria-controls={PANEL_ID}
        aria-label={messages.search}
        {...control}
      >
        <SearchIcon />
      </button>
      <div id={PANEL_ID} className="site-search__panel" hidden>
        <form className="site-search__form" role="search" aria-label={messages.searchSite} action={SEARCH_PATH} method="get">
          <label className="sr-only" htmlFor={INPUT_ID}>
            {messages.searchSite}
          </label>
          <input
            id={INPUT_ID}
            className="site-search__input"
            type="search"
            name={SEARCH_PARAM}
            placeholder={messages.searchPlaceholder}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className="site-search__submit" aria-label={messages.submitSearch} title={messages.submitSearch}>
            <ArrowRightIcon />
          </button>
          <button type="button" className="site-search__close icon-button" aria-label={messages.closeSearch} {...control}>
            <CloseIcon />
          </button>
        </form>
      </div>
    </div>
  )
}
