import 'server-only'

import { cache } from 'react'

import type { Page } from '@/payload-types'
import { isBuildPhase, payloadClient } from '@/lib/payload.server'

/** A published page by its slug, as a visitor may see it (access rules applied). */
export const getPublishedPage = cache(async (slug: string): Promise<Page | null> => {
  if (isBuildPhase()) return null
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    draft: false,
    overrideAccess: false,
    pagination: false,
  })
  return result.docs[0] ?? null
})

export const listPublishedPageSlugs = async (): Promise<{ slug: string; updatedAt: string }[]> => {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'pages',
    limit: 1000,
    depth: 0,
    overrideAccess: false,
    pagination: false,
    select: { slug: true, updatedAt: true },
  })
  return result.docs.map((d) => ({ slug: d.slug, updatedAt: d.updatedAt }))
}
