import 'server-only'

import { cache } from 'react'

import { findPublishedBySlug, listPublishedSlugs } from '@/lib/published.server'

/** A published page by its slug, as a visitor may see it (access rules applied). */
export const getPublishedPage = cache((slug: string) => findPublishedBySlug('pages', slug))

export const listPublishedPageSlugs = () => listPublishedSlugs('pages')
