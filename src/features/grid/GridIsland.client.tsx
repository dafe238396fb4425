'use client'

import { useEffect } from 'react'

import { failureType, loadChunk, showChunkFailure } from '../ui/lazy'
import { holdEarlyClicks } from './early-clicks'

/** Loads the grid's island next to its server markup; rendered only by pages holding a grid. */
export function GridIsland({ elementId }: { elementId: string }) {
  useEffect(() => {
    const root = document.getElementById(elementId)
    if (!root) return
    let stop: (() => void) | null = null
    let cancelled = false
    // A photo or video clicked meanwhile opens once the island is live, rather than leaving the page.
    let early: ReturnType<typeof holdEarlyClicks> | null = holdEarlyClicks(root)
    // Until the code is in, the grid is the server's links and form; one that does not come (120 s at
    // most) leaves the shared French message with « Réessayer » above them (docs/decisions/041).
    const load = () =>
      loadChunk(() => import('./island')).then(
        ({ startGrid }) => {
          if (cancelled) return
          stop = startGrid(root)
          early?.release()
          early = null
        },
        (error: unknown) => {
          console.error('Grille : chargement du script impossible ; la grille garde ses liens.', error)
          early?.abandon()
          early = null
          if (!cancelled) showChunkFailure({ container: root, type: failureType(error), retry: () => void load() })
        },
      )
    void load()
    return () => {
      cancelled = true
      early?.drop()
      stop?.()
    }
  }, [elementId])
  return null
}
