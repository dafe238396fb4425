/**
 * What the visitor did in a form before its code arrived. The form is server HTML that works from
 * the first tap; the island comes later (on a phone, seconds later on a first visit). Whatever
 * was tapped, typed or picked in between is in the DOM, never in the island's memory: it is read
 * from there when the code wakes, so the island starts from the visitor's answers, not the
 * server's (docs/decisions/029).
 */

/** The selected options a select shows before anyone touches it (the last `selected`, else the first). */
function untouchedSelection(select: HTMLSelectElement): boolean[] {
  const options = Array.from(select.options)
  if (select.multiple) return options.map((o) => o.defaultSelected)
  let chosen = -1
  options.forEach((o, i) => {
    if (o.defaultSelected) chosen = i
  })
  // A single-line select shows its first option when none is marked.
  if (chosen === -1 && select.size <= 1) chosen = 0
  return options.map((_, i) => i === chosen)
}

/** Whether a control holds something other than what the server rendered into it. */
export function changedByVisitor(control: Element): boolean {
  if (control instanceof HTMLInputElement) {
    if (control.type === 'hidden' || control.type === 'submit' || control.type === 'button' || control.type === 'reset') return false
    if (control.type === 'file') return Boolean(control.files?.length)
    if (control.type === 'checkbox' || control.type === 'radio') return control.checked !== control.defaultChecked
    return control.value !== control.defaultValue
  }
  if (control instanceof HTMLTextAreaElement) return control.value !== control.defaultValue
  if (control instanceof HTMLSelectElement) {
    const untouched = untouchedSelection(control)
    return Array.from(control.options).some((o, i) => o.selected !== untouched[i])
  }
  return false
}

/**
 * The visitor already started on the form: a control was changed (a choice tapped, text typed, a
 * file picked, or the browser restored what they typed before a reload), or focus is in it.
 */
export function visitorStarted(form: HTMLFormElement): boolean {
  const active = form.ownerDocument.activeElement
  if (active && active !== form && form.contains(active)) return true
  return Array.from(form.elements).some(changedByVisitor)
}

/** Files picked in the form's upload fields that no uploader has taken yet. */
export const pickedFiles = (form: HTMLFormElement): boolean =>
  Array.from(form.querySelectorAll<HTMLInputElement>('input[type=file][data-upload-picker]')).some((p) => Boolean(p.files?.length))
