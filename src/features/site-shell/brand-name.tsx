import { Fragment } from 'react'
import { hyphenateSync } from 'hyphen/fr'

/**
 * The site's name as the header draws it (docs/decisions/084). On a narrow phone the bar leaves
 * the name little room (about 70 px at 320 px, beside the menu and four 44 px controls):
 * - each word is a box of its own that the line breaks around, so a word that fits is never cut;
 * - a word wider than the room is cut where French cuts it, with a hyphen (« Terras-sement »), at
 *   the soft hyphens marked here, in every browser: a browser's own hyphenation (`hyphens: auto`)
 *   needs a French dictionary that some lack (Chromium on Linux), and they would cut anywhere.
 * Server-side only: the patterns stay out of the page's scripts.
 */
export function BrandName({ name }: { name: string }) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word, i) => (
      <Fragment key={i}>
        {i > 0 ? ' ' : null}
        <span className="site-header__brand-word">{hyphenateSync(word)}</span>
      </Fragment>
    ))
}
