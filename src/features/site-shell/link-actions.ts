/**
 * Link actions (docs/product.md, Shell): a link whose hash is an action marker (formats in
 * src/lib/hash.ts) runs a named action instead of navigating. Built-ins live in one typed map;
 * other features (popups, off-canvas) add theirs with `registerLinkAction` when their island loads.
 */
import { isActionHashLike, parseActionHash } from '../../lib/hash'
import { lightboxFromSettings } from './lightbox-slides'
import { openLightbox } from './lightbox-loader'
import { messages } from './messages'

export type LinkActionContext = {
  /** The clicked link, or null when the action came from the page hash on load. */
  trigger: HTMLElement | null
  event: Event | null
}

export type LinkActionHandler = (settings: Record<string, unknown>, context: LinkActionContext) => void | Promise<void>

/** The actions the spec names; other features register the ones not built in here. */
export type KnownLinkActionName =
  | 'lightbox'
  | 'reload-page'
  | 'popup:open'
  | 'popup:close'
  | 'off_canvas:open'
  | 'off_canvas:close'
  | 'off_canvas:toggle'

export type LinkActionName = KnownLinkActionName | (string & {})

const builtInLinkActions = {
  lightbox: (settings, { trigger }) => {
    const options = lightboxFromSettings(settings, document, trigger)
    if (options) return openLightbox(options)
  },
  'reload-page': () => {
    // Run from the page hash (on load, or typed in the address bar), the marker must go first:
    // the reloaded page would find it in its hash and reload again, forever.
    if (isActionHashLike(window.location.hash)) {
      history.replaceState(history.state, '', window.location.pathname + window.location.search)
    }
    window.location.reload()
  },
} satisfies Partial<Record<KnownLinkActionName, LinkActionHandler>>

const registered = new Map<string, LinkActionHandler>()

/** Adds (or replaces) an action; returns a function that removes it again. */
export function registerLinkAction(name: LinkActionName, handler: LinkActionHandler): () => void {
  registered.set(name, handler)
  return () => {
    if (registered.get(name) === handler) registered.delete(name)
  }
}

export function getLinkAction(name: string): LinkActionHandler | undefined {
  if (registered.has(name)) return registered.get(name)
  return Object.hasOwn(builtInLinkActions, name) ? builtInLinkActions[name as keyof typeof builtInLinkActions] : undefined
}

/** Runs an action; an unknown name only warns, and a failing handler never breaks the page. */
export function runLinkAction(name: string, settings: Record<string, unknown>, context: LinkActionContext): boolean {
  const handler = getLinkAction(name)
  if (!handler) {
    console.warn(messages.unknownLinkAction(name))
    return false
  }
  try {
    const result = handler(settings, context)
    if (result instanceof Promise) result.catch((error: unknown) => console.error(messages.linkActionFailed(name), error))
  } catch (error) {
    console.error(messages.linkActionFailed(name), error)
  }
  return true
}

/**
 * Runs the action in a hash. Returns true when the hash was an action marker (even a broken or
 * unknown one), so the caller stops the browser from treating it as an anchor.
 */
export function runActionHash(hash: string, context: LinkActionContext): boolean {
  if (!isActionHashLike(hash)) return false
  const action = parseActionHash(hash)
  if (action) runLinkAction(action.name, action.settings, context)
  return true
}
