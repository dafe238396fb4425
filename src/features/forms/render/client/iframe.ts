import { islandMessages as messages } from '../../island-messages'
import { extractMarkedJson } from '../../submit/protocol'
import type { FormDefinition } from '../../types'
import { ids } from '../island-config'
import { byId } from './dom'

/**
 * The iframe method (docs/product.md, Forms): the form posts into a hidden frame, whose page carries the
 * response's JSON between markers. Resolves with that JSON, or the unknown-error answer.
 */
export function postInFrame(form: HTMLFormElement, def: FormDefinition, targetInput: HTMLInputElement): Promise<unknown> {
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
