import { useCallback, useEffect, useRef, type RefObject } from 'react'

import { openDialog, type CloseReason, type DialogController, type DialogSettings } from './controller'

export type UseDialogOptions = Omit<DialogSettings, 'removeOnClose'>

export type UseDialog = {
  /** Goes on the component's `<dialog>`. */
  ref: RefObject<HTMLDialogElement | null>
  /** Plays the exit animation, then `onClosed` runs: that is when the owner unmounts the dialog. */
  close: (reason?: CloseReason) => void
}

/**
 * A dialog controller (controller.ts, or the side panel's, which opens through it) for a React
 * component: the `<dialog>` opens when the component mounts and is torn down at once if it
 * unmounts while open. The settings are read once, on opening; `onClosed` is always the latest.
 */
export function useOverlay<S extends UseDialogOptions>(options: S, open: (element: HTMLDialogElement, settings: S) => DialogController): UseDialog {
  const ref = useRef<HTMLDialogElement>(null)
  const controller = useRef<DialogController | null>(null)
  const latest = useRef({ options, open })
  useEffect(() => {
    latest.current = { options, open }
  })

  useEffect(() => {
    const element = ref.current
    if (!element) return
    const { options: settings, open: openWith } = latest.current
    const opened = openWith(element, { ...settings, onClosed: (reason: CloseReason) => latest.current.options.onClosed?.(reason) })
    controller.current = opened
    return () => {
      opened.destroy()
      if (controller.current === opened) controller.current = null
    }
  }, [])

  const close = useCallback((reason?: CloseReason) => controller.current?.close(reason), [])
  return { ref, close }
}

export function useDialog(options: UseDialogOptions): UseDialog {
  return useOverlay(options, openDialog)
}
