import { ACTION_GET_CONFIG, CONFIG_PATH, SUBMISSION_INPUTS as IN } from '../../constants'
import { islandMessages as messages } from '../../island-messages'
import type { SubmissionResponse } from '../../submit/protocol'

/**
 * The island's HTTP calls (docs/decisions/009): a step sent by ajax and a fresh nonce for a page
 * cached long ago (the rare iframe method is iframe.ts, the saved notice's « Envoyer le lien »
 * send-link.ts, each its own chunk). Each resolves with what the server said, or with the unknown-error answer when
 * nothing readable came back (the journey shows it); none throws.
 */

const UNKNOWN_ERROR = (): SubmissionResponse => ({ success: false, data: messages.unknownError })

export const isResponse = (v: unknown): v is SubmissionResponse =>
  Boolean(v) && typeof v === 'object' && typeof (v as SubmissionResponse).success === 'boolean' && 'data' in (v as object)

export async function postJson(url: string, body: FormData | URLSearchParams): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', body, headers: { Accept: 'application/json' }, credentials: 'same-origin' })
  return response.json()
}

/** Sends the form's current answers by ajax towards `target` (0: Send). */
export async function sendAjax(form: HTMLFormElement, target: number): Promise<unknown> {
  const body = new FormData(form)
  body.set(IN.targetPage, String(target))
  try {
    // Not `form.action`: the form holds an input named "action" (the spec's submission field), which
    // shadows the property (DOM clobbering); the attribute is the endpoint.
    return await postJson(form.getAttribute('action') ?? '', body)
  } catch {
    return UNKNOWN_ERROR()
  }
}

/** A fresh nonce for the form (docs/decisions/009), or null when none came. */
export async function freshNonce(formId: number, configNonce: string): Promise<string | null> {
  const body = new URLSearchParams({
    action: ACTION_GET_CONFIG,
    nonce: configNonce,
    config_path: 'nonce',
    args: JSON.stringify({ form_ids: [formId] }),
  })
  try {
    const answer = (await postJson(CONFIG_PATH, body)) as { success?: boolean; data?: Record<string, unknown> }
    const fresh = answer.data?.[formId]
    return answer.success && typeof fresh === 'string' ? fresh : null
  } catch {
    return null
  }
}
