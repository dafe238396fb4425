/**
 * The only consent code in a page's first load (docs/decisions/045): it reads the cookie, marks
 * <html> with the purposes granted (the placeholders the server rendered hide by CSS), answers a
 * click on such a placeholder's « Accepter et afficher », shows the page's banner and fetches its
 * code only when the visitor has no valid answer. Everything else (banner, « Personnaliser », the store) loads on use.
 */
import { CONSENT_ACCEPT_ATTRIBUTE, CONSENT_ASK_ATTRIBUTE, CONSENT_ATTRIBUTE, CONSENT_EVENT, CONSENT_PAGE_PATH } from './constants'
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
  const update = () => mark(root)
  update()
  const view = doc.defaultView
  view?.addEventListener(CONSENT_EVENT, update)
  doc.addEventListener('click', onClick)
  // The page of choices is itself the question: no banner over it. The banner's inline script
  // decided from the cookie's broad lines (early.mjs); this is the full reading.
  const ask = !browserChoices() && view?.location.pathname !== CONSENT_PAGE_PATH
  root.toggleAttribute(CONSENT_ASK_ATTRIBUTE, ask)
  if (ask) void loadBanner().catch(() => {})
  return () => {
    view?.removeEventListener(CONSENT_EVENT, update)
    doc.removeEventListener('click', onClick)
  }
}
