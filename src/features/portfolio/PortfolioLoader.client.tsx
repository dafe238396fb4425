'use client'

/**
 * The portfolio block's loader: all a page holding the block ships up front. Every client component
 * a page route imports travels in one group loaded by all of its pages, so the island itself (its
 * state, API client and the image helpers, about 11 KB compressed) is fetched from here, only where
 * a portfolio is shown. Until it is in, the server's view (`children`: links and a GET form) is the
 * portfolio; if it does not come (120 s at most), that view keeps working under the shared French
 * message with « Réessayer » (docs/decisions/041).
 */
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'

import { failureType, loadChunk, showChunkFailure } from '../ui/lazy'
import type { PortfolioIslandProps } from './island'
import { watchSearchBox, type Typed } from './typed'

export function PortfolioLoader({ initial, children }: { initial: PortfolioIslandProps['initial']; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const typed = useRef<Typed>({ search: null, focused: false })
  const [Island, setIsland] = useState<ComponentType<PortfolioIslandProps> | null>(null)

  useEffect(() => {
    const root = ref.current
    const stop = root ? watchSearchBox(root, typed.current) : undefined
    let cancelled = false
    const load = () =>
      loadChunk(() => import('./island')).then(
        ({ PortfolioIsland }) => {
          if (!cancelled) setIsland(() => PortfolioIsland)
        },
        (error: unknown) => {
          // The links and the search form keep working; « Réessayer » asks for the code again.
          console.error('Portfolio : chargement du script impossible ; la page garde ses liens.', error)
          if (!cancelled && root) showChunkFailure({ container: root, type: failureType(error), retry: () => void load() })
        },
      )
    void load()
    return () => {
      cancelled = true
      stop?.()
    }
  }, [])

  // The island's first render is this same view; it then takes what was typed, and the focus, over.
  if (Island) return <Island initial={initial} carried={typed} />
  return (
    <div ref={ref} className="portfolio-island">
      {children}
    </div>
  )
}
