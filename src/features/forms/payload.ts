/**
 * The forms feature's entry for Payload's config: its collections, the forms' slug (the form
 * block's relationship) and the start of its worker with Payload. Loaded by the Payload CLI in
 * plain Node too, so nothing here imports server-only code.
 */
export { Forms } from './collections/Forms'
export { FormEntries } from './collections/FormEntries'
export { FormOutbox } from './collections/FormOutbox'
export { FormStates } from './collections/FormStates'
export { FormDrafts } from './collections/FormDrafts'
export { FormCaptchaSolutions } from './collections/FormCaptchaSolutions'
export { FORMS_SLUG } from './collections/slugs'
export { startFormsWorkerOnInit } from './outbox/on-init'
export { outboxEmailAdapter } from './outbox/payload-mail'
