import 'server-only'

import { cache } from 'react'

import { findPublishedBySlug, listPublishedSlugs } from '@/lib/published.server'

export const getPublishedPost = cache((slug: string) => findPublishedBySlug('posts', slug))

export const listPublishedPostSlugs = () => listPublishedSlugs('posts')
