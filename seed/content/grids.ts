/**
 * The content grids' demo (docs/decisions/043): the « Galerie » photos and videos (« Médias de
 * grille »), the « Location d’engins » catalogue and the pages that show them. Photos are generated
 * like every demo image (seed/images), smaller, in varied proportions so masonry, justified rows and
 * the mosaic look real.
 *
 * Five videos: two YouTube, one Vimeo, one Wistia (addresses only: their players load on a click)
 * and one HTML5 video the project makes itself (seed/video: a WebM of the demo's own drawings,
 * docs/decisions/054), stored as a media file and served by the site.
 */
import type { DemoImageSpec } from '../images'
import { SCENES } from '../images/scenes'
import type { SeedBlock, SeedPage, SeedTaxonomy } from './types'
import { NEWS_PAGE } from '../../src/features/posts/news-page'

const SERVICES = ['terrassement', 'assainissement', 'vrd', 'demolition', 'amenagements-exterieurs', 'location-engins'] as const
const PLACES = ['Saint-Jean-de-Braye', 'Olivet', 'Checy', 'Mardié', 'Saran', 'Ingré', 'Fleury-les-Aubrais', 'Donnery']
const SUBJECTS: Record<(typeof SCENES)[number], { title: string; service: (typeof SERVICES)[number] }> = {
  excavation: { title: 'Fouille en pleine masse', service: 'terrassement' },
  loading: { title: 'Chargement des déblais', service: 'terrassement' },
  bulldozer: { title: 'Régalage de la terre végétale', service: 'amenagements-exterieurs' },
  trench: { title: 'Tranchée pour réseaux', service: 'vrd' },
  septic: { title: 'Pose d’une micro-station', service: 'assainissement' },
  paving: { title: 'Enrobé d’une voirie', service: 'vrd' },
  courtyard: { title: 'Cour en pavés drainants', service: 'amenagements-exterieurs' },
  demolition: { title: 'Démolition d’un hangar', service: 'demolition' },
  landscape: { title: 'Talus engazonné', service: 'amenagements-exterieurs' },
  fleet: { title: 'Engins au dépôt', service: 'location-engins' },
  mini: { title: 'Mini-pelle en jardin', service: 'location-engins' },
}
const SIZES = [
  [800, 533],
  [800, 1000],
  [800, 600],
  [800, 450],
  [800, 800],
  [800, 1100],
] as const

export type SeedGridPhoto = { key: string; spec: DemoImageSpec; title: string; services: string[]; views: number; col: number; row: number; publishedAt: string }

/** 44 chantier photos: every scene, by day and at dusk, in six proportions. */
export const gridPhotos: SeedGridPhoto[] = Array.from({ length: 44 }, (_, i) => {
  const scene = SCENES[i % SCENES.length]!
  const subject = SUBJECTS[scene]
  const [width, height] = SIZES[i % SIZES.length]!
  const place = PLACES[i % PLACES.length]!
  const title = `${subject.title} à ${place}`
  const second = SERVICES[(i * 5) % SERVICES.length]!
  return {
    key: `galerie-${String(i + 1).padStart(2, '0')}`,
    spec: { scene, mood: i % 7 === 3 ? 'dusk' : 'day', width, height, alt: `${title} : photo de chantier` },
    title,
    services: i % 4 === 0 && second !== subject.service ? [subject.service, second] : [subject.service],
    views: (i * 37) % 211,
    col: i % 9 === 0 ? 2 : 1,
    row: i % 9 === 0 || i % 11 === 5 ? 2 : 1,
    publishedAt: new Date(Date.UTC(2026, 0, 1 + i * 7)).toISOString(),
  }
})

export type SeedGridVideo = { title: string; kind: 'youtube' | 'vimeo' | 'wistia'; videoUrl: string; poster: string; services: string[]; publishedAt: string }

export const gridVideos: SeedGridVideo[] = [
  { title: 'Vidéo : une journée de terrassement', kind: 'youtube', videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', poster: 'galerie-01', services: ['terrassement'], publishedAt: '2026-11-01T00:00:00.000Z' },
  { title: 'Vidéo : pose d’un réseau d’assainissement', kind: 'youtube', videoUrl: 'https://youtu.be/ScMzIvxBSi4', poster: 'galerie-05', services: ['assainissement'], publishedAt: '2026-10-15T00:00:00.000Z' },
  { title: 'Vidéo : démolition en accéléré', kind: 'vimeo', videoUrl: 'https://vimeo.com/76979871', poster: 'galerie-08', services: ['demolition'], publishedAt: '2026-09-20T00:00:00.000Z' },
  { title: 'Vidéo : le parc d’engins', kind: 'wistia', videoUrl: 'https://morel-terrassement.wistia.com/medias/e4a27b971d', poster: 'galerie-10', services: ['location-engins'], publishedAt: '2026-08-30T00:00:00.000Z' },
]

/** The « Fichier vidéo » item: seed/video makes the WebM and its poster (its first frame). */
export type SeedGridFilm = { title: string; services: string[]; publishedAt: string }

export const gridFilm: SeedGridFilm = { title: 'Vidéo : chargement d’un camion benne', services: ['terrassement'], publishedAt: '2026-10-05T00:00:00.000Z' }

export const machineTypes: SeedTaxonomy[] = [
  { slug: 'mini-pelle', name: 'Mini-pelles' },
  { slug: 'pelle', name: 'Pelles' },
  { slug: 'chargeuse', name: 'Chargeuses' },
  { slug: 'compacteur', name: 'Compacteurs' },
  { slug: 'camion', name: 'Camions' },
]

export const machineUses: SeedTaxonomy[] = [
  { slug: 'terrassement', name: 'Terrassement' },
  { slug: 'tranchee', name: 'Tranchées' },
  { slug: 'urbain', name: 'Chantier urbain' },
  { slug: 'transport', name: 'Transport' },
  { slug: 'compactage', name: 'Compactage' },
]

export type SeedMachine = { title: string; slug: string; sku: string; image: string; summary: string; dayPrice: number; salePrice?: number; stock: number; rentals: number; featured?: boolean; types: string[]; uses: string[]; weight: number }

export const machines: SeedMachine[] = [
  { title: 'Mini-pelle 1,5 t', slug: 'mini-pelle-15', sku: 'MP-15', image: 'galerie-11', summary: 'Passe par un portail de 1 m : jardins et cours.', dayPrice: 120, stock: 3, rentals: 96, featured: true, types: ['mini-pelle'], uses: ['terrassement', 'tranchee', 'urbain'], weight: 1500 },
  { title: 'Mini-pelle 2,7 t', slug: 'mini-pelle-27', sku: 'MP-27', image: 'galerie-22', summary: 'Fouilles de fondations et tranchées profondes.', dayPrice: 150, salePrice: 135, stock: 2, rentals: 71, types: ['mini-pelle'], uses: ['terrassement', 'tranchee'], weight: 2700 },
  { title: 'Mini-pelle 5 t', slug: 'mini-pelle-5', sku: 'MP-50', image: 'galerie-33', summary: 'La polyvalente des chantiers de maisons.', dayPrice: 210, stock: 1, rentals: 44, types: ['mini-pelle'], uses: ['terrassement'], weight: 5000 },
  { title: 'Pelle sur chenilles 14 t', slug: 'pelle-14', sku: 'PC-14', image: 'galerie-01', summary: 'Terrassements en pleine masse.', dayPrice: 390, stock: 1, rentals: 23, featured: true, types: ['pelle'], uses: ['terrassement'], weight: 14000 },
  { title: 'Pelle sur pneus 16 t', slug: 'pelle-pneus-16', sku: 'PP-16', image: 'galerie-12', summary: 'Se déplace sur route entre deux chantiers urbains.', dayPrice: 420, salePrice: 380, stock: 1, rentals: 18, types: ['pelle'], uses: ['terrassement', 'urbain'], weight: 16000 },
  { title: 'Pelle 21 t', slug: 'pelle-21', sku: 'PC-21', image: 'galerie-23', summary: 'Grands décapages et chargements.', dayPrice: 520, stock: 0, rentals: 9, types: ['pelle'], uses: ['terrassement'], weight: 21000 },
  { title: 'Chargeuse compacte', slug: 'chargeuse-compacte', sku: 'CH-05', image: 'galerie-02', summary: 'Manutention de matériaux en espace réduit.', dayPrice: 170, stock: 2, rentals: 52, types: ['chargeuse'], uses: ['urbain', 'transport'], weight: 2900 },
  { title: 'Chargeuse sur pneus', slug: 'chargeuse-pneus', sku: 'CH-12', image: 'galerie-13', summary: 'Chargement de camions et reprise de tas.', dayPrice: 340, stock: 1, rentals: 27, types: ['chargeuse'], uses: ['terrassement', 'transport'], weight: 12000 },
  { title: 'Plaque vibrante', slug: 'plaque-vibrante', sku: 'CP-01', image: 'galerie-06', summary: 'Compactage des fonds de fouille et des remblais.', dayPrice: 45, stock: 5, rentals: 130, types: ['compacteur'], uses: ['compactage', 'tranchee'], weight: 90 },
  { title: 'Pilonneuse', slug: 'pilonneuse', sku: 'CP-02', image: 'galerie-17', summary: 'Compactage en tranchée étroite.', dayPrice: 55, salePrice: 49, stock: 3, rentals: 88, types: ['compacteur'], uses: ['compactage', 'tranchee'], weight: 70 },
  { title: 'Rouleau compacteur 3 t', slug: 'rouleau-3', sku: 'CP-30', image: 'galerie-28', summary: 'Couches de forme et enrobés.', dayPrice: 190, stock: 1, rentals: 31, types: ['compacteur'], uses: ['compactage', 'urbain'], weight: 3000 },
  { title: 'Camion benne 3,5 t', slug: 'camion-35', sku: 'CB-35', image: 'galerie-10', summary: 'Se conduit avec le permis B.', dayPrice: 130, stock: 2, rentals: 77, featured: true, types: ['camion'], uses: ['transport', 'urbain'], weight: 3500 },
  { title: 'Camion 6×4 19 t', slug: 'camion-19', sku: 'CB-19', image: 'galerie-21', summary: 'Évacuation des déblais, avec chauffeur.', dayPrice: 480, stock: 1, rentals: 40, types: ['camion'], uses: ['transport'], weight: 19000 },
  { title: 'Dumper 3 t', slug: 'dumper-3', sku: 'DP-30', image: 'galerie-32', summary: 'Transport de terre sur le chantier.', dayPrice: 110, stock: 2, rentals: 58, types: ['camion'], uses: ['transport', 'terrassement'], weight: 2100 },
]

const grid = (block: Omit<Extract<SeedBlock, { blockType: 'grid' }>, 'blockType'>): SeedBlock => ({ blockType: 'grid', ...block })

export const gridPages: SeedPage[] = [
  // The news list: a page of the back office whose grid lists the news (docs/decisions/057).
  { slug: NEWS_PAGE.slug, title: NEWS_PAGE.title, description: NEWS_PAGE.description, layout: [grid({ ...NEWS_PAGE.grid, filterTaxonomies: [...NEWS_PAGE.grid.filterTaxonomies], sortKeys: [...NEWS_PAGE.grid.sortKeys], columns: [...NEWS_PAGE.grid.columns] })] },
  {
    slug: 'galerie',
    title: 'Galerie',
    description: 'Photos et vidéos de nos chantiers de terrassement, d’assainissement, de VRD et de démolition dans le Loiret.',
    layout: [
      grid({
        heading: 'Nos chantiers en images',
        intro: 'Filtrez par service, triez, cherchez un lieu : chaque photo s’ouvre en grand.',
        source: 'media',
        widgetId: 'galerie',
        layout: 'masonry',
        perPage: 12,
        pagination: 'more',
        filterTaxonomies: ['service'],
        filterCombination: true,
        filterLogic: 'OR',
        sortKeys: ['date', 'title', 'popular-post'],
        search: true,
      }),
      grid({ heading: 'En rangées', source: 'media', widgetId: 'rangees', layout: 'justified', perPage: 10, rowHeight: 200, gutter: 8, pagination: 'pages', style: 'tile' }),
      grid({ heading: 'En mosaïque', source: 'media', widgetId: 'mosaique', layout: 'packery', perPage: 12, rowHeight: 160, gutter: 8, pagination: 'pages', style: 'tile', filterTaxonomies: ['service'] }),
      grid({ heading: 'Avant, après', source: 'media', widgetId: 'carrousel', layout: 'slider', perPage: 8, columns: [3, 3, 2, 2, 1, 1], style: 'tile', pagination: 'pages' }),
      // The timed gallery, last on the page: it never holds the page's largest paint.
      grid({ heading: 'Diaporama', source: 'media', widgetId: 'diaporama', layout: 'gallery', perPage: 6, style: 'tile', ratio: '3:2', pagination: 'pages' }),
    ],
  },
  {
    slug: 'location-engins',
    title: 'Location d’engins : le catalogue',
    description: 'Mini-pelles, pelles, chargeuses, compacteurs et camions à louer à la journée, avec ou sans chauffeur, près d’Orléans.',
    layout: [
      grid({
        heading: 'Nos engins à louer',
        intro: 'Prix à la journée hors taxes, carburant en sus. Filtrez par type d’engin et par usage.',
        source: 'machines',
        widgetId: 'engins',
        layout: 'masonry',
        ratio: '4:3',
        perPage: 6,
        columns: [3, 3, 3, 2, 1, 1],
        pagination: 'pages',
        filterTaxonomies: ['machine-type', 'machine-use'],
        filterCombination: true,
        filterLogic: 'AND',
        sortKeys: ['regular-price', 'popular-post', 'title', 'stock'],
        metaSortKeys: ['poids'],
        search: true,
      }),
    ],
  },
]
