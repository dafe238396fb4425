import {
  ACTION_GET_CONFIG,
  CONFIG_PATH,
  FOCUS_IN_EVENT,
  FOCUS_OUT_EVENT,
  KEYUP_CHANGE_DELAY_MS,
  NONCE_REFRESH_AFTER_WINDOWS,
  NONCE_WINDOW_MS,
  SUBMISSION_INPUTS as IN,
  type SubmissionMethod,
  type SubmissionType,
} from '../../constants'
import { planStep, visibilityOf } from '../../engine'
import { lastShownPage, resolveTargetPage, type Visibility } from '../../logic'
import { messages } from '../../messages'
import { fieldId, readRaw } from '../../raw'
import { extractMarkedJson, type SubmissionResponse } from '../../submit/protocol'
import type { FieldErrors } from '../../types'
import { ids, type IslandConfig } from '../island-config'
import { isAutomated } from './automation'
import { byId, clearErrors, focusLater, postRender, showConfirmation, showErrors, showFailure } from './dom'
import { applyPreSubmissionFilters, installGlobalApi } from './hooks'

/** spec §4: one submitting lock per form id, released after completion, abort or error. */
const locks = new Set<number>()
export const isLocked = (formId: number) => locks.has(formId)

type Role = SubmissionType
type Pagination = typeof import('./pagination')
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
 * methods, the error summary, the confirmation, the events of spec §4/§9. Returns a detach.
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
  const load = <M>(loader: () => Promise<M>, attach: (m: M) => (() => void) | void) => {
    loader()
      .then((m) => {
        if (disposed) return
        const detach = attach(m)
        if (detach) disposers.push(detach)
      })
      .catch((error: unknown) => console.error('Formulaire : module non chargé', error))
  }

  const mountedAt = Date.now()
  let page = config.page
  let submissionId = config.submissionId || newSubmissionId()
  let pagination: Pagination | null = null
  let uploaders: Uploaders | null = null
  let visibility: Visibility
  let lastSubmitter: HTMLButtonElement | null = null

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
      next.hidden = isLast
      next.value = String(page + 1)
      next.textContent = current.nextLabel
    }
    if (submit) submit.hidden = !isLast || !visibility.submit
    if (previous) {
      previous.hidden = page <= 1
      previous.value = String(page - 1)
      previous.textContent = current.previousLabel
      // spec §4: Previous is a submit button on the last page, a plain button otherwise.
      previous.type = isLast ? 'submit' : 'button'
    }
    hiddenInput(IN.sourcePage, String(page))
  }

  function applyVisibility() {
    visibility = visibilityOf(def, raw())
    for (const f of def.fields) {
      if (f.type === 'unknown' || f.type === 'hidden') continue
      const el = byId(fieldId(def.id, f.key))
      if (el) el.hidden = !visibility.fields.has(f.key)
    }
    updateButtons()
    pagination?.updateProgress(def, page, visibility)
  }

  async function goToPage(target: number) {
    clearErrors(def)
    page = target
    pagination ??= await import('./pagination')
    pagination.showPage(def, page, visibility)
    updateButtons()
    postRender(def.id, page)
  }

  async function showInvalid(target: number, errors: FieldErrors, formError: string | null) {
    if (target !== page) {
      page = target
      pagination ??= await import('./pagination')
      pagination.showPage(def, page, visibility)
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
    // spec §5: the version hash only on submit / next, and never for an automated browser.
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
      const response = await fetch(endpoint, { method: 'POST', body, headers: { Accept: 'application/json' }, credentials: 'same-origin' })
      return await response.json()
    } catch {
      return { success: false, data: messages.unknownError }
    }
  }

  function sendIframe(target: number): Promise<unknown> {
    return new Promise((resolve) => {
      let frame = byId<HTMLIFrameElement>(ids.iframe(def.id))
      if (!frame) {
        frame = document.createElement('iframe')
        frame.id = frame.name = ids.iframe(def.id)
        frame.hidden = true
        frame.tabIndex = -1
        frame.title = def.title
        document.body.appendChild(frame)
      }
      const targetInput = hiddenInput(IN.targetPage, String(target))
      const onLoad = () => {
        let result: unknown = null
        try {
          result = extractMarkedJson(frame!.contentDocument?.documentElement?.innerHTML ?? '')
        } catch {
          result = null
        }
        frame!.removeEventListener('load', onLoad)
        targetInput.remove()
        form.removeAttribute('target')
        resolve(result ?? { success: false, data: messages.unknownError })
      }
      frame.addEventListener('load', onLoad)
      form.setAttribute('target', frame.name)
      HTMLFormElement.prototype.submit.call(form)
    })
  }

  async function send(method: 'ajax' | 'iframe', target: number) {
    locks.add(def.id)
    form.setAttribute('aria-busy', 'true')
    try {
      handleResponse(method === 'ajax' ? await sendAjax(target) : await sendIframe(target))
    } catch {
      handleResponse(null)
    } finally {
      locks.delete(def.id)
      form.removeAttribute('aria-busy')
    }
  }

  /**
   * One step of the visitor's journey. Returns true when the browser's own (postback)
   * submission may go ahead.
   */
  function go(role: Role): boolean {
    if (locks.has(def.id)) {
      console.error(messages.consoleSubmissionInProgress(def.id))
      return false
    }
    // spec §4: no submission, nor next page, while a file is queued or uploading.
    if (role !== 'previous' && uploaders?.busy()) {
      window.alert(messages.uploadWait)
      return false
    }
    const source = page
    // spec §4: Previous targets the source page minus one.
    const target = role === 'submit' ? 0 : role === 'next' ? source + 1 : source - 1
    const values = raw()
    visibility = visibilityOf(def, values)
    if (role !== 'previous') {
      const step = planStep(def, values, source, target)
      if (step.kind === 'invalid') {
        void showInvalid(step.page, step.errors, step.formError)
        return false
      }
      if (step.kind === 'page' && def.method === 'postback') {
        void goToPage(step.page)
        return false
      }
    } else if (def.method === 'postback') {
      void goToPage(resolveTargetPage(visibility, def.pages.length, source, target))
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
    if (target.tagName === 'TEXTAREA' || TEXT_INPUT.test(target.type)) typingTimer = window.setTimeout(applyVisibility, KEYUP_CHANGE_DELAY_MS)
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
      go('previous')
    }
  })
  on<SubmitEvent>(form, 'submit', (event) => {
    const submitter = ((event.submitter as HTMLButtonElement | null) ?? lastSubmitter) as HTMLButtonElement | null
    lastSubmitter = null
    const role = (submitter?.dataset.role as Role | undefined) ?? (usable(button('submit')) ? 'submit' : usable(button('next')) ? 'next' : null)
    if (!role) {
      event.preventDefault()
      console.error(messages.consoleNoActiveButton(def.id))
      return
    }
    if (!go(role)) event.preventDefault()
  })
  // spec §5: Enter uses the submit button when it is visible and enabled, otherwise Next.
  on<KeyboardEvent>(form, 'keydown', (event) => {
    const target = event.target as HTMLElement
    if (event.key !== 'Enter' || target.tagName !== 'INPUT' || /^(submit|button|checkbox|radio|file)$/.test((target as HTMLInputElement).type)) return
    event.preventDefault()
    const chosen = usable(button('submit')) ? button('submit') : usable(button('next')) ? button('next') : null
    if (!chosen) {
      console.error(messages.consoleNoActiveButton(def.id))
      return
    }
    lastSubmitter = chosen
    form.requestSubmit(chosen)
  })
  // spec §9: focus tracking for analytics (which field, never what was typed).
  const track = (name: string) => (event: FocusEvent) => {
    const wrapper = (event.target as Element).closest?.<HTMLElement>('[data-field]')
    if (!wrapper || (event.target as Element).tagName === 'BUTTON') return
    ;(window.dataLayer ??= []).push({ event: name, formId: def.id, field: wrapper.dataset.field, fieldType: wrapper.dataset.type })
  }
  on(form, 'focusin', track(FOCUS_IN_EVENT))
  on(form, 'focusout', track(FOCUS_OUT_EVENT))
  // A page restored from the back/forward cache after a postback is free to submit again.
  on(window, 'pageshow', () => locks.delete(def.id))

  // Feature code, loaded only for forms that use it (spec §2).
  if (def.pages.length > 1)
    load(
      () => import('./pagination'),
      (m) => {
        pagination = m
        m.updateProgress(def, page, visibility)
      },
    )
  if (def.fields.some((f) => (f.type === 'text' && f.mask) || (f.type === 'date' && f.input === 'text')))
    load(() => import('./masks'), (m) => m.attachMasks(form))
  if (def.fields.some((f) => f.type === 'password')) load(() => import('./password'), (m) => m.attachPasswordStrength(form))
  if (def.fields.some((f) => f.type === 'card')) load(() => import('./card'), (m) => m.attachCards(form))
  if (def.fields.some((f) => (f.type === 'checkboxes' && f.selectAll) || (f.type === 'radio' && f.allowOther)))
    load(() => import('./choices'), (m) => m.attachChoices(form))

  if (def.fields.some((f) => f.type === 'upload'))
    load(
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

  // A cached page may carry an old nonce: a week on, ask for a fresh one (docs/decisions/009).
  const nonceWindow = parseInt(config.nonce.split('.')[0] ?? '', 36)
  if (Number.isFinite(nonceWindow) && Math.floor(Date.now() / NONCE_WINDOW_MS) - nonceWindow >= NONCE_REFRESH_AFTER_WINDOWS) {
    const body = new URLSearchParams({ action: ACTION_GET_CONFIG, nonce: config.configNonce, config_path: 'nonce', args: JSON.stringify({ form_ids: [def.id] }) })
    fetch(CONFIG_PATH, { method: 'POST', body, headers: { Accept: 'application/json' }, credentials: 'same-origin' })
      .then((r) => r.json())
      .then((j: { success?: boolean; data?: Record<string, unknown> }) => {
        const fresh = j.data?.[def.id]
        if (j.success && typeof fresh === 'string') hiddenInput(IN.nonce, fresh)
      })
      .catch(() => {})
  }

  hiddenInput(IN.method, def.method)
  hiddenInput(IN.submissionId, submissionId)
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
