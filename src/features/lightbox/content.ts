/**
 * The content of inline and ajax slides (spec §2, §7 "Lightbox ajax content"; docs/decisions/041).
 *
 * - inline: a copy of an element of the page. A copy, not the element itself: the page is React's,
 *   and an element moved out of its tree would break the next render. The copy loses its ids (no
 *   duplicate on the page) and the reveal markers that would keep it hidden.
 * - ajax: a GET of the link's address, same origin only (an address elsewhere is refused before any
 *   request: the site's words must not become whatever another site serves), parsed in an inert
 *   document, the element its `#id` names (else the page's `<main>`) taken, and that passed through
 *   DOMPurify: never inserted raw. Scripts, forms, frames, styles, event handlers and data-
 *   attributes go; ids and the references to them too.
 */
import { lazyChunk } from '../ui/lazy'

/** Refused before any request: an address of another origin, or not a web address. */
export class AjaxRefused extends Error {
  constructor(readonly src: string) {
    super(`Refused: ${src}`)
    this.name = 'AjaxRefused'
  }
}

/** The page answered with an error, or the fragment it names is not in it. */
export class AjaxFailed extends Error {
  constructor(readonly status: number) {
    super(`Content not loaded (${status})`)
    this.name = 'AjaxFailed'
  }
}

/** The address resolved on the page's, when it is an http(s) address of the page's origin; null otherwise. */
export function sameOriginUrl(src: string, base: string): URL | null {
  try {
    const here = new URL(base)
    const url = new URL(src, here)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === here.origin ? url : null
  } catch {
    return null
  }
}

/** Attributes that name or point at ids (duplicates or dangling references once copied). */
const ID_ATTRIBUTES = ['id', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'for']

const sanitiser = lazyChunk(() => import('dompurify').then((m) => m.default))

/** Sanitises HTML into a fragment of this document (DOMPurify; see the header for what goes). */
export async function sanitiseFragment(html: string): Promise<DocumentFragment> {
  const purify = await sanitiser()
  return purify.sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    ALLOW_DATA_ATTR: false,
    FORBID_TAGS: ['form', 'iframe', 'frame', 'object', 'embed', 'style', 'link', 'meta', 'base', 'dialog', 'template', 'input', 'button', 'select', 'textarea'],
    FORBID_ATTR: [...ID_ATTRIBUTES, 'style', 'tabindex', 'autofocus'],
  })
}

/** The HTML of the part of a page the address names: its `#id` element, else `<main>`, else the body. */
export function pickFragment(html: string, hash: string): string | null {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  let id = ''
  try {
    id = hash.startsWith('#') ? decodeURIComponent(hash.slice(1)) : ''
  } catch {
    return null
  }
  const element = id ? doc.getElementById(id) : (doc.querySelector('main') ?? doc.body)
  return element ? element.outerHTML : null
}

type Fetcher = (input: string, init: RequestInit) => Promise<Response>

const cache = new Map<string, Promise<DocumentFragment>>()

async function fetchFragment(url: URL, fetcher: Fetcher): Promise<DocumentFragment> {
  const response = await fetcher(url.href, { credentials: 'same-origin', headers: { Accept: 'text/html' } })
  // A redirect that left the site ends the same way as a foreign address.
  if (response.url && sameOriginUrl(response.url, url.href) === null) throw new AjaxRefused(response.url)
  if (!response.ok) throw new AjaxFailed(response.status)
  const html = pickFragment(await response.text(), url.hash)
  if (html === null) throw new AjaxFailed(404)
  return sanitiseFragment(html)
}

/**
 * The sanitised content of an ajax slide, as a fresh fragment each time (a fragment empties when
 * inserted). Loads are shared while they run and kept once done (the gallery preloads), a failed
 * one is forgotten so opening again retries.
 */
export async function loadAjaxContent(src: string, { base = window.location.href, fetcher = fetch as Fetcher } = {}): Promise<DocumentFragment> {
  const url = sameOriginUrl(src, base)
  if (!url) throw new AjaxRefused(src)
  let pending = cache.get(url.href)
  if (!pending) {
    pending = fetchFragment(url, fetcher)
    cache.set(url.href, pending)
    pending.catch(() => cache.delete(url.href))
  }
  const fragment = await pending
  return fragment.cloneNode(true) as DocumentFragment
}

/** Forgets the loaded ajax contents (tests). */
export function clearAjaxCache(): void {
  cache.clear()
}

/** A copy of the page's element `#id` for an inline slide, or null when there is none (or it is the lightbox's own). */
export function inlineContent(src: string, doc: Document = document): HTMLElement | null {
  const id = src.startsWith('#') ? src.slice(1) : src
  const element = id ? doc.getElementById(id) : null
  if (!element || element.closest('dialog')) return null
  const copy = element.cloneNode(true) as HTMLElement
  for (const node of [copy, ...copy.querySelectorAll<HTMLElement>('*')]) {
    for (const attribute of ID_ATTRIBUTES) node.removeAttribute(attribute)
    for (const name of node.getAttributeNames()) if (name.startsWith('data-reveal')) node.removeAttribute(name)
  }
  copy.removeAttribute('hidden')
  return copy
}
