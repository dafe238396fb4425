import { islandMessages as messages } from '../../island-messages'
import { errorId, fieldId } from '../../raw'
import type { SavedMarkup } from '../../submit/protocol'
import type { FieldErrors, FormDefinition } from '../../types'
import { ids } from '../island-config'
import { byId, focusLater } from './dom'

/**
 * What the form shows in answer to the visitor (docs/product.md, Forms): errors inline and in the
 * summary, a failure, the confirmation, the saved notice. Nothing is shown before the engine has
 * judged a press, so this comes with it (loader.ts), not with the page. Visitor and server text is
 * only ever set with textContent.
 */

const fieldInputs = (wrapper: Element) => Array.from(wrapper.querySelectorAll<HTMLElement>('input:not([type=hidden]), select, textarea'))

function setDescribedBy(input: HTMLElement, id: string, present: boolean): void {
  const list = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((x) => x && x !== id)
  if (present) list.push(id)
  if (list.length) input.setAttribute('aria-describedby', list.join(' '))
  else input.removeAttribute('aria-describedby')
}

export function clearErrors(def: FormDefinition): void {
  for (const f of def.fields) setFieldError(def.id, f.key, null)
  const summary = byId(ids.summary(def.id))
  if (summary) summary.hidden = true
  const failure = byId(ids.failure(def.id))
  if (failure) failure.hidden = true
}

export function setFieldError(formId: number, key: string, message: string | null): void {
  const wrapper = byId(fieldId(formId, key))
  if (!wrapper) return
  const id = errorId(formId, key)
  let node = byId(id)
  if (message) {
    if (!node) {
      node = document.createElement('p')
      node.className = 'field-error'
      node.id = id
      ;(wrapper.querySelector('fieldset') ?? wrapper).appendChild(node)
    }
    node.textContent = message
  } else node?.remove()
  wrapper.classList.toggle('has-error', Boolean(message))
  for (const input of fieldInputs(wrapper)) {
    if (message) input.setAttribute('aria-invalid', 'true')
    else input.removeAttribute('aria-invalid')
    setDescribedBy(input, id, Boolean(message))
  }
}

/** Inline errors plus the summary box, which takes focus and links to each faulty field. */
export function showErrors(def: FormDefinition, errors: FieldErrors, formError: string | null): void {
  clearErrors(def)
  const faulty = def.fields.filter((f) => f.key in errors)
  for (const f of faulty) setFieldError(def.id, f.key, errors[f.key])
  const summary = byId(ids.summary(def.id))
  if (!summary || (faulty.length === 0 && !formError)) return
  const title = byId(ids.summaryTitle(def.id))
  if (title) title.textContent = formError && faulty.length === 0 ? formError : messages.errorSummaryTitle(faulty.length)
  const list = summary.querySelector('ul') ?? summary.appendChild(document.createElement('ul'))
  list.replaceChildren(
    ...faulty.map((f) => {
      const li = document.createElement('li')
      const a = document.createElement('a')
      const wrapper = byId(fieldId(def.id, f.key))
      const target = wrapper ? fieldInputs(wrapper)[0] : null
      a.href = `#${target?.id ?? fieldId(def.id, f.key)}`
      a.textContent = messages.errorLinkText(f.label, errors[f.key])
      li.appendChild(a)
      return li
    }),
  )
  summary.querySelectorAll(':scope > p').forEach((p) => p.remove())
  if (formError && faulty.length) {
    const p = document.createElement('p')
    p.textContent = formError
    summary.appendChild(p)
  }
  summary.hidden = false
  focusLater(summary)
}

/** docs/product.md, Forms: a failed submission's text is shown in an error heading. */
export function showFailure(formId: number, text: string): void {
  const heading = byId(ids.failure(formId))
  if (!heading) return
  heading.textContent = text
  heading.hidden = false
  focusLater(heading)
}

/** docs/product.md, Forms: the form is reset and replaced by the confirmation, which takes focus. */
export function showConfirmation(formId: number, paragraphs: string[]): void {
  const form = byId<HTMLFormElement>(ids.form(formId))
  const box = byId(ids.confirmation(formId))
  if (!form || !box) return
  form.reset()
  form.hidden = true
  box.replaceChildren(
    ...paragraphs.map((text) => {
      const p = document.createElement('p')
      p.textContent = text
      return p
    }),
  )
  box.hidden = false
  focusLater(box)
}

/** Save and continue (docs/product.md, Forms): the form-saved message with the resume link replaces the form. */
export function showSaved(formId: number, saved: SavedMarkup): void {
  const form = byId<HTMLFormElement>(ids.form(formId))
  const box = byId(ids.saved(formId))
  if (!form || !box) return
  const link = box.querySelector<HTMLAnchorElement>('[data-resume-link]')
  if (link) {
    link.href = saved.resume_url
    link.textContent = saved.resume_url
  }
  // The notice's text (with the link's lifetime) is the server's, rendered with the form.
  const token = box.querySelector<HTMLInputElement>('[data-resume-token]')
  if (token) token.value = saved.resume_url.slice(saved.resume_url.lastIndexOf('/') + 1)
  const status = box.querySelector<HTMLElement>('[data-send-status]')
  if (status) status.textContent = ''
  form.hidden = true
  box.hidden = false
  focusLater(box)
}
