'use client'

import { useEffect } from 'react'

/** Loads the grid's island next to its server markup; rendered only by pages holding a grid. */
export function GridIsland({ elementId }: { elementId: string }) {
  useEffect(() => {
    const root = document.getElementById(elementId)
    if (!root) return
    let stop: (() => void) | null = null
    let cancelled = false
    void import('./island').then(({ startGrid }) => {
      if (!cancelled) stop = startGrid(root)
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [elementId])
  return null
}
