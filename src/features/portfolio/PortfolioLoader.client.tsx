'use client'

/**
 * The portfolio block's client component: all a page holding the block ships up front. Every client
 * component a page route imports travels in one group that all of its pages load, so this one only
 * fetches the loader (loader.tsx: the search box's watch, the island's fetch and its failure),
 * where a portfolio is shown (docs/decisions/078). Until the island is in, the server's view
 * (`children`: links and a GET form) is the portfolio, and stays so if the loader cannot come.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react'

import type { PortfolioIslandProps } from './island'
import type { LiveIsland } from './loader'

export function PortfolioLoader({ initial, children }: { initial: PortfolioIslandProps['initial']; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const [Island, setIsland] = useState<LiveIsland | null>(null)

  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    import('./loader').then(
      ({ startPortfolio }) => {
        if (!cancelled && ref.current) stop = startPortfolio(ref.current, (island) => setIsland(() => island))
      },
      (error: unknown) => console.error('Bloc « portfolio » : script non chargé, la version du serveur reste.', error),
    )
    return () => {
      cancelled = true
      stop?.()
    }
  }, [])

  if (Island) return <Island initial={initial} />
  return (
    <div ref={ref} className="portfolio-island">
      {children}
    </div>
  )
}
