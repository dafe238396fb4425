import { createRng, hashString } from './draw'
import { drawScene, type Mood, type Scene } from './scenes'

/*
 * Demo illustrations, generated rather than downloaded: each key always yields the same SVG (the
 * key seeds the random choices), and different keys give different scenes. The seed rasterises
 * them with sharp and uploads them through the real media pipeline.
 */

export type DemoImage = { key: string; alt: string; width: number; height: number; svg: string }

export type DemoImageSpec = {
  scene: Scene
  alt: string
  /** Defaults to 1600 × 1000. Gallery images vary so masonry and justified grids look real. */
  width?: number
  height?: number
  mood?: Mood
}

export const demoImageSpecs = {
  // Home and company
  'accueil-hero': {
    scene: 'loading',
    alt: 'Pelle mécanique orange chargeant de la terre dans un camion benne sur un chantier de terrassement',
  },
  'entreprise-parc': {
    scene: 'fleet',
    alt: 'Parc d’engins devant le hangar de l’entreprise : pelle sur chenilles, camion benne, compacteur et mini-pelle',
  },
  'cta-chantier': {
    scene: 'bulldozer',
    mood: 'dusk',
    width: 1600,
    height: 900,
    alt: 'Bulldozer poussant de la terre végétale au coucher du soleil sur un chantier',
  },
  'realisations-hero': {
    scene: 'excavation',
    alt: 'Pelle sur chenilles creusant une fouille à côté d’un tas de déblais balisé par des cônes',
  },

  // Services
  'service-terrassement': {
    scene: 'excavation',
    alt: 'Pelle mécanique creusant une fouille en pleine masse, terre stockée en merlon à l’arrière',
  },
  'service-assainissement': {
    scene: 'septic',
    alt: 'Coupe d’une installation d’assainissement : fosse toutes eaux enterrée reliée à des tranchées d’épandage',
  },
  'service-vrd': {
    scene: 'trench',
    alt: 'Tranchée blindée avec une canalisation posée sur lit de sable et un grillage avertisseur, mini-pelle au bord',
  },
  'service-demolition': {
    scene: 'demolition',
    alt: 'Pelle de démolition attaquant le haut d’un bâtiment en béton, gravats au pied du mur',
  },
  'service-amenagements': {
    scene: 'landscape',
    alt: 'Jardin en deux niveaux tenu par un mur en gabions, terrasse en bois et pas japonais sur la pelouse',
  },
  'service-location': {
    scene: 'loading',
    alt: 'Pelle sur chenilles louée avec chauffeur remplissant un camion benne',
  },
  'terrassement-decapage': {
    scene: 'bulldozer',
    alt: 'Bulldozer décapant la terre végétale, piquets de nivellement plantés sur la plateforme',
  },
  'assainissement-epandage': {
    scene: 'septic',
    alt: 'Coupe de tranchées d’épandage remplies de gravier avec drains et géotextile, en aval d’une fosse toutes eaux',
  },
  'vrd-enrobe': {
    scene: 'paving',
    alt: 'Compacteur sur un enrobé fraîchement répandu, camion d’enrobé et cônes de chantier',
  },
  'demolition-tri': {
    scene: 'demolition',
    alt: 'Démolition d’un bâtiment avec bennes de tri pour le béton, le bois et les métaux',
  },
  'amenagements-cour': {
    scene: 'courtyard',
    alt: 'Cour d’entrée refaite devant une maison, bordée de pelouse, d’arbustes et de bordures claires',
  },
  'location-mini-pelle': {
    scene: 'mini',
    alt: 'Mini-pelle creusant une petite tranchée dans le jardin d’une maison',
  },

  // Gallery of jobs (réalisations)
  'realisation-maison-olivet': {
    scene: 'excavation',
    width: 1200,
    height: 1500,
    alt: 'Fouilles pour les fondations d’une maison individuelle à Olivet',
  },
  'realisation-microstation-chaingy': {
    scene: 'septic',
    alt: 'Installation d’une filière d’assainissement non collectif à Chaingy',
  },
  'realisation-lotissement-checy': {
    scene: 'trench',
    width: 1600,
    height: 900,
    alt: 'Pose des réseaux en tranchée pour un lotissement de quatorze lots à Chécy',
  },
  'realisation-grange-jargeau': {
    scene: 'demolition',
    width: 1200,
    height: 900,
    alt: 'Démolition d’une ancienne grange à Jargeau avec tri des matériaux',
  },
  'realisation-cour-sandillon': {
    scene: 'courtyard',
    alt: 'Cour de ferme reprise en enrobé à Sandillon',
  },
  'realisation-jardin-mardie': {
    scene: 'landscape',
    width: 1200,
    height: 1500,
    alt: 'Terrain en pente aménagé en terrasses avec un mur de soutènement en gabions à Mardié',
  },

  // Réalisations of the portfolio block (seed/content/portfolio.ts); sizes vary for the masonry.
  'realisation-reseaux-secs': {
    scene: 'trench',
    width: 1600,
    height: 900,
    alt: 'Tranchée ouverte en bord de voirie pour enfouir des gaines électriques et télécom',
  },
  'realisation-atelier-fleury': {
    scene: 'demolition',
    width: 1200,
    height: 1500,
    alt: 'Pelle de démolition abattant les murs d’un ancien atelier à Fleury-les-Aubrais',
  },
  'realisation-location-mini-pelle': {
    scene: 'mini',
    width: 1200,
    height: 900,
    alt: 'Mini-pelle et son chauffeur creusant une tranchée au fond d’un jardin à Semoy',
  },
  'realisation-bassin-saint-denis': {
    scene: 'excavation',
    mood: 'dusk',
    alt: 'Creusement d’un bassin de rétention des eaux pluviales en fin de journée à Saint-Denis-en-Val',
  },
  'realisation-parking-saran': {
    scene: 'paving',
    width: 1600,
    height: 900,
    alt: 'Compacteur sur l’enrobé neuf du parking d’une entreprise à Saran',
  },
  'realisation-piscine-saint-cyr': {
    scene: 'excavation',
    width: 1200,
    height: 900,
    alt: 'Fouille rectangulaire d’une piscine enterrée dans un jardin de Saint-Cyr-en-Val',
  },
  'realisation-fosse-ingre': {
    scene: 'septic',
    width: 1200,
    height: 1500,
    alt: 'Coupe d’une fosse toutes eaux et de son épandage installés à Ingré',
  },
  'realisation-raccordement-fleury': {
    scene: 'trench',
    width: 1200,
    height: 900,
    alt: 'Canalisation de raccordement au réseau d’égout posée dans une tranchée étroite',
  },
  'realisation-terrasse-boigny': {
    scene: 'landscape',
    alt: 'Jardin avec terrasse en bois et pas japonais dans la pelouse à Boigny-sur-Bionne',
  },
  'realisation-allee-combreux': {
    scene: 'courtyard',
    width: 1200,
    height: 1500,
    alt: 'Allée d’entrée d’une maison refaite en enrobé et bordée de pelouse à Combreux',
  },
  'realisation-plateforme-ormes': {
    scene: 'bulldozer',
    width: 1600,
    height: 900,
    alt: 'Bulldozer nivelant la plateforme d’un futur bâtiment agricole à Ormes',
  },
  'realisation-camions-chargement': {
    scene: 'loading',
    width: 1200,
    height: 900,
    alt: 'Pelle chargeant des terres excavées dans un camion benne pour le recyclage',
  },
  'realisation-engins-depot': {
    scene: 'fleet',
    alt: 'Pelle, compacteur et camion prêts à partir du dépôt pour un chantier communal',
  },
  'realisation-microstation-marigny': {
    scene: 'septic',
    alt: 'Cuve de microstation enterrée entre une maison et son rejet à Marigny-les-Usages',
  },

  // News
  'actu-20-ans': {
    scene: 'fleet',
    alt: 'Les engins de Morel Terrassement alignés devant le dépôt de Saint-Jean-de-Braye',
  },
  'actu-terrassement-maison': {
    scene: 'excavation',
    alt: 'Pelle creusant les fouilles d’une maison, déblais stockés en bordure de parcelle',
  },
  'actu-controle-spanc': {
    scene: 'septic',
    alt: 'Schéma en coupe d’une fosse toutes eaux et de son épandage avant contrôle',
  },
  'actu-lotissement-checy': {
    scene: 'trench',
    alt: 'Tranchée de réseaux humides ouverte dans la voirie d’un futur lotissement',
  },
  'actu-drainage-peripherique': {
    scene: 'trench',
    alt: 'Tranchée avec drain posé dans un lit de gravier au pied d’une fondation',
  },
  'actu-grange-jargeau': {
    scene: 'demolition',
    alt: 'Pelle démolissant les murs d’une vieille grange, poussière et gravats au sol',
  },
  'actu-nouvelle-mini-pelle': {
    scene: 'mini',
    alt: 'Nouvelle mini-pelle de 2,7 tonnes au travail dans un jardin',
  },
  'actu-terrain-hiver': {
    scene: 'bulldozer',
    alt: 'Bulldozer régalant la terre sur un terrain avant l’hiver',
  },
  'actu-dt-dict': {
    scene: 'trench',
    alt: 'Tranchée ouverte près de réseaux existants signalés par un grillage de couleur',
  },
  'actu-fosse-ou-microstation': {
    scene: 'septic',
    alt: 'Cuve d’assainissement enterrée entre une maison et ses tranchées de traitement',
  },
  'actu-cour-sandillon': {
    scene: 'paving',
    alt: 'Compacteur lissant l’enrobé d’une cour agricole',
  },
  'actu-recrutement': {
    scene: 'loading',
    alt: 'Conducteur de pelle chargeant un camion benne sur un chantier',
  },
  'actu-terres-excavees': {
    scene: 'loading',
    alt: 'Terres excavées chargées dans un camion pour rejoindre une filière de valorisation',
  },
  'actu-bassin-retention': {
    scene: 'excavation',
    alt: 'Creusement d’un bassin de rétention des eaux pluviales à la pelle mécanique',
  },
  'actu-location-chauffeur': {
    scene: 'mini',
    alt: 'Mini-pelle louée avec son chauffeur pour creuser une tranchée chez un particulier',
  },
  'actu-atelier-fleury': {
    scene: 'demolition',
    alt: 'Démolition d’un ancien atelier après désamiantage, bennes de tri au premier plan',
  },
  'actu-revetement-allee': {
    scene: 'courtyard',
    alt: 'Allée de maison revêtue, encadrée de pelouse et d’arbres',
  },
  'actu-chantiers-sobres': {
    scene: 'bulldozer',
    alt: 'Bulldozer réutilisant la terre du site pour modeler une plateforme',
  },
  'actu-raccordement-egout': {
    scene: 'trench',
    alt: 'Tranchée de raccordement au tout-à-l’égout avec canalisation sur lit de sable',
  },
  'actu-piscine': {
    scene: 'excavation',
    alt: 'Terrassement d’une piscine enterrée dans un jardin',
  },
  'actu-reseaux-secs': {
    scene: 'trench',
    alt: 'Enfouissement de gaines électriques et télécom dans une tranchée en bord de rue',
  },
  'actu-portes-ouvertes': {
    scene: 'fleet',
    alt: 'Engins exposés dans la cour du dépôt pour la journée portes ouvertes',
  },
  'actu-eaux-pluviales': {
    scene: 'landscape',
    alt: 'Jardin en pente aménagé pour infiltrer les eaux de pluie',
  },
  'actu-gabions-mardie': {
    scene: 'landscape',
    alt: 'Mur de soutènement en gabions retenant une terrasse sur un terrain en pente',
  },
} satisfies Record<string, DemoImageSpec>

export type DemoImageKey = keyof typeof demoImageSpecs

export const DEFAULT_WIDTH = 1600
export const DEFAULT_HEIGHT = 1000

/** Draws one illustration; the key seeds every random choice. */
export function createDemoImage(key: string, spec: DemoImageSpec): DemoImage {
  const width = spec.width ?? DEFAULT_WIDTH
  const height = spec.height ?? DEFAULT_HEIGHT
  const seed = hashString(key)
  const svg = drawScene(spec.scene, spec.mood ?? 'day', width, height, createRng(seed), `i${seed.toString(36)}`)
  return { key, alt: spec.alt, width, height, svg }
}

export const demoImages: Record<string, DemoImage> = Object.fromEntries(
  Object.entries(demoImageSpecs).map(([key, spec]: [string, DemoImageSpec]) => [key, createDemoImage(key, spec)]),
)
