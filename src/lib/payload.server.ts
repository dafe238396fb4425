import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

export const payloadClient = () => getPayload({ config })

/** `next build` renders nothing from the database: pages are rendered on first request. */
export const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build'
