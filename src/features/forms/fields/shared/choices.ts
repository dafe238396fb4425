import type { Choice, ChoiceImage } from '../../types'

/** A populated Media document as a choice's picture (its thumbnail size when there is one). */
export function readChoiceImage(value: unknown): ChoiceImage | null {
  if (!value || typeof value !== 'object') return null
  const m = value as { url?: unknown; alt?: unknown; width?: unknown; height?: unknown; sizes?: { thumbnail?: { url?: unknown; width?: unknown; height?: unknown } } }
  const thumb = m.sizes?.thumbnail
  const pick = typeof thumb?.url === 'string' && typeof thumb.width === 'number' && typeof thumb.height === 'number' ? thumb : m
  if (typeof pick.url !== 'string' || typeof pick.width !== 'number' || typeof pick.height !== 'number') return null
  return { url: pick.url, alt: typeof m.alt === 'string' ? m.alt : '', width: pick.width, height: pick.height }
}

/** Stored choices: a label each, the value defaulting to the label, no duplicate values. */
export function readChoices(value: unknown): Choice[] {
  if (!Array.isArray(value)) return []
  const seen = new Set<string>()
  const out: Choice[] = []
  for (const item of value) {
    if (!item || typeof item !== 'object') continue
    const { label, value: v, selected, image } = item as Record<string, unknown>
    if (typeof label !== 'string' || label.trim() === '') continue
    const val = typeof v === 'string' && v.trim() !== '' ? v.trim() : label.trim()
    if (seen.has(val)) continue
    seen.add(val)
    out.push({ label: label.trim(), value: val, selected: selected === true, ...(image ? { image: readChoiceImage(image) } : {}) })
  }
  return out
}
