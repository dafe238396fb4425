/** The side panel's front door (docs/decisions/037). Its styles are panel.css, loaded by the site layout. */
export { openPanel, type PanelSettings, type PanelSide } from './panel'
export { usePanel, type UsePanelOptions } from './use-panel'
