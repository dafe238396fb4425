/**
 * The forms' entry for the blocks' shared loader (ui/island, docs/decisions/073): what the server
 * hands a form's browser code, and that code's start, fetched only where a form is shown.
 */
import type { IslandConfig } from './render/island-config'

export type { IslandConfig }

export const loadFormIsland = () =>
  import('./render/client/enhance').then(({ enhanceForm }) => (_root: HTMLElement, config: IslandConfig) => enhanceForm(config))
