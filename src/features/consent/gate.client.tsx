'use client'

/**
 * The gate every third-party embed goes through (docs/decisions/045): `useEmbedConsent(purpose)`
 * says whether the visitor accepted it and offers `accept()`; `ConsentGate` renders its children
 * once accepted and the placeholder until then. The store is fetched only on « Accepter et
 * afficher ». Before hydration (and on the server) nothing is granted: the placeholder is the
 * safe first picture, and the embed replaces it as soon as the cookie is read.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'

import { CONSENT_EVENT, CONSENT_PAGE_PATH } from './constants'
import { grantedInBrowser } from './cookie'
import type { Purpose } from './keys'
import { ConsentPlaceholder } from './Placeholder'

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CONSENT_EVENT, onChange)
  return () => window.removeEventListener(CONSENT_EVENT, onChange)
}

export type EmbedConsent = { granted: boolean; accept: () => Promise<void> }

export function useEmbedConsent(purpose: Purpose): EmbedConsent {
  const granted = useSyncExternalStore(subscribe, () => grantedInBrowser(purpose), () => false)
  const accept = useCallback(
    () =>
      import('./store').then(
        (store) => void store.grant(purpose, 'placeholder'),
        // The store could not be fetched: the page of choices works without it.
        () => location.assign(CONSENT_PAGE_PATH),
      ),
    [purpose],
  )
  return { granted, accept }
}

export function ConsentGate({ purpose, title, className, children }: { purpose: Purpose; title?: string; className?: string; children: ReactNode }) {
  const { granted, accept } = useEmbedConsent(purpose)
  const [acceptedHere, setAcceptedHere] = useState(false)
  const holder = useRef<HTMLSpanElement>(null)
  // The button that had focus is gone: focus goes to what it let in (an iframe is focusable).
  useEffect(() => {
    if (granted && acceptedHere) holder.current?.querySelector<HTMLElement>('iframe, video, a[href], button, [tabindex]')?.focus()
  }, [granted, acceptedHere])
  if (!granted) {
    const onAccept = () => {
      setAcceptedHere(true)
      void accept()
    }
    return <ConsentPlaceholder purpose={purpose} title={title} className={className} onAccept={onAccept} />
  }
  return (
    <span ref={holder} className="consent-gate">
      {children}
    </span>
  )
}
