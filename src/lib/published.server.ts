import 'server-only'

import type { CollectionSlug, DataFromCollectionSlug } from 'payload'

import { isBuildPhase, payloadClient } from './payload.server'

type SluggedCollection = Extract<CollectionSlug, 'pages' | 'posts'>

/** One published document by its slug, as a visitor may see it (access rules applied). */
export async function findPublishedBySlug<S extends SluggedCollection>(collection: S, slug: string): Promise<DataFromCollectionSlug<S> | null> {
  if (isBuildPhase()) return null
  const payload = await payloadClient()
  const result = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    draft: false,
    overrideAccess: false,
    pagination: false,
  })
  return (result.docs[0] as DataFromCollectionSlug<S> | undefined) ?? null
}

/** Slugs and dates of every published document of a collection, for the sitemap. */
export async function listPublishedSlugs(collection: SluggedCollection): Promise<{ slug: string; updatedAt: string }[]> {
  const payload = await payloadClient()
  const result = await payload.find({
    collection,
    limit: 5000,
    depth: 0,
    overrideAccess: false,
    pagination: false,
    select: { slug: true, updatedAt: true },
  })
  return result.docs.map((d) => ({ slug: String(d.slug), updatedAt: String(d.updatedAt) }))
}
