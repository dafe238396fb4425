'use client'

/**
 * The consent banner's code (docs/decisions/045, 061), fetched by the first check only when the
 * visitor has no valid answer. The banner itself is in the page's HTML (Banner.tsx), shown by its
 * inline script: this makes its buttons answer, applies a click made before it came, and opens
 * « Personnaliser » on the shared dialog layer. Once the visitor has answered (here, through a
 * placeholder or on another tab's page), the banner is hidden.
 */
import { useId, type FormEvent } from 'react'
import { createRoot, type Root } from 'react-dom/client'

import { useDialog } from '../ui/dialog'
import { CONSENT_ANSWER_ATTRIBUTE, CONSENT_ASK_ATTRIBUTE, CONSENT_BANNER_ATTRIBUTE, CONSENT_EARLY_ATTRIBUTE } from './constants'
import { browserChoices } from './cookie'
import { PURPOSE_KEYS, type Purpose } from './keys'
import { messages } from './messages'
import { PURPOSES } from './purposes'
import { saveChoices, subscribe } from './store'

function CustomiseDialog({ onSave, onClosed }: { onSave: (granted: Partial<Record<Purpose, boolean>>) => void; onClosed: () => void }) {
  const { ref, close } = useDialog({ enter: 'fade', exit: 'fade', onClosed })
  const titleId = useId()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    onSave(Object.fromEntries(PURPOSE_KEYS.map((p) => [p, data.get(p) === 'on'])))
    close('program')
  }
  return (
    <dialog ref={ref} className="consent-dialog" aria-labelledby={titleId}>
      <div className="consent-dialog__panel ui-dialog__box" data-dialog-panel>
        <h2 id={titleId} className="consent-dialog__title">
          {messages.customiseTitle}
        </h2>
        <p>{messages.customiseIntro}</p>
        <form onSubmit={submit}>
          <ul className="consent-purposes">
            {PURPOSE_KEYS.map((p) => (
              <li key={p}>
                <input type="checkbox" id={`consentement-${p}`} name={p} aria-describedby={`consentement-${p}-detail`} />
                <label htmlFor={`consentement-${p}`}>{PURPOSES[p].label}</label>
                <p id={`consentement-${p}-detail`} className="consent-purposes__detail">
                  {PURPOSES[p].description} {messages.recipients(PURPOSES[p].recipients)}
                </p>
              </li>
            ))}
          </ul>
          <div className="consent-actions">
            <button type="submit" className="btn btn-primary">
              {messages.save}
            </button>
            <button type="button" className="btn btn-secondary" data-dialog-close>
              {messages.close}
            </button>
          </div>
        </form>
      </div>
    </dialog>
  )
}

let wired = false
let dialog: Root | null = null

function openCustomise(onClosed: () => void): void {
  if (dialog) return
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  dialog = root
  const closed = () => {
    // Focus is back on « Personnaliser » by now; the banner may go.
    onClosed()
    // After the dialog's own close has run: unmount on the next turn.
    setTimeout(() => {
      root.unmount()
      container.remove()
      if (dialog === root) dialog = null
    })
  }
  root.render(<CustomiseDialog onSave={(granted) => saveChoices(granted, 'customise')} onClosed={closed} />)
}

/**
 * Makes the page's banner answer (once) until the visitor answers, here or through a placeholder;
 * then hides it. Returns what undoes it (a test).
 */
export function showBanner(doc: Document = document): () => void {
  const banner = doc.querySelector(`[${CONSENT_BANNER_ATTRIBUTE}]`)
  if (wired || !banner) return () => {}
  wired = true
  // Shown already: by its inline script, and by the first check, which fetched this code.
  const root = doc.documentElement
  let answered = false
  const hide = () => {
    // Focus that was in the banner goes to the page's content rather than to nowhere.
    const hadFocus = banner.contains(doc.activeElement)
    root.removeAttribute(CONSENT_ASK_ATTRIBUTE)
    if (hadFocus) doc.getElementById('contenu')?.focus({ preventScroll: true })
  }
  const act = (answer: string | null) => {
    if (answer === 'all' || answer === 'none') saveChoices(answer, 'banner')
    // Closed without an answer, the banner stays; answered, it goes once focus is back from the dialog.
    else if (answer === 'customise') openCustomise(() => answered && hide())
  }
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest(`[${CONSENT_ANSWER_ATTRIBUTE}]`) : null
    if (!button) return
    // The inline script noted it too: it is answered here, not again.
    root.removeAttribute(CONSENT_EARLY_ATTRIBUTE)
    act(button.getAttribute(CONSENT_ANSWER_ATTRIBUTE))
  }
  const stop = () => {
    banner.removeEventListener('click', onClick)
    unsubscribe()
    wired = false
  }
  banner.addEventListener('click', onClick)
  const unsubscribe = subscribe(() => {
    answered = true
    stop()
    if (!dialog) hide()
  })
  const early = root.getAttribute(CONSENT_EARLY_ATTRIBUTE)
  root.removeAttribute(CONSENT_EARLY_ATTRIBUTE)
  // Answered another way (a placeholder's « Accepter et afficher ») while this code was on its way:
  // nothing is left to ask.
  if (browserChoices()) {
    stop()
    hide()
  } else if (early) {
    // A button pressed while this code was on its way.
    act(early)
  }
  return stop
}
