/**
 * The header's controls (docs/decisions/071): the menu, the search and the colour switch, fetched
 * when the visitor turns to the header (header-intent.ts) rather than with every page.
 */
import { COLOUR_SWITCH_ATTRIBUTE, switchColours } from '../../palette/switch'
import { installMenu } from './menu'
import { installSearch } from './search'

/** Installs the controls found in `header`; returns what removes them. */
export function installHeaderControls(header: HTMLElement): () => void {
  const undo = [
    ...[...header.querySelectorAll<HTMLElement>('[data-site-nav]')].map(installMenu),
    ...[...header.querySelectorAll<HTMLElement>('[data-site-search]')].map(installSearch),
  ]
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest(`[${COLOUR_SWITCH_ATTRIBUTE}]`) : null
    if (button) switchColours(button, header.ownerDocument)
  }
  header.addEventListener('click', onClick)
  return () => {
    for (const fn of undo) fn()
    header.removeEventListener('click', onClick)
  }
}
