import 'server-only'

/**
 * The forms feature's entry for the server: the route handlers under /formulaires, and what the
 * server-rendered pages read (a form with its signed tokens, a saved postback, a confirmation, a
 * draft). Components are in `./index`, Payload's collections and start-up in `./payload`.
 */
export { handleSubmit, type PipelineDeps } from './submit/pipeline.server'
export { handleGetConfig, handleValidateConfig } from './submit/config.server'
export { handleExport } from './submit/export.server'
export { handleChallenge } from './captcha/challenge.server'
export { handleUpload } from './upload/tus.server'
export { handleDownload } from './upload/download.server'
export { handleSendLink, sendLinkOutcomeMessage } from './drafts/send-link.server'

export { formTokens, getPublicForm } from './render/public-form.server'
export { loadConfirmationView, loadServerForm, loadState } from './submit/store.server'
export { readSignedToken } from './submit/nonce.server'
export { formsKey } from './submit/key.server'
export { loadDraft } from './drafts/store.server'
export { resumePath, signDraftRef } from './drafts/token'
