'use client'

import { useEffect } from 'react'

import { ids, type IslandConfig } from './island-config'

/**
 * The form's client island. Renders nothing: the form is server HTML that works without
 * JavaScript; this loads the enhancement code (its own chunk, only on pages with a form) and
 * attaches it to that markup.
 */
export function FormIsland({ config }: { config: IslandConfig }) {
  useEffect(() => {
    let detach: (() => void) | undefined
    let cancelled = false
    const load = () =>
      import('./client/enhance')
        .then(({ enhanceForm }) => {
          if (!cancelled) detach = enhanceForm(config)
        })
        .catch((error: unknown) => console.error('Formulaire : chargement du script impossible', error))
    // A form in a closed dialog (a popup waiting for its trigger, docs/decisions/042) gets its code
    // when the dialog opens: the pages of such a popup do not pay for a form nobody may see. Until
    // the code is there the form is the server's, which works (docs/decisions/029).
    const dialog = document.getElementById(ids.form(config.def.id))?.closest('dialog')
    let observer: MutationObserver | null = null
    if (dialog && !dialog.open) {
      const watcher = new MutationObserver(() => {
        if (!dialog.open) return
        watcher.disconnect()
        void load()
      })
      watcher.observe(dialog, { attributes: true, attributeFilter: ['open'] })
      observer = watcher
    } else void load()
    return () => {
      cancelled = true
      observer?.disconnect()
      detach?.()
    }
  }, [config])
  return null
}
