import type { CollectionBeforeChangeHook, Field } from 'payload'

import { buildSearchText } from './normalise'

/** A hidden, normalised copy of the document's text, so one LIKE query is accent-insensitive on SQLite and PostgreSQL alike. */
export const searchTextField: Field = {
  name: 'searchText',
  type: 'textarea',
  index: false,
  admin: { hidden: true },
  access: { read: () => false, update: () => false, create: () => false },
}

export const fillSearchText: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const merged = { ...(originalDoc ?? {}), ...data }
  return { ...data, searchText: buildSearchText(merged) }
}
