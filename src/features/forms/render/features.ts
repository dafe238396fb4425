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

/**
 * The buttons a `mount` feature answers (select-all, a row's add and remove). A press on one that
 * comes before the feature's code is held for it (enhance.ts).
 */
export const FEATURE_CONTROLS = '[data-select-all],[data-row-add],[data-row-remove]'

/**
 * Every button the forms' code answers: the calendar's too. They are in the server's HTML, where
 * they take their place at once; a press on one before the form's code is live is held for it by the
 * blocks' shared loader (FormView), and forms.css shows them only while a press is held or answered,
 * never without JavaScript (docs/decisions/083).
 */
export const FORM_CONTROLS = `[data-datepicker-for],${FEATURE_CONTROLS}`

/** Whether the form shows one of FORM_CONTROLS. */
export const hasControls = (def: FormDefinition) =>
  hasDatePicker(def) || (Object.values(FEATURES) as FeatureNeed[]).some((f) => f.when === 'mount' && f.needed(def))

/** Where the visitor stands in the form the server shows. */
export type ShownForm = { page: number; hasErrors: boolean; draftRef: string | null; submissionId: string | null }

/**
 * Whether nothing of the form's code is needed before the visitor's first sign on the page
 * (docs/decisions/082, 083): a form met afresh, on its first page. Its controls are the server's
 * (FORM_CONTROLS), and a press on one is held until the code is live. Mid-journey (a later page,
 * errors to point at, a draft, a submission under way) it comes with the page.
 */
export const codeAtFirstSign = (shown: ShownForm) => shown.page === 1 && !shown.hasErrors && !shown.draftRef && !shown.submissionId
