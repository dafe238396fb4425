/** The popups' front door for the Payload config (docs/decisions/042). */
export { Popups } from './Popups'
