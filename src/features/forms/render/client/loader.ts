import { CHUNK_LOAD_TIMEOUT_MS } from '../../constants'
import { islandMessages as messages } from '../../island-messages'
import { usesPricing } from '../../pricing/parts'
import type { FormDefinition } from '../../types'

/** What a feature's module gives the island: attach to the form, and a detach. */
export type Attach = (form: HTMLFormElement, def: FormDefinition) => (() => void) | void

type LazyFeature = {
  /** Whether this form needs the feature (its code is fetched only then, docs/product.md, Forms / design §6). */
  needed: (def: FormDefinition) => boolean
  /** 'mount' when it shows controls the visitor must see at once; otherwise on their first move in the form. */
  when: 'mount' | 'interaction'
  load: () => Promise<Attach>
}

/**
 * The forms' feature code, each in its own chunk, loaded only for forms that use it. A new
 * feature is one line here: its test on the definition and its module's attach function.
 */
export const lazyFeatures = {
  masks: {
    // Date fields, picker or not, are typed as jj/mm/aaaa (docs/decisions/017).
    needed: (def) => def.fields.some((f) => (f.type === 'text' && f.mask) || f.type === 'date'),
    when: 'interaction',
    load: () => import('./masks').then((m) => m.attachMasks),
  },
  password: { needed: (def) => def.fields.some((f) => f.type === 'password'), when: 'interaction', load: () => import('./password').then((m) => m.attachPasswordStrength) },
  card: { needed: (def) => def.fields.some((f) => f.type === 'card'), when: 'interaction', load: () => import('./card').then((m) => m.attachCards) },
  choices: {
    needed: (def) => def.fields.some((f) => (f.type === 'checkboxes' && f.selectAll) || (f.type === 'radio' && f.allowOther)),
    // The select-all button appears with it.
    when: 'mount',
    load: () => import('./choices').then((m) => m.attachChoices),
  },
  // Prices and calculations: until the visitor's first move the server's figures stand (a total
  // "calculé à l’envoi"); the pricing code then draws them as they type (docs/decisions/013).
  products: { needed: (def) => usesPricing(def.fields), when: 'interaction', load: () => import('./products').then((m) => m.attachProducts) },
  rows: { needed: (def) => def.fields.some((f) => f.type === 'list' || f.type === 'repeater'), when: 'mount', load: () => import('./rows').then((m) => m.attachRows) },
} satisfies Record<string, LazyFeature>

/** docs/product.md, Forms: a chunk not loaded within 120 s counts as failed, as one that could not be fetched. */
export function withTimeout<T>(promise: Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Loading chunk failed (timeout after ${ms} ms)`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

const FAILURE_CLASS = 'form-feature-failure'

/**
 * A feature that could not be loaded: a French message with a "Réessayer" button at the top of
 * the form (instead of a form that silently half works). One box per form, whatever failed.
 */
export function showFeatureFailure(form: HTMLFormElement, retry: () => void): void {
  let box = form.querySelector<HTMLElement>(`.${FAILURE_CLASS}`)
  if (!box) {
    box = document.createElement('div')
    box.className = FAILURE_CLASS
    box.setAttribute('role', 'alert')
    const text = document.createElement('p')
    text.textContent = messages.featureLoadFailed
    const button = document.createElement('button')
    button.type = 'button'
    button.className = 'btn btn-secondary btn-small'
    button.textContent = messages.retry
    box.append(text, button)
    form.prepend(box)
  }
  const button = box.querySelector('button')!
  button.onclick = () => {
    box!.remove()
    retry()
  }
}

export const hideFeatureFailure = (form: HTMLFormElement) => form.querySelector(`.${FAILURE_CLASS}`)?.remove()
