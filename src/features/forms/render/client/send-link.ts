import { SEND_LINK_PATH, SUBMISSION_INPUTS as IN } from '../../constants'
import { islandMessages as messages } from '../../island-messages'
import type { FormDefinition } from '../../types'
import { ids } from '../island-config'
import { byId } from './dom'
import { isResponse, postJson } from './transport'

/**
 * « Envoyer le lien » of the saved notice (docs/decisions/015), sent in place: the answer is read
 * aloud (role=status). Loaded with the visitor's first move, only for forms that can be saved
 * (loader.ts): the notice shows after a save, which takes a press. Without it the notice's form
 * posts as any form does.
 */
export function attachSendLink(_form: HTMLFormElement, def: FormDefinition): (() => void) | void {
  const sendLinkForm = byId(ids.saved(def.id))?.querySelector<HTMLFormElement>('form')
  if (!sendLinkForm) return
  const linkForm: HTMLFormElement = sendLinkForm
  let sending = false
  async function send(event: SubmitEvent) {
    event.preventDefault()
    if (sending) return
    sending = true
    const body = new FormData(linkForm)
    body.set(IN.method, 'ajax')
    let result: unknown
    try {
      result = await postJson(linkForm.getAttribute('action') ?? SEND_LINK_PATH, body)
    } catch {
      result = null
    }
    const status = linkForm.querySelector<HTMLElement>('[data-send-status]')
    if (status) {
      status.textContent = isResponse(result) && typeof result.data === 'string' ? result.data : messages.unknownError
      status.classList.toggle('is-error', !(isResponse(result) && result.success))
    }
    sending = false
  }
  linkForm.addEventListener('submit', send)
  return () => linkForm.removeEventListener('submit', send)
}
