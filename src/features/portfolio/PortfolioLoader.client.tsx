'use client'

/**
 * The portfolio block's client component: all a page holding the block ships up front. Every client
 * component a page route imports travels in one group that all of its pages load, so this one only
 * hands the block to the blocks' shared loader (ui/island), which fetches the portfolio's loader
 * (loader.tsx: the search box's watch, the island's fetch and its failure) at the visitor's first
 * sign on the page (docs/decisions/080). Until the island is in, the server's view (`children`:
 * links and a GET form) is the portfolio, and stays so if the loader cannot come; a preview link
 * clicked meanwhile is held, then opened in its preview once the island is live.
 */
import { useState, type ReactNode } from 'react'

import { Island } from '../ui/island/Island.client'
import type { PortfolioIslandProps } from './island'
import type { LiveIsland } from './loader'

type Props = {
  initial: PortfolioIslandProps['initial']
  /**
   * The preview links (typed.ts's PREVIEW_LINK), whose clicks wait for the loader: handed by the
   * server's block, so that the string travels with the pages that hold a portfolio, not in the
   * scripts of every page.
   */
  hold: string
  children: ReactNode
}

export function PortfolioLoader({ initial, hold, children }: Props) {
  const [Live, setLive] = useState<LiveIsland | null>(null)
  if (Live) return <Live initial={initial} />
  return (
    <div id={initial.idPrefix} className="portfolio-island">
      {children}
      <Island name="portfolio" rootId={initial.idPrefix} data={setLive} hold={hold} atFirstSign />
    </div>
  )
}
