import Link from 'next/link'

import type { Post } from '@/payload-types'

import { MediaImage } from '../media/MediaImage'
import { formatDate } from './format'
import { postPath } from './paths'

export function PostCard({ post, headingLevel = 'h2' }: { post: Post; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel
  return (
    <article className="card post-card">
      {post.featuredImage ? <MediaImage media={post.featuredImage} sizes="(min-width: 900px) 33vw, 100vw" alt="" className="card-img" /> : null}
      <Heading>
        <Link href={postPath(post.slug)} className="card-link">
          {post.title}
        </Link>
      </Heading>
      <p className="meta">
        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
      </p>
      <p>{post.excerpt}</p>
    </article>
  )
}
