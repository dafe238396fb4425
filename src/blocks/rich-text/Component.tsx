import type { RichTextBlock } from '@/payload-types'
import { RichText } from '@/features/pages/RichText'

import { Section } from '../Section'

export function RichTextSection({ block }: { block: RichTextBlock; index: number }) {
  return (
    <Section settings={block.settings} className="container narrow">
      <RichText data={block.content} />
    </Section>
  )
}
