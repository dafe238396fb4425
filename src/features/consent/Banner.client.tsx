'use client'

/**
 * The first-visit banner (CNIL rules; docs/decisions/045), fetched by the first check only when the
 * visitor has no valid answer. « Tout accepter », « Tout refuser » and « Personnaliser » are three
 * buttons of the same look, side by side, in that order in the page's tab order: none is easier.
 * The banner is a region at the foot of the screen, not a modal: the page stays readable, and
 * nothing of a third party loads until the visitor answers. It is first in the body, so the
 * keyboard meets it first. « Personnaliser » opens a dialog on the shared dialog layer.
 */
import { useEffect, useId, useState, type FormEvent } from 'react'
import { createRoot, type Root } from 'react-dom/client'

import { useDialog } from '../ui/dialog'
import { type ConsentSource } from './constants'
import { PURPOSE_KEYS, type Purpose } from './keys'
import { messages } from './messages'
import { PURPOSES } from './purposes'
import { saveChoices, subscribe, type Answer } from './store'

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

export function Banner({ onDone }: { onDone: () => void }) {
  const [customising, setCustomising] = useState(false)
  const titleId = useId()
  // A placeholder's « Accepter et afficher » is an answer too: the banner has done its work.
  useEffect(() => subscribe(onDone), [onDone])
  const answer = (granted: Answer, source: ConsentSource) => saveChoices(granted, source)
  return (
    <section className="consent-banner" aria-labelledby={titleId}>
      <h2 id={titleId} className="consent-banner__title">
        {messages.bannerTitle}
      </h2>
      <p className="consent-banner__text">{messages.bannerText}</p>
      <div className="consent-actions">
        <button type="button" className="btn btn-primary" onClick={() => answer('all', 'banner')}>
          {messages.acceptAll}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => answer('none', 'banner')}>
          {messages.refuseAll}
        </button>
        <button type="button" className="btn btn-primary" aria-haspopup="dialog" onClick={() => setCustomising(true)}>
          {messages.customise}
        </button>
      </div>
      {customising ? <CustomiseDialog onSave={(granted) => answer(granted, 'customise')} onClosed={() => setCustomising(false)} /> : null}
    </section>
  )
}

let root: Root | null = null

/** Shows the banner (once) until the visitor answers, here or through a placeholder. */
export function showBanner(): void {
  if (root) return
  const container = document.createElement('div')
  container.setAttribute('data-consent-banner', '')
  document.body.prepend(container)
  const mounted = createRoot(container)
  root = mounted
  const done = () => {
    // After the dialog's own close (if open) has run: unmount on the next turn. Focus that was in
    // the banner goes to the page's content rather than to nowhere.
    setTimeout(() => {
      const hadFocus = container.contains(document.activeElement)
      mounted.unmount()
      if (hadFocus) document.getElementById('contenu')?.focus({ preventScroll: true })
      container.remove()
      if (root === mounted) root = null
    })
  }
  mounted.render(<Banner onDone={done} />)
}
