/**
 * The forms feature's entry for pages and blocks: the components they render, the French words
 * they show, the definition and its engine (the seed content is checked against it), and types.
 * Route handlers and server-side reads are in `./server`, Payload's collections and start-up in
 * `./payload`. Nothing outside this folder imports anything else of it (eslint.config.mjs,
 * docs/decisions/036).
 */
export { FormView } from './render/FormView'
export { ConfirmationView } from './render/ConfirmationView'
export { SavedNotice } from './drafts/SavedNotice'
export { messages } from './messages'
export { normaliseForm } from './definition'
export { initialRaw, planStep, validateForm } from './engine'
export type { FormDefinition, RawValues, ServerFormDefinition } from './types'
export type { FileKind } from './upload/files'
