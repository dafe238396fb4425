/**
 * The side panels of one page, in the browser (docs/decisions/044). Fetched by the page behaviours
 * (page.ts) only on pages that hold a panel. Each panel opens on the side panel of the dialog layer
 * (ui/panel: focus in and back to the trigger, Escape, a click beside the panel, the page inert and
 * its scroll held). Registers the `off_canvas:open`, `off_canvas:close` and `off_canvas:toggle` link
 * actions while a panel is on the page, and takes over the panels' own controls outside them (the
 * header's, `data-off-canvas-toggle`): links to a page until then, links that open the panel since
 * (a link it stays, so its name and role do not change under a screen reader's cursor).
 */
import { registerLinkAction, type LinkActionContext, type LinkActionName } from '../link-actions'
import type { DialogController } from '../ui/dialog'
import { openPanel } from '../ui/panel'
import { READY_ATTRIBUTE, TOGGLE_ATTRIBUTE } from './constants'
import type { PanelConfig } from './settings'

type Panel = { element: HTMLDialogElement; config: PanelConfig; controller: DialogController | null }

/** The panels on this page, by the name link actions use. */
const panels = new Map<string, Panel>()

export const messages = {
  absent: (name: string) => `Panneau « ${name} » absent de cette page.`,
  noTarget: (action: string) => `Action « ${action} » : aucun panneau à viser.`,
} as const

const isOpen = (panel: Panel) => panel.controller?.state === 'open'

/** The controls outside the panel that toggle it (the header's). */
const controlsOf = (key: string) => [...document.querySelectorAll<HTMLElement>(`[${TOGGLE_ATTRIBUTE}]`)].filter((c) => c.getAttribute(TOGGLE_ATTRIBUTE) === key)

function setExpanded(key: string, expanded: boolean) {
  for (const control of controlsOf(key)) control.setAttribute('aria-expanded', String(expanded))
}

export function openOffCanvas(panel: Panel): void {
  if (panel.controller && panel.controller.state !== 'closed') return
  const { key, side, width } = panel.config
  panel.controller = openPanel(panel.element, {
    side,
    width,
    // A click on the link that opened it must not land on the backdrop it just put there.
    backdropGraceMs: 300,
    onClosed: () => setExpanded(key, false),
  })
  setExpanded(key, true)
}

export function closeOffCanvas(panel: Panel): void {
  panel.controller?.close('program')
}

/** The panel a link action aims at: its `id` setting, else (to close) the panel holding the link, else the open one. */
function target(action: LinkActionName, settings: Record<string, unknown>, { trigger }: LinkActionContext): Panel | null {
  const id = settings.id
  if (typeof id === 'string' || typeof id === 'number') {
    const panel = panels.get(String(id).trim())
    if (!panel) console.warn(messages.absent(String(id)))
    return panel ?? null
  }
  const holder = trigger?.closest<HTMLDialogElement>('dialog[data-off-canvas]')
  const inside = holder ? [...panels.values()].find((p) => p.element === holder) : undefined
  const panel = inside ?? [...panels.values()].find(isOpen) ?? (panels.size === 1 && action !== 'off_canvas:close' ? [...panels.values()][0] : undefined)
  if (!panel) console.warn(messages.noTarget(action))
  return panel ?? null
}

/** The spec's three actions (§2 items 7 and 11); settings `{ "id": "<panel name>" }`. */
export const ACTIONS = {
  'off_canvas:open': (panel: Panel) => openOffCanvas(panel),
  'off_canvas:close': (panel: Panel) => closeOffCanvas(panel),
  'off_canvas:toggle': (panel: Panel) => (isOpen(panel) ? closeOffCanvas(panel) : openOffCanvas(panel)),
} as const satisfies Partial<Record<LinkActionName, (panel: Panel) => void>>

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * Starts the panels rendered by the server (closed dialogs with their settings as JSON); returns what
 * stops them. A panel whose settings cannot be read is left closed, as it came.
 */
export function startPanels(elements: HTMLDialogElement[]): () => void {
  for (const element of elements) {
    let config: PanelConfig
    try {
      config = JSON.parse(element.dataset.offCanvas ?? '') as PanelConfig
    } catch {
      continue
    }
    if (!config || typeof config.key !== 'string' || panels.has(config.key)) continue
    panels.set(config.key, { element, config, controller: null })
    element.setAttribute(READY_ATTRIBUTE, '')
  }

  // The header's controls whose panel is here open it; the others stay links to their page.
  const taken: HTMLElement[] = []
  for (const control of document.querySelectorAll<HTMLElement>(`[${TOGGLE_ATTRIBUTE}]`)) {
    const panel = panels.get(control.getAttribute(TOGGLE_ATTRIBUTE) ?? '')
    if (!panel) continue
    control.setAttribute('aria-haspopup', 'dialog')
    control.setAttribute('aria-expanded', String(isOpen(panel)))
    control.setAttribute('aria-controls', panel.element.id)
    taken.push(control)
  }
  const controlOf = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${TOGGLE_ATTRIBUTE}]`) : null
    return control && taken.includes(control) ? control : null
  }
  // Heard in the capture phase, so the link is not followed by anything else first.
  const onClick = (event: MouseEvent) => {
    const control = controlOf(event)
    if (!control || !plainClick(event)) return
    event.preventDefault()
    ACTIONS['off_canvas:toggle'](panels.get(control.getAttribute(TOGGLE_ATTRIBUTE)!)!)
  }
  document.addEventListener('click', onClick, true)

  const unregister = (Object.keys(ACTIONS) as (keyof typeof ACTIONS)[]).map((name) =>
    registerLinkAction(name, (settings, context) => {
      const panel = target(name, settings, context)
      if (panel) ACTIONS[name](panel)
    }),
  )

  return () => {
    for (const remove of unregister) remove()
    document.removeEventListener('click', onClick, true)
    for (const control of taken) for (const name of ['aria-haspopup', 'aria-expanded', 'aria-controls']) control.removeAttribute(name)
    for (const panel of panels.values()) {
      panel.controller?.destroy()
      panel.element.removeAttribute(READY_ATTRIBUTE)
    }
    panels.clear()
  }
}
