/**
 * What the forms' browser code is made of, read on the server too: which feature chunks a form
 * needs and when they come (client/loader.ts fetches them), and whether the form's code may wait
 * for the visitor's first sign on the page (FormView hands that to the blocks' shared loader).
 */
import { usesPricing } from '../pricing/parts'
import type { FormDefinition } from '../types'

export type FeatureNeed = {
  /** Whether this form needs the feature (its code is fetched only then, docs/product.md, Forms / design §6). */
  needed: (def: FormDefinition) => boolean
  /** 'mount' when it shows controls the visitor must see at once; otherwise on their first move in the form. */
  when: 'mount' | 'interaction'
}

/** The forms' features, each its own chunk (client/loader.ts): a new feature is one line here and one there. */
export const FEATURES = {
  // Date fields, picker or not, are typed as jj/mm/aaaa (docs/decisions/017).
  masks: { needed: (def) => def.fields.some((f) => (f.type === 'text' && f.mask) || f.type === 'date'), when: 'interaction' },
  password: { needed: (def) => def.fields.some((f) => f.type === 'password'), when: 'interaction' },
  card: { needed: (def) => def.fields.some((f) => f.type === 'card'), when: 'interaction' },
  // The select-all button appears with it.
  choices: { needed: (def) => def.fields.some((f) => (f.type === 'checkboxes' && f.selectAll) || (f.type === 'radio' && f.allowOther)), when: 'mount' },
  // Prices and calculations: until the visitor's first move the server's figures stand (a total
  // "calculé à l’envoi"); the pricing code then draws them as they type (docs/decisions/013).
  products: { needed: (def) => usesPricing(def.fields), when: 'interaction' },
  rows: { needed: (def) => def.fields.some((f) => f.type === 'list' || f.type === 'repeater'), when: 'mount' },
  // « Envoyer le lien » in the saved notice, sent in place: the notice shows after a save, a press.
  sendLink: { needed: (def) => def.saveAndContinue, when: 'interaction' },
} satisfies Record<string, FeatureNeed>

export type FeatureName = keyof typeof FEATURES

/** A date field that offers its calendar (« Choisir une date »). */
export const hasDatePicker = (def: FormDefinition) => def.fields.some((f) => f.type === 'date' && f.input === 'picker')

/** Where the visitor stands in the form the server shows. */
export type ShownForm = { page: number; hasErrors: boolean; draftRef: string | null; submissionId: string | null }

/**
 * Whether nothing of the form's code is needed before the visitor's first sign on the page
 * (docs/decisions/082): a form met afresh, on its first page, whose code draws no control (the
 * calendar's button, a `mount` feature's select-all or row buttons, which would appear late).
 * Mid-journey (a later page, errors to point at, a draft, a submission under way) it comes with the page.
 */
export const codeAtFirstSign = (def: FormDefinition, shown: ShownForm) =>
  shown.page === 1 &&
  !shown.hasErrors &&
  !shown.draftRef &&
  !shown.submissionId &&
  !hasDatePicker(def) &&
  !(Object.values(FEATURES) as FeatureNeed[]).some((f) => f.when === 'mount' && f.needed(def))
