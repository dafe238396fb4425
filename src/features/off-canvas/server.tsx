/**
 * The side panels' front door for the site's pages and header (docs/decisions/044): the panels of a
 * page, rendered as closed dialogs after its content, and the header's controls that open them.
 * A closed dialog takes no room and is out of the accessibility tree: no layout shift, nothing
 * announced. The page's behaviours fetch the panels' code (page.ts) only when one is on the page.
 */
import 'server-only'

import { cache } from 'react'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { isBuildPhase, payloadClient } from '@/lib/payload.server'

import { OFF_CANVAS_SLUG, TOGGLE_ATTRIBUTE } from './constants'
import { panelConfig, panelHeaderControl, panelPlacementMatches, type PanelPlace } from './settings'
import './off-canvas.css'

/** Every active panel, oldest first (the one kept when two answer to one name), read once per render. */
const activePanels = cache(async () => {
  if (isBuildPhase()) return []
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: OFF_CANVAS_SLUG, where: { active: { equals: true } }, sort: 'createdAt', depth: 1, limit: 50, pagination: false, overrideAccess: true })
  return docs
})

/** The panels of a page, with what the page's code needs; two panels answering to one name: the first. */
export async function panelsFor(place: PanelPlace) {
  const seen = new Set<string>()
  return (await activePanels()).flatMap((doc) => {
    const config = panelPlacementMatches(doc, place) ? panelConfig(doc) : null
    if (!config || seen.has(config.key)) return []
    seen.add(config.key)
    return [{ doc, config }]
  })
}

/** The dialog's id, which the header's control names in `aria-controls` once the panel code runs. */
const dialogId = (key: string) => `panneau-${key}`

export async function PagePanels({ place, path }: { place: PanelPlace; path: string }) {
  const panels = await panelsFor(place)
  if (!panels.length) return null
  return (
    <>
      {panels.map(({ doc, config }) => {
        const titleId = `${dialogId(config.key)}-titre`
        return (
          <dialog key={config.key} id={dialogId(config.key)} className="off-canvas" data-off-canvas={JSON.stringify(config)} aria-labelledby={titleId}>
            <div className="off-canvas__panel" data-dialog-panel>
              <div className="off-canvas__head">
                <h2 id={titleId} className="off-canvas__title">
                  {config.name}
                </h2>
                <button type="button" className="off-canvas__close" data-dialog-close aria-label="Fermer le panneau">
                  <span aria-hidden="true">×</span>
                </button>
              </div>
              <div className="off-canvas__content">
                <RenderBlocks blocks={doc.layout} context={{ path }} />
              </div>
            </div>
          </dialog>
        )
      })}
    </>
  )
}

/**
 * The header's controls for the panels that ask for one. Each is a link to a page of the site (the
 * contact page for the demo), which is what it stays without JavaScript or on a page without the
 * panel; where the panel is, its code turns it into the button that opens it (runtime.ts).
 */
export async function PanelHeaderControls() {
  const controls = (await activePanels()).flatMap((doc) => {
    const control = panelHeaderControl(doc)
    return control ? [control] : []
  })
  return (
    <>
      {controls.map((control) => (
        <a
          key={control.key}
          href={control.fallbackHref}
          className={`icon-button off-canvas-control${control.show === 'mobile' ? ' site-header__mobile-only' : ''}`}
          aria-label={control.label}
          {...{ [TOGGLE_ATTRIBUTE]: control.key }}
        >
          <svg width={22} height={22} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
          </svg>
        </a>
      ))}
    </>
  )
}

export type { PanelPlace } from './settings'
