/**
 * The demo side panels (issue 13 part 4, docs/decisions/044), as plain data: the seed turns the
 * blocks into Payload blocks. Settings are the collection's own fields (src/features/off-canvas/Panels.ts).
 */
import type { SeedBlock } from './types'

export type SeedPanel = {
  title: string
  key?: string
  side: 'left' | 'right'
  width?: string
  layout: SeedBlock[]
  placement: { where: 'all' }
  header?: { show: 'none' | 'mobile' | 'always'; label?: string; fallbackHref?: string }
}

export const panels: SeedPanel[] = [
  {
    // On a phone the contact details are one tap away from the header, on every page; without
    // JavaScript the same control leads to the contact page's details.
    title: 'Nos coordonnées',
    key: 'coordonnees',
    side: 'right',
    width: '24rem',
    layout: [
      // The details themselves come from the site settings (the block reads them), as on /contact.
      { blockType: 'contactDetails', heading: 'Nous joindre', intro: 'Un conducteur de travaux vous répond du lundi au vendredi ; devis gratuit sous 48 heures.' },
      { blockType: 'cta', heading: 'Un projet ?', text: 'Décrivez-le en quelques lignes, photos et plans compris.', action: { label: 'Demander un devis', href: '/devis' } },
    ],
    placement: { where: 'all' },
    header: { show: 'mobile', label: 'Nos coordonnées', fallbackHref: '/contact#coordonnees' },
  },
]
