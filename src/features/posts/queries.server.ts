import 'server-only'

import { cache } from 'react'

import type { Post } from '@/payload-types'
import { isBuildPhase, payloadClient } from '@/lib/payload.server'
import { findPublishedBySlug, listPublishedSlugs } from '@/lib/published.server'

import { POSTS_PER_PAGE } from './paths'

export type PostPage = { docs: Post[]; page: number; totalPages: number; totalDocs: number }

export const listPublishedPosts = cache(async (page: number): Promise<PostPage> => {
  if (isBuildPhase()) return { docs: [], page, totalPages: 0, totalDocs: 0 }
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'posts',
    sort: '-publishedAt',
    limit: POSTS_PER_PAGE,
    page,
    depth: 1,
    draft: false,
    overrideAccess: false,
    select: { title: true, slug: true, publishedAt: true, excerpt: true, featuredImage: true, categories: true },
  })
  return { docs: result.docs as Post[], page: result.page ?? page, totalPages: result.totalPages, totalDocs: result.totalDocs }
})

export const getPublishedPost = cache((slug: string) => findPublishedBySlug('posts', slug))

export const listPublishedPostSlugs = () => listPublishedSlugs('posts')
