/**
 * The header's controls (docs/decisions/071), armed by the page behaviours (install.ts, fetched at
 * the visitor's first sign on the page, docs/decisions/073), which hand over their code (header.ts)
 * from the same file; `load` is asked at the first sign that the visitor turns to the header
 * (lib/on-intent), or at once for a press made before. Such a press is kept, and given again once
 * the code is here, so the first tap on the menu opens it, however slow the link: from the first
 * paint by the inline script after the header (HEADER_PRESS_SCRIPT), then here. When the code
 * could not be fetched (offline, a new deploy): the search's press leads to the search page, any
 * other gets the shared French message with « Réessayer » (docs/decisions/041; before the
 * behaviours came, start.ts does the same).
 */
import { onIntent } from '../../../lib/on-intent'
import { hideChunkFailure, loadChunk } from '../../ui/lazy'
import { SITE_HEADER_SELECTOR } from '../first-load'
import { answerFailedPress } from './header-failure'
import {
  COLOUR_SWITCH_ATTRIBUTE,
  HEADER_ARMED_ATTRIBUTE,
  HEADER_CONTROL_ATTRIBUTE,
  HEADER_PRESSED_ATTRIBUTE,
} from '../inline-scripts.mjs'

type HeaderModule = { installHeaderControls: (header: HTMLElement) => () => void }

const CONTROLS = `[${HEADER_CONTROL_ATTRIBUTE}],[${COLOUR_SWITCH_ATTRIBUTE}]`

/** The control pressed before the page's code listened, as the inline script kept it; forgotten once read. */
function pressedEarly(doc: Document): HTMLElement | null {
  const root = doc.documentElement
  const rank = root.getAttribute(HEADER_PRESSED_ATTRIBUTE)
  root.removeAttribute(HEADER_PRESSED_ATTRIBUTE)
  return rank === null ? null : (doc.querySelectorAll<HTMLElement>(CONTROLS)[Number(rank)] ?? null)
}

export function armHeaderControls(
  doc: Document = document,
  load: () => Promise<HeaderModule> = () => import('./header'),
): () => void {
  const header = doc.querySelector<HTMLElement>(SITE_HEADER_SELECTOR)
  doc.documentElement.setAttribute(HEADER_ARMED_ATTRIBUTE, '')
  if (!header) return () => {}
  let uninstall: (() => void) | null = null
  let stopped = false
  let pressed = pressedEarly(doc)
  const keepPress = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null
    if (control && header.contains(control)) pressed = control
  }
  header.addEventListener('click', keepPress)

  const fetchControls = () =>
    loadChunk(load).then(
      ({ installHeaderControls }) => {
        if (stopped) return
        header.removeEventListener('click', keepPress)
        hideChunkFailure()
        uninstall = installHeaderControls(header)
        const control = pressed
        pressed = null
        control?.click()
      },
      (error: unknown) => {
        const control = pressed
        // Forgotten: a later gesture (a finger resting on the header to scroll) must not play it.
        pressed = null
        if (stopped || !control) throw error
        answerFailedPress(control, error, () => {
          pressed = control
          intent.now()
        })
        throw error
      },
    )
  const intent = onIntent(header, fetchControls, { now: pressed !== null })
  return () => {
    stopped = true
    doc.documentElement.removeAttribute(HEADER_ARMED_ATTRIBUTE)
    intent.undo()
    header.removeEventListener('click', keepPress)
    uninstall?.()
  }
}
