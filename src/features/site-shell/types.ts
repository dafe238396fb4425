import type { ColourSwitcherSettings, Palettes } from '../palette'
import type { Typography } from '../theme/default-typography'

/**
 * The shape the site shell receives from the server. It is derived from the `site-settings`
 * global (see ./settings.ts) with every missing or invalid value replaced by a default, so the
 * client islands never have to guard against a half-filled back office.
 */
export type MenuItem = {
  id: string
  label: string
  href: string
  children?: MenuItem[]
}

export type SearchVariant = 'dropdown' | 'fullscreen' | 'header-cover'
export type AccountTrigger = 'hover' | 'click'

/** The spec's two readings of the scroll-to-top button (docs/product.md, Shell). */
export type ScrollTopVariant = 'simple' | 'header-offset'
export type ScrollTopDevice = 'desktop' | 'mobile' | 'both'

export type ShellLogo = { url: string; width: number; height: number; alt: string }

export type ShellSettings = {
  siteTitle: string
  logo: ShellLogo | null
  /** The logo's width in the header (px); null: its own, within the header's height. */
  logoWidth: number | null
  /** Whether the site's name shows in the header (beside the logo when there is one). */
  titleVisible: boolean
  typography: Typography
  menu: MenuItem[]
  /** Below this width (px) the header is in mobile mode. */
  headerBreakpoint: number
  searchVariant: SearchVariant
  accountTrigger: AccountTrigger
  scrollTop: { variant: ScrollTopVariant; device: ScrollTopDevice }
  palettes: Palettes
  colourSwitcher: ColourSwitcherSettings
  /** Links to image files open in the lightbox (docs/product.md, Shell "when the page setting allows"). */
  imageLightbox: boolean
  /** Script loaded only by sections that use a particle background (docs/product.md, Shell). */
  particlesScriptUrl: string | null
}

/** What the account menu shows; null means an anonymous visitor. */
export type AccountUser = { name: string; email: string; role: 'admin' | 'editor' | 'client' }
