/**
 * The fictional company behind the demo content. Pages quote these values in their text, and the
 * seed can copy them into the site settings (contact group), so the two never disagree.
 */
export const company = {
  name: 'Morel Terrassement',
  legalForm: 'SARL au capital de 50 000 €',
  manager: 'Julien Morel',
  founded: 2004,
  tagline: 'Terrassement, assainissement et VRD dans le Loiret depuis 2004',
  street: 'ZA des Châtaigniers, 27 rue de la Chaussée',
  postalCode: '45800',
  city: 'Saint-Jean-de-Braye',
  department: 'Loiret (45)',
  phone: '02 38 00 00 00',
  phoneHref: 'tel:+33238000000',
  email: 'contact@morel-terrassement.fr',
  website: 'morel-terrassement.fr',
  siret: '123 456 789 00012',
  siren: '123 456 789',
  rcs: 'RCS Orléans 123 456 789',
  // Key computed the French way: (12 + 3 × (SIREN mod 97)) mod 97 = 32.
  vat: 'FR32 123 456 789',
  ape: '4312A',
  openingHours: 'Du lundi au vendredi, 8 h – 12 h et 13 h 30 – 17 h 30',
  serviceArea: 'Orléans Métropole et le Loiret, dans un rayon d’environ 40 km',
} as const

export type Company = typeof company
