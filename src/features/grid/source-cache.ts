import { registerContentCache } from '@/lib/content-caches'

import type { GridSourceKey } from './sources/registry'
import type { SourceContents } from './sources/types'

/**
 * A grid's source, read whole (decision 043), kept between requests: reading 1,000 engins with
 * their photos took about 330 ms of the server for every first view, « Voir plus » and filter change
 * (docs/benchmarks.md); filtering, sorting and paging what is kept takes a few. Every save that can
 * change a source goes through `revalidatePaths`, which drops it (here and on the other instances);
 * what no hook sees (an image's text changed in the media library, a write straight into the
 * database) shows within GRID_SOURCE_TTL_MS. One read at a time per source: requests arriving
 * while it runs share it. A failed read is not kept.
 */
export const GRID_SOURCE_TTL_MS = 5 * 60_000

type Entry = { at: number; contents: Promise<SourceContents> }
const STORE = Symbol.for('vitrine.grid-sources')
const store = (): Map<GridSourceKey, Entry> => ((globalThis as { [STORE]?: Map<GridSourceKey, Entry> })[STORE] ??= new Map())

registerContentCache('grid-sources', () => store().clear())

/** Freezes the shared lists: a view that sorted or filtered them in place would change everyone's. */
function frozen(contents: SourceContents): SourceContents {
  Object.freeze(contents.items)
  for (const taxonomy of Object.values(contents.taxonomies)) Object.freeze(taxonomy.terms)
  return Object.freeze(contents)
}

export function rememberedSource(source: GridSourceKey, load: () => Promise<SourceContents>, now = Date.now()): Promise<SourceContents> {
  const entries = store()
  const hit = entries.get(source)
  if (hit && now - hit.at < GRID_SOURCE_TTL_MS) return hit.contents
  const contents = load().then(frozen)
  const entry = { at: now, contents }
  entries.set(source, entry)
  contents.catch(() => {
    if (entries.get(source) === entry) entries.delete(source)
  })
  return contents
}
