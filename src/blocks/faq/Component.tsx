import type { FaqBlock } from '@/payload-types'

import { Section } from '../Section'

export function Faq({ block, index }: { block: FaqBlock; index: number }) {
  const headingId = `h-${block.id ?? index}`
  return (
    <Section settings={block.settings} className="container narrow" labelledBy={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      <div className="faq">
        {block.items.map((item, i) => (
          <details key={item.id ?? i}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  )
}
