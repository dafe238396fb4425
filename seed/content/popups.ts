/**
 * The demo popups (issue 13 part 3, docs/decisions/042), as plain data: the seed turns the blocks
 * into Payload blocks and the page slugs into page ids. Settings are the collection's own fields
 * (src/features/popups/Popups.ts).
 */
import { company } from './company'
import type { SeedBlock } from './types'

export type SeedPopup = {
  title: string
  displayTitle?: boolean
  layout: SeedBlock[]
  placement: { where: 'all' } | { where: 'pages'; pages: string[] } | { where: 'types'; types: ('page' | 'news')[] }
  triggers: Record<string, unknown>
  behaviour?: Record<string, unknown>
  conditions?: Record<string, unknown>
}

const SERVICE_PAGES = [
  'services/terrassement',
  'services/assainissement',
  'services/vrd',
  'services/demolition',
  'services/amenagements-exterieurs',
  'services/location-engins',
]

export const popups: SeedPopup[] = [
  {
    // A first visit to the home page: after a few seconds, once per visit, never again on request.
    title: `Bienvenue chez ${company.name}`,
    layout: [
      {
        blockType: 'richText',
        content: [
          `Terrassement, assainissement, VRD et aménagements extérieurs : ${company.serviceArea}.`,
          'Devis gratuit sous 48 heures, visite de chantier comprise.',
        ],
      },
      { blockType: 'cta', heading: 'Un projet ?', text: 'Décrivez-le en quelques lignes.', action: { label: 'Demander un devis', href: '/devis' } },
    ],
    placement: { where: 'pages', pages: ['accueil'] },
    triggers: { onLoad: true, loadDelay: 6 },
    behaviour: { entranceAnimation: 'zoom', exitAnimation: 'fade', doNotShowAgain: 'Ne plus afficher' },
    conditions: { times: 1, timesPeriod: 'session' },
  },
  {
    // Leaving a service page: the callback form, not to staff, at most once a day.
    title: 'Rappel gratuit',
    layout: [
      { blockType: 'richText', content: ['Avant de partir : un conducteur de travaux vous rappelle gratuitement pour parler de votre chantier.'] },
      { blockType: 'form', form: 'rappel' },
    ],
    placement: { where: 'pages', pages: SERVICE_PAGES },
    triggers: { exitIntent: true, openSelector: '.ouvrir-rappel' },
    behaviour: { entranceAnimation: 'slide-from-top', exitAnimation: 'slide-from-top', preventCloseOnBackground: true },
    conditions: { loggedIn: 'roles', roles: ['admin', 'editor'], times: 1, timesPeriod: 'day' },
  },
  {
    // Reading the news: halfway down the page, where to follow the sites' progress.
    title: 'Suivez nos chantiers',
    layout: [
      {
        blockType: 'richText',
        content: ['Chaque mois, un chantier raconté de l’ouverture des fouilles à la réception : retrouvez-les tous dans nos [réalisations](/realisations).'],
      },
    ],
    placement: { where: 'types', types: ['news'] },
    triggers: { onScroll: true, scrollDirection: 'down', scrollOffset: 50 },
    behaviour: { entranceAnimation: 'slide-from-bottom', exitAnimation: 'slide-from-bottom', preventScroll: false, doNotShowAgain: 'Ne plus afficher' },
    conditions: { times: 1, timesPeriod: 'week' },
  },
]
