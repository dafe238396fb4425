import 'server-only'

import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { answersOf } from '../answers'
import type { CaptchaConfig } from '../captcha/provider.server'
import { checkCaptcha } from '../captcha/verify.server'
import {
  ACTION_SUBMIT,
  CONFIRMATION_PATH,
  MAX_SUBMISSION_BYTES,
  RESUME_PATH,
  STATE_PATH,
  SUBMISSION_INPUTS as IN,
  type SubmissionMethod,
} from '../constants'
import { acceptedInputNames, planStep, visibilityOf } from '../engine'
import { hasPricing, pricedValues, withServerFigures } from '../pricing/order'
import { messages } from '../messages'
import { readRaw } from '../raw'
import type { RawValues, ServerFormDefinition, Values } from '../types'
import type { Visibility } from '../logic'
import { deleteDraft, findDraftByRef, saveDraft } from '../drafts/store.server'
import { resumePath } from '../drafts/token'
import { attachUploads, resolveUploads } from '../upload/attach.server'
import type { UploadStorage } from '../upload/storage.server'
import { readFormBody } from './body'
import { requestIdOf } from './request-id'
import { formScope, signToken, verifyNonce, versionHash } from './nonce.server'
import { allowNoScriptEntry, checkChallengeId, derivedSubmissionIds, issueChallengeId } from './noscript.server'
import { cleanReferrer, originRefusal, sitePath } from './origin'
import { chooseConfirmation } from './outcome'
import { htmlPage, iframePage, isMethod, type SubmissionData, type SubmissionResponse } from './protocol'
import { spamVerdict } from './spam'
import {
  closedReason,
  entryFormId,
  findEntryBySubmission,
  insertEntry,
  loadServerForm,
  readConfirmation,
  saveState,
  type StateContext,
} from './store.server'
import { escapeHtml } from '@/lib/html'
import { CLIENT_ADDRESS_HEADER } from '@/server/client-address.mjs'

/**
 * The form-submission endpoint (POST /formulaires/envoi), for the three methods of docs/product.md, Forms:
 * postback answers with redirects (303), ajax with JSON, iframe with the JSON between markers.
 * Every request is checked (origin, size, encoding, nonce, form open, known inputs) before the
 * form is validated with the engine's schema; an entry is committed before any confirmation.
 */
export type PipelineDeps = {
  payload: Payload
  secret: string
  siteUrl: string
  now?: () => Date
  /** Work to run once the response is sent (Next's `after`); it queues and sends the e-mails. */
  later?: (task: () => Promise<void>) => void
  /** The captcha provider; read from the environment when omitted (docs/decisions/016). */
  captcha?: CaptchaConfig
  /** Where the form's uploads are (the site's storage when absent). */
  uploads?: UploadStorage
}

const SUBMISSION_ID = /^[A-Za-z0-9_-]{16,64}$/
const MAX_VALUES_PER_INPUT = 100

type Ctx = { method: SubmissionMethod; back: string | null }

const NO_STORE = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' }

function json(body: SubmissionResponse, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...NO_STORE, 'content-type': 'application/json; charset=utf-8' } })
}
const html = (text: string, status: number) => new Response(text, { status, headers: { ...NO_STORE, 'content-type': 'text/html; charset=utf-8' } })
const redirect = (location: string) => new Response(null, { status: 303, headers: { ...NO_STORE, location } })
/**
 * The answer to a post without JavaScript whose confirmation sends the visitor to another site: a
 * page of the site that moves on by itself. A redirect of the post there would be refused by the
 * browser, whose Content-Security-Policy lets forms post to the site only, redirects included
 * (form-action, docs/decisions/033).
 */
function leavingPage(url: string): string {
  const href = escapeHtml(url)
  let host = url
  try {
    host = new URL(url).host
  } catch {
    // Kept whole: the link still says where it goes.
  }
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="0;url=${href}"><title>${escapeHtml(messages.leavingTitle)}</title></head><body><main><h1>${escapeHtml(messages.leavingTitle)}</h1><p>${escapeHtml(messages.leavingText)}</p><p><a href="${href}">${escapeHtml(messages.leavingLink(host))}</a></p></main></body></html>`
}

/** Whether a confirmation's address (a path, or an absolute http(s) URL) is on the site. */
function onSite(url: string, siteUrl: string): boolean {
  try {
    return new URL(url, siteUrl).origin === new URL(siteUrl).origin
  } catch {
    return false
  }
}

/** A refusal, in the form the caller reads: JSON, the iframe's page, or a French page. */
function failure(ctx: Ctx, status: number, message: string, extra: { renewNonce?: boolean } = {}): Response {
  const body: SubmissionResponse = { success: false, data: message, ...(extra.renewNonce ? { renew_nonce: true as const } : {}) }
  if (ctx.method === 'ajax') return json(body, status)
  if (ctx.method === 'iframe') return html(iframePage(body), status)
  return html(htmlPage({ title: 'Envoi impossible', message, back: ctx.back, body }), status)
}

function success(ctx: Ctx, data: SubmissionData): Response {
  const body: SubmissionResponse = { success: true, data }
  return ctx.method === 'iframe' ? html(iframePage(body), 200) : json(body, 200)
}

const emptyData = (submissionId: string, source: number): SubmissionData => ({
  is_valid: true,
  submission_id: submissionId,
  confirmation_type: null,
  confirmation_redirect: null,
  confirmation_markup: null,
  page_markup: null,
  page_number: source,
  source_page_number: source,
  form_markup: null,
})

/** A postback's id when the page gave none: the one its resend had in the previous window, or this window's. */
async function postbackId(payload: Payload, data: FormData | URLSearchParams, formId: number, address: string, secret: string, now: Date): Promise<string> {
  const { current, previous } = derivedSubmissionIds(data.entries(), formId, address, secret, now.getTime())
  return (await findEntryBySubmission(payload, previous)) ? previous : current
}

const intOf = (v: string | null, fallback: number) => (v === null || v === '' ? fallback : /^\d{1,4}$/.test(v) ? Number(v) : NaN)

/** The input a saved state may keep: never a password or a card number. */
function keepableRaw(def: ServerFormDefinition, raw: RawValues): RawValues {
  const secret = def.fields.filter((f) => f.type === 'password' || f.type === 'card').map((f) => `input_${f.key}`)
  return Object.fromEntries(Object.entries(raw).filter(([name]) => !secret.some((s) => name === s || name.startsWith(`${s}.`))))
}

/** The entry's name in the admin list: who wrote, and how to reach them. */
function entryTitle(def: ServerFormDefinition, answers: ReturnType<typeof answersOf>): string {
  const pick = (type: string) => answers.find((a) => a.type === type)?.text
  const parts = [pick('name') ?? pick('text'), pick('email')].filter(Boolean)
  return (parts.length ? parts.join(' — ') : `${messages.unnamedEntry} (${def.title})`).slice(0, 300)
}

export async function handleSubmit(request: Request, deps: PipelineDeps): Promise<Response> {
  const now = deps.now?.() ?? new Date()
  const ctx: Ctx = {
    method: (request.headers.get('accept') ?? '').includes('application/json') ? 'ajax' : 'postback',
    back: sitePath(request.headers.get('referer'), deps.siteUrl),
  }
  try {
    const refusal = originRefusal(request.headers, deps.siteUrl)
    if (refusal) return failure(ctx, 403, refusal)

    const body = await readFormBody(request, MAX_SUBMISSION_BYTES)
    if (!body.ok) {
      const message = body.status === 413 ? messages.payloadTooLarge : body.status === 415 ? messages.unsupportedMediaType : messages.malformed
      return failure(ctx, body.status, message)
    }
    const data = body.data
    const get = (name: string): string | null => {
      const values = data.getAll(name)
      return values.length === 1 && typeof values[0] === 'string' ? values[0] : values.length === 0 ? null : '\u0000'
    }

    const method = get(IN.method)
    if (method !== null && !isMethod(method)) return failure(ctx, 400, messages.malformed)
    // A navigation is the browser's own submission, which shows what it gets and reads no JSON: a
    // form sent before its code came, with the method's hidden field as a browser restored it from
    // an earlier visit of the page, is answered as a postback (docs/decisions/082).
    if (method) ctx.method = method === 'ajax' && request.headers.get('sec-fetch-mode') === 'navigate' ? 'postback' : method
    // Without JavaScript the page address is the Referer of the POST (the form's own page).
    const pageUrl = sitePath(get(IN.pageUrl), deps.siteUrl) ?? ctx.back
    if (pageUrl) ctx.back = pageUrl

    const formId = intOf(get(IN.formId), NaN)
    if (get(IN.action) !== ACTION_SUBMIT || !Number.isSafeInteger(formId) || formId <= 0) return failure(ctx, 400, messages.malformed)
    // A page cached long ago, or signed with a key since replaced: the island renews its nonce
    // through the config call and sends again (docs/decisions/035).
    if (!verifyNonce(get(IN.nonce), formScope(formId), deps.secret, now.getTime())) return failure(ctx, 403, messages.forbidden, { renewNonce: true })

    const def = await loadServerForm(deps.payload, formId)
    if (!def) return failure(ctx, 404, messages.formUnavailable)
    const closed = await closedReason(deps.payload, def, now)
    if (closed) return failure(ctx, 409, closed)

    const sent = readRaw(data)
    const accepted = acceptedInputNames(def)
    if (Object.keys(sent).some((name) => !accepted.has(name))) return failure(ctx, 400, messages.unknownFields)
    if (Object.values(sent).some((values) => values.length > MAX_VALUES_PER_INPUT)) return failure(ctx, 400, messages.malformed)
    // Prices, calculations and totals are the server's, whatever the request says (docs/decisions/013).
    const raw = withServerFigures(def.fields, sent, (r) => {
      const shown = visibilityOf(def, r).fields
      return (key) => shown.has(key)
    })

    const source = Math.min(Math.max(intOf(get(IN.sourcePage), 1), 1), def.pages.length)
    const target = intOf(get(IN.targetPage), 0)
    if (!Number.isFinite(source) || !Number.isFinite(target) || target > def.pages.length + 1) return failure(ctx, 400, messages.malformed)
    const givenId = get(IN.submissionId)
    if (givenId && !SUBMISSION_ID.test(givenId)) return failure(ctx, 400, messages.malformed)
    // Without JavaScript a cached page cannot give each visitor an id: the server derives one from
    // what was sent (a browser's resend of the POST is then the same submission, stored once;
    // docs/decisions/028) and carries it through the saved states of a multi-page postback.
    const address = request.headers.get(CLIENT_ADDRESS_HEADER) || 'direct'
    const submissionId = givenId || (ctx.method === 'postback' ? await postbackId(deps.payload, data, formId, address, deps.secret, now) : randomUUID())
    // A form resumed from a draft names it with a signed reference (never the link's token).
    const draft = await findDraftByRef(deps.payload, get(IN.draft), formId, deps.secret, now)

    // The resume link holds the token: it is never stored as the form's page address.
    const formPage = pageUrl?.startsWith(`${RESUME_PATH}/`) ? (draft?.context.pageUrl ?? null) : pageUrl

    const context: StateContext = {
      submissionId,
      pageUrl: formPage,
      referrer: cleanReferrer(get(IN.referrer)),
      displayTitle: get(IN.displayTitle) !== '0',
      displayDescription: get(IN.displayDescription) !== '0',
      draftRef: draft ? get(IN.draft) : null,
    }

    // Without JavaScript, on a form whose captcha lets such visitors through, every page the server
    // renders for them carries an id that is also a challenge (docs/decisions/028): the time spent
    // on that page counts, and a form sent right after an error page needs no extra press.
    const acceptsNoScript = ctx.method === 'postback' && def.fields.some((f) => f.type === 'captcha' && f.withoutJavaScript === 'spam')
    const stateContext = (): StateContext => {
      const current = checkChallengeId(submissionId, formId, deps.secret, now.getTime())
      if (!acceptsNoScript || current === 'passed' || current === 'too-fast') return context
      return { ...context, submissionId: issueChallengeId(formId, deps.secret, now.getTime()) }
    }

    // docs/product.md, Forms: save flag 1 on save and continue. Without JavaScript the button posts it beside
    // the form's hidden "0", hence "any value is 1". Nothing is validated but the input names.
    if (data.getAll(IN.save).includes('1')) {
      if (!def.saveAndContinue) return failure(ctx, 400, messages.malformed)
      const saved = await saveDraft(deps.payload, { def, raw: keepableRaw(def, raw), page: source, context, draft }, deps.secret, now)
      const path = resumePath(formId, saved.token)
      if (ctx.method === 'postback') return redirect(`${path}?enregistre=1`)
      return success(ctx, {
        ...emptyData(submissionId, source),
        saved_markup: { resume_url: new URL(path, deps.siteUrl).href, draft: saved.ref, days: def.draftDays },
      })
    }

    const step = planStep(def, raw, source, target)
    switch (step.kind) {
      case 'page': {
        if (ctx.method !== 'postback') return success(ctx, { ...emptyData(submissionId, source), page_number: step.page, page_markup: { page: step.page } })
        const token = await saveState(deps.payload, { formId, raw: keepableRaw(def, raw), errors: {}, formError: null, page: step.page, context: stateContext() }, now)
        return redirect(`${STATE_PATH}/${token}`)
      }
      case 'invalid': {
        if (ctx.method !== 'postback') {
          return success(ctx, {
            ...emptyData(submissionId, source),
            is_valid: false,
            page_number: step.page,
            form_markup: { page: step.page, errors: step.errors, form_error: step.formError },
          })
        }
        const token = await saveState(
          deps.payload,
          { formId, raw: keepableRaw(def, raw), errors: step.errors, formError: step.formError, page: step.page, context: stateContext() },
          now,
        )
        return redirect(`${STATE_PATH}/${token}#erreurs-${formId}`)
      }
      case 'complete': {
        // Only a submission that would otherwise be accepted spends its captcha solution.
        const captcha = await checkCaptcha(def, data, { payload: deps.payload, secret: deps.secret, submissionId, now: now.getTime(), config: deps.captcha })
        if (!captcha.ok) return failure(ctx, captcha.status, captcha.message)
        // Without JavaScript, a second press of Send on a page made for this visitor stands for the
        // captcha (docs/decisions/028): asked here, with the values kept; a press too soon after
        // that page was shown is asked again, with the same id, so its time keeps running.
        // A filled honeypot is spam at once: a robot gets the normal confirmation, no second step.
        const honeypotFilled = def.honeypot && String(data.get(IN.honeypot) ?? '').trim() !== ''
        if (ctx.method === 'postback' && !honeypotFilled && captcha.noScript && captcha.noScript !== 'passed') {
          const asked = stateContext()
          const token = await saveState(
            deps.payload,
            { formId, raw: keepableRaw(def, raw), errors: {}, formError: messages.noScriptConfirm, page: source, context: asked },
            now,
          )
          return redirect(`${STATE_PATH}/${token}#erreurs-${formId}`)
        }
        const noScriptPassed = captcha.noScript === 'passed'
        const shown = (key: string) => step.visibility.fields.has(key)
        const values = hasPricing(def.fields) ? { ...step.values, ...pricedValues(def.fields, raw, shown) } : step.values
        return await complete(deps, ctx, def, data, values, step.visibility, {
          submissionId,
          source,
          context,
          now,
          userAgent: request.headers.get('user-agent'),
          requestId: requestIdOf(request.headers),
          captchaMissing: captcha.noScript === 'none' || captcha.noScript === 'expired',
          noScript: captcha.noScript === 'too-fast' ? 'too-fast' : noScriptPassed ? ((await allowNoScriptEntry(address, now.getTime())) ? 'passed' : 'over-limit') : null,
          draftId: draft?.id ?? null,
          // Unknown (no server in front, as in tests): only the recipient's limit applies.
          address: request.headers.get(CLIENT_ADDRESS_HEADER) || null,
        })
      }
      default: {
        const never: never = step
        return never
      }
    }
  } catch (error) {
    deps.payload.logger.error({ err: error }, 'Envoi de formulaire : erreur inattendue')
    return failure(ctx, 500, messages.serverError)
  }
}

async function complete(
  deps: PipelineDeps,
  ctx: Ctx,
  def: ServerFormDefinition,
  data: FormData | URLSearchParams,
  values: Values,
  visibility: Visibility,
  info: {
    submissionId: string
    source: number
    context: StateContext
    now: Date
    userAgent: string | null
    /** The request's id, as in the server's log (docs/decisions/048); kept with the entry and its e-mails. */
    requestId: string | null
    draftId: number | null
    /** The client's address: acknowledgements are limited per sender (docs/decisions/035). */
    address: string | null
    captchaMissing?: boolean
    noScript?: 'passed' | 'too-fast' | 'over-limit' | null
  },
): Promise<Response> {
  const { payload, secret } = deps
  const text = (name: string) => {
    const v = data.get(name)
    return typeof v === 'string' ? v : null
  }
  const givenHash = text(IN.versionHash)
  const elapsed = text(IN.elapsed)
  const elapsedMs = elapsed && /^\d{1,9}$/.test(elapsed) ? Number(elapsed) : null
  const verdict = spamVerdict(
    {
      honeypot: text(IN.honeypot) ?? '',
      elapsedMs,
      versionHash: givenHash === null || givenHash === '' ? 'missing' : givenHash === versionHash(def.id, secret) ? 'ok' : 'invalid',
      captchaMissing: info.captchaMissing,
      noScript: info.noScript ?? null,
    },
    { honeypotEnabled: def.honeypot },
  )

  // Files are checked against what the server holds before anything is stored.
  const uploads = await resolveUploads(def, values, visibility, info.submissionId, deps.uploads)
  if (!uploads.ok) return failure(ctx, 400, uploads.message)
  const answers = answersOf(def, uploads.values, visibility)
  const confirmation = chooseConfirmation(def, { answers, formTitle: def.title, date: info.now, pageUrl: info.context.pageUrl })
  const { entry } = await insertEntry(payload, {
    title: entryTitle(def, answers),
    form: def.id,
    submissionId: info.submissionId,
    folder: verdict.spam ? 'spam' : 'inbox',
    read: false,
    starred: false,
    answers,
    confirmation,
    meta: {
      sourceUrl: info.context.pageUrl,
      referrer: info.context.referrer,
      userAgent: info.userAgent?.slice(0, 400) ?? null,
      method: ctx.method,
      requestId: info.requestId,
    },
    spam: { reasons: verdict.reasons.join(', ') || null, elapsedMs, versionHash: givenHash ? (givenHash === versionHash(def.id, secret) ? 'ok' : 'invalide') : 'absente' },
    notificationsState: verdict.spam ? 'none' : 'pending',
    searchText: answers.map((a) => a.text).join(' ').slice(0, 20_000),
  })
  if (entryFormId(entry) !== def.id) return failure(ctx, 400, messages.malformed)
  await attachUploads(payload, uploads.ids, entry.id, deps.uploads)
  // The form is sent: its draft goes, and the resume link then says so.
  if (info.draftId !== null) await deleteDraft(payload, info.draftId)

  // The entry is committed; its e-mails are queued and sent once the visitor has the answer.
  if (entry.notificationsState === 'pending') {
    const queue = async () => {
      const [{ queueNotifications }, { heldUntil }, { sendHeld, trackOutboxWork }] = await Promise.all([
        import('../outbox/notifications.server'),
        import('../outbox/rows.server'),
        import('../outbox/send.server'),
      ])
      await trackOutboxWork(async () => {
        const now = new Date()
        const { held } = await queueNotifications(payload, def, entry, now, { holdUntil: heldUntil(now), sender: info.address })
        await sendHeld(payload, held, { now })
      })
    }
    if (deps.later) deps.later(queue)
    else await queue()
  }

  const stored = readConfirmation(entry.confirmation)
  if (ctx.method === 'postback') {
    if (stored.type !== 'redirect') return redirect(`${CONFIRMATION_PATH}/${signToken(info.submissionId, secret)}#confirmation`)
    return onSite(stored.url, deps.siteUrl) ? redirect(stored.url) : html(leavingPage(stored.url), 200)
  }
  return success(ctx, {
    ...emptyData(info.submissionId, info.source),
    page_number: 0,
    confirmation_type: stored.type,
    confirmation_redirect: stored.type === 'redirect' ? stored.url : null,
    confirmation_markup: stored.type === 'message' ? { paragraphs: stored.paragraphs } : null,
  })
}
