import { failureType, loadChunk, showChunkFailure, type ChunkFailureType } from '../../../ui/lazy'
import { islandMessages as messages } from '../../island-messages'
import type { FormDefinition } from '../../types'
import { FEATURES, type FeatureName, type FeatureNeed } from '../features'

/** What a feature's module gives the island: attach to the form, and a detach. */
export type Attach = (form: HTMLFormElement, def: FormDefinition) => (() => void) | void

/**
 * The forms' feature code, each in its own chunk, fetched only for forms that need it
 * (render/features.ts says which, and when). A new feature is one line there and one here.
 */
const LOADS: { [N in FeatureName]: () => Promise<Attach> } = {
  masks: () => import('./masks').then((m) => m.attachMasks),
  password: () => import('./password').then((m) => m.attachPasswordStrength),
  card: () => import('./card').then((m) => m.attachCards),
  choices: () => import('./choices').then((m) => m.attachChoices),
  products: () => import('./products').then((m) => m.attachProducts),
  rows: () => import('./rows').then((m) => m.attachRows),
  sendLink: () => import('./send-link').then((m) => m.attachSendLink),
}

/**
 * A feature that could not be loaded: a French message with a « Réessayer » button at the top of
 * the form (instead of a form that silently half works), from the shared loader (ui/lazy). One box
 * per form, whatever failed; a chunk gone with a new deploy or over its time-out says so.
 */
export function showFeatureFailure(form: HTMLFormElement, retry: () => void, type: ChunkFailureType = 'other'): void {
  showChunkFailure({ container: form, type, message: type === 'other' ? messages.featureLoadFailed : undefined, retry })
}

type Engine = typeof import('../../engine')
type Feedback = typeof import('./feedback')
type Pagination = typeof import('./pagination')
type Captcha = import('./captcha').Captcha
export type Uploaders = ReturnType<typeof import('./uploads').attachUploaders>

/** What the loader needs of the island it serves. */
export type LoaderHost = {
  form: HTMLFormElement
  def: FormDefinition
  /** The island was detached: code arriving then is not attached. */
  disposed: () => boolean
  /** Keeps the detach of attached code, run with the island's own. */
  keep: (detach: () => void) => void
  /** The engine arrived: the island reads the answers with it. */
  onEngine: () => void
  /** The pagination code arrived on the first move (or a retry): the progress follows the answers. */
  onPagination: (pagination: Pagination) => void
  /** The submission id, which uploads are stored under (the uploader may set it). */
  uploads: import('./uploads').UploadsApi
}

/**
 * The loader of the form's code (docs/decisions/014, 029): the engine (every field type's schema,
 * most of the island's weight), pagination, the uploader, the captcha, the calendar and the
 * features above, each its own chunk, fetched when the form needs it — at once for what shows
 * controls, on the visitor's first move for the rest, or when the island wakes to a visitor who
 * already started (wake.ts). A chunk that fails is offered again from the « Réessayer » box.
 */
export function featureLoader(host: LoaderHost) {
  const { form, def } = host
  const retries = new Map<string, () => void>()
  const failed = (name: string, retry: () => void, error: unknown) => {
    console.error(`Formulaire : module « ${name} » non chargé`, error)
    retries.set(name, retry)
    showFeatureFailure(
      form,
      () => {
        const pending = [...retries.values()]
        retries.clear()
        for (const run of pending) run()
      },
      failureType(error),
    )
  }
  /** Settles once the code is attached, or has failed (its « Réessayer » is then shown). */
  const load = <M>(name: string, loader: () => Promise<M>, attach: (m: M) => (() => void) | void): Promise<void> =>
    loadChunk(loader)
      .then((m) => {
        if (host.disposed()) return
        const detach = attach(m)
        if (detach) host.keep(detach)
      })
      .catch((error: unknown) => failed(name, () => void load(name, loader, attach), error))

  let engine: Engine | null = null
  let feedback: Feedback | null = null
  let engineLoad: Promise<Engine | null> | null = null
  /**
   * Nothing needs the engine before the visitor touches the form: the server rendered what the
   * answers show. What the form shows in answer to a press (feedback.ts) comes with it: the
   * journey waits for the engine before showing anything.
   */
  function loadEngine(): Promise<Engine | null> {
    engineLoad ??= loadChunk(() => Promise.all([import('../../engine'), import('./feedback')])).then(
      ([m, f]) => {
        feedback = f
        engine = m
        if (!host.disposed()) host.onEngine()
        return m
      },
      (error: unknown) => {
        engineLoad = null
        failed('validation', () => void loadEngine(), error)
        return null
      },
    )
    return engineLoad
  }

  let pagination: Pagination | null = null
  async function loadPagination(): Promise<Pagination | null> {
    try {
      pagination ??= await loadChunk(() => import('./pagination'))
      return pagination
    } catch (error) {
      failed('pagination', () => void loadPagination().then((m) => m && host.onPagination(m)), error)
      return null
    }
  }

  // The captcha's code is fetched only for forms that have one, once the visitor starts on the
  // form or sends it, so it never weighs on the page's first load (docs/decisions/016).
  let captcha: Captcha | null = null
  let captchaLoad: Promise<Captcha | null> | null = null
  const loadCaptcha = () =>
    (captchaLoad ??= import('./captcha').then((m) => {
      if (host.disposed()) return null
      captcha = m.attachCaptcha(form, def.id)
      if (captcha) host.keep(captcha.detach)
      return captcha
    }))
  const startCaptcha = () =>
    void loadCaptcha()
      .then((c) => c?.start())
      .catch((error: unknown) => {
        form.querySelector<HTMLElement>('[data-captcha]')?.setAttribute('data-captcha-state', 'error')
        console.error(`Formulaire ${def.id} : captcha`, error)
        captchaLoad = null
      })

  let uploaders: Uploaders | null = null
  // The uploader waits, like the engine, for the visitor's first move in the form (upload fields
  // sit further down a form): the page's first load stays within its budget (docs/decisions/012).
  const loadUploads = () =>
    void load(
      'uploads',
      () => import('./uploads'),
      (m) => {
        uploaders = m.attachUploaders(form, def, host.uploads)
        return () => uploaders?.dispose()
      },
    )

  /**
   * Feature code, only for forms that use it: `mount` answers controls shown at once, `interaction`
   * waits for the first move. Settles once each has come (or failed).
   */
  const loadFeatures = (when: FeatureNeed['when']) =>
    Promise.all(
      (Object.entries(FEATURES) as [FeatureName, FeatureNeed][])
        .filter(([, feature]) => feature.needed(def) && feature.when === when)
        .map(([name]) => load(name, LOADS[name], (attach) => attach(form, def))),
    )

  let started = false
  /** The visitor's first move in the form (or one made before the island arrived): the rest of the code comes now. */
  function firstMove() {
    if (started) return
    started = true
    void loadEngine()
    if (def.fields.some((f) => f.type === 'upload')) loadUploads()
    if (def.pages.length > 1) void loadPagination().then((m) => m && host.onPagination(m))
    void loadFeatures('interaction')
  }

  /** The calendar's code is fetched on the first click on « Choisir une date », not with the page. */
  const openDatePicker = (input: HTMLInputElement, opener: HTMLButtonElement) =>
    import('../../fields/date/datepicker')
      .then((m) => m.openDatePicker(input, opener, { min: opener.dataset.min ?? null, max: opener.dataset.max ?? null }))
      .catch((error: unknown) => console.error('Formulaire : calendrier non chargé', error))

  return {
    engine: () => engine,
    /** Loaded with the engine: there whenever `engine()` is. */
    feedback: () => feedback,
    loadEngine,
    pagination: () => pagination,
    loadPagination,
    captcha: () => captcha,
    loadCaptcha,
    startCaptcha,
    uploaders: () => uploaders,
    loadFeatures,
    firstMove,
    openDatePicker,
  }
}

export type FeatureLoader = ReturnType<typeof featureLoader>
