import type { PreviewDialogComponent } from './PreviewDialog.client'

let loading: Promise<PreviewDialogComponent> | null = null

/**
 * The preview dialogs' code is fetched on the first preview only (spec: lazily loaded chunks; our
 * JS budget): a visitor who only browses never downloads it. A failed load is forgotten so the
 * next click can try again.
 */
export function loadPreviewDialog(): Promise<PreviewDialogComponent> {
  loading ??= import('./PreviewDialog.client').then(
    (module) => module.PreviewDialog,
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}
