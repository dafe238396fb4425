// The markers the inline scripts (inline-scripts.mjs) share with the code that comes with every
// page (behaviours/start.ts). Apart from the scripts' other names so that only these five come with
// every page: a module's every value used anywhere in the site comes with it.

export const REVEAL_ATTRIBUTE = 'data-reveal'
export const REVEALED_ATTRIBUTE = 'data-revealed'
/** On the header's buttons whose code comes when the visitor turns to the header (docs/decisions/071). */
export const HEADER_CONTROL_ATTRIBUTE = 'data-header-control'
/** On the colour switch: its settings (palette/switch.ts). */
export const COLOUR_SWITCH_ATTRIBUTE = 'data-colour-switch'
/** On <html>: the rank, among the header's controls, of the one pressed before the header's code came. */
export const HEADER_PRESSED_ATTRIBUTE = 'data-header-pressed'
