/**
 * The portfolio block's client island (docs/product.md, Portfolio "Portfolio block", §4, §8), fetched by
 * its loader (`PortfolioLoader.client.tsx`) on the pages that hold the block. It mounts on the
 * element marked as a portfolio block around it, except inside the back office's editor, reads the
 * configuration from the element's attribute and removes the attribute.
 *
 * Its first render is the server's: the first page as the block's server component read it
 * (`initial`), plain links and a GET form, in the HTML for visitors without JavaScript and search
 * engines. Once the filter lists and page 1 are in from the API, the same view takes the island's
 * state and handlers, in place (no image is re-created, focus stays). If anything fails, the
 * failure is logged with the spec's message and the visitor keeps that working page of links.
 */
import { Component, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react'

import { ADMIN_PATH } from '../site-shell/constants'
import { fetchTerms } from './api-client'
import { parseAttributes } from './attributes'
import { BLOCK_ATTRIBUTES_ATTRIBUTE, BLOCK_MARKER_ATTRIBUTE, PORTFOLIO_FETCH_TIMEOUT_MS } from './constants'
import { decodeEntities } from './entities'
import { isPreview, type ItemAction } from './item-action'
import { logs, messages } from './messages'
import { PortfolioView, type PortfolioViewProps } from './PortfolioView'
import { loadPreviewDialog } from './preview-loader'
import type { PreviewAction, PreviewDialogComponent } from './PreviewDialog.client'
import { filterTerms, type FilterTerm } from './terms'
import { replayPreview } from './replay-preview'
import { watchSearchBox, type Typed } from './typed'
import type { PortfolioAttributes, WpPortfolioItem } from './types'
import { constrainView, readViewState, type ViewState } from './url-state'
import { usePortfolio } from './use-portfolio'

export type PortfolioIslandProps = {
  /** The server's view of the first page, without handlers. */
  initial: Omit<PortfolioViewProps, 'handlers'>
  /** What the visitor typed in the server's search box before this code arrived, and whether it had focus. */
  carried?: RefObject<Typed>
}

/** docs/product.md, Portfolio: "The portfolio block is skipped in the block editor" (the back office, or a preview framed by it). */
export function isInsideEditor(element: Element, win: Window = window): boolean {
  const isAdminPath = (path: string) => path === ADMIN_PATH || path.startsWith(`${ADMIN_PATH}/`)
  if (element.closest('[data-block-editor]')) return true
  if (isAdminPath(win.location.pathname)) return true
  try {
    return win.parent !== win && isAdminPath(win.parent.location.pathname)
  } catch {
    // A parent on another origin is not our back office.
    return false
  }
}

/**
 * docs/product.md, Portfolio "Error with rendering portfolio block": logged, and the server's markup is shown again,
 * as HTML captured before the island touched it (rendering it with React could fail the same way).
 */
class RenderGuard extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch(error: unknown) {
    console.error(logs.render, error)
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

type Terms = { categories: FilterTerm[]; otherCategories: FilterTerm[] }
type Boot = { attributes: PortfolioAttributes; view: ViewState }
type OpenPreview = { title: string; alt: string; action: PreviewAction; opener: HTMLElement }

/** Both filter lists, fetched once (docs/product.md, Portfolio); null until they are in, 'failed' when one failed. */
function useTerms(attributes: PortfolioAttributes | null): Terms | null | 'failed' {
  const [terms, setTerms] = useState<Terms | null | 'failed'>(null)
  useEffect(() => {
    if (!attributes) return
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, PORTFOLIO_FETCH_TIMEOUT_MS)
    const list = (enabled: boolean, url: string) => (enabled ? fetchTerms(url, controller.signal) : Promise.resolve([]))
    Promise.all([list(attributes.showCategories, attributes.categoriesUrl), list(attributes.showOtherCategories, attributes.otherCategoriesUrl)])
      .then(([categories, otherCategories]) =>
        setTerms({
          categories: filterTerms(categories, attributes.categorySelectedNum, attributes.categorySelectedLabels),
          otherCategories: filterTerms(otherCategories, attributes.otherCategorySelectedNum, attributes.otherCategorySelectedLabels),
        }),
      )
      .catch((error: unknown) => {
        // Aborted because the island went away: nothing to report.
        if (controller.signal.aborted && !timedOut) return
        console.error(logs.fetchCategories, error)
        setTerms('failed')
      })
      .finally(() => clearTimeout(timer))
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [attributes])
  return terms
}

function PortfolioLive({ boot, initial, snapshot, carried }: { boot: Boot | null; initial: PortfolioIslandProps['initial']; snapshot: string; carried: RefObject<Typed> }) {
  const attributes = boot?.attributes ?? null
  const controller = usePortfolio(attributes, boot?.view ?? null)
  const terms = useTerms(attributes)
  const { state } = controller
  // Live once the first page and the filter lists are in; until then (or for good, if either
  // failed) the server's view stays as it is.
  const live = attributes !== null && state.ready && terms !== null && terms !== 'failed'
  const searchId = `${initial.idPrefix}-recherche`

  // What the visitor typed in the server's search box while the island was getting ready is
  // carried over to the island's own box (a controlled one, so a new element), focus included,
  // before the first paint.
  const { search } = controller
  const tookOver = useRef(false)
  useLayoutEffect(() => {
    if (!live || tookOver.current) return
    tookOver.current = true
    const typed = carried.current
    if (typed.search !== null && typed.search !== state.view.search) search(typed.search)
    // The server's box went away while focused: the page lost focus to the body.
    const lost = document.activeElement === null || document.activeElement === document.body
    if (typed.focused && lost) document.getElementById(searchId)?.focus()
    replayPreview(typed)
  }, [live, search, searchId, state.view.search, carried])

  const [preview, setPreview] = useState<OpenPreview | null>(null)
  const [Dialog, setDialog] = useState<PreviewDialogComponent | null>(null)

  const open = useCallback((item: WpPortfolioItem, action: ItemAction, opener: HTMLElement) => {
    if (!isPreview(action)) return
    loadPreviewDialog().then(
      (PreviewDialog) => {
        setDialog(() => PreviewDialog)
        setPreview({ title: decodeEntities(item.title.rendered), alt: item['thumbnail-image-meta'].alt, action, opener })
      },
      () => {
        // The preview's code could not load (offline, new deploy): do what the link would have done.
        window.location.assign(action.href)
      },
    )
  }, [])
  // The dialog layer has closed the preview and given focus back to its link: unmount it.
  const close = useCallback(() => setPreview(null), [])

  let view: PortfolioViewProps = initial
  if (live) {
    // Announced politely: loading, then the count, but only once the visitor has asked for
    // something (the first page is already on screen when the island takes over).
    const interacted = state.generation > 0 || state.page > 1
    view = {
      attributes,
      path: window.location.pathname,
      idPrefix: initial.idPrefix,
      headingLevel: initial.headingLevel,
      categories: terms.categories,
      otherCategories: terms.otherCategories,
      view: state.view,
      items: controller.items,
      pageStarts: controller.pageStarts,
      loading: state.loading,
      status: state.loading ? messages.loading : interacted && state.total !== null ? messages.loaded(state.items.length, state.total) : '',
      showLoadMore: controller.showLoadMore,
      showNoItems: controller.showNoItems,
      handlers: {
        selectCategory: controller.selectCategory,
        selectOtherCategory: controller.selectOtherCategory,
        search: controller.search,
        loadMore: controller.loadMore,
        open,
      },
    }
  }
  return (
    <RenderGuard fallback={<div className="portfolio-fallback" dangerouslySetInnerHTML={{ __html: snapshot }} />}>
      <PortfolioView {...view} />
      {preview && Dialog ? <Dialog title={preview.title} alt={preview.alt} action={preview.action} opener={preview.opener} onClose={close} /> : null}
    </RenderGuard>
  )
}

export function PortfolioIsland({ initial, carried }: PortfolioIslandProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [boot, setBoot] = useState<Boot | 'invalid' | 'inactive' | null>(null)
  // Read once: a second effect run (React's development double-invoke) finds the attribute gone.
  const booted = useRef<Boot | 'invalid' | 'inactive' | null>(null)
  const own = useRef<Typed>({ search: null, focused: false })
  const typed = carried ?? own
  const [snapshot, setSnapshot] = useState('')

  useEffect(() => {
    // Until the island takes over, the server's search box is a plain form field.
    const root = ref.current
    return root ? watchSearchBox(root, typed.current) : undefined
  }, [typed])

  useEffect(() => {
    if (booted.current) {
      setBoot(booted.current)
      return
    }
    const host = ref.current?.closest<HTMLElement>(`[${BLOCK_MARKER_ATTRIBUTE}]`)
    if (!host || isInsideEditor(host)) {
      booted.current = 'inactive'
      setBoot('inactive')
      return
    }
    const json = host.getAttribute(BLOCK_ATTRIBUTES_ATTRIBUTE)
    host.removeAttribute(BLOCK_ATTRIBUTES_ATTRIBUTE)
    const attributes = parseAttributes(json)
    booted.current = attributes
      ? { attributes, view: constrainView(readViewState(new URLSearchParams(window.location.search)), attributes) }
      : 'invalid'
    // The server's markup, kept as it is to show again should the island fail to render.
    setSnapshot(ref.current?.innerHTML ?? '')
    setBoot(booted.current)
  }, [])

  // docs/product.md, Portfolio: invalid configuration JSON renders nothing (logged by parseAttributes).
  if (boot === 'invalid') return null
  return (
    <div ref={ref} className="portfolio-island">
      <PortfolioLive boot={boot && boot !== 'inactive' ? boot : null} initial={initial} snapshot={snapshot} carried={typed} />
    </div>
  )
}
