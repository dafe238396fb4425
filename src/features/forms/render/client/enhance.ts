import { FOCUS_IN_EVENT, FOCUS_OUT_EVENT, KEYUP_CHANGE_DELAY_MS, NONCE_REFRESH_AFTER_WINDOWS, NONCE_WINDOW_MS, SUBMISSION_INPUTS as IN, type SubmissionMethod } from '../../constants'
import { islandMessages as messages } from '../../island-messages'
import type { Visibility } from '../../logic'
import { fieldId, readRaw } from '../../raw'
import type { FieldErrors } from '../../types'
import { ids, type IslandConfig } from '../island-config'
import { isAutomated } from './automation'
import { byId, focusLater, postRender } from './dom'
import { applyPreSubmissionFilters, installGlobalApi } from './hooks'
import { footerOf, initialJourney, journey, targetOf, type Effect, type JourneyEvent, type Role, type StepPlan } from './journey'
import { loadChunk } from '../../../ui/lazy'
import { holdPresses } from '../../../ui/island/hold-presses'
import { FEATURE_CONTROLS, hasDatePicker } from '../features'
import { featureLoader } from './loader'
import { freshNonce, sendAjax } from './transport'
import { pickedFiles, visitorStarted } from './wake'

const TEXT_INPUT = /^(text|email|tel|url|search|password|number)$/

function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

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
 * When the form was shown, for the anti-bot time between its display and its submission
 * (docs/product.md, Forms; MIN_FILL_TIME_MS). Its code may come well after, at the visitor's first
 * sign (docs/decisions/082): on a page opened as such, the form was there from its first paint;
 * after a move within the site the page's own time is unknown here, and the code's start (at the
 * move, or at a sign after it) is the earliest this code can vouch for.
 */
function shownAt(): number {
  const now = Date.now()
  const opened = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  if (!opened || opened.name.split('#')[0] !== window.location.href.split('#')[0]) return now
  const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? opened.responseEnd
  return Math.min(now, Math.round(performance.timeOrigin + painted))
}

/** What the server's markup shows, until the engine reads the answers (the server's, or the DOM's hidden fields). */
function serverVisibility(config: IslandConfig): Visibility {
  const { def } = config
  return config.visibility
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
}

/**
 * Enhances a server-rendered form: conditional logic as the visitor types, pages switched in
 * place, validation with the form's own schema before anything is sent, the ajax and iframe
 * methods, the error summary, the confirmation, the events of docs/product.md, Forms. The journey
 * itself (what a press or an answer leads to) is journey.ts; this file reads the page for it and
 * does what it asks. Returns a detach.
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

  const shownSince = shownAt()
  const hasCaptcha = def.fields.some((f) => f.type === 'captcha')
  let state = initialJourney({
    page: config.page,
    pages: def.pages.length,
    method: def.method,
    hasCaptcha,
    visibility: serverVisibility(config),
    submissionId: config.submissionId || newSubmissionId(),
  })
  const dispatch = (event: JourneyEvent): Effect | null => {
    state = journey(state, event)
    return state.effect
  }

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

  const code = featureLoader({
    form,
    def,
    disposed: () => disposed,
    keep: (detach) => disposers.push(detach),
    onEngine: () => applyVisibility(),
    onPagination: (m) => m.updateProgress(def, state.page, state.visibility),
    uploads: {
      submissionId: () => state.submissionId,
      setSubmissionId: (id) => {
        dispatch({ type: 'submission-id', id })
        hiddenInput(IN.submissionId, id)
      },
    },
  })

  /**
   * What the form shows in answer: loaded with the engine, which the journey waits for before
   * showing anything (journey.ts), so it is there whenever it is used.
   */
  const feedback = () => code.feedback()!

  function updateButtons() {
    const footer = footerOf(state)
    const current = def.pages[state.page - 1] ?? def.pages[0]
    const next = button('next')
    const submit = button('submit')
    const previous = button('previous')
    if (next) {
      next.hidden = footer.next.hidden
      next.value = String(footer.next.target)
      next.textContent = current.nextLabel
    }
    if (submit) submit.hidden = footer.submit.hidden
    if (previous) {
      previous.hidden = footer.previous.hidden
      previous.value = String(footer.previous.target)
      previous.textContent = current.previousLabel
      previous.type = footer.previous.type
    }
    hiddenInput(IN.sourcePage, String(state.page))
  }

  function applyVisibility() {
    const engine = code.engine()
    if (engine) dispatch({ type: 'answers', visibility: engine.visibilityOf(def, raw()) })
    for (const f of def.fields) {
      if (f.type === 'unknown' || f.type === 'hidden' || f.type === 'captcha') continue
      const el = byId(fieldId(def.id, f.key))
      if (el) el.hidden = !state.visibility.fields.has(f.key)
    }
    updateButtons()
    code.pagination()?.updateProgress(def, state.page, state.visibility)
  }

  async function goToPage(target: number) {
    const m = await code.loadPagination()
    if (!m) return
    feedback().clearErrors(def)
    dispatch({ type: 'shown', page: target })
    m.showPage(def, state.page, state.visibility)
    updateButtons()
    postRender(def.id, state.page)
  }

  async function showInvalid(target: number, errors: FieldErrors, formError: string | null) {
    const m = target !== state.page ? await code.loadPagination() : null
    if (m) {
      dispatch({ type: 'shown', page: target })
      m.showPage(def, state.page, state.visibility)
      updateButtons()
    }
    feedback().showErrors(def, errors, formError)
    postRender(def.id, state.page)
  }

  /** The fields of a submission that the server needs besides the visitor's answers. */
  function prepare(method: SubmissionMethod, role: Role) {
    hiddenInput(IN.method, method)
    hiddenInput(IN.sourcePage, String(state.page))
    hiddenInput(IN.submissionId, state.submissionId)
    hiddenInput(IN.pageUrl, window.location.href)
    hiddenInput(IN.referrer, document.referrer)
    hiddenInput(IN.elapsed, String(Math.max(0, Date.now() - shownSince)))
    // docs/product.md, Forms: the version hash only on submit / next, and never for an automated browser.
    if (role !== 'previous' && !isAutomated()) hiddenInput(IN.versionHash, config.versionHash)
    else form.querySelector(`input[name="${IN.versionHash}"]`)?.remove()
  }

  async function send(step: Extract<Effect, { kind: 'send' }>) {
    const { method, target, save } = step
    form.setAttribute('aria-busy', 'true')
    // docs/product.md, Forms: save flag 1 on save and continue, for this request only.
    hiddenInput(IN.save, save ? '1' : '0')
    let renewing = false
    try {
      let response: unknown = null
      try {
        if (method === 'ajax') response = await sendAjax(form, target)
        else {
          // The iframe method is rare: its code (and the marker parser) is its own chunk.
          const { postInFrame } = await loadChunk(() => import('./iframe'))
          response = await postInFrame(form, def, hiddenInput(IN.targetPage, String(target)))
        }
      } catch {
        // Its code could not be fetched: the unknown-error answer.
      }
      const next = dispatch({ type: 'answered', response, nextSubmissionId: newSubmissionId(), step })
      renewing = next?.kind === 'renew-nonce'
      act(next)
    } finally {
      hiddenInput(IN.save, '0')
      if (!renewing) form.removeAttribute('aria-busy')
      // A final submission spends the captcha's response (or had it refused): the next one makes
      // another. A refused nonce spent nothing: the step is sent again as it was.
      if (target === 0 && !renewing) code.captcha()?.reset()
    }
  }

  /**
   * docs/product.md, Forms: the captcha is executed before a submit or a next page when it has no response yet;
   * its response is polled every 100 ms, then the same button is pressed again.
   */
  async function awaitCaptcha(role: Role) {
    form.setAttribute('aria-busy', 'true')
    let ready = false
    try {
      const widget = await code.loadCaptcha()
      ready = widget ? await widget.whenReady() : false
    } catch (error) {
      console.error(`Formulaire ${def.id} : captcha`, error)
    } finally {
      form.removeAttribute('aria-busy')
    }
    if (disposed) return
    act(dispatch({ type: 'captcha', role, ready, failure: code.captcha()?.failureMessage ?? messages.featureLoadFailed }))
  }

  /** Does what the journey asks; true when the browser's own (postback) submission may go ahead. */
  function act(effect: Effect | null, replay?: () => void): boolean {
    switch (effect?.kind) {
      case undefined:
        return false
      case 'busy':
        console.error(messages.consoleSubmissionInProgress(def.id))
        return false
      case 'wait-uploads':
        window.alert(messages.uploadWait)
        return false
      case 'wait-engine':
        // Pressed before the engine arrived: the same press is made again once it is there.
        void code.loadEngine().then((m) => m && replay?.())
        return false
      case 'wait-captcha':
        void awaitCaptcha(effect.role)
        return false
      case 'choose-method':
        return act(dispatch({ type: 'method', method: applyPreSubmissionFilters(def.method, { formId: def.id, type: effect.role }), step: effect }), replay)
      case 'postback':
        prepare(effect.method, effect.role)
        feedback().clearErrors(def)
        return true
      case 'send':
        prepare(effect.method, effect.role)
        feedback().clearErrors(def)
        void send(effect)
        return false
      case 'show-page':
        if (effect.startCaptcha) code.startCaptcha()
        void goToPage(effect.page)
        return false
      case 'show-errors':
        void showInvalid(effect.page, effect.errors, effect.formError)
        return false
      case 'show-failure':
        feedback().showFailure(def.id, effect.text)
        postRender(def.id, state.page)
        return false
      case 'show-saved':
        hiddenInput(IN.draft, effect.saved.draft)
        feedback().showSaved(def.id, effect.saved)
        postRender(def.id, state.page)
        return false
      case 'show-confirmation':
        feedback().showConfirmation(def.id, effect.paragraphs)
        code.uploaders()?.reset()
        postRender(def.id, 0)
        return false
      case 'redirect': {
        const target = safeTarget(effect.url)
        if (target) window.location.assign(target)
        else feedback().showFailure(def.id, messages.unknownError)
        return false
      }
      case 'renew-nonce':
        void freshNonce(def.id, config.configNonce).then((fresh) => {
          if (fresh) hiddenInput(IN.nonce, fresh)
          if (!disposed) act(dispatch({ type: 'nonce-renewed', ok: fresh !== null, step: effect.step, failure: effect.failure }))
        })
        return false
      case 'press-again': {
        const again = button(effect.role)
        form.requestSubmit(again && usable(again) ? again : undefined)
        return false
      }
      default: {
        const never: never = effect
        return never
      }
    }
  }

  /** One press of a footer button (or Enter). Returns true when the browser's own (postback) submission may go ahead. */
  function go(role: Role, replay: () => void): boolean {
    const engine = code.engine()
    const values = engine ? raw() : null
    let plan: StepPlan | null = null
    if (engine && values && (role === 'submit' || role === 'next')) {
      const step = engine.planStep(def, values, state.page, targetOf(state.page, role))
      plan = step.kind === 'invalid' ? step : step.kind === 'page' ? { kind: 'page', page: step.page } : { kind: 'complete' }
    }
    const uploaders = code.uploaders()
    const effect = dispatch({
      type: 'press',
      role,
      facts: {
        // Queued or uploading — or picked before the uploader arrived, which takes it as soon as it is there.
        uploadsBusy: uploaders ? uploaders.busy() : pickedFiles(form),
        engine: engine && values ? { visibility: engine.visibilityOf(def, values), plan } : null,
        captchaReady: Boolean(code.captcha()?.ready()),
      },
    })
    return act(effect, replay)
  }

  // Events.
  let lastSubmitter: HTMLButtonElement | null = null
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
  const track = (name: string, target: Element) => {
    const wrapper = target.closest?.<HTMLElement>('[data-field]')
    if (!wrapper || target.tagName === 'BUTTON') return
    ;(window.dataLayer ??= []).push({
      event: name,
      formId: def.id,
      field: wrapper.dataset.field,
      fieldType: wrapper.dataset.type,
    })
  }
  on(form, 'focusin', (event) => track(FOCUS_IN_EVENT, event.target as Element))
  on(form, 'focusout', (event) => track(FOCUS_OUT_EVENT, event.target as Element))
  // Code that came with the visitor's first sign (docs/decisions/082) may find the focus in a field
  // already: that field was entered, and counts as such.
  const focused = document.activeElement
  if (focused && focused !== form && form.contains(focused)) track(FOCUS_IN_EVENT, focused)
  // The check starts as soon as the visitor shows interest in the form: it is usually done
  // before they press Send.
  if (hasCaptcha) for (const type of ['focusin', 'pointerdown', 'input']) on(form, type, code.startCaptcha)
  // A page restored from the back/forward cache after a postback is free to submit again.
  on(window, 'pageshow', (event: PageTransitionEvent) => {
    dispatch({ type: 'restored' })
    // The response was spent by the postback that left this page.
    if (event.persisted) code.captcha()?.reset()
  })

  // Feature code that answers controls shown at once comes now; the rest with the visitor's first
  // move. A press on one of those controls meanwhile (the one that brought this code, given again
  // by the blocks' loader, or a later one) is kept for it (docs/decisions/083).
  const early = holdPresses(form, FEATURE_CONTROLS)
  disposers.push(early.drop)
  void code.loadFeatures('mount').then(early.release)
  for (const type of ['focusin', 'pointerdown', 'keydown', 'input', 'change', 'submit']) on(form, type, code.firstMove)
  // A form shown straight on a later page holding an upload (a resumed draft, a postback's state)
  // gets its uploader at once: the visitor's first move may be on the file picker itself.
  if (state.page > 1 && def.fields.some((f) => f.type === 'upload' && f.page === state.page)) code.firstMove()
  // On a first visit the form works before this code arrives: a choice tapped, a date typed or a
  // file picked meanwhile is in the DOM. That was the visitor's first move: the engine and the
  // features come now and start from what the DOM holds (docs/decisions/029). The captcha's
  // check starts too, as on any sign of interest.
  if (visitorStarted(form)) {
    code.firstMove()
    if (hasCaptcha) code.startCaptcha()
  }
  if (hasDatePicker(def)) {
    on<MouseEvent>(form, 'click', (event) => {
      const opener = (event.target as Element).closest?.<HTMLButtonElement>('[data-datepicker-for]')
      const input = opener && byId<HTMLInputElement>(opener.dataset.datepickerFor ?? '')
      if (opener && input) void code.openDatePicker(input, opener)
    })
  }

  // A cached page may carry an old nonce: a week on, ask for a fresh one (docs/decisions/009).
  const nonceWindow = parseInt(config.nonce.split('.')[0] ?? '', 36)
  if (Number.isFinite(nonceWindow) && Math.floor(Date.now() / NONCE_WINDOW_MS) - nonceWindow >= NONCE_REFRESH_AFTER_WINDOWS) {
    void freshNonce(def.id, config.configNonce).then((fresh) => {
      if (fresh) hiddenInput(IN.nonce, fresh)
    })
  }

  hiddenInput(IN.method, def.method)
  hiddenInput(IN.submissionId, state.submissionId)
  if (config.draftRef) hiddenInput(IN.draft, config.draftRef)
  applyVisibility()
  const summary = byId(ids.summary(def.id))
  if (summary && !summary.hidden) focusLater(summary)
  postRender(def.id, state.page)
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
