import 'server-only'

import { escapeHtml } from '@/lib/html'
import { recentEvents } from '@/lib/shared-events'

import {
  MAX_SUBMISSION_BYTES,
  SEND_LINK_CLIENT_WINDOW_MS,
  SEND_LINK_MAX_PER_CLIENT,
  SEND_LINK_MAX_PER_DRAFT,
  SUBMISSION_INPUTS as IN,
} from '../constants'
import { messages } from '../messages'
import { queueMail } from '../outbox/rows.server'
import { normaliseEmail } from '../parsers/text'
import { readFormBody } from '../submit/body'
import { requestIdOf } from '../submit/request-id'
import { formScope, verifyNonce } from '../submit/nonce.server'
import { originRefusal, sitePath } from '../submit/origin'
import type { PipelineDeps } from '../submit/pipeline.server'
import { htmlPage, type SubmissionResponse } from '../submit/protocol'
import { loadServerForm } from '../submit/store.server'
import { countLinkSent, loadDraft } from './store.server'
import { resumePath } from './token'
import { CLIENT_ADDRESS_HEADER } from '@/server/client-address.mjs'

/**
 * "Envoyer le lien" (docs/product.md, Forms send-link, POST /formulaires/lien): e-mails a draft's resume link to
 * the address the visitor typed, through the outbox. The request must come from this site, carry
 * the form's nonce and the link's token (so only whoever holds the link can send it), and stays
 * within SEND_LINK_MAX_PER_DRAFT per draft and SEND_LINK_MAX_PER_CLIENT per client and hour.
 * ajax answers `{ success, data: message }`; without JavaScript, a 303 back to the saved page.
 */

/** Resume links e-mailed per client address, shared by every instance. */
const sends = recentEvents('liens-de-reprise', SEND_LINK_CLIENT_WINDOW_MS)

/**
 * The visitor's address, set by the production server from the connection (or from the reverse
 * proxy's X-Forwarded-For with TRUST_PROXY=1), never from a header the visitor chose.
 */
const clientKey = (headers: Headers) => headers.get(CLIENT_ADDRESS_HEADER) || 'direct'

/** Postback outcomes, shown on the saved page (`?lien=…`). */
export type SendLinkOutcome = 'envoye' | 'adresse' | 'limite'

export function sendLinkOutcomeMessage(code: string | undefined | null): { ok: boolean; text: string } | null {
  switch (code) {
    case 'envoye':
      return { ok: true, text: messages.linkSent() }
    case 'adresse':
      return { ok: false, text: messages.invalidEmail }
    case 'limite':
      return { ok: false, text: messages.linkSendLimit }
    default:
      return null
  }
}

const NO_STORE = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' }

export async function handleSendLink(request: Request, deps: PipelineDeps): Promise<Response> {
  const now = deps.now?.() ?? new Date()
  let ajax = (request.headers.get('accept') ?? '').includes('application/json')
  const back = sitePath(request.headers.get('referer'), deps.siteUrl)
  const answer = (status: number, ok: boolean, message: string) => {
    // The send-link answer has the submission's shape, with the message as data either way.
    const body = { success: ok, data: message } as SubmissionResponse
    if (ajax) return new Response(JSON.stringify(body), { status, headers: { ...NO_STORE, 'content-type': 'application/json; charset=utf-8' } })
    return new Response(htmlPage({ title: ok ? messages.sendLink : 'Envoi impossible', message, back, body }), {
      status,
      headers: { ...NO_STORE, 'content-type': 'text/html; charset=utf-8' },
    })
  }
  try {
    const refusal = originRefusal(request.headers, deps.siteUrl)
    if (refusal) return answer(403, false, refusal)
    const body = await readFormBody(request, MAX_SUBMISSION_BYTES)
    if (!body.ok) return answer(body.status, false, body.status === 413 ? messages.payloadTooLarge : body.status === 415 ? messages.unsupportedMediaType : messages.malformed)
    const get = (name: string) => {
      const values = body.data.getAll(name)
      return values.length === 1 && typeof values[0] === 'string' ? values[0] : null
    }
    if (get(IN.method) === 'ajax') ajax = true
    const formIdText = get(IN.formId) ?? ''
    const formId = /^\d{1,9}$/.test(formIdText) ? Number(formIdText) : NaN
    if (!Number.isSafeInteger(formId) || formId <= 0) return answer(400, false, messages.malformed)
    if (!verifyNonce(get(IN.nonce), formScope(formId), deps.secret, now.getTime())) return answer(403, false, messages.forbidden)

    const token = get(IN.resumeToken)
    const draft = await loadDraft(deps.payload, formId, token, now)
    const def = draft ? await loadServerForm(deps.payload, formId) : null
    if (!draft || !def || !token) return answer(404, false, messages.resumeUnavailable)
    const saved = `${resumePath(formId, token)}?enregistre=1`
    // The address never goes into a URL (logs, history): the saved page says "the address given".
    const redirectTo = (code: SendLinkOutcome) => new Response(null, { status: 303, headers: { ...NO_STORE, location: `${saved}&lien=${code}#enregistre-${formId}` } })

    const email = normaliseEmail(get(IN.resumeEmail) ?? '')
    if (!email) return ajax ? answer(400, false, messages.invalidEmail) : redirectTo('adresse')
    if (draft.linksSent >= SEND_LINK_MAX_PER_DRAFT || !(await sends.allow(clientKey(request.headers), SEND_LINK_MAX_PER_CLIENT, now.getTime()))) {
      return ajax ? answer(429, false, messages.linkSendLimit) : redirectTo('limite')
    }

    const url = new URL(resumePath(formId, token), deps.siteUrl).href
    const until = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(new Date(draft.expiresAt))
    const text = messages.resumeMailBody(def.title, url, until)
    const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f1a16">${text
      .split('\n\n')
      .map((p) => (p === url ? `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>` : `<p>${escapeHtml(p)}</p>`))
      .join('')}</body></html>`
    await queueMail(
      deps.payload,
      {
        dedupeKey: `draft:${draft.id}:${draft.linksSent}:${now.getTime()}`,
        kind: 'visitor',
        to: email,
        replyTo: null,
        subject: messages.resumeMailSubject(def.title),
        text,
        html,
        // The request that asked for the link (docs/decisions/048).
        requestId: requestIdOf(request.headers),
      },
      now,
    )
    await countLinkSent(deps.payload, draft)
    const drain = async () => {
      const { drainOutbox } = await import('../outbox/send.server')
      await drainOutbox(deps.payload)
    }
    if (deps.later) deps.later(drain)
    else await drain()
    return ajax ? answer(200, true, messages.linkSent(email)) : redirectTo('envoye')
  } catch (error) {
    deps.payload.logger.error({ err: error }, 'Envoi du lien de reprise : erreur inattendue')
    return answer(500, false, messages.serverError)
  }
}
