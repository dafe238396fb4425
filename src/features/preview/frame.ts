/**
 * The template-preview frame (spec §2 "Template preview frame", §4, §5; docs/decisions/047, 050):
 * loaded by the page behaviours only when the page is inside a frame, it listens for the
 * protocol's messages, restyles the page through the theme's one CSS writer, keeps what it applied
 * in local storage and applies it again on the frame's next page. Whatever the protocol refuses
 * (another origin, bad data, a corrupted storage entry) leaves the page as it is, with one log line.
 */
import type { Palette } from '../palette'
import { PALETTE_CSS_VARS } from '../palette/css'
import { LOGO_SELECTOR, themeCss } from '../theme/css'
import { DEFAULT_TYPOGRAPHY, type Typography } from '../theme/default-typography'
import type { Logo } from '../theme/logo'
import { PREVIEW_ORIGINS_ATTRIBUTE } from './origins.mjs'
import { readPreviewMessage, type PreviewCommand } from './protocol'
import { PREVIEW_STORAGE_KEY, previewStep, readPreviewStore, storedCommands, writePreviewStore } from './store'

/** The <style> the preview writes, after the layout's own so that it wins. */
export const PREVIEW_STYLE_ID = 'vitrine-preview-style'
const LOG_PREFIX = '[aperçu du modèle]'

type Applied = { palette?: Palette; typography?: Typography; logo?: Logo; titleVisible?: boolean }

function log(message: string) {
  console.warn(`${LOG_PREFIX} ${message}`)
}

/** The palette the page shows now, as the layout wrote it (the base a partial palette completes). */
function pagePalette(): Palette {
  const style = getComputedStyle(document.documentElement)
  const palette = {} as Palette
  for (const [key, cssVar] of Object.entries(PALETTE_CSS_VARS) as [keyof Palette, string][]) palette[key] = style.getPropertyValue(cssVar).trim()
  return palette
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(PREVIEW_STORAGE_KEY)
  } catch {
    return null
  }
}

function writeStorage(text: string | null) {
  try {
    if (text === null) window.localStorage.removeItem(PREVIEW_STORAGE_KEY)
    else window.localStorage.setItem(PREVIEW_STORAGE_KEY, text)
  } catch {
    log('stockage local indisponible : l’aperçu ne suivra pas la page suivante.')
  }
}

export function startPreviewFrame(): () => void {
  const basePalette = pagePalette()
  const allowedOrigins = (document.body.getAttribute(PREVIEW_ORIGINS_ATTRIBUTE) ?? '').split(' ').filter(Boolean)
  const context = { inFrame: true, siteOrigin: window.location.origin, allowedOrigins, palette: basePalette, typography: DEFAULT_TYPOGRAPHY }
  let applied: Applied = {}
  // The header's logo as the server drew it, to put back on cleanStorage.
  const originalLogo = document.querySelector<HTMLImageElement>(LOGO_SELECTOR)
  const originalSrc = originalLogo?.getAttribute('src') ?? null

  const writeStyle = () => {
    let style = document.getElementById(PREVIEW_STYLE_ID)
    if (!style) {
      style = document.createElement('style')
      style.id = PREVIEW_STYLE_ID
      document.head.append(style)
    }
    style.textContent = themeCss({
      // One palette whichever the colour switch shows: the preview is of that palette.
      palettes: applied.palette ? { default: applied.palette, switched: applied.palette } : undefined,
      typography: applied.typography,
      logoWidth: applied.logo?.width ?? null,
      titleVisible: applied.titleVisible ?? null,
    })
  }

  const showLogo = (logo: Logo) => {
    let img = document.querySelector<HTMLImageElement>(LOGO_SELECTOR)
    if (!img) {
      const brand = document.querySelector('.site-header__brand')
      if (!brand) return
      img = document.createElement('img')
      img.className = LOGO_SELECTOR.slice(1)
      img.alt = ''
      img.dataset.previewLogo = ''
      brand.prepend(img)
    }
    img.removeAttribute('srcset')
    img.src = logo.src
  }

  const resetLogo = () => {
    document.querySelectorAll<HTMLImageElement>(`${LOGO_SELECTOR}[data-preview-logo]`).forEach((img) => img.remove())
    if (originalLogo && originalSrc !== null) originalLogo.setAttribute('src', originalSrc)
  }

  const apply = (command: PreviewCommand) => {
    switch (command.param) {
      case 'siteLogo':
        applied = { ...applied, logo: command.logo }
        showLogo(command.logo)
        break
      case 'colorPalette':
        applied = { ...applied, palette: command.palette }
        break
      case 'siteTypography':
        applied = { ...applied, typography: command.typography }
        break
      case 'siteTitle':
        applied = { ...applied, titleVisible: command.visible }
        break
      default:
        return
    }
    writeStyle()
  }

  const run = (command: PreviewCommand) => {
    const { store } = readPreviewStore(readStorage())
    const step = previewStep(store, command, window.location.pathname + window.location.search)
    writeStorage(step.store ? writePreviewStore(step.store) : null)
    for (const effect of step.effects) {
      if (effect === 'apply') apply(command)
      else if (effect === 'remove-styles') {
        document.getElementById(PREVIEW_STYLE_ID)?.remove()
        applied = { logo: applied.logo }
      } else if (effect === 'reset-logo') {
        resetLogo()
        applied = {}
      }
    }
    document.documentElement.dataset.previewApplied = command.param
  }

  // The frame's next page: what the preview stored, read again as strictly as a message.
  const stored = readPreviewStore(readStorage())
  if (stored.problem) log(stored.problem)
  const again = storedCommands(stored.store, context)
  for (const problem of again.problems) log(problem)
  for (const command of again.commands) apply(command)

  const onMessage = (event: MessageEvent) => {
    const reading = readPreviewMessage(event, context)
    if (!reading.ok) {
      if (!reading.silent) log(reading.reason)
      return
    }
    run(reading.command)
  }
  window.addEventListener('message', onMessage)
  document.documentElement.dataset.previewFrame = 'ready'
  return () => window.removeEventListener('message', onMessage)
}
