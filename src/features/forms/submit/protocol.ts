import { IFRAME_JSON_END, IFRAME_JSON_START, type SubmissionMethod } from '../constants'
import { escapeHtml } from '@/lib/html'
import type { FieldErrors } from '../types'

/**
 * The submission response of docs/product.md, Forms: `{ success, data }`. The markups are serialised data the
 * island renders with the same code as the server (docs/decisions/009), never HTML strings, so no
 * visitor text is ever injected as markup.
 */
export type FormMarkup = { page: number; errors: FieldErrors; form_error: string | null }
export type PageMarkup = { page: number }
export type ConfirmationMarkup = { paragraphs: string[] }
/** Save and continue: the resume link (shown once), the signed draft reference, the link's validity. */
export type SavedMarkup = { resume_url: string; draft: string; days: number }

export type SubmissionData = {
  is_valid: boolean
  submission_id: string
  confirmation_type: 'message' | 'redirect' | null
  confirmation_redirect: string | null
  confirmation_markup: ConfirmationMarkup | null
  page_markup: PageMarkup | null
  page_number: number
  source_page_number: number
  form_markup: FormMarkup | null
  /** Only in the answer to a save (save flag 1). */
  saved_markup?: SavedMarkup
}

/**
 * `renew_nonce`: the page's nonce is not (or no longer) valid; the island asks the config call for
 * a fresh one and sends the same step again, once (docs/decisions/035).
 */
export type SubmissionResponse = { success: true; data: SubmissionData } | { success: false; data: string; renew_nonce?: true }

/** A confirmation message as paragraphs (blank lines separate them; single line breaks are kept). */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)

/**
 * JSON safe inside HTML: plain ASCII, with `<`, `>` and `&` escaped too. The island reads the
 * frame's markup back (innerHTML), which would turn these — and a no-break space, common in French
 * text — into entities; escaped, they survive the round trip.
 */
export const htmlSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

/** Reads the JSON between the iframe markers (the island uses it on the frame's document). */
export function extractMarkedJson(html: string): unknown {
  const start = html.indexOf(IFRAME_JSON_START)
  const end = html.indexOf(IFRAME_JSON_END, start + IFRAME_JSON_START.length)
  if (start < 0 || end < 0) return null
  try {
    return JSON.parse(html.slice(start + IFRAME_JSON_START.length, end))
  } catch {
    return null
  }
}

/**
 * A small French HTML page for answers a browser shows itself (postback failures) that also
 * carries the JSON between the markers, for an iframe submission.
 */
export function htmlPage({ title, message, back, body }: { title: string; message: string; back: string | null; body: SubmissionResponse }): string {
  const link = back ? `<p><a href="${escapeHtml(back)}">Revenir au formulaire</a></p>` : ''
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${link}</main>${IFRAME_JSON_START}${htmlSafeJson(body)}${IFRAME_JSON_END}</body></html>`
}

export function iframePage(body: SubmissionResponse): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Envoi</title></head><body>${IFRAME_JSON_START}${htmlSafeJson(body)}${IFRAME_JSON_END}</body></html>`
}

export const isMethod = (v: unknown): v is SubmissionMethod => v === 'postback' || v === 'ajax' || v === 'iframe'
