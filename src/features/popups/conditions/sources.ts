import { SEARCH_ENGINES, SOURCES, type Source } from '../constants'
import type { Condition } from './context'

const hostOf = (address: string): string | null => {
  try {
    return new URL(address).host.toLowerCase()
  } catch {
    return null
  }
}
const withoutWww = (host: string) => host.replace(/^www\./, '')
/** The engine's name right before the country or generic suffix (google.fr, google.co.uk, search.yahoo.com). */
const SEARCH_HOST = new RegExp(`(?:^|\\.)(?:${SEARCH_ENGINES.join('|')})\\.(?:[a-z]{2,3}\\.)?[a-z]{2,3}$`)

/** Where the visit comes from: this site, a search engine, or anywhere else (a direct visit included). */
export function sourceOf(referrer: string, host: string): Source {
  const from = hostOf(referrer)
  if (from && withoutWww(from) === withoutWww(host.toLowerCase())) return 'internal'
  if (from && SEARCH_HOST.test(from)) return 'search'
  return 'external'
}

/**
 * sources (spec §5): the visit's source is one of those selected; all three selected is always, and
 * so is none (the condition is not set). A search engine's visit is "external" too, as on the old site.
 */
export const sources: Condition<{ sources: readonly Source[] }> = {
  check: ({ sources: selected }, visit) => {
    if (!selected.length || SOURCES.every((s) => selected.includes(s))) return true
    const source = sourceOf(visit.referrer, visit.host)
    if (source === 'internal') return selected.includes('internal')
    return selected.includes('external') || (source === 'search' && selected.includes('search'))
  },
}
