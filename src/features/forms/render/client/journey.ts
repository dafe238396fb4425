/**
 * A visitor's journey through a form (docs/product.md, Forms), pure so it can be tested step by
 * step without a page (as the portfolio's state.ts):
 * - the page shown, what the answers show (logic), the submission id and whether a submission is
 *   out (one at a time: a second press meanwhile is refused);
 * - what a press of Next, Previous, Send or Save does: wait for an upload, for the form's code
 *   (the press counts once it is there, docs/decisions/029) or for the captcha; show the page's
 *   errors; change page in place; or send, by the method the page's scripts choose;
 * - what the server's answer leads to: its errors, another page, the confirmation (and a new
 *   submission id), the saved notice, a redirect or a failure.
 * Each event leaves in `effect` what the island must do now; enhance.ts does it (the DOM),
 * transport.ts sends, loader.ts brings the code.
 */
import type { SubmissionMethod, SubmissionType } from '../../constants'
import { islandMessages as messages } from '../../island-messages'
import { lastShownPage, resolveTargetPage, type Visibility } from '../../logic'
import type { SavedMarkup, SubmissionResponse } from '../../submit/protocol'
import type { FieldErrors } from '../../types'

export type Role = SubmissionType

/** The engine's plan of a step (engine.planStep), as the glue computed it from the answers. */
export type StepPlan =
  | { kind: 'page'; page: number }
  | { kind: 'complete' }
  | { kind: 'invalid'; page: number; errors: FieldErrors; formError: string | null }

export type Effect =
  /** A submission is out: the press is refused (and said in the console). */
  | { kind: 'busy' }
  /** A file is still on its way (or picked before the uploader came): Next and Send wait. */
  | { kind: 'wait-uploads' }
  /** The form's code has not arrived: it is fetched, and the same press made again once it is. */
  | { kind: 'wait-engine'; role: Role }
  /** The check of the captcha is awaited, then the same button pressed again. */
  | { kind: 'wait-captcha'; role: Role }
  /** The page scripts' filters choose how this step is sent (answered by a 'method' event). */
  | { kind: 'choose-method'; role: Role; target: number; save: boolean }
  /** The browser's own submission goes ahead (the page is left). */
  | { kind: 'postback'; role: Role; method: SubmissionMethod }
  | { kind: 'send'; role: Role; method: 'ajax' | 'iframe'; target: number; save: boolean }
  | { kind: 'show-page'; page: number; startCaptcha: boolean }
  | { kind: 'show-errors'; page: number; errors: FieldErrors; formError: string | null }
  | { kind: 'show-failure'; text: string }
  | { kind: 'show-saved'; saved: SavedMarkup }
  | { kind: 'show-confirmation'; paragraphs: string[] }
  | { kind: 'redirect'; url: string }
  /** The same press again, now that what it waited for is there. */
  | { kind: 'press-again'; role: Role }
  /**
   * The server refused the page's nonce (a page cached long ago, or signed with a replaced key):
   * a fresh one is asked for, then `step` is sent again, once (docs/decisions/035).
   */
  | { kind: 'renew-nonce'; step: Extract<Effect, { kind: 'send' }>; failure: string }

export type JourneyState = {
  page: number
  /** The form's pages (page breaks + 1). */
  pages: number
  /** How the form is sent when no page script says otherwise. */
  method: SubmissionMethod
  hasCaptcha: boolean
  visibility: Visibility
  submissionId: string
  /** A submission is out, or the captcha awaited for one: the form's submitting lock. */
  sending: boolean
  /** The step out was sent again with a renewed nonce: a second refusal is shown, not renewed. */
  renewed: boolean
  /** What this event asks of the island; every event replaces it. */
  effect: Effect | null
}

/** What the island knows, besides the state, when a button is pressed. */
export type PressFacts = {
  /** An upload is queued or running, or a file was picked before the uploader arrived. */
  uploadsBusy: boolean
  /** null while the engine has not arrived; otherwise what the answers show and the step's plan (none for Previous). */
  engine: { visibility: Visibility; plan: StepPlan | null } | null
  captchaReady: boolean
}

export type JourneyEvent =
  /** The engine read the answers again. */
  | { type: 'answers'; visibility: Visibility }
  | { type: 'press'; role: Role; facts: PressFacts }
  /** The method the page scripts' filters chose for the step a 'choose-method' effect asked about. */
  | { type: 'method'; method: SubmissionMethod; step: Extract<Effect, { kind: 'choose-method' }> }
  /** The captcha awaited for a press of `role` is ready, or could not be (`failure` says why). */
  | { type: 'captcha'; role: Role; ready: boolean; failure: string }
  /** The server's answer to what was sent (null when nothing readable came back), for `step`. */
  | { type: 'answered'; response: unknown; nextSubmissionId: string; step?: Extract<Effect, { kind: 'send' }> }
  /** The fresh nonce a 'renew-nonce' effect asked for came (`ok`), or could not be had. */
  | { type: 'nonce-renewed'; ok: boolean; step: Extract<Effect, { kind: 'send' }>; failure: string }
  /** A page is on screen (once the pagination code is there). */
  | { type: 'shown'; page: number }
  /** The uploader gave the submission its id (files are stored under it). */
  | { type: 'submission-id'; id: string }
  /** The page came back from the browser's back/forward cache after a postback. */
  | { type: 'restored' }

export function initialJourney(init: Omit<JourneyState, 'sending' | 'effect' | 'renewed'>): JourneyState {
  return { ...init, sending: false, renewed: false, effect: null }
}

/** docs/product.md, Forms: Send targets page 0, Next the source page plus one, Previous the source page minus one. */
export const targetOf = (page: number, role: Role): number => (role === 'submit' ? 0 : role === 'next' ? page + 1 : role === 'previous' ? page - 1 : page)

const isResponse = (v: unknown): v is SubmissionResponse =>
  Boolean(v) && typeof v === 'object' && typeof (v as SubmissionResponse).success === 'boolean' && 'data' in (v as object)

/** The state after an event: `changes` applied, and what the island must do now. */
const to = (state: JourneyState, effect: Effect | null, changes: Partial<JourneyState> = {}): JourneyState => ({ ...state, ...changes, effect })

export function journey(state: JourneyState, event: JourneyEvent): JourneyState {
  switch (event.type) {
    case 'answers':
      return to(state, null, { visibility: event.visibility })
    case 'shown':
      return to(state, null, { page: event.page })
    case 'submission-id':
      return to(state, null, { submissionId: event.id })
    case 'restored':
      return to(state, null, { sending: false })
    case 'press':
      return press(state, event.role, event.facts)
    case 'method': {
      const { role, target, save } = event.step
      const effect: Effect = event.method === 'postback' ? { kind: 'postback', role, method: event.method } : { kind: 'send', role, method: event.method, target, save }
      return to(state, effect, { sending: true })
    }
    case 'captcha':
      return to(state, event.ready ? { kind: 'press-again', role: event.role } : { kind: 'show-failure', text: event.failure }, { sending: false })
    case 'answered':
      // Refused for its nonce alone, the step is sent again with a fresh one, the lock kept: the
      // visitor sees nothing of it. Only once, so a refusal that renewing does not cure is shown.
      if (event.step && !state.renewed && isResponse(event.response) && !event.response.success && event.response.renew_nonce === true) {
        return to(state, { kind: 'renew-nonce', step: event.step, failure: event.response.data }, { renewed: true })
      }
      return answered({ ...state, sending: false, renewed: false }, event.response, event.nextSubmissionId)
    case 'nonce-renewed':
      // No fresh nonce: the server's refusal is shown (it says to reload the page).
      if (!event.ok) return to(state, { kind: 'show-failure', text: event.failure }, { sending: false, renewed: false })
      return to(state, event.step)
    default: {
      const never: never = event
      return never
    }
  }
}

function press(state: JourneyState, role: Role, facts: PressFacts): JourneyState {
  if (state.sending) return to(state, { kind: 'busy' })
  if (role !== 'previous' && facts.uploadsBusy) return to(state, { kind: 'wait-uploads' })
  if (!facts.engine) return to(state, { kind: 'wait-engine', role })
  const source = state.page
  // A half-filled form is what is saved: nothing is validated (the server checks the names).
  if (role === 'save-continue' || role === 'send-link') return to(state, { kind: 'choose-method', role, target: source, save: true })
  const target = targetOf(source, role)
  const { visibility, plan } = facts.engine
  if (role !== 'previous' && plan) {
    if (plan.kind === 'invalid') return to(state, { kind: 'show-errors', page: plan.page, errors: plan.errors, formError: plan.formError }, { visibility })
    // A postback form changes page in place; the captcha starts now and is awaited on Send.
    if (plan.kind === 'page' && state.method === 'postback') return to(state, { kind: 'show-page', page: plan.page, startCaptcha: state.hasCaptcha }, { visibility })
  } else if (role === 'previous' && state.method === 'postback') {
    return to(state, { kind: 'show-page', page: resolveTargetPage(visibility, state.pages, source, target), startCaptcha: false }, { visibility })
  }
  if (state.hasCaptcha && role !== 'previous' && !facts.captchaReady) return to(state, { kind: 'wait-captcha', role }, { visibility, sending: true })
  return to(state, { kind: 'choose-method', role, target, save: false }, { visibility })
}

function answered(state: JourneyState, response: unknown, nextSubmissionId: string): JourneyState {
  if (!isResponse(response) || !response.success) {
    return to(state, { kind: 'show-failure', text: isResponse(response) && typeof response.data === 'string' ? response.data : messages.unknownError })
  }
  const data = response.data
  // Saved: later saves update this draft; the link and "Envoyer le lien" replace the form.
  if (data.saved_markup) return to(state, { kind: 'show-saved', saved: data.saved_markup })
  if (data.confirmation_type === 'redirect' && data.confirmation_redirect) return to(state, { kind: 'redirect', url: data.confirmation_redirect })
  // The form is done: the next one the visitor fills is another submission.
  if (data.confirmation_type === 'message' && data.confirmation_markup) return to(state, { kind: 'show-confirmation', paragraphs: data.confirmation_markup.paragraphs }, { submissionId: nextSubmissionId })
  if (data.form_markup) return to(state, { kind: 'show-errors', page: data.form_markup.page, errors: data.form_markup.errors, formError: data.form_markup.form_error })
  if (data.page_markup) return to(state, { kind: 'show-page', page: data.page_number, startCaptcha: false })
  return to(state, null)
}

/**
 * The footer's buttons for the page shown (docs/product.md, Forms): Next on every shown page but
 * the last (unless its logic hides it), Send on the last, Previous after the first — a submit
 * button on the last page, a plain button otherwise.
 */
export function footerOf(state: Pick<JourneyState, 'page' | 'pages' | 'visibility'>) {
  const { page, visibility } = state
  const isLast = page >= lastShownPage(visibility, state.pages)
  return {
    next: { hidden: isLast || !visibility.next.has(page), target: page + 1 },
    submit: { hidden: !isLast || !visibility.submit },
    previous: { hidden: page <= 1, target: page - 1, type: isLast ? ('submit' as const) : ('button' as const) },
  }
}
