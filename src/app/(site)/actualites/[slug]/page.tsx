import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { largeUrl, MediaImage } from '@/features/media/MediaImage'
import { RichText } from '@/features/pages/RichText'
import { formatDate } from '@/features/posts/format'
import { NEWS_PATH, postPath } from '@/features/posts/paths'
import { getPublishedPost } from '@/features/posts/queries.server'
import { PagePanels } from '@/features/off-canvas/server'
import { PagePopups } from '@/features/popups/server'
import { pageMetadata } from '@/features/seo/metadata'

type Props = { params: Promise<{ slug: string }> }

export const revalidate = 3600
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

/**
 * An article, /actualites/<slug>. The news list itself, /actualites, is a page of the back office
 * holding a grid of the news (docs/decisions/057); /actualites/page/N leads to its pages.
 */
async function slugOf(params: Props['params']): Promise<string | null> {
  const { slug } = await params
  return /^[a-z0-9-]{1,200}$/.test(slug) ? slug : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = await slugOf(params)
  const post = slug ? await getPublishedPost(slug) : null
  if (!post) return { title: 'Page introuvable' }
  return pageMetadata({ title: post.title, description: post.excerpt, path: postPath(post.slug), image: largeUrl(post.featuredImage), type: 'article' })
}

export default async function ArticlePage({ params }: Props) {
  const slug = await slugOf(params)
  const post = slug ? await getPublishedPost(slug) : null
  if (!post) notFound()
  return (
    <article className="container narrow article">
      <p className="breadcrumb">
        <a href={NEWS_PATH}>Actualités</a>
      </p>
      <h1>{post.title}</h1>
      <p className="meta">
        Publié le <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
      </p>
      {post.featuredImage ? <MediaImage media={post.featuredImage} sizes="(min-width: 800px) 760px, 100vw" priority className="article-img" /> : null}
      <RichText data={post.content} />
      <PagePopups place={{ type: 'news' }} path={postPath(post.slug)} />
      <PagePanels place={{}} path={postPath(post.slug)} />
    </article>
  )
}
