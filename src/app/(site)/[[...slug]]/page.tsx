import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { largeUrl } from '@/features/media/MediaImage'
import { pagePath, slugFromSegments } from '@/features/pages/path'
import { getPublishedPage } from '@/features/pages/queries.server'
import { PageOverlays } from '@/features/pages/PageOverlays'
import { pageMetadata } from '@/features/seo/metadata'

type Props = { params: Promise<{ slug?: string[] }> }

// Pages are rendered on their first request and then served from the cache; editing a page in
// the back office drops its cached copy. Nothing is rendered at build time, when no database exists.
export const revalidate = 3600
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

const slugOf = async (params: Props['params']) => {
  try {
    return slugFromSegments((await params).slug)
  } catch {
    // A malformed percent-encoding in the URL is simply a page that does not exist.
    return null
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = await slugOf(params)
  const page = slug ? await getPublishedPage(slug) : null
  if (!page) return { title: 'Page introuvable' }
  const hero = page.layout?.find((b) => b.blockType === 'hero')
  return pageMetadata({
    title: page.title,
    description: page.description,
    path: pagePath(page.slug),
    image: hero && 'image' in hero ? largeUrl(hero.image) : null,
  })
}

export default async function SitePage({ params }: Props) {
  const slug = await slugOf(params)
  const page = slug ? await getPublishedPage(slug) : null
  if (!page) notFound()
  const path = pagePath(page.slug)
  return (
    <>
      <RenderBlocks blocks={page.layout} context={{ pageId: page.id, path }} />
      <PageOverlays page={page} path={path} />
    </>
  )
}
