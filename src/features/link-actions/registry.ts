/**
 * The link-action bus (docs/product.md, Link actions; docs/decisions/037): a link whose hash is an
 * action marker (formats in src/lib/hash.ts) runs a named action instead of navigating, and so does
 * the page's own hash on load. The bus knows no action itself: each feature registers its own
 * (the lightbox its `lightbox`, the site shell `reload-page`, popups and side panels theirs) under
 * a name of the typed list below. A name nobody registered, or one outside the list, only warns.
 */
import { isActionHashLike, parseActionHash } from '../../lib/hash'
import { messages } from './messages'

export type LinkActionContext = {
  /** The clicked link, or null when the action came from the page hash on load. */
  trigger: HTMLElement | null
  event: Event | null
}

export type LinkActionHandler = (settings: Record<string, unknown>, context: LinkActionContext) => void | Promise<void>

/** The actions the spec names (§2 items 7 and 11): the only names a feature may register. */
export const LINK_ACTION_NAMES = [
  'lightbox',
  'reload-page',
  'popup:open',
  'popup:close',
  'off_canvas:open',
  'off_canvas:close',
  'off_canvas:toggle',
] as const

export type LinkActionName = (typeof LINK_ACTION_NAMES)[number]

const registry = new Map<LinkActionName, LinkActionHandler>()

export function isLinkActionName(name: string): name is LinkActionName {
  return (LINK_ACTION_NAMES as readonly string[]).includes(name)
}

/** Adds (or replaces) a feature's action; returns a function that removes it again. */
export function registerLinkAction(name: LinkActionName, handler: LinkActionHandler): () => void {
  registry.set(name, handler)
  return () => {
    if (registry.get(name) === handler) registry.delete(name)
  }
}

export function getLinkAction(name: string): LinkActionHandler | undefined {
  return isLinkActionName(name) ? registry.get(name) : undefined
}

/** Runs an action; an unknown or absent one only warns, and a failing handler never breaks the page. */
export function runLinkAction(name: string, settings: Record<string, unknown>, context: LinkActionContext): boolean {
  const handler = getLinkAction(name)
  if (!handler) {
    console.warn(isLinkActionName(name) ? messages.absentLinkAction(name) : messages.unknownLinkAction(name))
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
