'use client'

/**
 * The one loader of the blocks' browser code (docs/decisions/073). Every client component a page
 * route imports travels in one group that all of its pages load, so the grids and the forms share
 * this one, and each block's code (its own chunk, registry.ts) comes only where the block is shown.
 * Until it is here the block is the server's markup, which works (links, a GET form, a POST form):
 * - a block in a closed dialog (a popup waiting for its trigger, docs/decisions/042) gets its code
 *   when the dialog opens, so a page does not pay for a block nobody may see;
 * - a block whose code nothing needs before the visitor acts (`atFirstSign`: a grid, unless it
 *   slides, rotates or loads on scroll as its page's first block; the portfolio; a form met
 *   afresh) gets it at the visitor's next sign on the page (a pointer, a finger, a key, a scroll:
 *   site-shell's PAGE_INTENT_EVENTS), after a client-side navigation too (docs/decisions/079, 080,
 *   081, 082, 083);
 * - the links and buttons named by `hold` (a grid's photos and videos, its filters and pages too
 *   when its code waits for a sign; a form's controls its code answers) keep their plain clicks
 *   meanwhile (lib/early-clicks), given to the block's code once it is live, rather than leaving
 *   the page for an image's file, a provider's page or the same view loaded afresh, or doing
 *   nothing (hold-presses.ts);
 * - code that does not come (120 s at most) leaves the shared French message with « Réessayer »
 *   above the block (docs/decisions/041), or nothing when `quiet` (a form shows its own).
 */
import { useEffect } from 'react'

import { onIntent, type Intent } from '../../../lib/on-intent'
import { PAGE_INTENT_EVENTS } from '../../site-shell/behaviours/start'
import { failureType, loadChunk, showChunkFailure } from '../lazy'
import { holdPresses } from './hold-presses'
import { ISLANDS, type IslandData, type IslandName, type IslandStart } from './registry'

export type IslandProps<N extends IslandName> = {
  name: N
  /** The id of the block's element, as the server rendered it. */
  rootId: string
  data: IslandData[N]
  /** The links and buttons of the block whose plain clicks wait for its code. */
  hold?: string
  /** No message of its own when the code does not come. */
  quiet?: boolean
  /** The code waits for the visitor's first sign on the page. */
  atFirstSign?: boolean
}

export function Island<N extends IslandName>({ name, rootId, data, hold, quiet, atFirstSign }: IslandProps<N>) {
  useEffect(() => {
    const root = document.getElementById(rootId)
    if (!root) return
    let stop: (() => void) | null = null
    let cancelled = false
    let early = hold ? holdPresses(root, hold) : null
    const load = () =>
      loadChunk(ISLANDS[name] as () => Promise<IslandStart<N>>).then(
        (start) => {
          if (cancelled) return
          try {
            stop = start(root, data)
          } finally {
            // Even if the block's code failed to start: the held click goes to what did, or to the browser.
            early?.release()
            early = null
          }
        },
        (error: unknown) => {
          console.error(`Bloc « ${name} » : script non chargé, la version du serveur reste.`, error)
          early?.abandon()
          early = null
          if (!cancelled && !quiet) showChunkFailure({ container: root, type: failureType(error), retry: () => void load() })
        },
      )
    const dialog = root.closest('dialog')
    let watcher: MutationObserver | null = null
    let intent: Intent | null = null
    if (dialog && !dialog.open) {
      watcher = new MutationObserver(() => {
        if (!dialog.open) return
        watcher?.disconnect()
        void load()
      })
      // Any attribute: `open` is checked above (one option fewer in every page's script).
      watcher.observe(dialog, { attributes: true })
    } else if (atFirstSign) {
      // `load` settles even when the code does not come (« Réessayer » above): no later sign asks again.
      intent = onIntent(window, load, { events: PAGE_INTENT_EVENTS })
    } else void load()
    return () => {
      cancelled = true
      watcher?.disconnect()
      intent?.undo()
      early?.drop()
      stop?.()
    }
  }, [name, rootId, data, hold, quiet, atFirstSign])
  return null
}
