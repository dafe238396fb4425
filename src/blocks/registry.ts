import type { ComponentType } from 'react'

import { ContactDetails } from './contact-details/Component'
import { Cta } from './cta/Component'
import { Faq } from './faq/Component'
import { FormBlock } from './form/Component'
import { Gallery } from './gallery/Component'
import { Grid } from './grid/Component'
import { Hero } from './hero/Component'
import { ImageText } from './image-text/Component'
import { Portfolio } from './portfolio/Component'
import { RichTextSection } from './rich-text/Component'
import { Services } from './services/Component'
import { blockConfigsBySlug, type BlockSlug } from './configs'
import type { BlockContext } from './context'

import type { Page } from '@/payload-types'

export type LayoutBlock = NonNullable<Page['layout']>[number]
type BlockOf<S extends BlockSlug> = Extract<LayoutBlock, { blockType: S }>

type Entry<S extends BlockSlug> = {
  config: (typeof blockConfigsBySlug)[S]
  Component: ComponentType<{ block: BlockOf<S>; index: number; context?: BlockContext }>
}

/** Every block slug has exactly one component: the type below fails to compile otherwise. */
export const blockRegistry: { [S in BlockSlug]: Entry<S> } = {
  hero: { config: blockConfigsBySlug.hero, Component: Hero },
  richText: { config: blockConfigsBySlug.richText, Component: RichTextSection },
  services: { config: blockConfigsBySlug.services, Component: Services },
  cta: { config: blockConfigsBySlug.cta, Component: Cta },
  imageText: { config: blockConfigsBySlug.imageText, Component: ImageText },
  gallery: { config: blockConfigsBySlug.gallery, Component: Gallery },
  faq: { config: blockConfigsBySlug.faq, Component: Faq },
  contactDetails: { config: blockConfigsBySlug.contactDetails, Component: ContactDetails },
  portfolio: { config: blockConfigsBySlug.portfolio, Component: Portfolio },
  form: { config: blockConfigsBySlug.form, Component: FormBlock },
  grid: { config: blockConfigsBySlug.grid, Component: Grid },
}

export const isKnownBlock = (slug: unknown): slug is BlockSlug =>
  typeof slug === 'string' && Object.prototype.hasOwnProperty.call(blockRegistry, slug)
