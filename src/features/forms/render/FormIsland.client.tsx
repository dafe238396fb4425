'use client'

import { useEffect } from 'react'

import type { IslandConfig } from './island-config'

/**
 * The form's client island. Renders nothing: the form is server HTML that works without
 * JavaScript; this loads the enhancement code (its own chunk, only on pages with a form) and
 * attaches it to that markup.
 */
export function FormIsland({ config }: { config: IslandConfig }) {
  useEffect(() => {
    let detach: (() => void) | undefined
    let cancelled = false
    import('./client/enhance')
      .then(({ enhanceForm }) => {
        if (!cancelled) detach = enhanceForm(config)
      })
      .catch((error: unknown) => console.error('Formulaire : chargement du script impossible', error))
    return () => {
      cancelled = true
      detach?.()
    }
  }, [config])
  return null
}
