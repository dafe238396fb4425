import { FIELD_KEY_PATTERN } from './constants'

/**
 * A field key from its label: "Adresse du chantier" → "adresse_du_chantier". Keys name the
 * inputs and let merge tags and logic rules refer to a field, so they must stay plain ASCII.
 */
export function keyFromLabel(label: string): string {
  const base = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 32)
    .replace(/_+$/, '')
  if (base === '') return 'champ'
  return /^[a-z]/.test(base) ? base : `champ_${base}`.slice(0, 40)
}

/** A key not yet taken: `nom`, then `nom_2`, `nom_3`… */
export function uniqueKey(wanted: string, taken: Set<string>): string {
  const base = FIELD_KEY_PATTERN.test(wanted) ? wanted : keyFromLabel(wanted)
  let key = base
  for (let n = 2; taken.has(key); n++) key = `${base.slice(0, 36)}_${n}`
  taken.add(key)
  return key
}

/** Class names staff may add to a field or a form: plain tokens only, never markup or styles. */
export function cleanCssClass(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const tokens = value.split(/\s+/).filter((t) => /^[A-Za-z_-][A-Za-z0-9_-]{0,40}$/.test(t))
  return tokens.length ? tokens.slice(0, 8).join(' ') : null
}
