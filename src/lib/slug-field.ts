import type { TextField } from 'payload'

/** One URL segment: lower-case letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export type SlugFieldOptions = {
  /** « Adresse » where the slug is the page's address, « Identifiant » elsewhere. */
  label: string
  /** The French refusal shown under the field. */
  message: string
  /** Pages accept sub-paths (services/terrassement): they pass their own pattern. */
  pattern?: RegExp
  /** Collections read by slug on every visit index it; the small taxonomy lists do not. */
  index?: boolean
  /** In the sidebar beside the publish controls (the default) or in the main column. */
  sidebar?: boolean
  description?: string
}

/**
 * The `slug` field every collection with an address or an identifier shares, so that the rule
 * and its message live in one place. The schema it produces (unique, required text) is the one
 * each collection had before; `generated.mjs check` proves the migrations unchanged.
 */
export function slugField({
  label,
  message,
  pattern = SLUG_PATTERN,
  index = true,
  sidebar = true,
  description,
}: SlugFieldOptions): TextField {
  const admin =
    sidebar || description
      ? { ...(sidebar ? { position: 'sidebar' as const } : {}), ...(description ? { description } : {}) }
      : undefined
  return {
    name: 'slug',
    label,
    type: 'text',
    required: true,
    unique: true,
    ...(index ? { index: true } : {}),
    ...(admin ? { admin } : {}),
    validate: (value: string | null | undefined) => (typeof value === 'string' && pattern.test(value)) || message,
  }
}
