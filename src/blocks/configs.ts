import type { Block, BlocksField } from 'payload'

import { ContactDetailsBlockConfig } from './contact-details/config'
import { CtaBlockConfig } from './cta/config'
import { FaqBlockConfig } from './faq/config'
import { FormBlockConfig } from './form/config'
import { GalleryBlockConfig } from './gallery/config'
import { GridBlockConfig } from './grid/config'
import { HeroBlockConfig } from './hero/config'
import { ImageTextBlockConfig } from './image-text/config'
import { PortfolioBlockConfig } from './portfolio/config'
import { RichTextBlockConfig } from './rich-text/config'
import { ServicesBlockConfig } from './services/config'

/**
 * The block configs, without their React components, so the Payload CLI (migrations, types)
 * can load the config without a React toolchain. registry.ts pairs each with its component.
 */
export const blockConfigsBySlug = {
  hero: HeroBlockConfig,
  richText: RichTextBlockConfig,
  services: ServicesBlockConfig,
  cta: CtaBlockConfig,
  imageText: ImageTextBlockConfig,
  gallery: GalleryBlockConfig,
  faq: FaqBlockConfig,
  contactDetails: ContactDetailsBlockConfig,
  portfolio: PortfolioBlockConfig,
  form: FormBlockConfig,
  grid: GridBlockConfig,
} satisfies Record<string, Block>

export type BlockSlug = keyof typeof blockConfigsBySlug

export const blockConfigs: Block[] = Object.values(blockConfigsBySlug)

/**
 * The « Sections » of a page, a popup or a panel: any block. Named in French for staff: without
 * `labels` Payload names a row after the field's name, and its button read « Ajouter Layout ».
 * A new object for each collection: Payload completes a field's config in place when it loads it.
 */
export const sectionsField = (): BlocksField => ({
  name: 'layout',
  label: 'Sections',
  labels: { singular: 'Section', plural: 'Sections' },
  type: 'blocks',
  blocks: blockConfigs,
  admin: { initCollapsed: true },
})
