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

import { Popup } from './Popup.client'
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

export async function PagePopups({ place, path }: { place: PagePlace; path: string }) {
  const popups = await popupsFor(place)
  if (!popups.length) return null
  return (
    <>
      {popups.map(({ doc, config }) => (
        <Popup key={config.id} config={config} displayTitle={doc.displayTitle !== false}>
          <RenderBlocks blocks={doc.layout} context={{ path }} />
        </Popup>
      ))}
    </>
  )
}

export type { PagePlace } from './settings'
