/**
 * Portfolio strings. `logs` and `defaultLabels` are the spec's own words (docs/product.md, Portfolio), kept in
 * English as the spec gives them: the labels are only fallbacks, each block sets its French ones.
 */

/** docs/product.md, Portfolio "Portfolio": failures are only logged, nothing is shown to the visitor. */
export const logs = {
  fetchData: 'Error fetching data',
  fetchCategories: 'Error fetching portfolio categories',
  render: 'Error with rendering portfolio block',
  parseAttributes: 'Error parsing attributes',
} as const

/** docs/product.md, Portfolio "Portfolio block" and §9: the labels used when a block leaves one empty. */
export const defaultLabels = {
  all: 'All',
  searchPlaceholder: 'Search...',
  noItems: 'No items found',
  loadMore: 'Load More',
  quickView: 'Quick View',
} as const

/** French accessible names and visible texts of the block's own controls. */
export const messages = {
  categoriesNav: 'Filtrer par catégorie',
  otherCategoriesNav: 'Filtrer par type de client',
  searchLabel: 'Rechercher une réalisation',
  results: 'Réalisations',
  loading: 'Chargement des réalisations…',
  loaded: (shown: number, total: number) => `${shown} réalisation${shown > 1 ? 's' : ''} affichée${shown > 1 ? 's' : ''} sur ${total}`,
  newTab: '(nouvel onglet)',

  previewDialog: (title: string) => `Aperçu : ${title}`,
  videoDialog: (title: string) => `Vidéo : ${title}`,
  close: 'Fermer',
  devices: 'Taille de l’aperçu',
  device: { desktop: 'Ordinateur', tablet: 'Tablette', mobile: 'Mobile' },
  /** docs/product.md, Portfolio "Lightbox and loading" messages, in French. */
  contentLoadError: 'Le contenu n’a pas pu être chargé.',
  imageLoadError: 'L’image n’a pas pu être chargée.',
} as const

/** Back-office validation messages. */
export const adminMessages = {
  colour: 'Couleur invalide : utilisez le format #rrggbb.',
  slug: 'Adresse invalide : minuscules, chiffres et tirets.',
  videoUrl: 'Indiquez l’adresse http(s) de la vidéo (YouTube, Vimeo ou un fichier vidéo).',
  siteUrl: 'Indiquez l’adresse du site : un chemin de ce site (/services/vrd) ou une adresse http(s).',
  pageUrl: 'Indiquez la page : un chemin de ce site (/services/vrd) ou une adresse http(s).',
} as const

/**
 * WordPress's REST error messages, as a French WordPress answers them, so clients of the old API
 * see the same texts.
 */
export const wpMessages = {
  invalidParams: (names: string[]) => `Paramètre(s) non valide(s) : ${names.join(', ')}`,
  notInteger: (name: string) => `${name} n’est pas de type integer.`,
  between: (name: string, min: number, max: number) => `${name} doit être compris entre ${min} (inclus) et ${max} (inclus)`,
  atLeast: (name: string, min: number) => `${name} doit être supérieur ou égal à ${min}`,
  tooManyIds: (name: string, max: number) => `${name} doit contenir au plus ${max} éléments.`,
  invalidPageNumber: 'Le nombre de pages demandées est plus grand que le nombre de pages disponibles.',
  noRoute: 'Aucune route correspondante à l’URL et à la méthode de requête n’a été trouvée.',
  /** An address under /wp-json that no route answers: WordPress's own words, which clients match on. */
  unknownRoute: 'No route was found matching the URL and request method.',
  invalidPostId: 'ID de publication non valide.',
  invalidTerm: 'Le terme n’existe pas.',
  internal: 'Une erreur interne est survenue.',
} as const
