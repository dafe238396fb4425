/**
 * What the visitor did in a form before its code arrived. The form is server HTML that works from
 * the first tap; the island comes later (on a phone, seconds later on a first visit). Whatever
 * was tapped, typed or picked in between is in the DOM, never in the island's memory: it is read
 * from there when the code wakes, so the island starts from the visitor's answers, not the
 * server's (docs/decisions/029).
 */
import { changedByVisitor } from '@/lib/changed-by-visitor'

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
