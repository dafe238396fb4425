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

/**
 * Whether a control holds something other than what the server rendered into it: read when code
 * that came after the page takes a form over (a form's island, docs/decisions/029; a grid's
 * controls, docs/decisions/079), so what the visitor typed or chose meanwhile is not lost.
 */
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
