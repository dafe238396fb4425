import 'server-only'

import type { Payload } from 'payload'

import type { Page } from '@/payload-types'
import { payloadClient } from '@/lib/payload.server'
import { payloadSecret } from '@/lib/secret'
import { siteUrl } from '@/lib/site-url'

import { isStaff } from '../../accounts/access'
import { isTrustedOrigin } from '../../accounts/origins'
import { pagePath } from '../../pages/path'
import { fallbackWidgetId, gridHeadingLevels, gridLabel, readGridOptions, type GridOptions } from '../options'
import { consolidateLoopFilters, type LoopFilterStore } from '../query/logic'
import { isWidgetId } from '../query/url'
import { itemsHtml, widgetInnerHtml } from '../render/html'
import { readViewRequest } from '../request'
import { readSource } from '../server'
import { resolveStrictView } from '../view'
import { isGridNonce } from './nonce'

/** Bodies beyond these are refused before parsing (an oversized grid_data is a 400, not work). */
export const MAX_LOAD_MORE_BODY = 8 * 1024
export const MAX_REFRESH_BODY = 16 * 1024
export const LOAD_MORE_ACTION = 'the_grid_load_more'
const GRID_AJAX_MODES = new Set(['load_more', 'pagination', 'scroll', ''])

class Refusal extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message)
  }
}

/** The body as text, refused past `limit` bytes without reading the rest. */
async function boundedText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > limit) throw new Refusal(`Requête trop volumineuse (${limit} octets au plus).`)
  const reader = request.body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      throw new Refusal(`Requête trop volumineuse (${limit} octets au plus).`)
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

function checkOrigin(request: Request) {
  if (!isTrustedOrigin(request.headers)) throw new Refusal('Requête refusée : elle ne vient pas de ce site.', 403)
}

type GridOnPage = { page: Page; options: GridOptions; itemHeading: 'h2' | 'h3'; label: string }

/** A published page's grid by its widget id, as a visitor sees the page (never a draft). */
async function gridOnPage(payload: Payload, pageId: unknown, widgetId: unknown): Promise<GridOnPage> {
  if (typeof pageId !== 'number' && !(typeof pageId === 'string' && /^\d{1,9}$/.test(pageId))) throw new Refusal('Identifiant de page invalide.')
  if (typeof widgetId !== 'string' || !isWidgetId(widgetId)) throw new Refusal('Identifiant de grille invalide.')
  const found = await payload.find({ collection: 'pages', where: { id: { equals: Number(pageId) } }, depth: 0, limit: 1, draft: false, overrideAccess: false, pagination: false })
  const page = found.docs[0] as Page | undefined
  if (!page) throw new Refusal('Page inconnue.')
  for (const [index, block] of (page.layout ?? []).entries()) {
    if (block.blockType !== 'grid') continue
    const { options } = readGridOptions(block as never, fallbackWidgetId(block, index))
    if (options.widgetId === widgetId) return { page, options, itemHeading: gridHeadingLevels(Boolean(block.heading), index).items, label: gridLabel(block.heading, options.source) }
  }
  throw new Refusal('Grille inconnue sur cette page.')
}

/** A refused request's answer: its status and French message, in the call's own shape. */
function refusal(error: unknown, shape: (message: string, status: number) => Response): Response {
  if (error instanceof Refusal) return shape(error.message, error.status)
  console.error('Grille : réponse impossible.', error)
  return shape('Erreur du serveur, réessayez plus tard.', 500)
}

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * Load more (spec §7 "Grid load more"): `POST` form fields action=the_grid_load_more, grid_nonce,
 * grid_name (the widget id), grid_page (the page to add), grid_data (JSON: post_id and the page's
 * query), grid_ajax, main_query → `{success, message, content, ajax_data}`. `content` is the next
 * page's items, empty past the last one (the island then shows "no more items").
 */
export async function loadMore(request: Request): Promise<Response> {
  const shape = (message: string, status: number) => json({ success: false, message, content: '', ajax_data: null }, status)
  try {
    checkOrigin(request)
    const text = await boundedText(request, MAX_LOAD_MORE_BODY)
    const fields = new URLSearchParams(text)
    if (fields.get('action') !== LOAD_MORE_ACTION) throw new Refusal('Action inconnue.')
    const nonce = fields.get('grid_nonce') ?? ''
    const widgetId = fields.get('grid_name') ?? ''
    const pageValue = fields.get('grid_page') ?? ''
    if (!/^[1-9]\d{0,4}$/.test(pageValue)) throw new Refusal('Numéro de page invalide.')
    if (!GRID_AJAX_MODES.has(fields.get('grid_ajax') ?? '')) throw new Refusal('Mode de chargement inconnu.')
    if ((fields.get('main_query') ?? '').length > 2048) throw new Refusal('main_query trop long.')
    let data: { post_id?: unknown; query?: unknown }
    try {
      data = JSON.parse(fields.get('grid_data') ?? '')
    } catch {
      throw new Refusal('grid_data illisible : un objet JSON est attendu.')
    }
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Refusal('grid_data illisible : un objet JSON est attendu.')
    if (data.query !== undefined && typeof data.query !== 'string') throw new Refusal('grid_data.query doit être une chaîne.')
    if (!isWidgetId(widgetId)) throw new Refusal('Identifiant de grille invalide.')
    if (!/^\d{1,9}$/.test(String(data.post_id ?? '')) || !isGridNonce(nonce, Number(data.post_id), widgetId, payloadSecret())) throw new Refusal('Jeton de la grille invalide : rechargez la page.')
    const payload = await payloadClient()
    const { options, itemHeading } = await gridOnPage(payload, data.post_id, widgetId)
    const params = new URLSearchParams(typeof data.query === 'string' ? data.query.replace(/^\?/, '') : '')
    params.set(`e-page-${widgetId}`, pageValue)
    const resolved = resolveStrictView(readViewRequest(params, widgetId), options, await readSource(options.source))
    if ('problems' in resolved) throw new Refusal(`Vue invalide : ${resolved.problems.join(' ; ')}.`)
    const { computed } = resolved
    const content = itemsHtml(computed.items, options, itemHeading, (computed.page - 1) * options.perPage)
    return json({ success: true, message: '', content, ajax_data: { page: computed.page, page_count: computed.pageCount, total: computed.total, no_more: computed.page >= computed.pageCount } })
  } catch (error) {
    return refusal(error, shape)
  }
}

/**
 * Loop refresh (spec §7): `POST {rest base}elementor-pro/v1/refresh-loop`, JSON post_id,
 * widget_filters (the loop filter store), widget_id, pagination_base_url (the page's address: its
 * e-page, sort and search) → `{data: "<the widget's markup>"}`. Edit mode (is_edit_mode) is for
 * staff only.
 */
export async function refreshLoop(request: Request): Promise<Response> {
  const shape = (message: string, status: number) => json({ code: status === 403 ? 'rest_forbidden' : status === 500 ? 'rest_error' : 'rest_invalid_param', message, data: { status } }, status)
  try {
    checkOrigin(request)
    const text = await boundedText(request, MAX_REFRESH_BODY)
    let body: Record<string, unknown>
    try {
      body = JSON.parse(text)
    } catch {
      throw new Refusal('Corps illisible : un objet JSON est attendu.')
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Refusal('Corps illisible : un objet JSON est attendu.')
    const payload = await payloadClient()
    if (body.is_edit_mode === true || body.is_edit_mode === 'true' || body.widget_model !== undefined) {
      const { user } = await payload.auth({ headers: request.headers })
      if (!isStaff(user)) throw new Refusal('Le mode édition est réservé à l’équipe.', 403)
    }
    const { page, options, itemHeading, label } = await gridOnPage(payload, body.post_id, body.widget_id)
    const store = body.widget_filters ?? { filters: {} }
    if (typeof store !== 'object' || store === null || Array.isArray(store) || typeof (store as LoopFilterStore).filters !== 'object' || (store as LoopFilterStore).filters === null) throw new Refusal('widget_filters illisible.')
    let base: URL
    try {
      base = new URL(typeof body.pagination_base_url === 'string' ? body.pagination_base_url : '', siteUrl())
    } catch {
      throw new Refusal('pagination_base_url illisible.')
    }
    const path = pagePath(page.slug)
    if (base.origin !== new URL(siteUrl()).origin || base.pathname !== path) throw new Refusal('pagination_base_url n’est pas l’adresse de cette page.')
    const widgetId = options.widgetId
    // The filters come from the store (each term checked against the source); a taxonomy the store
    // does not name keeps the address's filter (a NOT filter, which the store cannot hold, spec §5).
    // The page, sort and search come from the address.
    let filters
    try {
      filters = consolidateLoopFilters(store as LoopFilterStore)
    } catch {
      throw new Refusal('widget_filters illisible.')
    }
    const request_ = readViewRequest(base.searchParams, widgetId)
    const named = new Set(Object.values((store as LoopFilterStore).filters).map((f) => f?.filterData?.selectedTaxonomy))
    filters = [...filters, ...request_.filters.filter((f) => !named.has(f.taxonomy))]
    const params = new URLSearchParams([...base.searchParams].filter(([key]) => !key.startsWith(`e-filter-${widgetId}-`)))
    const badTerm = filters.flatMap((f) => f.terms).find((t) => typeof t !== 'string' || !/^[\p{Ll}\p{Lo}\p{N}_-]{1,200}$/u.test(t))
    if (badTerm !== undefined) throw new Refusal('Terme de filtre illisible.')
    const contents = await readSource(options.source)
    const resolved = resolveStrictView({ ...request_, filters, explicit: true }, options, contents, { cumulative: options.pagination !== 'pages' })
    if ('problems' in resolved) throw new Refusal(`Vue invalide : ${resolved.problems.join(' ; ')}.`)
    const html = widgetInnerHtml({ options, contents, view: resolved.view, computed: resolved.computed, path, query: params, itemHeading, label })
    return json({ data: html })
  } catch (error) {
    return refusal(error, shape)
  }
}
