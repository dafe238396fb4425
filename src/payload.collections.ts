import type { CollectionConfig, GlobalConfig } from 'payload'

import { Users } from './features/accounts/Users'
import { ConsentProofs } from './features/consent/payload'
import { FormCaptchaSolutions, FormDrafts, FormEntries, FormOutbox, Forms, FormStates } from './features/forms/payload'
import { GridMedia, Machines, MachineTypes, MachineUses } from './features/grid/payload'
import { Media } from './features/media/Media'
import { OffCanvasPanels } from './features/off-canvas/payload'
import { Pages } from './features/pages/Pages'
import { Popups } from './features/popups/payload'
import { PortfolioItems } from './features/portfolio/collections/PortfolioItems'
import { PortfolioCategories, PortfolioOtherCategories, PortfolioTags } from './features/portfolio/collections/taxonomies'
import { Posts } from './features/posts/Posts'
import { SiteSettings } from './features/site-settings/SiteSettings'
import { Categories, Tags } from './features/taxonomies/collections'

/**
 * The collections and globals as written, apart from the rest of the config (database, e-mail,
 * plugins): Payload fills in what they leave out when it builds the config, so a test that checks
 * what staff read in the admin (admin-labels.test.ts) reads them here, before that.
 */
export const collections: CollectionConfig[] = [
  Pages,
  Popups,
  OffCanvasPanels,
  Posts,
  Categories,
  Tags,
  PortfolioItems,
  PortfolioCategories,
  PortfolioOtherCategories,
  PortfolioTags,
  GridMedia,
  Machines,
  MachineTypes,
  MachineUses,
  Forms,
  FormEntries,
  FormOutbox,
  FormStates,
  FormDrafts,
  FormCaptchaSolutions,
  ConsentProofs,
  Media,
  Users,
]

export const globals: GlobalConfig[] = [SiteSettings]
