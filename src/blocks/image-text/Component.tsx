import type { ImageTextBlock } from '@/payload-types'
import { MediaImage } from '@/features/media/MediaImage'
import { RichText } from '@/features/pages/RichText'

import { ActionLink } from '../ActionLink'
import { Section } from '../Section'

export function ImageText({ block, index }: { block: ImageTextBlock; index: number }) {
  const headingId = `h-${block.id ?? index}`
  return (
    <Section settings={block.settings} className={`container image-text ${block.imagePosition === 'right' ? 'image-right' : ''}`} labelledBy={headingId}>
      <div className="image-text-media">
        <MediaImage media={block.image} sizes="(min-width: 900px) 50vw, 100vw" />
      </div>
      <div>
        <h2 id={headingId}>{block.heading}</h2>
        <RichText data={block.content} />
        <ActionLink action={block.action} />
      </div>
    </Section>
  )
}
