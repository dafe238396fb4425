import {
  ACTION_GET_CONFIG,
  CONFIG_PATH,
  FOCUS_IN_EVENT,
  FOCUS_OUT_EVENT,
  KEYUP_CHANGE_DELAY_MS,
  NONCE_REFRESH_AFTER_WINDOWS,
  NONCE_WINDOW_MS,
  SEND_LINK_PATH,
  SUBMISSION_INPUTS as IN,
  type SubmissionMethod,
  type SubmissionType,
} from '../../constants'
import { lastShownPage, resolveTargetPage, type Visibility } from '../../logic'
import { islandMessages as messages } from '../../island-messages'
import { fieldId, readRaw } from '../../raw'
import type { SubmissionResponse } from '../../submit/protocol'
import type { FieldErrors } from '../../types'
import { ids, type IslandConfig } from '../island-config'
import { isAutomated } from './automation'
import type { Captcha } from './captcha'
import { byId, clearErrors, focusLater, postRender, showConfirmation, showErrors, showFailure, showSaved } from './dom'
import { lazyFeatures, showFeatureFailure, withTimeout } from './features'
import { applyPreSubmissionFilters, installGlobalApi } from './hooks'
import { pickedFiles, visitorStarted } from './wake'

/** docs/product.md, Forms: one submitting lock per form id, released after completion, abort or error. */
const locks = new Set<number>()
export const isLocked = (formId: number) => locks.has(formId)

type Role = SubmissionType
type Pagination = typeof import('./pagination')
type Engine = typeof import('../../engine')
type Uploaders = ReturnType<typeof import('./uploads').attachUploaders>

const TEXT_INPUT = /^(text|email|tel|url|search|password|number)$/

function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

const isResponse = (v: unknown): v is SubmissionResponse =>
  Boolean(v) && typeof v === 'object' && typeof (v as SubmissionResponse).success === 'boolean' && 'data' in (v as object)

/** Only a path of this site or an http(s) address is followed after a submission. */
function safeTarget(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.href)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null
  } catch {
    return null
  }
}

/**
 * Enhances a server-rendered form: conditional logic as the visitor types, pages switched in
 * place, validation with the form's own schema before anything is sent, the ajax and iframe
 * methods, the error summary, the confirmation, the events of docs/product.md, Forms. Returns a detach.
 */
export function enhanceForm(config: IslandConfig): () => void {
  const { def } = config
  const found = byId<HTMLFormElement>(ids.form(def.id))
  if (!found) return () => {}
  const form: HTMLFormElement = found
  installGlobalApi()

  const disposers: (() => void)[] = []
  let disposed = false
  const on = <E extends Event>(target: EventTarget, type: string, handler: (event: E) => void) => {
    target.addEventListener(type, handler as EventListener)
    disposers.push(() => target.removeEventListener(type, handler as EventListener))
  }
  // A feature whose code could not be loaded is retried, with the others that failed, from the
  // "Réessayer" button (docs/product.md, Forms chunk load failure).
  const retries = new Map<string, () => void>()
  const failed = (name: string, retry: () => void, error: unknown) => {
    console.error(`Formulaire : module « ${name} » non chargé`, error)
    retries.set(name, retry)
    showFeatureFailure(form, () => {
      const pending = [...retries.values()]
      retries.clear()
      for (const run of pending) run()
    })
  }
  const load = <M>(name: string, loader: () => Promise<M>, attach: (m: M) => (() => void) | void) => {
    withTimeout(loader())
      .then((m) => {
        if (disposed) return
        const detach = attach(m)
        if (detach) disposers.push(detach)
      })
      .catch((error: unknown) => failed(name, () => load(name, loader, attach), error))
  }
  async function paginationModule(): Promise<Pagination | null> {
    try {
      pagination ??= await withTimeout(import('./pagination'))
      return pagination
    } catch (error) {
      failed('pagination', () => void paginationModule().then((m) => m?.updateProgress(def, page, visibility)), error)
      return null
    }
  }

  const mountedAt = Date.now()
  let page = config.page
  let submissionId = config.submissionId || newSubmissionId()
  let pagination: Pagination | null = null
  // What the server showed, until the engine recomputes it from the answers.
  let visibility: Visibility = config.visibility
    ? {
        fields: new Set(config.visibility.fields),
        pages: new Set(config.visibility.pages),
        submit: config.visibility.submit,
        next: new Set(config.visibility.next),
      }
    : {
        fields: new Set(def.fields.filter((f) => !byId(fieldId(def.id, f.key))?.hidden).map((f) => f.key)),
        pages: new Set(def.pages.map((p) => p.number)),
        submit: true,
        next: new Set(def.pages.map((p) => p.number)),
      }
  let engine: Engine | null = null
  let engineLoad: Promise<Engine | null> | null = null
  /**
   * The engine (every field type's Zod schema) is most of the island's weight, and nothing needs
   * it before the visitor touches the form: the server rendered what the answers show. It is
   * fetched on the first focus, pointer or key in the form (design §6 budget, docs/decisions/014).
   */
  function loadEngine(): Promise<Engine | null> {
    engineLoad ??= withTimeout(import('../../engine')).then(
      (m) => {
        engine = m
        if (!disposed) applyVisibility()
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
  let uploaders: Uploaders | null = null
  let lastSubmitter: HTMLButtonElement | null = null
  // The captcha's code is fetched only for forms that have one, once the visitor starts on the
  // form or sends it, so it never weighs on the page's first load (docs/decisions/016).
  const hasCaptcha = def.fields.some((f) => f.type === 'captcha')
  let captcha: Captcha | null = null
  let captchaLoad: Promise<Captcha | null> | null = null
  const loadCaptcha = () =>
    (captchaLoad ??= import('./captcha').then((m) => {
      if (disposed) return null
      captcha = m.attachCaptcha(form, def.id)
      if (captcha) disposers.push(captcha.detach)
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

  const hiddenInput = (name: string, value: string) => {
    let input = form.querySelector<HTMLInputElement>(`input[type=hidden][name="${name}"]`)
    if (!input) {
      input = document.createElement('input')
      input.type = 'hidden'
      input.name = name
      form.appendChild(input)
    }
    input.value = value
    return input
  }
  const button = (role: Role) => form.querySelector<HTMLButtonElement>(`.form-footer [data-role="${role}"]`)
  const usable = (b: HTMLButtonElement | null) => Boolean(b && !b.hidden && !b.disabled && !b.closest('[hidden]'))
  const raw = () => readRaw(new FormData(form))

  function updateButtons() {
    const isLast = page >= lastShownPage(visibility, def.pages.length)
    const current = def.pages[page - 1] ?? def.pages[0]
    const next = button('next')
    const submit = button('submit')
    const previous = button('previous')
    if (next) {
      next.hidden = isLast || !visibility.next.has(page)
      next.value = String(page + 1)
      next.textContent = current.nextLabel
    }
    if (submit) submit.hidden = !isLast || !visibility.submit
    if (previous) {
      previous.hidden = page <= 1
      previous.value = String(page - 1)
      previous.textContent = current.previousLabel
      // docs/product.md, Forms: Previous is a submit button on the last page, a plain button otherwise.
      previous.type = isLast ? 'submit' : 'button'
    }
    hiddenInput(IN.sourcePage, String(page))
  }

  function applyVisibility() {
    if (engine) visibility = engine.visibilityOf(def, raw())
    for (const f of def.fields) {
      if (f.type === 'unknown' || f.type === 'hidden' || f.type === 'captcha') continue
      const el = byId(fieldId(def.id, f.key))
      if (el) el.hidden = !visibility.fields.has(f.key)
    }
    updateButtons()
    pagination?.updateProgress(def, page, visibility)
  }

  async function goToPage(target: number) {
    const m = await paginationModule()
    if (!m) return
    clearErrors(def)
    page = target
    m.showPage(def, page, visibility)
    updateButtons()
    postRender(def.id, page)
  }

  async function showInvalid(target: number, errors: FieldErrors, formError: string | null) {
    const m = target !== page ? await paginationModule() : null
    if (m) {
      page = target
      m.showPage(def, page, visibility)
      updateButtons()
    }
    showErrors(def, errors, formError)
    postRender(def.id, page)
  }

  /** The fields of a submission that the server needs besides the visitor's answers. */
  function prepare(method: SubmissionMethod, role: Role) {
    hiddenInput(IN.method, method)
    hiddenInput(IN.sourcePage, String(page))
    hiddenInput(IN.submissionId, submissionId)
    hiddenInput(IN.pageUrl, window.location.href)
    hiddenInput(IN.referrer, document.referrer)
    hiddenInput(IN.elapsed, String(Math.max(0, Date.now() - mountedAt)))
    // docs/product.md, Forms: the version hash only on submit / next, and never for an automated browser.
    if (role !== 'previous' && !isAutomated()) hiddenInput(IN.versionHash, config.versionHash)
    else form.querySelector(`input[name="${IN.versionHash}"]`)?.remove()
  }

  function handleResponse(response: unknown) {
    if (!isResponse(response) || !response.success) {
      showFailure(def.id, isResponse(response) && typeof response.data === 'string' ? response.data : messages.unknownError)
      postRender(def.id, page)
      return
    }
    const data = response.data
    if (data.saved_markup) {
      // Saved: later saves update this draft; the link and "Envoyer le lien" replace the form.
      hiddenInput(IN.draft, data.saved_markup.draft)
      showSaved(def.id, data.saved_markup)
      postRender(def.id, page)
      return
    }
    if (data.confirmation_type === 'redirect' && data.confirmation_redirect) {
      const target = safeTarget(data.confirmation_redirect)
      if (target) window.location.assign(target)
      else showFailure(def.id, messages.unknownError)
      return
    }
    if (data.confirmation_type === 'message' && data.confirmation_markup) {
      showConfirmation(def.id, data.confirmation_markup.paragraphs)
      submissionId = newSubmissionId()
      uploaders?.reset()
      postRender(def.id, 0)
      return
    }
    if (data.form_markup) {
      void showInvalid(data.form_markup.page, data.form_markup.errors, data.form_markup.form_error)
      return
    }
    if (data.page_markup) void goToPage(data.page_number)
  }

  async function sendAjax(target: number): Promise<unknown> {
    const body = new FormData(form)
    body.set(IN.targetPage, String(target))
    try {
      // Not `form.action`: the form holds an input named "action" (the spec's submission field), which
      // shadows the property (DOM clobbering); the attribute is the endpoint.
      const endpoint = form.getAttribute('action') ?? ''
      const response = await fetch(endpoint, {
        method: 'POST',
        body,
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
      })
      return await response.json()
    } catch {
      return { success: false, data: messages.unknownError }
    }
  }

  // The iframe method is rare: its code (and the marker parser) is its own chunk.
  async function sendIframe(target: number): Promise<unknown> {
    const { postInFrame } = await withTimeout(import('./iframe'))
    return postInFrame(form, def, hiddenInput(IN.targetPage, String(target)))
  }

  async function send(method: 'ajax' | 'iframe', target: number, save = false) {
    locks.add(def.id)
    form.setAttribute('aria-busy', 'true')
    // docs/product.md, Forms: save flag 1 on save and continue, for this request only.
    hiddenInput(IN.save, save ? '1' : '0')
    try {
      handleResponse(method === 'ajax' ? await sendAjax(target) : await sendIframe(target))
    } catch {
      handleResponse(null)
    } finally {
      hiddenInput(IN.save, '0')
      locks.delete(def.id)
      form.removeAttribute('aria-busy')
      // A final submission spends the captcha's response (or had it refused): the next one makes another.
      if (target === 0) captcha?.reset()
    }
  }

  /**
   * docs/product.md, Forms: the captcha is executed before a submit or a next page when it has no response yet;
   * its response is polled every 100 ms, then the same button is pressed again.
   */
  async function submitAfterCaptcha(role: Role) {
    locks.add(def.id)
    form.setAttribute('aria-busy', 'true')
    let ready = false
    try {
      const widget = await loadCaptcha()
      ready = widget ? await widget.whenReady() : false
    } catch (error) {
      console.error(`Formulaire ${def.id} : captcha`, error)
    } finally {
      locks.delete(def.id)
      form.removeAttribute('aria-busy')
    }
    if (disposed) return
    if (!ready) {
      showFailure(def.id, captcha?.failureMessage ?? messages.featureLoadFailed)
      postRender(def.id, page)
      return
    }
    const again = button(role)
    form.requestSubmit(again && usable(again) ? again : undefined)
  }

  /**
   * One step of the visitor's journey. Returns true when the browser's own (postback)
   * submission may go ahead.
   */
  function go(role: Role, replay: () => void): boolean {
    if (locks.has(def.id)) {
      console.error(messages.consoleSubmissionInProgress(def.id))
      return false
    }
    // docs/product.md, Forms: no submission, nor next page, while a file is queued or uploading — or picked
    // before the uploader arrived, which takes it as soon as it is there.
    if (role !== 'previous' && (uploaders ? uploaders.busy() : pickedFiles(form))) {
      window.alert(messages.uploadWait)
      return false
    }
    if (!engine) {
      // Sent before the engine arrived: this step runs again once it is there.
      void loadEngine().then((m) => m && replay())
      return false
    }
    const source = page
    if (role === 'save-continue' || role === 'send-link') {
      // A half-filled form is what is saved: nothing is validated (the server checks the names).
      const method = applyPreSubmissionFilters(def.method, { formId: def.id, type: role })
      prepare(method, role)
      clearErrors(def)
      if (method === 'postback') {
        locks.add(def.id)
        return true
      }
      void send(method, source, true)
      return false
    }
    // docs/product.md, Forms: Previous targets the source page minus one.
    const target = role === 'submit' ? 0 : role === 'next' ? source + 1 : source - 1
    const values = raw()
    visibility = engine.visibilityOf(def, values)
    if (role !== 'previous') {
      const step = engine.planStep(def, values, source, target)
      if (step.kind === 'invalid') {
        void showInvalid(step.page, step.errors, step.formError)
        return false
      }
      if (step.kind === 'page' && def.method === 'postback') {
        // The page changes in place: the captcha starts now and is awaited on submit.
        if (hasCaptcha) startCaptcha()
        void goToPage(step.page)
        return false
      }
    } else if (def.method === 'postback') {
      void goToPage(resolveTargetPage(visibility, def.pages.length, source, target))
      return false
    }
    if (hasCaptcha && role !== 'previous' && !captcha?.ready()) {
      void submitAfterCaptcha(role)
      return false
    }
    const method = applyPreSubmissionFilters(def.method, { formId: def.id, type: role })
    prepare(method, role)
    clearErrors(def)
    if (method === 'postback') {
      locks.add(def.id)
      return true
    }
    void send(method, target)
    return false
  }

  // Events.
  let typingTimer: number | undefined
  on<InputEvent>(form, 'input', (event) => {
    const target = event.target as HTMLInputElement
    window.clearTimeout(typingTimer)
    if (target.tagName === 'TEXTAREA' || TEXT_INPUT.test(target.type))
      typingTimer = window.setTimeout(applyVisibility, KEYUP_CHANGE_DELAY_MS)
    else applyVisibility()
  })
  on(form, 'change', () => {
    window.clearTimeout(typingTimer)
    applyVisibility()
  })
  on<MouseEvent>(form, 'click', (event) => {
    const b = (event.target as Element).closest?.<HTMLButtonElement>('.form-footer button[data-role]')
    if (!b) return
    lastSubmitter = b
    if (b.type === 'button' && b.dataset.role === 'previous') {
      event.preventDefault()
      const replay = () => void go('previous', replay)
      go('previous', replay)
    }
  })
  on<SubmitEvent>(form, 'submit', (event) => {
    const submitter = ((event.submitter as HTMLButtonElement | null) ?? lastSubmitter) as HTMLButtonElement | null
    lastSubmitter = null
    const role =
      (submitter?.dataset.role as Role | undefined) ??
      (usable(button('submit')) ? 'submit' : usable(button('next')) ? 'next' : null)
    if (!role) {
      event.preventDefault()
      console.error(messages.consoleNoActiveButton(def.id))
      return
    }
    if (
      !go(role, () =>
        form.requestSubmit(submitter && form.contains(submitter) && submitter.type === 'submit' ? submitter : undefined),
      )
    )
      event.preventDefault()
  })
  // docs/product.md, Forms: Enter uses the submit button when it is visible and enabled, otherwise Next.
  on<KeyboardEvent>(form, 'keydown', (event) => {
    const target = event.target as HTMLElement
    if (
      event.key !== 'Enter' ||
      target.tagName !== 'INPUT' ||
      /^(submit|button|checkbox|radio|file)$/.test((target as HTMLInputElement).type)
    )
      return
    event.preventDefault()
    const chosen = usable(button('submit')) ? button('submit') : usable(button('next')) ? button('next') : null
    if (!chosen) {
      console.error(messages.consoleNoActiveButton(def.id))
      return
    }
    lastSubmitter = chosen
    form.requestSubmit(chosen)
  })
  // docs/product.md, Forms: focus tracking for analytics (which field, never what was typed).
  const track = (name: string) => (event: FocusEvent) => {
    const wrapper = (event.target as Element).closest?.<HTMLElement>('[data-field]')
    if (!wrapper || (event.target as Element).tagName === 'BUTTON') return
    ;(window.dataLayer ??= []).push({
      event: name,
      formId: def.id,
      field: wrapper.dataset.field,
      fieldType: wrapper.dataset.type,
    })
  }
  on(form, 'focusin', track(FOCUS_IN_EVENT))
  on(form, 'focusout', track(FOCUS_OUT_EVENT))
  // The check starts as soon as the visitor shows interest in the form: it is usually done
  // before they press Send.
  if (hasCaptcha) for (const type of ['focusin', 'pointerdown', 'input']) on(form, type, startCaptcha)
  // A page restored from the back/forward cache after a postback is free to submit again.
  on(window, 'pageshow', (event: PageTransitionEvent) => {
    locks.delete(def.id)
    // The response was spent by the postback that left this page.
    if (event.persisted) captcha?.reset()
  })

  // Feature code, loaded only for forms that use it (docs/product.md, Forms): what shows controls at once, what
  // only reacts to the visitor on their first move in the form, with the engine.
  for (const [name, feature] of Object.entries(lazyFeatures))
    if (feature.needed(def) && feature.when === 'mount') load(name, feature.load, (attach) => attach(form, def))
  // The uploader waits, like the engine, for the visitor's first move in the form (upload fields
  // sit further down a form): the page's first load stays within its budget (docs/decisions/012).
  const loadUploads = () =>
    load(
      'uploads',
      () => import('./uploads'),
      (m) => {
        uploaders = m.attachUploaders(form, def, {
          submissionId: () => submissionId,
          setSubmissionId: (id) => {
            submissionId = id
            hiddenInput(IN.submissionId, id)
          },
        })
        return () => uploaders?.dispose()
      },
    )
  let started = false
  const firstMove = () => {
    if (started) return
    started = true
    void loadEngine()
    if (def.fields.some((f) => f.type === 'upload')) loadUploads()
    if (def.pages.length > 1) void paginationModule().then((m) => m?.updateProgress(def, page, visibility))
    for (const [name, feature] of Object.entries(lazyFeatures))
      if (feature.needed(def) && feature.when === 'interaction') load(name, feature.load, (attach) => attach(form, def))
  }
  for (const type of ['focusin', 'pointerdown', 'keydown', 'input', 'change', 'submit']) on(form, type, firstMove)
  // A form shown straight on a later page holding an upload (a resumed draft, a postback's state)
  // gets its uploader at once: the visitor's first move may be on the file picker itself.
  if (page > 1 && def.fields.some((f) => f.type === 'upload' && f.page === page)) firstMove()
  // On a first visit the form works before this code arrives: a choice tapped, a date typed or a
  // file picked meanwhile is in the DOM. That was the visitor's first move: the engine and the
  // features come now and start from what the DOM holds (docs/decisions/029). The captcha's
  // check starts too, as on any sign of interest.
  if (visitorStarted(form)) {
    firstMove()
    if (hasCaptcha) startCaptcha()
  }
  // The calendar's code is fetched on the first click on "Choisir une date", not with the page.
  if (def.fields.some((f) => f.type === 'date' && f.input === 'picker')) {
    form.querySelectorAll<HTMLButtonElement>('[data-datepicker-for]').forEach((b) => (b.hidden = false))
    on<MouseEvent>(form, 'click', (event) => {
      const opener = (event.target as Element).closest?.<HTMLButtonElement>('[data-datepicker-for]')
      const input = opener && byId<HTMLInputElement>(opener.dataset.datepickerFor ?? '')
      if (!opener || !input) return
      import('../../fields/date/datepicker')
        .then((m) => m.openDatePicker(input, opener, { min: opener.dataset.min ?? null, max: opener.dataset.max ?? null }))
        .catch((error: unknown) => console.error('Formulaire : calendrier non chargé', error))
    })
  }

  // A cached page may carry an old nonce: a week on, ask for a fresh one (docs/decisions/009).
  const nonceWindow = parseInt(config.nonce.split('.')[0] ?? '', 36)
  if (Number.isFinite(nonceWindow) && Math.floor(Date.now() / NONCE_WINDOW_MS) - nonceWindow >= NONCE_REFRESH_AFTER_WINDOWS) {
    const body = new URLSearchParams({
      action: ACTION_GET_CONFIG,
      nonce: config.configNonce,
      config_path: 'nonce',
      args: JSON.stringify({ form_ids: [def.id] }),
    })
    fetch(CONFIG_PATH, { method: 'POST', body, headers: { Accept: 'application/json' }, credentials: 'same-origin' })
      .then((r) => r.json())
      .then((j: { success?: boolean; data?: Record<string, unknown> }) => {
        const fresh = j.data?.[def.id]
        if (j.success && typeof fresh === 'string') hiddenInput(IN.nonce, fresh)
      })
      .catch(() => {})
  }

  // "Envoyer le lien" in the saved notice: sent in place, the answer read aloud (role=status).
  const sendLinkForm = byId(ids.saved(def.id))?.querySelector<HTMLFormElement>('form')
  if (sendLinkForm) {
    let sending = false
    on<SubmitEvent>(sendLinkForm, 'submit', (event) => {
      event.preventDefault()
      if (sending) return
      sending = true
      const status = sendLinkForm.querySelector<HTMLElement>('[data-send-status]')
      const body = new FormData(sendLinkForm)
      body.set(IN.method, 'ajax')
      fetch(sendLinkForm.getAttribute('action') ?? SEND_LINK_PATH, {
        method: 'POST',
        body,
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
      })
        .then((r) => r.json() as Promise<unknown>)
        .catch(() => ({ success: false, data: messages.unknownError }))
        .then((result) => {
          const ok = isResponse(result) && result.success
          if (status) {
            status.textContent = isResponse(result) && typeof result.data === 'string' ? result.data : messages.unknownError
            status.classList.toggle('is-error', !ok)
          }
        })
        .finally(() => {
          sending = false
        })
    })
  }

  hiddenInput(IN.method, def.method)
  hiddenInput(IN.submissionId, submissionId)
  if (config.draftRef) hiddenInput(IN.draft, config.draftRef)
  applyVisibility()
  const summary = byId(ids.summary(def.id))
  if (summary && !summary.hidden) focusLater(summary)
  postRender(def.id, page)
  // Marks the moment the form is driven by this script (ajax, iframe, logic, data layer): until
  // then a submission is a plain postback. Styles and tests can rely on it.
  form.dataset.enhanced = 'true'

  return () => {
    delete form.dataset.enhanced
    disposed = true
    window.clearTimeout(typingTimer)
    for (const dispose of disposers.splice(0)) dispose()
  }
}
