'use client'

/**
 * One popup of the page (docs/decisions/042): a closed `<dialog>` holding the content the server
 * rendered (closed, it takes no room and is out of the accessibility tree: no layout shift). Its
 * behaviour (runtime.ts: conditions, triggers, counters, the dialog layer) is fetched once the page
 * is interactive; when the visit's conditions fail the popup is taken out of the page.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

import type { PopupConfig } from './settings'

export function Popup({ config, displayTitle, children }: { config: PopupConfig; displayTitle: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null)
  const [gone, setGone] = useState(false)
  const titleId = `${useId().replace(/:/g, '')}-popup-title`

  useEffect(() => {
    const element = ref.current
    if (!element) return
    let stop: (() => void) | null = null
    let cancelled = false
    import('./runtime')
      .then(({ startPopup }) => {
        if (!cancelled) stop = startPopup(element, config, () => setGone(true))
      })
      // The code could not be fetched (offline, a new deploy): the page simply has no popup.
      .catch(() => setGone(true))
    return () => {
      cancelled = true
      stop?.()
    }
  }, [config])

  if (gone) return null
  return (
    <dialog
      ref={ref}
      className={['popup', config.classes].filter(Boolean).join(' ')}
      data-popup-id={config.id}
      data-close-position={config.closePosition}
      aria-labelledby={displayTitle ? titleId : undefined}
      aria-label={displayTitle ? undefined : config.name}
    >
      <div className="popup__panel" data-dialog-panel>
        <button type="button" className="popup__close" data-dialog-close aria-label="Fermer la fenêtre">
          <span aria-hidden="true">×</span>
        </button>
        {displayTitle ? (
          <h2 id={titleId} className="popup__title">
            {config.name}
          </h2>
        ) : null}
        <div className="popup__content" data-popup-content>
          {children}
        </div>
        {config.doNotShowAgain ? (
          <p className="popup__never">
            <button
              type="button"
              className="popup__never-button"
              onClick={() => void import('./runtime').then(({ neverAgain }) => neverAgain(config.id))}
            >
              {config.doNotShowAgain}
            </button>
          </p>
        ) : null}
      </div>
    </dialog>
  )
}
