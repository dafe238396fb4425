import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { largeUrl, MediaImage } from '@/features/media/MediaImage'
import { RichText } from '@/features/pages/RichText'
import { formatDate } from '@/features/posts/format'
import { Pagination } from '@/features/posts/Pagination'
import { NEWS_PATH, postPath } from '@/features/posts/paths'
import { PostCard } from '@/features/posts/PostCard'
import { getPublishedPost, listPublishedPosts } from '@/features/posts/queries.server'
import { PagePanels } from '@/features/off-canvas/server'
import { PagePopups } from '@/features/popups/server'
import { pageMetadata } from '@/features/seo/metadata'

type Props = { params: Promise<{ segments?: string[] }> }
type Route = { kind: 'list'; page: number } | { kind: 'post'; slug: string } | null

export const revalidate = 3600
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

/** /actualites, /actualites/page/N (N ≥ 2) and /actualites/<slug>; anything else is a 404. */
async function route(params: Props['params']): Promise<Route> {
  const segments = (await params).segments ?? []
  if (segments.length === 0) return { kind: 'list', page: 1 }
  if (segments.length === 2 && segments[0] === 'page' && /^[1-9]\d{0,4}$/.test(segments[1])) {
    const page = Number(segments[1])
    return page === 1 ? null : { kind: 'list', page }
  }
  if (segments.length === 1 && /^[a-z0-9-]{1,200}$/.test(segments[0])) return { kind: 'post', slug: segments[0] }
  return null
}

const pageHref = (p: number) => (p === 1 ? NEWS_PATH : `${NEWS_PATH}/page/${p}`)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const r = await route(params)
  if (r?.kind === 'post') {
    const post = await getPublishedPost(r.slug)
    if (!post) return { title: 'Page introuvable' }
    return pageMetadata({ title: post.title, description: post.excerpt, path: postPath(post.slug), image: largeUrl(post.featuredImage), type: 'article' })
  }
  if (r?.kind === 'list') {
    return pageMetadata({
      title: r.page > 1 ? `Actualités — page ${r.page}` : 'Actualités',
      description: 'Les chantiers, conseils et nouvelles de l’entreprise : terrassement, assainissement, VRD et aménagements extérieurs.',
      path: pageHref(r.page),
    })
  }
  return { title: 'Page introuvable' }
}

export default async function NewsPage({ params }: Props) {
  const r = await route(params)
  if (!r) notFound()

  if (r.kind === 'post') {
    const post = await getPublishedPost(r.slug)
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

  const list = await listPublishedPosts(r.page)
  if (r.page > 1 && r.page > list.totalPages) notFound()
  return (
    <div className="container">
      <h1>Actualités</h1>
      {list.docs.length === 0 ? (
        <p>Aucune actualité pour le moment.</p>
      ) : (
        <ul className="card-grid cols-3">
          {list.docs.map((post, i) => (
            <li key={post.id}>
              <PostCard post={post} position={i} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} totalPages={list.totalPages} hrefFor={pageHref} label="Pages des actualités" />
      <PagePopups place={{ type: 'news' }} path={pageHref(list.page)} />
      <PagePanels place={{}} path={pageHref(list.page)} />
    </div>
  )
}
