import type { CtaBlock } from '@/payload-types'

import { ActionLink } from '../ActionLink'
import { Section } from '../Section'

export function Cta({ block, index }: { block: CtaBlock; index: number }) {
  const headingId = `h-${block.id ?? index}`
  return (
    <Section settings={block.settings} className="cta" labelledBy={headingId}>
      <div className="container cta-body">
        <h2 id={headingId}>{block.heading}</h2>
        {block.text ? <p>{block.text}</p> : null}
        <ActionLink action={block.action} />
      </div>
    </Section>
  )
}
