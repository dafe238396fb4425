import type { SeedTaxonomy } from './types'

export const postCategories: SeedTaxonomy[] = [
  { slug: 'chantiers', name: 'Chantiers' },
  { slug: 'conseils', name: 'Conseils' },
  { slug: 'entreprise', name: 'Entreprise' },
  { slug: 'reglementation', name: 'Réglementation' },
]

export const postTags: SeedTaxonomy[] = [
  { slug: 'deblai', name: 'Déblai' },
  { slug: 'remblai', name: 'Remblai' },
  { slug: 'fosse-septique', name: 'Fosse septique' },
  { slug: 'microstation', name: 'Microstation' },
  { slug: 'enrobe', name: 'Enrobé' },
  { slug: 'drainage', name: 'Drainage' },
  { slug: 'mini-pelle', name: 'Mini-pelle' },
  { slug: 'demolition', name: 'Démolition' },
  { slug: 'vrd', name: 'VRD' },
  { slug: 'recyclage', name: 'Recyclage' },
  { slug: 'securite', name: 'Sécurité' },
]
