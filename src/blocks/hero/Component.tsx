import type { HeroBlock } from '@/payload-types'
import { MediaImage } from '@/features/media/MediaImage'

import { ActionLink } from '../ActionLink'
import { Section } from '../Section'

export function Hero({ block, index }: { block: HeroBlock; index: number }) {
  const headingId = `h-${block.id ?? index}`
  // Only the first hero of a page is the main heading and the LCP image.
  const first = index === 0
  const Heading = first ? 'h1' : 'h2'
  return (
    <Section settings={block.settings} className="hero" labelledBy={headingId}>
      {block.image ? (
        <div className="hero-media">
          <MediaImage media={block.image} sizes="100vw" priority={first} alt="" />
        </div>
      ) : null}
      <div className="container hero-body">
        <Heading id={headingId}>{block.heading}</Heading>
        {block.text ? <p className="hero-text">{block.text}</p> : null}
        {block.actions?.length ? (
          <div className="actions">
            {block.actions.map((a, i) => (
              <ActionLink key={a.id ?? i} action={a} />
            ))}
          </div>
        ) : null}
      </div>
    </Section>
  )
}
