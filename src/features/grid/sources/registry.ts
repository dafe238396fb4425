/**
 * The grids' sources, a typed map (docs/decisions/043). Each one reads what a visitor may see of its
 * collection (published, and not private where the collection has it: the same conditions as the
 * collections' access, asked explicitly and with the visitor's access), and maps its documents to
 * grid items. Labels are the admin's French.
 */
export const GRID_SOURCES = {
  posts: { label: 'Actualités', taxonomies: { category: 'Catégories', post_tag: 'Étiquettes' } },
  portfolio: { label: 'Réalisations', taxonomies: { 'portfolio-category': 'Catégories', 'portfolio-other-category': 'Clients', 'portfolio-tag': 'Étiquettes' } },
  media: { label: 'Médias de grille (photos et vidéos)', taxonomies: { service: 'Services' } },
  machines: { label: 'Engins (location)', taxonomies: { 'machine-type': 'Types d’engins', 'machine-use': 'Usages' } },
} as const satisfies Record<string, { label: string; taxonomies: Record<string, string> }>

export type GridSourceKey = keyof typeof GRID_SOURCES

export const GRID_SOURCE_KEYS = Object.keys(GRID_SOURCES) as GridSourceKey[]

export const isGridSource = (key: unknown): key is GridSourceKey => typeof key === 'string' && Object.prototype.hasOwnProperty.call(GRID_SOURCES, key)

export const taxonomiesOf = (source: GridSourceKey): string[] => Object.keys(GRID_SOURCES[source].taxonomies)
