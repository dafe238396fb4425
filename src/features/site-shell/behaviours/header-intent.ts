/**
 * What every page holds of the header's controls (docs/decisions/071): their code (header.ts) is
 * fetched at the first sign that the visitor turns to the header (lib/on-intent). A press of one
 * of its buttons before that code came is kept, and given again once it is here, so the first tap
 * on the menu opens it, however slow the link.
 */
import { onIntent } from '../../../lib/on-intent'
import { HEADER_CONTROL_ATTRIBUTE } from '../constants'
import { COLOUR_SWITCH_ATTRIBUTE } from '../../palette/switch'
import { SITE_HEADER_SELECTOR } from './anchors'

type HeaderModule = { installHeaderControls: (header: HTMLElement) => () => void }

const CONTROLS = `[${HEADER_CONTROL_ATTRIBUTE}], [${COLOUR_SWITCH_ATTRIBUTE}]`

export function armHeaderControls(
  doc: Document = document,
  load: () => Promise<HeaderModule> = () => import('./header'),
): () => void {
  const header = doc.querySelector<HTMLElement>(SITE_HEADER_SELECTOR)
  if (!header) return () => {}
  let uninstall: (() => void) | null = null
  let stopped = false
  let pressed: HTMLElement | null = null
  const keepPress = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null
    if (control && header.contains(control)) pressed = control
  }
  header.addEventListener('click', keepPress)
  const intent = onIntent(header, () =>
    load().then(({ installHeaderControls }) => {
      if (stopped) return
      header.removeEventListener('click', keepPress)
      uninstall = installHeaderControls(header)
      const control = pressed
      pressed = null
      control?.click()
    }),
  )
  return () => {
    stopped = true
    intent.undo()
    header.removeEventListener('click', keepPress)
    uninstall?.()
  }
}
