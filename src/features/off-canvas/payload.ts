/** The side panels' front door for the Payload config (docs/decisions/044). */
export { OffCanvasPanels } from './Panels'
