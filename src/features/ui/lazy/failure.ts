/**
 * The French message with « Réessayer » shown where code fetched on use did not arrive
 * (docs/decisions/041): inside a container (a form: one box for all its chunks), or, for code
 * opened from anywhere on the page (the lightbox), in a box of its own at the bottom of the screen.
 */
import { CHUNK_FAILURE_CLASS, type ChunkFailureType } from './constants'
import { ChunkLoadFailure } from './errors'
import { messages } from './messages'

export type ChunkFailureOptions = {
  /** Where the box goes (prepended); none: a floating box on the page. */
  container?: HTMLElement
  /** The text to show; default: the sentence of the failure's class. */
  message?: string
  /** The failure's class, for the default message (default `other`). */
  type?: ChunkFailureType
  /** Focus « Réessayer » (a box that answers a click, not one that appears on its own). */
  focus?: boolean
  /** Runs once « Réessayer » is pressed, after the box is gone. */
  retry: () => void
}

/** The class of whatever was thrown (a failure from loadChunk, or `other`). */
export const failureType = (error: unknown): ChunkFailureType => (error instanceof ChunkLoadFailure ? error.type : 'other')

function findBox(container: HTMLElement | undefined): HTMLElement | null {
  const selector = `.${CHUNK_FAILURE_CLASS}`
  return container ? container.querySelector<HTMLElement>(`:scope > ${selector}`) : document.querySelector<HTMLElement>(`body > ${selector}`)
}

/** Shows (or updates) the one failure box of a container, or the page's floating one. Returns the box. */
export function showChunkFailure({ container, message, type = 'other', focus = false, retry }: ChunkFailureOptions): HTMLElement {
  let box = findBox(container)
  if (!box) {
    box = document.createElement('div')
    box.className = container ? CHUNK_FAILURE_CLASS : `${CHUNK_FAILURE_CLASS} ${CHUNK_FAILURE_CLASS}--floating`
    box.setAttribute('role', 'alert')
    const text = document.createElement('p')
    const button = document.createElement('button')
    button.type = 'button'
    button.className = 'btn btn-secondary btn-small'
    button.textContent = messages.retry
    box.append(text, button)
    if (container) container.prepend(box)
    else document.body.append(box)
  }
  box.querySelector('p')!.textContent = message ?? messages.failure[type]
  const button = box.querySelector('button')!
  const shown = box
  button.onclick = () => {
    shown.remove()
    retry()
  }
  if (focus) button.focus()
  return box
}

/** Takes the failure box of a container (or the page's floating one) away. */
export function hideChunkFailure(container?: HTMLElement): void {
  findBox(container)?.remove()
}
