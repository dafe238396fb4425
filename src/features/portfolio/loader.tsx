/**
 * The portfolio block's loader, fetched by the blocks' shared loader at the visitor's first sign on
 * a page where a portfolio is shown (PortfolioLoader.client.tsx, docs/decisions/078 and 080). It
 * watches the server's search box and fetches the island itself (its state, API client and the
 * image helpers, about 11 KB compressed). Until the island is in, the server's view (links and a
 * GET form) is the portfolio; if it does not come (120 s at most), that view keeps working under
 * the shared French message with « Réessayer » (docs/decisions/041).
 */
import type { ComponentType, Dispatch, SetStateAction } from 'react'

import { failureType, loadChunk, showChunkFailure } from '../ui/lazy'
import type { PortfolioIslandProps } from './island'
import { watchSearchBox, type Typed } from './typed'

/** The island, with what was typed in the server's search box carried over. */
export type LiveIsland = ComponentType<Pick<PortfolioIslandProps, 'initial'>>

/** Starts on the server's view (`root`); `show` gets the island once it is in. Returns what stops it. */
export function startPortfolio(root: HTMLElement, show: Dispatch<SetStateAction<LiveIsland | null>>): () => void {
  const typed: Typed = { search: null, focused: false }
  // One object for the island's whole life: its effects depend on it.
  const carried = { current: typed }
  const stopWatching = watchSearchBox(root, typed)
  let cancelled = false
  const load = () =>
    loadChunk(() => import('./island')).then(
      ({ PortfolioIsland }) => {
        // The island's first render is the server's view; it then takes what was typed, and the focus,
        // over. Handed in a function: a function given to a state setter is an update, not the value.
        if (!cancelled) {
          const Live: LiveIsland = ({ initial }) => <PortfolioIsland initial={initial} carried={carried} />
          show(() => Live)
        }
      },
      (error: unknown) => {
        // The links and the search form keep working; « Réessayer » asks for the code again.
        console.error('Bloc « portfolio » : script non chargé, la version du serveur reste.', error)
        if (!cancelled) showChunkFailure({ container: root, type: failureType(error), retry: () => void load() })
      },
    )
  void load()
  return () => {
    cancelled = true
    stopWatching()
  }
}
