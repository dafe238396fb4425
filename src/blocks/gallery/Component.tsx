import type { GalleryBlock } from '@/payload-types'
import { isMedia, largeUrl, MediaImage } from '@/features/media/MediaImage'

import { Section } from '../Section'

/**
 * Image links: the page behaviours open them in the lightbox slideshow (one gallery per block). A
 * block with an anchor names its gallery after it, so a button whose « Galerie » is that anchor
 * joins the slideshow (docs/decisions/041).
 */
export function Gallery({ block, index }: { block: GalleryBlock; index: number }) {
  const headingId = `h-${block.id ?? index}`
  const gallery = block.settings?.anchor || `galerie-${block.id ?? index}`
  return (
    <Section settings={block.settings} className="container" labelledBy={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      {block.intro ? <p className="lead">{block.intro}</p> : null}
      <ul className="gallery-grid">
        {block.items.map((item, i) => {
          const href = largeUrl(item.image)
          if (!href || !isMedia(item.image)) return null
          return (
            <li key={item.id ?? i}>
              <a href={href} data-lightbox-gallery={gallery} data-caption={item.caption ?? item.image.alt} className="gallery-link">
                <MediaImage media={item.image} sizes="(min-width: 900px) 33vw, 50vw" />
                <span className="sr-only">Agrandir l’image</span>
              </a>
              {item.caption ? <p className="gallery-caption">{item.caption}</p> : null}
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
