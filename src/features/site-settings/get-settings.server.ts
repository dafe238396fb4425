import 'server-only'

import { cache } from 'react'

import { isBuildPhase, payloadClient } from '../../lib/payload.server'
import { normaliseSiteSettings, type SiteInfo } from './normalise'

/** Read once per request; falls back to defaults (with a logged warning) rather than breaking the page. */
export const getSiteInfo = cache(async (): Promise<SiteInfo> => {
  if (isBuildPhase()) return normaliseSiteSettings({})
  try {
    const payload = await payloadClient()
    const raw = await payload.findGlobal({ slug: 'site-settings', depth: 1 })
    return normaliseSiteSettings(raw, (message) => payload.logger.warn(message))
  } catch (error) {
    console.warn('Réglages du site illisibles, valeurs par défaut utilisées :', error)
    return normaliseSiteSettings({})
  }
})
