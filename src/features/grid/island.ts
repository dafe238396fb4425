/**
 * The grid's island (spec §4 "Content grid", "Loop widget", §8 "Grid", "Loop refresh"): it takes
 * over the server's markup without changing it. Filter links, page links, « Voir plus », the sort
 * selects and the search box keep working without it (plain links and a GET form); with it, a change
 * asks the loop refresh (or the load more) for the same markup, shows the loading overlay
 * (aria-busy: the overlay and the 250 px minimum height are CSS), replaces or appends, and writes
 * the view in the address (a new history entry; the search replaces the current one). Back and
 * forward restore the address's view. The pure reducer (state.ts) decides: the ajax lock, the
 * current page ignored, filters ignored until the grid has loaded, answers to older requests dropped.
 * A click on a media item opens the grid's lightbox with the grid's media as its gallery, or plays
 * a video in place where the grid does (lightbox.ts, in-place.ts; docs/decisions/053).
 */
import { changedByVisitor } from '@/lib/changed-by-visitor'
import { debounce } from '@/lib/debounce'

import { openLightbox } from '../lightbox'
import { SEARCH_DEBOUNCE_MS, VIEW_LINKS } from './constants'
import { startInPlacePlayers } from './in-place'
import { gridGallery, MEDIA_LINK } from './lightbox'
import { ORDER_PARAM_PREFIX, SEARCH_PARAM_PREFIX, SORT_PARAM_PREFIX } from './query/extras'
import { gridQueryString, readGridView, writeGridView, type GridView } from './query/url'
import { gridReducer, initialGridState, type GridAction, type GridState } from './state'

export const LOAD_MORE_URL = '/wp-admin/admin-ajax.php'
export const REFRESH_URL = '/wp-json/elementor-pro/v1/refresh-loop'
const REQUEST_TIMEOUT_MS = 15_000

type Extras = { sort: string; order: string; search: string }

function viewAddress(widgetId: string, view: GridView, extras: Extras): URL {
  const url = new URL(window.location.href)
  let params = writeGridView(url.searchParams, widgetId, view)
  const keys = { [`${SORT_PARAM_PREFIX}${widgetId}`]: extras.sort, [`${ORDER_PARAM_PREFIX}${widgetId}`]: extras.sort ? extras.order : '', [`${SEARCH_PARAM_PREFIX}${widgetId}`]: extras.search.trim() }
  params = new URLSearchParams([...params].filter(([key]) => !(key in keys)))
  for (const [key, value] of Object.entries(keys)) if (value) params.set(key, value)
  url.search = gridQueryString(params)
  return url
}

/** The view's AND and OR filters as the loop filter store (spec §3); NOT filters travel in the address. */
function filterStore(view: GridView) {
  const filters: Record<string, unknown> = {}
  for (const filter of view.filters)
    if (filter.join !== 'NOT') filters[filter.taxonomy] = { filterType: 'taxonomy', filterData: { terms: filter.terms, selectedTaxonomy: filter.taxonomy, logicalJoin: filter.join } }
  return { filters }
}

async function post(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, { ...init, method: 'POST', credentials: 'same-origin', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return response.json()
}

/** Starts the island on one grid's element; returns its clean-up. */
export function startGrid(root: HTMLElement): () => void {
  const widgetId = root.dataset.grid ?? ''
  const postId = Number(root.dataset.postId)
  const nonce = root.dataset.nonce ?? ''
  const combined = root.dataset.filterCombination === 'true'
  const startParams = new URLSearchParams(window.location.search)
  const controls = () => root.querySelector<HTMLFormElement>('.grid-controls')
  const readExtras = (): Extras => {
    const form = controls()
    const value = (name: string) => (form?.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value ?? ''
    return { sort: value(`${SORT_PARAM_PREFIX}${widgetId}`), order: value(`${ORDER_PARAM_PREFIX}${widgetId}`), search: value(`${SEARCH_PARAM_PREFIX}${widgetId}`) }
  }
  const list = () => root.querySelector<HTMLUListElement>('.grid-items')
  let state: GridState = initialGridState({ ...readGridView(startParams, widgetId), page: Number(list()?.dataset.page ?? 1) })
  let historyMode: 'push' | 'replace' = 'push'
  let focusAfter: string | null = null
  const players = root.dataset.videoPlayback === 'in-place' ? startInPlacePlayers(root) : null
  root.classList.add('grid-widget--live')

  function apply(next: GridState, previous: GridState) {
    state = next
    root.setAttribute('aria-busy', next.overlay ? 'true' : 'false')
    root.toggleAttribute('data-loaded', next.loaded)
    if (next.request && next.request !== previous.request) void run(next)
    if (next.markup && next.markup !== previous.markup) render(next.markup)
    if (next.message && next.message !== previous.message) showMessage(next.message)
    if (next.noMore && !previous.noMore) markNoMore()
  }

  const dispatch = (action: GridAction) => apply(gridReducer(state, action), state)

  async function run(current: GridState) {
    const request = current.request!
    const extras = readExtras()
    const url = viewAddress(widgetId, current.view, extras)
    try {
      if (request.kind === 'more') {
        const body = new URLSearchParams({
          action: 'the_grid_load_more',
          grid_nonce: nonce,
          grid_name: widgetId,
          grid_page: String(current.view.page),
          grid_data: JSON.stringify({ post_id: postId, query: viewAddress(widgetId, { ...current.view, page: 1 }, extras).search.slice(1) }),
          grid_ajax: root.dataset.pagination === 'scroll' ? 'scroll' : 'load_more',
          main_query: '',
        })
        const answer = (await post(LOAD_MORE_URL, { body })) as { success?: boolean; message?: string; content?: string; ajax_data?: { no_more?: boolean } }
        if (answer.success) window.history.replaceState(null, '', url)
        dispatch({
          type: 'more-answered',
          generation: request.generation,
          success: answer.success === true,
          message: answer.message,
          content: typeof answer.content === 'string' ? answer.content : '',
          last: answer.ajax_data?.no_more === true,
        })
        return
      }
      const body = JSON.stringify({ post_id: postId, widget_id: widgetId, widget_filters: filterStore(current.view), pagination_base_url: url.href })
      const answer = (await post(REFRESH_URL, { body, headers: { 'content-type': 'application/json' } })) as { data?: unknown }
      const html = typeof answer.data === 'string' && answer.data ? answer.data : null
      if (html && url.href !== window.location.href) {
        if (historyMode === 'push') window.history.pushState(null, '', url)
        else window.history.replaceState(null, '', url)
      }
      dispatch({ type: 'refresh-answered', generation: request.generation, html })
    } catch (error) {
      // Logged, never shown: the markup stays as it was and the overlay goes (spec §8).
      console.error('Grille : requête impossible.', error)
      dispatch({ type: 'request-failed', generation: request.generation })
    }
  }

  function render(markup: NonNullable<GridState['markup']>) {
    const template = document.createElement('template')
    template.innerHTML = markup.html
    if (markup.mode === 'append') {
      list()?.append(template.content)
      return
    }
    // The items are replaced: a video playing in one must not go on playing, out of the page.
    players?.stopAll()
    // The form is kept (the visitor may be typing in it); its hidden filter fields are updated.
    const form = controls()
    const newForm = template.content.querySelector<HTMLFormElement>('.grid-controls')
    if (form && newForm) {
      form.querySelectorAll('input[type="hidden"]').forEach((input) => input.remove())
      form.prepend(...newForm.querySelectorAll('input[type="hidden"]'))
      newForm.remove()
      ;[...root.children].forEach((child) => child !== form && child.remove())
      root.append(template.content)
    } else root.replaceChildren(template.content)
    if (focusAfter) root.querySelector<HTMLElement>(focusAfter)?.focus()
    focusAfter = null
  }

  function showMessage(message: string) {
    const status = root.querySelector('.grid-status')
    if (status) status.textContent = message
  }

  function markNoMore() {
    const wrap = root.querySelector('.grid-more-wrap')
    if (!wrap) return
    const text = document.createElement('p')
    text.className = 'grid-no-more'
    text.textContent = root.dataset.noMoreText ?? 'Plus aucun élément'
    wrap.replaceWith(text)
  }

  const onClick = (event: MouseEvent) => {
    // A modified or middle click is the browser's (a new tab on the item's own address).
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const media = (event.target as Element).closest<HTMLAnchorElement>(MEDIA_LINK)
    if (media && root.contains(media)) {
      if (media.dataset.type !== 'image' && players?.play(media)) {
        event.preventDefault()
        return
      }
      // Gathered now: items added by « Voir plus » or a filter since are in the gallery.
      const gallery = gridGallery(root, media, document.baseURI)
      if (!gallery) return
      event.preventDefault()
      void openLightbox(gallery)
      return
    }
    const target = (event.target as Element).closest<HTMLAnchorElement>(VIEW_LINKS)
    if (!target || !root.contains(target)) return
    // Before the grid has loaded the link is followed: the server renders the same view.
    if (!state.loaded) return
    event.preventDefault()
    historyMode = 'push'
    if (target.classList.contains('grid-filter')) {
      focusAfter = `a.grid-filter[data-taxonomy="${CSS.escape(target.dataset.taxonomy ?? '')}"][data-term="${CSS.escape(target.dataset.term ?? '')}"]`
      dispatch({ type: 'filter', taxonomy: target.dataset.taxonomy ?? '', term: target.dataset.term ?? '', combined })
    } else if (target.classList.contains('grid-page')) {
      focusAfter = `a.grid-page[data-page="${CSS.escape(target.dataset.page ?? '')}"]`
      dispatch({ type: 'go-to-page', page: Number(target.dataset.page) })
    } else dispatch({ type: 'load-more' })
  }

  const refreshFromControls = (mode: 'push' | 'replace') => {
    if (!state.loaded) return
    historyMode = mode
    dispatch({ type: 'restore', view: { ...state.view, page: 1 } })
  }
  const typed = debounce(() => refreshFromControls('replace'), SEARCH_DEBOUNCE_MS)
  const onInput = (event: Event) => {
    if ((event.target as HTMLInputElement).name === `${SEARCH_PARAM_PREFIX}${widgetId}`) typed()
  }
  const onChange = (event: Event) => {
    if ((event.target as HTMLElement).tagName === 'SELECT') refreshFromControls('push')
  }
  const onSubmit = (event: SubmitEvent) => {
    if (!state.loaded) return
    event.preventDefault()
    typed.cancel()
    refreshFromControls('push')
  }
  const onPopState = () => {
    const params = new URLSearchParams(window.location.search)
    const form = controls()
    const set = (name: string, value: string) => {
      const field = form?.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null
      if (field) field.value = value
    }
    set(`${SORT_PARAM_PREFIX}${widgetId}`, params.get(`${SORT_PARAM_PREFIX}${widgetId}`) ?? '')
    set(`${SEARCH_PARAM_PREFIX}${widgetId}`, params.get(`${SEARCH_PARAM_PREFIX}${widgetId}`) ?? '')
    const order = params.get(`${ORDER_PARAM_PREFIX}${widgetId}`)
    if (order) set(`${ORDER_PARAM_PREFIX}${widgetId}`, order)
    historyMode = 'replace'
    const { filters, page } = readGridView(params, widgetId)
    dispatch({ type: 'restore', view: { filters, page } })
  }

  // Load on scroll: the « Voir plus » link is asked for when it comes near the viewport.
  const observer =
    root.dataset.pagination === 'scroll' && 'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && dispatch({ type: 'load-more' }), { rootMargin: '200px' })
      : null
  const watchMore = () => {
    observer?.disconnect()
    const more = root.querySelector('.grid-more')
    if (more) observer?.observe(more)
  }
  const mutations = observer ? new MutationObserver(watchMore) : null
  mutations?.observe(root, { childList: true })

  // A control the visitor changed before this code came (it may wait for their first sign,
  // docs/decisions/079): its value differs from the one the server wrote.
  const changedBefore = () => [...(controls()?.elements ?? [])].some(changedByVisitor)
  // "Loaded" once the page's images in view have arrived (lazy ones below the fold do not hold the page's load event).
  const loaded = () => {
    dispatch({ type: 'images-loaded' })
    watchMore()
    // What was typed or chosen meanwhile is shown, as if the code had been there.
    if (changedBefore()) refreshFromControls('replace')
  }
  // The slider's code only where a slider is.
  let stopSlider: (() => void) | null = null
  let stopped = false
  if (root.dataset.layout === 'slider' || root.dataset.layout === 'gallery') {
    void import('./slider').then(({ startSlider }) => {
      if (!stopped) stopSlider = startSlider(root, { itemNav: root.dataset.itemNav ?? 'both', cycle: Number(root.dataset.cycle ?? 0), swingSpeed: Number(root.dataset.swingSpeed ?? 500) })
    })
  }

  if (document.readyState === 'complete') loaded()
  else window.addEventListener('load', loaded, { once: true })

  root.addEventListener('click', onClick)
  root.addEventListener('input', onInput)
  root.addEventListener('change', onChange)
  root.addEventListener('submit', onSubmit)
  window.addEventListener('popstate', onPopState)
  return () => {
    stopped = true
    stopSlider?.()
    players?.destroy()
    typed.cancel()
    observer?.disconnect()
    mutations?.disconnect()
    window.removeEventListener('load', loaded)
    root.removeEventListener('click', onClick)
    root.removeEventListener('input', onInput)
    root.removeEventListener('change', onChange)
    root.removeEventListener('submit', onSubmit)
    window.removeEventListener('popstate', onPopState)
    root.classList.remove('grid-widget--live')
  }
}
