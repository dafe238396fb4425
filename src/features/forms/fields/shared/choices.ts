import type { Choice } from '../../types'

/** Stored choices: a label each, the value defaulting to the label, no duplicate values. */
export function readChoices(value: unknown): Choice[] {
  if (!Array.isArray(value)) return []
  const seen = new Set<string>()
  const out: Choice[] = []
  for (const item of value) {
    if (!item || typeof item !== 'object') continue
    const { label, value: v, selected } = item as Record<string, unknown>
    if (typeof label !== 'string' || label.trim() === '') continue
    const val = typeof v === 'string' && v.trim() !== '' ? v.trim() : label.trim()
    if (seen.has(val)) continue
    seen.add(val)
    out.push({ label: label.trim(), value: val, selected: selected === true })
  }
  return out
}
