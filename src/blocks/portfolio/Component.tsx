import type { PortfolioBlock } from '@/payload-types'
import { attributesFromBlock } from '@/features/portfolio/block-attributes'
import type { PortfolioBlockData } from '@/features/portfolio/block-data.server'
import { BLOCK_ATTRIBUTES_ATTRIBUTE, BLOCK_MARKER_ATTRIBUTE } from '@/features/portfolio/constants'
import { blockStyle } from '@/features/portfolio/layout'
import { PortfolioLoader } from '@/features/portfolio/PortfolioLoader.client'
import { PortfolioView, type PortfolioViewProps } from '@/features/portfolio/PortfolioView'
import { filterByTitle } from '@/features/portfolio/search'
import { PREVIEW_LINK } from '@/features/portfolio/typed'
import { constrainView, readViewState } from '@/features/portfolio/url-state'
import '@/features/portfolio/portfolio.css'

import type { BlockContext } from '../context'
import { Section } from '../Section'

const EMPTY: PortfolioBlockData = { items: [], total: 0, categories: [], otherCategories: [] }

/**
 * The portfolio block. The server reads and renders the first page (search engines and visitors
 * without JavaScript get the réalisations, with links) inside the element marked as a portfolio
 * block, whose attribute carries the island's configuration; the loader fetches the island, which
 * takes that first page over in the browser.
 */
export async function Portfolio({ block, index, context }: { block: PortfolioBlock; index: number; context?: BlockContext }) {
  const headingId = `h-${block.id ?? index}`
  const attributes = attributesFromBlock(block)
  const view = constrainView(readViewState(context?.query ?? {}), attributes)
  let data = EMPTY
  try {
    // Loaded here rather than imported at the top: the block registry (and its tests) stay free of
    // the database client.
    const { loadPortfolioBlockData } = await import('@/features/portfolio/block-data.server')
    data = await loadPortfolioBlockData(attributes, view)
  } catch (error) {
    // The island will ask the API itself; one failing read must not take the page down.
    console.error('Bloc portfolio : lecture des réalisations impossible.', error)
  }
  // Already searched by the API's query; matched again so both sides of the island agree exactly.
  const items = filterByTitle(data.items, view.search)
  const idPrefix = `portfolio-${block.id ?? index}`
  const headingLevel = block.heading ? 'h3' : 'h2'
  const initial: PortfolioViewProps = {
    attributes,
    path: context?.path ?? '',
    idPrefix,
    headingLevel,
    categories: data.categories,
    otherCategories: data.otherCategories,
    view,
    items,
    loading: false,
    status: '',
    showLoadMore: data.items.length < data.total,
    showNoItems: items.length === 0,
  }

  return (
    <Section settings={block.settings} className="container portfolio-section" labelledBy={block.heading ? headingId : undefined}>
      {block.heading ? <h2 id={headingId}>{block.heading}</h2> : null}
      {block.intro ? <p className="lead">{block.intro}</p> : null}
      <div
        className="portfolio-block"
        {...{ [BLOCK_MARKER_ATTRIBUTE]: '', [BLOCK_ATTRIBUTES_ATTRIBUTE]: JSON.stringify(attributes) }}
        style={blockStyle(attributes)}
      >
        <PortfolioLoader initial={initial} hold={PREVIEW_LINK}>
          <PortfolioView {...initial} />
        </PortfolioLoader>
      </div>
    </Section>
  )
}
