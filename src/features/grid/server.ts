import 'server-only'

import { cache } from 'react'

import { isBuildPhase, payloadClient } from '@/lib/payload.server'
import { payloadSecret } from '@/lib/secret'

import { gridNonce } from './api/nonce'
import type { GridOptions } from './options'
import { readViewRequest } from './request'
import type { GridRenderModel } from './render/html'
import { rememberedSource } from './source-cache'
import { loadSource } from './sources/load.server'
import type { GridSourceKey } from './sources/registry'
import type { SourceContents } from './sources/types'
import { resolveFirstView } from './view'

const EMPTY: SourceContents = { items: [], taxonomies: {} }

/** A source as kept between requests (source-cache.ts), and once per render however many grids of the page show it. */
export const readSource = cache(
  async (source: GridSourceKey): Promise<SourceContents> => (isBuildPhase() ? EMPTY : rememberedSource(source, async () => loadSource(await payloadClient(), source))),
)

/** The first view of a grid block for a page's address (spec §2): never throws for a bad address. */
export async function firstViewModel(
  options: GridOptions,
  path: string,
  query: URLSearchParams,
  look: Pick<GridRenderModel, 'itemHeading' | 'label' | 'lead'>,
): Promise<{ model: GridRenderModel; problems: string[] }> {
  let contents = EMPTY
  try {
    contents = await readSource(options.source)
  } catch (error) {
    // One failing read shows an empty grid; the page stays up.
    console.error(`Grille ${options.widgetId} : lecture de la source impossible.`, error)
  }
  const { view, computed, problems } = resolveFirstView(readViewRequest(query, options.widgetId), options, contents)
  return { model: { options, contents, view, computed, path, query, ...look }, problems }
}

/** The load more's nonce for this grid of this page (null outside a stored page: no calls then). */
export const nonceFor = (pageId: number | undefined, widgetId: string) => (pageId === undefined ? null : gridNonce(pageId, widgetId, payloadSecret()))
