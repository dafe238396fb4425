/** The collection's slug (Panels.ts), read by the server (server.tsx) and the tests. */
export const OFF_CANVAS_SLUG = 'off-canvas-panels'

/** The page's panels, as closed dialogs the server rendered (server.tsx); the site shell looks for this. */
export const PANEL_SELECTOR = 'dialog[data-off-canvas]'

/** The controls of a panel outside it (the header's): the value is the panel's name. */
export const TOGGLE_ATTRIBUTE = 'data-off-canvas-toggle'

/** Set by the panel code on each panel it took over (the browser tests and the budget test wait for it). */
export const READY_ATTRIBUTE = 'data-off-canvas-ready'
