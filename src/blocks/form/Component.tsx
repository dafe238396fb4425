import type { FormBlock as FormBlockData } from '@/payload-types'

import { Section } from '../Section'

/** Placeholder until the forms renderer lands. */
export function FormBlock({ block }: { block: FormBlockData; index: number }) {
  return <Section settings={block.settings} className="container narrow">{null}</Section>
}
