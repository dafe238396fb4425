import { useOverlay, type UseDialog, type UseDialogOptions } from '../dialog/use-dialog'
import { openPanel, type PanelSettings } from './panel'

export type UsePanelOptions = UseDialogOptions & Pick<PanelSettings, 'side' | 'width'>

/** useDialog for a side panel: the component renders `<dialog ref={ref}>` with its `data-dialog-panel` child. */
export function usePanel(options: UsePanelOptions): UseDialog {
  return useOverlay(options, openPanel)
}
