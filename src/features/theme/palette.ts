/**
 * A palette as a theme message gives it (spec §3: "a list of colours"), mapped to the site's named
 * roles in their order (background, surface, text, muted, primary, primary contrast, accent,
 * border); roles the list leaves out keep the site's colours. One colour the site would not write
 * into its CSS refuses the whole list.
 */
import { sanitizeColour } from '../palette/css'
import type { Palette } from '../palette/types'
import { PALETTE_KEYS } from '../site-settings/palettes'
import type { Read } from './typography'

export function readPaletteList(data: unknown, base: Palette): Read<Palette> {
  const list = Array.isArray(data) ? data : typeof data === 'object' && data !== null && Array.isArray((data as { colors?: unknown }).colors) ? (data as { colors: unknown[] }).colors : null
  if (!list || list.length === 0) return { ok: false, problems: ['Palette refusée : une liste de couleurs est attendue.'] }
  if (list.length > PALETTE_KEYS.length) return { ok: false, problems: [`Palette refusée : ${PALETTE_KEYS.length} couleurs au plus.`] }
  const palette = { ...base }
  const problems: string[] = []
  list.forEach((value, i) => {
    const colour = sanitizeColour(value)
    if (colour) palette[PALETTE_KEYS[i]] = colour
    else problems.push(`Palette refusée : couleur ${i + 1} invalide (${JSON.stringify(value)?.slice(0, 40)}).`)
  })
  return problems.length ? { ok: false, problems } : { ok: true, value: palette }
}
