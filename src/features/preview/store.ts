/**
 * What a preview keeps in the visitor's storage (spec §3 "Template preview data"): a data map keyed
 * siteLogo, colorPalette, siteTypography and siteTitle, plus the url of the page it was set on, so
 * the frame's next page is restyled the same way before its first paint is seen for long. Pure: the
 * island reads and writes the text of one localStorage entry through these functions.
 *
 * What the commands do to it (spec §4 "Template preview"): a restyling message stores its data;
 * clearPreviewAssets removes the injected styles and keeps the data; completeOnboarding deletes the
 * data; cleanStorage resets the logo and empties the palette and typography.
 */
import { PREVIEW_PARAMS, readPreviewData, type PreviewCommand, type PreviewContext, type StyleParam } from './protocol'

export const PREVIEW_STORAGE_KEY = 'vitrine-template-preview'
const STYLE_PARAMS: readonly StyleParam[] = ['siteLogo', 'colorPalette', 'siteTypography', 'siteTitle']

export type PreviewStore = { data: Partial<Record<StyleParam, unknown>>; url: string | null }

export const EMPTY_PREVIEW_STORE: PreviewStore = { data: {}, url: null }

/** What the island does to the page after a command, besides storing. */
export type PreviewEffect = 'apply' | 'remove-styles' | 'reset-logo'

export type PreviewStep = { store: PreviewStore | null; effects: PreviewEffect[] }

/** The stored entry, or an empty one with the reason when it is missing or corrupted. */
export function readPreviewStore(text: string | null): { store: PreviewStore; problem: string | null } {
  if (text === null) return { store: EMPTY_PREVIEW_STORE, problem: null }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { store: EMPTY_PREVIEW_STORE, problem: 'aperçu enregistré illisible : ignoré' }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { store: EMPTY_PREVIEW_STORE, problem: 'aperçu enregistré illisible : ignoré' }
  }
  const { data, url } = parsed as { data?: unknown; url?: unknown }
  const map = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
  const kept: PreviewStore['data'] = {}
  for (const key of STYLE_PARAMS) if (key in map) kept[key] = map[key]
  return { store: { data: kept, url: typeof url === 'string' ? url : null }, problem: null }
}

export function writePreviewStore(store: PreviewStore): string {
  return JSON.stringify(store)
}

/** The store and page effects after `command`, on the page at `url`; a null store is deleted. */
export function previewStep(store: PreviewStore, command: PreviewCommand, url: string): PreviewStep {
  switch (command.param) {
    case 'clearPreviewAssets':
      return { store, effects: ['remove-styles'] }
    case 'completeOnboarding':
      return { store: null, effects: [] }
    case 'cleanStorage':
      return { store: { data: { ...store.data, siteLogo: undefined, colorPalette: [], siteTypography: {} }, url }, effects: ['remove-styles', 'reset-logo'] }
    default:
      return { store: { data: { ...store.data, [command.param]: command.data }, url }, effects: ['apply'] }
  }
}

/**
 * The commands that restyle the frame's next page from the store, each read again as a message
 * would be (storage edited by hand is no more trusted than a message): what fails is left out and
 * reported. An emptied palette or typography (cleanStorage) restyles nothing.
 */
export function storedCommands(store: PreviewStore, context: Pick<PreviewContext, 'palette' | 'typography'>): { commands: PreviewCommand[]; problems: string[] } {
  const commands: PreviewCommand[] = []
  const problems: string[] = []
  for (const param of PREVIEW_PARAMS) {
    if (!(STYLE_PARAMS as readonly string[]).includes(param)) continue
    const data = store.data[param as StyleParam]
    if (data === undefined || (Array.isArray(data) && data.length === 0)) continue
    if (typeof data === 'object' && data !== null && !Array.isArray(data) && Object.keys(data).length === 0) continue
    const read = readPreviewData(param, data, context)
    if (read.ok) commands.push(read.command)
    else problems.push(`aperçu enregistré ${param} ignoré : ${read.reason}`)
  }
  return { commands, problems }
}
