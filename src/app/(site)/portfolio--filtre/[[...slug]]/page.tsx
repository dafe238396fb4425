import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { pagePath, slugFromSegments } from '@/features/pages/path'
import { PageOverlays } from '@/features/pages/PageOverlays'
import { getPublishedPage } from '@/features/pages/queries.server'
import { viewPageNumber } from '@/features/pages/views.mjs'
import { pageMetadata } from '@/features/seo/metadata'

type Props = {
  params: Promise<{ slug?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * A page seen through a filtered view of its portfolio block (?categorie=…&autre=…&q=…). src/proxy.ts
 * rewrites such requests here, so the page route itself stays cached without its query string,
 * while this one renders per request with the filters applied. Same page, same canonical URL;
 * filtered copies are not indexed. docs/decisions/007-portfolio-filtered-views.md.
 */
export const dynamic = 'force-dynamic'

const slugOf = async (params: Props['params']) => {
  try {
    return slugFromSegments((await params).slug)
  } catch {
    return null
  }
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const slug = await slugOf(params)
  const page = slug ? await getPublishedPage(slug) : null
  if (!page) return { title: 'Page introuvable' }
  const number = viewPageNumber(await searchParams)
  return {
    ...pageMetadata({ title: number ? `${page.title} — page ${number}` : page.title, description: page.description, path: pagePath(page.slug) }),
    robots: { index: false, follow: true },
  }
}

export default async function FilteredPage({ params, searchParams }: Props) {
  const slug = await slugOf(params)
  const page = slug ? await getPublishedPage(slug) : null
  if (!page) notFound()
  const path = pagePath(page.slug)
  return (
    <>
      <RenderBlocks blocks={page.layout} context={{ pageId: page.id, path, query: await searchParams }} />
      <PageOverlays page={page} path={path} />
    </>
  )
}
