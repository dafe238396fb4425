/**
 * The one writer of the theme's CSS (theme issue, part 1): the palettes, the typography, the logo's
 * width and the title's visibility as custom properties and a few rules. The server layout writes
 * the saved settings with it into the page's <style> (the colour switch then only flips
 * `data-palette` between the two palettes written here), and the preview frame writes what a
 * message asks with it into a <style> of its own, so a preview looks exactly like the saved theme
 * would. Every value is checked again here, since the string goes raw into a <style>.
 */
import { paletteCss } from '../palette/css'
import type { Palettes } from '../palette/types'
import { LOGO_WIDTH_BOUNDS } from './logo'
import { readTypography, typographyCss, typographyData, type Typography } from './typography'

export type ThemeStyle = {
  palettes?: Palettes | null
  typography?: Typography | null
  /** The header logo's width in CSS pixels; null keeps the image's own. */
  logoWidth?: number | null
  /** Whether the site's name shows in the header; null leaves it as the markup has it. */
  titleVisible?: boolean | null
}

/** The header's brand, as site-shell/Header.tsx marks it up. */
export const LOGO_SELECTOR = '.site-header__logo'
export const TITLE_SELECTOR = '.site-header__brand-text'

export function themeCss({ palettes, typography, logoWidth, titleVisible }: ThemeStyle): string {
  const parts: string[] = []
  if (palettes !== undefined) parts.push(paletteCss(palettes))
  if (typography) {
    // Read again from its own keys: a typography built by hand cannot slip anything through.
    const checked = readTypography(typographyData(typography))
    if (checked.ok) parts.push(typographyCss(checked.value))
  }
  if (typeof logoWidth === 'number' && Number.isInteger(logoWidth) && logoWidth >= LOGO_WIDTH_BOUNDS[0] && logoWidth <= LOGO_WIDTH_BOUNDS[1]) {
    parts.push(`${LOGO_SELECTOR}{width:${logoWidth}px;height:auto}`)
  }
  if (titleVisible === false) parts.push(`${TITLE_SELECTOR}{display:none}`)
  else if (titleVisible === true) parts.push(`${TITLE_SELECTOR}{display:revert}`)
  return parts.join('')
}
