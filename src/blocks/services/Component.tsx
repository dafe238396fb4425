import type { ServicesBlock } from '@/payload-types'
import { MediaImage } from '@/features/media/MediaImage'

import { Section } from '../Section'

export function Services({ block, index }: { block: ServicesBlock; index: number }) {
  const headingId = `h-${block.id ?? index}`
  return (
    <Section settings={block.settings} className="container" labelledBy={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      {block.intro ? <p className="lead">{block.intro}</p> : null}
      <ul className={`card-grid cols-${block.columns ?? '3'}`}>
        {block.items.map((item, i) => (
          <li key={item.id ?? i} className="card">
            {item.image ? <MediaImage media={item.image} sizes="(min-width: 900px) 33vw, 100vw" alt="" className="card-img" /> : null}
            <h3>
              {item.href ? (
                <a href={item.href} className="card-link">
                  {item.title}
                </a>
              ) : (
                item.title
              )}
            </h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
