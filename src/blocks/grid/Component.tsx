import { preload } from 'react-dom'

import type { GridBlock } from '@/payload-types'
import { GALLERY_ROTATION_MS, GRID_LINKS, MEDIA_LINK } from '@/features/grid/constants'
import { Island } from '@/features/ui/island/Island.client'
import { codeAtFirstSign, fallbackWidgetId, gridHeadingLevels, gridLabel, readGridOptions } from '@/features/grid/options'
import { leadImage, widgetInnerHtml } from '@/features/grid/render/html'
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
  const { options, problems: optionProblems } = readGridOptions(block as never, fallbackWidgetId(block, index))
  if (optionProblems.length) console.warn(`Grille ${options.widgetId} : ${optionProblems.join(' ')}`)
  const headingId = `h-${options.widgetId}`
  const levels = gridHeadingLevels(Boolean(block.heading), index)
  const Heading = levels.heading
  // Loaded here rather than imported at the top: the block registry (and its tests) stay free of the database client.
  const { firstViewModel, nonceFor } = await import('@/features/grid/server')
  const { model, problems } = await firstViewModel(options, context?.path ?? '/', queryParams(context?.query), {
    itemHeading: levels.items,
    label: gridLabel(block.heading, options.source),
    lead: index === 0,
  })
  if (problems.length) console.warn(`Grille ${options.widgetId}, vue de l’adresse élargie : ${problems.join(' ; ')}`)
  // First on its page, its first image is the page's largest paint: announced in the head.
  const lead = leadImage(model)
  const atFirstSign = codeAtFirstSign(options, index)
  if (lead) preload(lead.src, { as: 'image', imageSrcSet: lead.srcSet, imageSizes: lead.sizes, fetchPriority: 'high' })
  return (
    <Section settings={block.settings} className={`grid-section${options.fullWidth ? '' : ' container'}`} labelledBy={block.heading ? headingId : undefined}>
      {block.heading ? <Heading id={headingId}>{block.heading}</Heading> : null}
      {block.intro ? <p className="lead">{block.intro}</p> : null}
      <div
        className={`grid-widget grid-widget--${options.layout} grid-widget--${options.style}`}
        id={`grid-${options.widgetId}`}
        data-grid={options.widgetId}
        data-post-id={context?.pageId}
        data-nonce={nonceFor(context?.pageId, options.widgetId) ?? undefined}
        data-pagination={options.pagination}
        data-filter-combination={options.filterCombination ? 'true' : undefined}
        data-filter-logic={options.filterLogic}
        data-no-more-text={options.texts.noMoreText}
        data-layout={options.layout}
        data-video-playback={options.videoPlayback}
        data-item-nav={options.slider.itemNav}
        data-cycle={options.layout === 'gallery' ? GALLERY_ROTATION_MS : options.layout === 'slider' ? options.slider.cycle : undefined}
        data-swing-speed={options.slider.swingSpeed}
        dir={options.rtl ? 'rtl' : undefined}
        dangerouslySetInnerHTML={{ __html: widgetInnerHtml(model) }}
      />
      {context?.pageId !== undefined ? <Island name="grid" rootId={`grid-${options.widgetId}`} data={null} hold={atFirstSign ? GRID_LINKS : MEDIA_LINK} atFirstSign={atFirstSign} /> : null}
    </Section>
  )
}
