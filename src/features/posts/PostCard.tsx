import Link from 'next/link'

import type { Post } from '@/payload-types'

import { MediaImage } from '../media/MediaImage'
import { formatDate } from './format'
import { postPath } from './paths'

type Props = {
  post: Post
  headingLevel?: 'h2' | 'h3'
  /** Its place in a list: the first card's image is the page's LCP image, the first row's are in view. */
  position?: number
}

/** How many cards fill the first screen of a list (one row of three on a wide screen). */
const FIRST_ROW = 3

export function PostCard({ post, headingLevel = 'h2', position }: Props) {
  const Heading = headingLevel
  return (
    <article className="card post-card">
      {post.featuredImage ? (
        <MediaImage
          media={post.featuredImage}
          sizes="(min-width: 900px) 33vw, 100vw"
          alt=""
          className="card-img"
          priority={position === 0}
          eager={position !== undefined && position < FIRST_ROW}
        />
      ) : null}
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
