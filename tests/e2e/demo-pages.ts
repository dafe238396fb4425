/** The demo site's pages (seed/content), as the browser tests visit them all. */

/** seed/content/pages.ts slugs of the six service pages. */
export const SERVICES = ['terrassement', 'assainissement', 'vrd', 'demolition', 'amenagements-exterieurs', 'location-engins']
/** One post of seed/content/posts.ts. */
export const POST = '/actualites/morel-terrassement-fete-ses-20-ans'

export const DEMO_PAGES = [
  '/',
  ...SERVICES.map((slug) => `/services/${slug}`),
  '/realisations',
  '/actualites',
  // The news page's grid, its second page (docs/decisions/057).
  '/actualites?e-page-actualites=2',
  // The grid pages of seed/content/grids.ts: a gallery and the equipment catalogue.
  '/galerie',
  '/location-engins',
  POST,
  '/contact',
  '/devis',
  '/recrutement',
  '/mentions-legales',
  '/politique-de-confidentialite',
  '/recherche?s=terrassement',
  '/connexion',
]
