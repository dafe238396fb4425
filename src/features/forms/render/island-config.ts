import type { FormDefinition } from '../types'

/** What the server hands the browser island (the data of the blocks' shared loader, ui/island): nothing secret. */
export type IslandConfig = {
  def: FormDefinition
  nonce: string
  configNonce: string
  versionHash: string
  /** The page shown by the server. */
  page: number
  /** Carried over from a saved postback state, so retries stay deduplicated. */
  submissionId: string | null
  /** Signed reference of the draft this form was resumed from (docs/decisions/015). */
  draftRef?: string | null
  /** What the server's markup shows (the island recomputes it once its engine is loaded). */
  visibility?: { fields: string[]; pages: number[]; submit: boolean; next: number[] }
}

/** Element ids shared by the server markup and the island. */
export const ids = {
  wrapper: (formId: number) => `vitrine-form-wrapper-${formId}`,
  form: (formId: number) => `vitrine-form-${formId}`,
  title: (formId: number) => `vitrine-form-title-${formId}`,
  summary: (formId: number) => `erreurs-${formId}`,
  summaryTitle: (formId: number) => `erreurs-${formId}-titre`,
  failure: (formId: number) => `echec-${formId}`,
  confirmation: (formId: number) => `confirmation-${formId}`,
  page: (formId: number, page: number) => `vitrine-page-${formId}-${page}`,
  progress: (formId: number) => `progression-${formId}`,
  iframe: (formId: number) => `vitrine-iframe-${formId}`,
  saved: (formId: number) => `enregistre-${formId}`,
  savedEmail: (formId: number) => `enregistre-${formId}-email`,
}
