import type { Metadata } from 'next'

import { siteUrl } from '@/lib/site-url'

type PageMeta = { title: string; description?: string | null; path: string; image?: string | null; type?: 'website' | 'article' }

/** Title, description, canonical URL and Open Graph for one page. */
export function pageMetadata({ title, description, path, image, type = 'website' }: PageMeta): Metadata {
  const url = `${siteUrl()}${path}`
  return {
    title,
    description: description ?? undefined,
    alternates: { canonical: url },
    openGraph: {
      title,
      description: description ?? undefined,
      url,
      type,
      locale: 'fr_FR',
      images: image ? [{ url: image }] : undefined,
    },
  }
}
