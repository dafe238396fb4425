/**
 * The only consent code in a page's first load (docs/decisions/045): it reads the cookie, marks
 * <html> with the purposes granted (the placeholders the server rendered hide by CSS), answers a
 * click on such a placeholder's « Accepter et afficher », and shows the page's banner when the
 * visitor has no valid answer. Everything else (the banner's buttons, « Personnaliser », the store)
 * loads on use: the banner's code when the visitor turns to the banner (docs/decisions/070).
 */
import {
  CONSENT_ACCEPT_ATTRIBUTE,
  CONSENT_ASK_ATTRIBUTE,
  CONSENT_ATTRIBUTE,
  CONSENT_BANNER_ATTRIBUTE,
  CONSENT_EARLY_ATTRIBUTE,
  CONSENT_EVENT,
  CONSENT_PAGE_PATH,
} from './constants'
import { onIntent } from '../../lib/on-intent'
import { browserChoices } from './cookie'
import { PURPOSE_KEYS, type Purpose } from './keys'

function mark(root: HTMLElement): void {
  const choices = browserChoices()
  root.setAttribute(CONSENT_ATTRIBUTE, choices ? PURPOSE_KEYS.filter((p) => choices.granted[p]).join(' ') : '')
}

function onClick(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest(`[${CONSENT_ACCEPT_ATTRIBUTE}]`) : null
  const purpose = button?.getAttribute(CONSENT_ACCEPT_ATTRIBUTE) as Purpose | null | undefined
  if (!purpose || !PURPOSE_KEYS.includes(purpose)) return
  event.preventDefault()
  // The store could not be fetched (offline, a new deploy): the page of choices works without it.
  void import('./store').then(
    (store) => store.grant(purpose, 'placeholder'),
    () => location.assign(CONSENT_PAGE_PATH),
  )
}

/** Runs once per page; returns what undoes it (a component's unmount, a test). */
export function firstCheck(doc: Document = document, loadBanner = (): Promise<unknown> => import('./Banner.client').then((b) => b.showBanner())): () => void {
  const root = doc.documentElement
  const view = doc.defaultView
  // The page of choices is itself the question: no banner over it. The banner's inline script
  // decided from the cookie's broad lines (early.mjs); this is the full reading.
  const ask = !browserChoices() && view?.location.pathname !== CONSENT_PAGE_PATH
  root.toggleAttribute(CONSENT_ASK_ATTRIBUTE, ask)
  const banner = ask ? doc.querySelector(`[${CONSENT_BANNER_ATTRIBUTE}]`) : null
  // The banner's code (5 KB) comes when the visitor turns to the banner, or at once when a button
  // was already pressed; a button pressed before it came is kept by the banner's inline script and
  // answered when it comes.
  const intent = banner ? onIntent(banner, loadBanner, { now: root.hasAttribute(CONSENT_EARLY_ATTRIBUTE) }) : null
  const update = () => {
    mark(root)
    // Answered another way (a placeholder's « Accepter et afficher ») before the banner's code was
    // asked for: the banner goes. Once that code is here, it hides the banner itself.
    if (intent && !intent.asked() && browserChoices()) {
      intent.undo()
      root.removeAttribute(CONSENT_ASK_ATTRIBUTE)
    }
  }
  update()
  view?.addEventListener(CONSENT_EVENT, update)
  doc.addEventListener('click', onClick)
  return () => {
    intent?.undo()
    view?.removeEventListener(CONSENT_EVENT, update)
    doc.removeEventListener('click', onClick)
  }
}
