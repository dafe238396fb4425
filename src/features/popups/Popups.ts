/**
 * The Popups collection (spec §3 "Popup settings", §5, §6; docs/decisions/042): content from the
 * pages' blocks, where the popup may show, its triggers, its dialog settings and its display
 * conditions. The conditions' own checks (conditions/, `conditionProblems`) refuse a pattern or a
 * date that cannot work, in French, where staff save it; a bad value that reaches the database by
 * another way disables the popup on the site (settings.ts `popupConfig`).
 */
import type { CollectionConfig, Field } from 'payload'

import { sectionsField } from '../../blocks/configs'
import { staffOnly } from '../accounts/access'
import { revalidatePaths } from '../pages/revalidate'
import { CONDITIONS } from './conditions'
import { BROWSERS, DEVICES, SOURCES, TIMES_PERIODS } from './constants'
import { ANIMATIONS, CLOSE_POSITIONS, PAGE_TYPES, PLACEMENTS, USER_ROLES } from './settings'

const ANIMATION_LABELS: Record<(typeof ANIMATIONS)[number], string> = {
  zoom: 'Zoom',
  fade: 'Fondu',
  'slide-from-top': 'Glissement depuis le haut',
  'slide-from-bottom': 'Glissement depuis le bas',
  'slide-from-left': 'Glissement depuis la gauche',
  'slide-from-right': 'Glissement depuis la droite',
  none: 'Aucune',
}
const animationOptions = ANIMATIONS.map((value) => ({ value, label: ANIMATION_LABELS[value] }))

type Sibling = { siblingData?: Record<string, unknown> }
type TextValidate = (value: string | null | undefined, options: Sibling) => true | string

/** The URL condition's pattern, checked by the condition itself (an invalid pattern is refused). */
const validateUrl: TextValidate = (value, { siblingData = {} }) =>
  (value && CONDITIONS.url.problem?.({ url: value, regex: siblingData.urlRegex === true, action: 'show' })) || true

/**
 * The schedule's dates, checked by the condition itself: each field reports its own date, and the
 * end also an end before the start, so one mistake shows once, beside the field it is in.
 */
const validateSchedule =
  (field: 'start' | 'end'): TextValidate =>
  (_value, { siblingData = {} }) => {
    const date = (name: string) => (typeof siblingData[name] === 'string' && siblingData[name] ? (siblingData[name] as string) : undefined)
    const start = date('scheduleStart')
    const end = date('scheduleEnd')
    const own = CONDITIONS.schedule.problem?.(field === 'start' ? { start, timeZone: 'site' } : { end, timeZone: 'site' })
    if (own) return own
    const startValid = !start || !CONDITIONS.schedule.problem?.({ start, timeZone: 'site' })
    return (field === 'end' && startValid && CONDITIONS.schedule.problem?.({ start, end, timeZone: 'site' })) || true
  }

const placementFields: Field[] = [
  {
    name: 'where',
    label: 'Afficher sur',
    type: 'select',
    required: true,
    defaultValue: 'all',
    options: PLACEMENTS.map((value) => ({ value, label: { all: 'Toutes les pages', pages: 'Les pages choisies', types: 'Des types de pages' }[value] })),
  },
  { name: 'pages', label: 'Pages', type: 'relationship', relationTo: 'pages', hasMany: true, admin: { condition: (_, s) => s?.where === 'pages' } },
  {
    name: 'types',
    label: 'Types de pages',
    type: 'select',
    hasMany: true,
    options: PAGE_TYPES.map((value) => ({ value, label: { page: 'Pages du site', news: 'Actualités (liste et articles)' }[value] })),
    admin: { condition: (_, s) => s?.where === 'types' },
  },
]

const triggerFields: Field[] = [
  { name: 'onLoad', label: 'À l’ouverture de la page', type: 'checkbox' },
  { name: 'loadDelay', label: 'Après (secondes)', type: 'number', min: 0, max: 3600, defaultValue: 0, admin: { condition: (_, s) => s?.onLoad === true } },
  { name: 'onScroll', label: 'Au défilement', type: 'checkbox' },
  {
    type: 'row',
    admin: { condition: (_, s) => s?.onScroll === true },
    fields: [
      { name: 'scrollDirection', label: 'Sens', type: 'select', defaultValue: 'down', options: [{ value: 'down', label: 'Vers le bas' }, { value: 'up', label: 'Vers le haut' }] },
      { name: 'scrollOffset', label: 'À partir de (% de la page)', type: 'number', min: 0, max: 100, defaultValue: 50 },
    ],
  },
  { name: 'scrollToElement', label: 'Quand cet élément apparaît (sélecteur CSS)', type: 'text', maxLength: 200 },
  { name: 'clicks', label: 'Au n-ième clic sur la page', type: 'number', min: 0, max: 1000 },
  { name: 'inactivity', label: 'Après une inactivité de (secondes)', type: 'number', min: 0, max: 86400 },
  { name: 'exitIntent', label: 'Quand le visiteur s’apprête à quitter la page (pointeur vers le haut)', type: 'checkbox' },
  { name: 'openSelector', label: 'Au clic sur (sélecteur CSS)', type: 'text', maxLength: 200, admin: { description: 'Ex. .ouvrir-rappel : le lien n’est alors pas suivi.' } },
]

const behaviourFields: Field[] = [
  { name: 'closeButtonDelay', label: 'Bouton de fermeture affiché après (secondes)', type: 'number', min: 0, max: 600, defaultValue: 0 },
  {
    name: 'closeButtonPosition',
    label: 'Position du bouton de fermeture',
    type: 'select',
    defaultValue: 'inside',
    options: CLOSE_POSITIONS.map((value) => ({ value, label: value === 'inside' ? 'Dans la fenêtre' : 'Hors de la fenêtre' })),
  },
  {
    type: 'row',
    fields: [
      { name: 'entranceAnimation', label: 'Animation d’entrée', type: 'select', defaultValue: 'zoom', options: animationOptions },
      { name: 'exitAnimation', label: 'Animation de sortie', type: 'select', defaultValue: 'zoom', options: animationOptions },
      { name: 'animationDuration', label: 'Durée des animations (secondes)', type: 'number', min: 0, max: 10, defaultValue: 0.2 },
    ],
  },
  { name: 'preventScroll', label: 'Bloquer le défilement de la page', type: 'checkbox', defaultValue: true },
  { name: 'closeAutomatically', label: 'Fermer automatiquement après (secondes, 0 : jamais)', type: 'number', min: 0, max: 86400, defaultValue: 0 },
  { name: 'preventCloseOnBackground', label: 'Ne pas fermer au clic sur le fond', type: 'checkbox' },
  { name: 'preventCloseOnEsc', label: 'Ne pas fermer avec la touche Échap', type: 'checkbox' },
  {
    name: 'a11yNavigation',
    label: 'Navigation accessible (le focus va au premier champ)',
    type: 'checkbox',
    defaultValue: true,
  },
  { name: 'avoidMultiple', label: 'Ne pas afficher si une autre fenêtre a déjà été affichée sur la page', type: 'checkbox' },
  { name: 'classes', label: 'Classes CSS', type: 'text', maxLength: 300 },
  {
    name: 'doNotShowAgain',
    label: 'Texte du lien « ne plus afficher »',
    type: 'text',
    maxLength: 80,
    admin: { description: 'Laisser vide pour ne pas proposer ce lien.' },
  },
]

const conditionFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'pageViews', label: 'Pages vues au moins', type: 'number', min: 0 },
      { name: 'sessions', label: 'Visites au moins', type: 'number', min: 0 },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'url', label: 'Page de provenance (texte ou expression régulière)', type: 'text', maxLength: 500, validate: validateUrl as never },
      { name: 'urlRegex', label: 'Expression régulière', type: 'checkbox' },
      { name: 'urlAction', label: 'Si elle correspond', type: 'select', defaultValue: 'show', options: [{ value: 'show', label: 'Afficher' }, { value: 'hide', label: 'Masquer' }] },
    ],
  },
  {
    name: 'sources',
    label: 'Provenance',
    type: 'select',
    hasMany: true,
    options: SOURCES.map((value) => ({ value, label: { internal: 'Ce site', external: 'Autres sites', search: 'Moteurs de recherche' }[value] })),
    admin: { description: 'Aucune ou les trois : toujours.' },
  },
  {
    type: 'row',
    fields: [
      {
        name: 'loggedIn',
        label: 'Personnes connectées',
        type: 'select',
        defaultValue: 'none',
        options: [
          { value: 'none', label: 'Afficher à tous' },
          { value: 'all', label: 'Masquer à toute personne connectée' },
          { value: 'roles', label: 'Masquer aux rôles choisis' },
        ],
      },
      {
        name: 'roles',
        label: 'Rôles',
        type: 'select',
        hasMany: true,
        options: USER_ROLES.map((value) => ({ value, label: { admin: 'Administrateur', editor: 'Rédacteur', client: 'Client' }[value] })),
        admin: { condition: (_, s) => s?.loggedIn === 'roles' },
      },
    ],
  },
  {
    name: 'devices',
    label: 'Appareils',
    type: 'select',
    hasMany: true,
    options: DEVICES.map((value) => ({ value, label: { desktop: 'Ordinateur', tablet: 'Tablette', mobile: 'Téléphone' }[value] })),
    admin: { description: 'Aucun : tous.' },
  },
  {
    name: 'browsers',
    label: 'Navigateurs',
    type: 'select',
    hasMany: true,
    options: BROWSERS.map((value) => ({ value, label: { chrome: 'Chrome', firefox: 'Firefox', safari: 'Safari', edge: 'Edge', opera: 'Opera', samsung: 'Samsung Internet' }[value] })),
    admin: { description: 'Aucun : tous.' },
  },
  {
    type: 'row',
    fields: [
      { name: 'scheduleStart', label: 'À partir du (AAAA-MM-JJ HH:MM)', type: 'text', maxLength: 40, validate: validateSchedule('start') as never },
      { name: 'scheduleEnd', label: 'Jusqu’au (exclu)', type: 'text', maxLength: 40, validate: validateSchedule('end') as never },
      {
        name: 'scheduleTimeZone',
        label: 'Heure',
        type: 'select',
        defaultValue: 'site',
        options: [{ value: 'site', label: 'Du site (Paris)' }, { value: 'local', label: 'Du visiteur' }],
      },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'times', label: 'Afficher au plus (fois, 0 : sans limite)', type: 'number', min: 0 },
      {
        name: 'timesPeriod',
        label: 'Par',
        type: 'select',
        defaultValue: 'none',
        options: TIMES_PERIODS.map((value) => ({ value, label: { none: 'Au total', session: 'Visite', day: 'Jour', week: 'Semaine', month: 'Mois' }[value] })),
      },
    ],
  },
]

export const Popups: CollectionConfig = {
  slug: 'popups',
  labels: { singular: 'Fenêtre surgissante', plural: 'Fenêtres surgissantes' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'active', 'updatedAt'], group: 'Contenu' },
  // The site reads popups on the server (server.tsx); only staff read them through the API.
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'title', label: 'Titre (nom de la fenêtre pour les lecteurs d’écran)', type: 'text', required: true, maxLength: 140 },
    { name: 'active', label: 'Active', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
    { name: 'displayTitle', label: 'Afficher le titre', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
    {
      type: 'tabs',
      tabs: [
        { label: 'Contenu', fields: [sectionsField()] },
        { name: 'placement', label: 'Emplacement', fields: placementFields },
        { name: 'triggers', label: 'Déclencheurs', fields: triggerFields },
        { name: 'behaviour', label: 'Réglages', fields: behaviourFields },
        { name: 'conditions', label: 'Conditions d’affichage', fields: conditionFields },
      ],
    },
  ],
  hooks: {
    // Any page may show a popup: every cached page goes.
    afterChange: [({ doc }) => (revalidatePaths(['/'], 'layout'), doc)],
    afterDelete: [({ doc }) => (revalidatePaths(['/'], 'layout'), doc)],
  },
}
