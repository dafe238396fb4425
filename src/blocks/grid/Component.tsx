import type { GridBlock } from '@/payload-types'
import { readGridOptions } from '@/features/grid/options'
import { widgetInnerHtml } from '@/features/grid/render/html'
import { queryParams } from '@/features/grid/request'
import '@/features/grid/grid.css'

import type { BlockContext } from '../context'
import { Section } from '../Section'

/**
 * The grid block: its first view rendered on the server for the page's address (filters, page,
 * sort and search from e-filter-…, e-page-…), as plain links and a GET form, so it works without
 * JavaScript and search engines see it. The markup is the same text the grid's two calls answer.
 */
export async function Grid({ block, index, context }: { block: GridBlock; index: number; context?: BlockContext }) {
  const fallbackId = (block.id ?? `grid${index}`).replace(/[^a-z0-9]/gi, '').slice(0, 40) || `grid${index}`
  const { options, problems: optionProblems } = readGridOptions(block as never, fallbackId)
  if (optionProblems.length) console.warn(`Grille ${options.widgetId} : ${optionProblems.join(' ')}`)
  const headingId = `h-${options.widgetId}`
  // Loaded here rather than imported at the top: the block registry (and its tests) stay free of the database client.
  const { firstViewModel } = await import('@/features/grid/server')
  const { model, problems } = await firstViewModel(options, context?.path ?? '/', queryParams(context?.query), block.heading ? 'h3' : 'h2')
  if (problems.length) console.warn(`Grille ${options.widgetId}, vue de l’adresse élargie : ${problems.join(' ; ')}`)
  return (
    <Section settings={block.settings} className={`grid-section${options.fullWidth ? '' : ' container'}`} labelledBy={block.heading ? headingId : undefined}>
      {block.heading ? <h2 id={headingId}>{block.heading}</h2> : null}
      {block.intro ? <p className="lead">{block.intro}</p> : null}
      <div
        className={`grid-widget grid-widget--${options.layout} grid-widget--${options.style}`}
        id={`grid-${options.widgetId}`}
        data-grid={options.widgetId}
        dir={options.rtl ? 'rtl' : undefined}
        dangerouslySetInnerHTML={{ __html: widgetInnerHtml(model) }}
      />
    </Section>
  )
}
