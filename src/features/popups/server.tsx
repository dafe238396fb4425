/**
 * The popups' front door for the site's pages (docs/decisions/042): the popups that may show on a
 * page, rendered as closed dialogs after the page's content. The server decides what it can for
 * every visitor alike (the page is cached and shared): active, placed on this page, and conditions
 * that can work. Whatever depends on the visitor (their counts, referrer, device, sign-in) is judged
 * in their browser by the same pure conditions; a popup that fails them is taken out of the page.
 */
import 'server-only'

import { cache } from 'react'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { isBuildPhase, payloadClient } from '@/lib/payload.server'

import { armingTime } from './arming'
import { POPUP_ARM_ATTRIBUTE, POPUP_OPENER_ATTRIBUTE } from './early'
import { placementMatches, popupConfig, type PagePlace } from './settings'
import './popups.css'

/** Every active popup, read once per render (a page has few; the site has few). */
const activePopups = cache(async () => {
  if (isBuildPhase()) return []
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'popups', where: { active: { equals: true } }, depth: 1, limit: 100, pagination: false, overrideAccess: true })
  return docs
})

/** The popups of a page, with what its island needs; one whose settings cannot work is left out (disabled, not broken). */
export async function popupsFor(place: PagePlace) {
  return (await activePopups()).flatMap((doc) => {
    const config = placementMatches(doc, place) ? popupConfig(doc) : null
    return config ? [{ doc, config }] : []
  })
}

/**
 * The page's popups as closed `<dialog>`s, each with its settings as JSON for the page's behaviours
 * (page.ts, fetched only when a popup is there). Closed, a dialog takes no room and is out of the
 * accessibility tree: no layout shift, nothing announced.
 */
export async function PagePopups({ place, path }: { place: PagePlace; path: string }) {
  const popups = await popupsFor(place)
  if (!popups.length) return null
  return (
    <>
      {popups.map(({ doc, config }) => {
        const titleId = `popup-${config.id}-title`
        const displayTitle = doc.displayTitle !== false
        const armAt = armingTime(config.triggers)
        // When its arming module is wanted, and the clicks it must not miss (early.ts, docs/decisions/078).
        const arming = { [POPUP_ARM_ATTRIBUTE]: armAt ?? undefined, [POPUP_OPENER_ATTRIBUTE]: config.triggers.openSelector?.selector }
        return (
          <dialog
            key={config.id}
            className={['popup', config.classes].filter(Boolean).join(' ')}
            data-popup={JSON.stringify(config)}
            data-popup-id={config.id}
            data-close-position={config.closePosition}
            {...arming}
            aria-labelledby={displayTitle ? titleId : undefined}
            aria-label={displayTitle ? undefined : config.name}
          >
            <div className="popup__panel ui-dialog__box" data-dialog-panel>
              <button type="button" className="popup__close" data-dialog-close aria-label="Fermer la fenêtre">
                <span aria-hidden="true">×</span>
              </button>
              {displayTitle ? (
                <h2 id={titleId} className="popup__title">
                  {config.name}
                </h2>
              ) : null}
              <div className="popup__content" data-popup-content>
                <RenderBlocks blocks={doc.layout} context={{ path }} />
              </div>
              {config.doNotShowAgain ? (
                <p className="popup__never">
                  <button type="button" className="popup__never-button" data-popup-never>
                    {config.doNotShowAgain}
                  </button>
                </p>
              ) : null}
            </div>
          </dialog>
        )
      })}
    </>
  )
}

export type { PagePlace } from './settings'
