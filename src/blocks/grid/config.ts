import type { Block, Field } from 'payload'

import { GRID_BREAKPOINTS } from '../../features/grid/constants'
import {
  ANIMATIONS,
  CARD_STYLES,
  CYCLE_BY,
  DEFAULT_TEXTS,
  ITEM_NAVS,
  LAYOUTS,
  OPTION_LIMITS,
  PAGINATIONS,
  RATIOS,
  SORT_LABELS,
} from '../../features/grid/options'
import { isWidgetId } from '../../features/grid/query/url'
import { GRID_SOURCE_KEYS, GRID_SOURCES, isGridSource, taxonomiesOf, type GridSourceKey } from '../../features/grid/sources/registry'
import { blockSettings } from '../settings'

const LAYOUT_LABELS = {
  masonry: 'Maçonnerie (colonnes)',
  packery: 'Mosaïque (cases de tailles variées)',
  justified: 'Rangées justifiées',
  // Where the grid's videos play follows the layout (options.ts videoPlaybackFor; docs/decisions/053): staff read it here.
  slider: 'Carrousel horizontal (vidéos lues sur place)',
  gallery: 'Diaporama minuté (images)',
} as const satisfies Record<(typeof LAYOUTS)[number], string>

const PAGINATION_LABELS = { pages: 'Pages numérotées', more: 'Bouton « Voir plus »', scroll: 'Chargement au défilement' } as const satisfies Record<(typeof PAGINATIONS)[number], string>
const ANIMATION_LABELS = { none: 'Aucune', fade: 'Fondu', rise: 'Montée', zoom: 'Zoom' } as const satisfies Record<(typeof ANIMATIONS)[number], string>
const NAV_LABELS = { arrows: 'Flèches', bullets: 'Puces', both: 'Flèches et puces', none: 'Aucune' } as const satisfies Record<(typeof ITEM_NAVS)[number], string>
const BREAKPOINT_LABELS = ['au-delà de 1200 px', 'jusqu’à 1200 px', 'jusqu’à 980 px', 'jusqu’à 768 px', 'jusqu’à 480 px', 'jusqu’à 320 px']

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }))

const integer = (name: string, label: string, limits: { min: number; max: number; default?: number }, description?: string): Field => ({
  name,
  label,
  type: 'number',
  min: limits.min,
  max: limits.max,
  defaultValue: limits.default,
  admin: { width: '33%', step: 1, description },
  validate: (v: number | null | undefined) =>
    v === null || v === undefined || (Number.isInteger(v) && v >= limits.min && v <= limits.max) || `Entre ${limits.min} et ${limits.max}, nombre entier.`,
})

const text = (name: keyof typeof DEFAULT_TEXTS, label: string): Field => ({ name, label, type: 'text', maxLength: 120, defaultValue: DEFAULT_TEXTS[name], admin: { width: '50%' } })

type Siblings = { source?: GridSourceKey; layout?: string }

const ALL_TAXONOMIES = GRID_SOURCE_KEYS.flatMap((source) =>
  Object.entries(GRID_SOURCES[source].taxonomies).map(([value, label]) => ({ value, label: `${GRID_SOURCES[source].label} — ${label}` })),
)

/**
 * The grid block (spec §3 "Grid options", docs/decisions/043): its items come from a source (news,
 * réalisations, grid media, engins); every option that means something on the web is here, validated
 * with a French message; src/features/grid/options.ts reads them with safe defaults for the site.
 */
export const GridBlockConfig: Block = {
  slug: 'grid',
  interfaceName: 'GridBlock',
  labels: { singular: 'Grille de contenus', plural: 'Grilles de contenus' },
  fields: [
    { name: 'heading', label: 'Titre de la section', type: 'text', maxLength: 140 },
    { name: 'intro', label: 'Introduction', type: 'textarea', maxLength: 600 },
    {
      type: 'row',
      fields: [
        {
          name: 'source',
          label: 'Source des éléments',
          type: 'select',
          required: true,
          defaultValue: 'media',
          options: GRID_SOURCE_KEYS.map((value) => ({ value, label: GRID_SOURCES[value].label })),
          admin: { width: '33%' },
        },
        {
          name: 'widgetId',
          label: 'Identifiant de la grille',
          type: 'text',
          maxLength: 40,
          admin: { width: '33%', description: 'Dans l’adresse des vues filtrées (e-filter-<identifiant>-…) : lettres et chiffres, sans tiret. Vide : automatique.' },
          validate: (v: string | null | undefined) => !v || isWidgetId(v) || 'Identifiant invalide : lettres et chiffres seulement (40 au plus), sans tiret ni espace.',
        },
        integer('perPage', 'Éléments par page', OPTION_LIMITS.perPage),
      ],
    },
    {
      type: 'collapsible',
      label: 'Disposition',
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'layout', label: 'Disposition', type: 'select', required: true, defaultValue: 'masonry', options: options(LAYOUTS, LAYOUT_LABELS), admin: { width: '33%' } },
            { name: 'style', label: 'Présentation des éléments', type: 'select', defaultValue: 'card', options: options(CARD_STYLES, { card: 'Cartes (image et texte)', tile: 'Vignettes (image seule)' }), admin: { width: '33%' } },
            { name: 'ratio', label: 'Proportion des images', type: 'select', defaultValue: 'auto', options: RATIOS.map((value) => ({ value, label: value === 'auto' ? 'Celle de chaque image' : value })), admin: { width: '33%' } },
          ],
        },
        {
          type: 'row',
          fields: [
            integer('rowHeight', 'Hauteur de rangée (px)', OPTION_LIMITS.rowHeight, 'Rangées justifiées, mosaïque et carrousel.'),
            integer('gutter', 'Espacement (px)', OPTION_LIMITS.gutter),
            integer('rows', 'Rangées du carrousel', OPTION_LIMITS.rows),
          ],
        },
        {
          name: 'columns',
          label: 'Colonnes par largeur d’écran',
          type: 'number',
          hasMany: true,
          maxRows: GRID_BREAKPOINTS.length,
          min: OPTION_LIMITS.columns.min,
          max: OPTION_LIMITS.columns.max,
          admin: { description: `Six nombres, dans l’ordre : ${BREAKPOINT_LABELS.join(', ')}. Vide : ${GRID_BREAKPOINTS.map((b) => b.columns).join(', ')}.` },
        },
        {
          type: 'row',
          fields: [
            { name: 'fitRows', label: 'Aligner les rangées', type: 'checkbox', defaultValue: false, admin: { width: '25%' } },
            { name: 'fullWidth', label: 'Pleine largeur', type: 'checkbox', defaultValue: false, admin: { width: '25%' } },
            { name: 'fullHeight', label: 'Pleine hauteur (carrousel)', type: 'checkbox', defaultValue: false, admin: { width: '25%' } },
            { name: 'rtl', label: 'De droite à gauche', type: 'checkbox', defaultValue: false, admin: { width: '25%' } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'animation', label: 'Animation des éléments', type: 'select', defaultValue: 'fade', options: options(ANIMATIONS, ANIMATION_LABELS), admin: { width: '33%' } },
            integer('transition', 'Durée de l’animation (ms)', OPTION_LIMITS.transition),
            integer('itemDelay', 'Décalage entre éléments (ms)', OPTION_LIMITS.itemDelay),
          ],
        },
        { name: 'preloader', label: 'Indicateur de chargement', type: 'checkbox', defaultValue: true },
      ],
    },
    {
      type: 'collapsible',
      label: 'Carrousel et diaporama',
      admin: { initCollapsed: true, condition: (_d: unknown, s: Siblings | undefined) => s?.layout === 'slider' || s?.layout === 'gallery' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'itemNav', label: 'Navigation', type: 'select', defaultValue: 'both', options: options(ITEM_NAVS, NAV_LABELS), admin: { width: '25%' } },
            { name: 'cycleBy', label: 'Défiler par', type: 'select', defaultValue: 'page', options: options(CYCLE_BY, { page: 'Page', item: 'Élément' }), admin: { width: '25%' } },
            integer('swingSpeed', 'Vitesse de défilement (ms)', OPTION_LIMITS.swingSpeed),
          ],
        },
        { type: 'row', fields: [integer('cycle', 'Défilement automatique (ms, 0 : aucun)', OPTION_LIMITS.cycle), integer('startAt', 'Premier élément montré', OPTION_LIMITS.startAt)] },
      ],
    },
    {
      type: 'collapsible',
      // No comma in a group's title: the admin's notice of invalid fields splits their paths on commas.
      label: 'Filtres et tri',
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'filterTaxonomies',
          label: 'Filtres',
          type: 'select',
          hasMany: true,
          options: ALL_TAXONOMIES,
          validate: (value: string[] | null | undefined, { siblingData }: { siblingData: Siblings }) => {
            const known = siblingData?.source ? taxonomiesOf(siblingData.source) : []
            const wrong = (value ?? []).filter((t) => !known.includes(t))
            // Named as staff picked them in the list, not by their slugs.
            const names = wrong.map((t) => ALL_TAXONOMIES.find((o) => o.value === t)?.label ?? t)
            const source = isGridSource(siblingData?.source) ? ` (${GRID_SOURCES[siblingData.source].label})` : ''
            return !wrong.length || `Ces filtres n’appartiennent pas à la source choisie${source} : ${names.join(', ')}.`
          },
        },
        {
          type: 'row',
          fields: [
            { name: 'filterCombination', label: 'Filtres cumulables (un clic ajoute ou retire)', type: 'checkbox', defaultValue: false, admin: { width: '50%' } },
            { name: 'filterLogic', label: 'Filtres cumulés', type: 'select', defaultValue: 'AND', options: [{ value: 'AND', label: 'Tous (ET)' }, { value: 'OR', label: 'Au moins un (OU)' }], admin: { width: '50%' } },
          ],
        },
        {
          name: 'filterLoad',
          label: 'Filtre actif au chargement',
          type: 'text',
          maxLength: 120,
          admin: { description: 'Facultatif : taxonomie:terme, par exemple service:terrassement.' },
          validate: (v: string | null | undefined, { siblingData }: { siblingData: Siblings }) => {
            if (!v) return true
            const [taxonomy = '', term = ''] = v.split(':')
            const known = siblingData?.source ? taxonomiesOf(siblingData.source) : []
            return (known.includes(taxonomy) && /^[a-z0-9_-]{1,200}$/.test(term)) || `Format attendu : taxonomie:terme, avec une taxonomie de la source (${known.join(', ')}).`
          },
        },
        {
          type: 'row',
          fields: [
            { name: 'sortKeys', label: 'Tris proposés', type: 'select', hasMany: true, options: Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label })), admin: { width: '50%' } },
            {
              name: 'metaSortKeys',
              label: 'Tris sur des caractéristiques',
              type: 'text',
              hasMany: true,
              maxRows: 8,
              admin: { width: '50%', description: 'Clés des caractéristiques des engins (ex. poids).' },
              validate: (v: string[] | null | undefined) => (v ?? []).every((k) => /^[a-z0-9_-]{1,40}$/.test(k)) || 'Clé invalide : minuscules, chiffres, « _ » et « - ».',
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'sortByLoad',
              label: 'Tri au chargement',
              type: 'text',
              maxLength: 40,
              admin: { width: '50%', description: 'Facultatif : une des clés de tri (date, regular-price…). Vide : l’ordre de la source.' },
              validate: (v: string | null | undefined) => !v || /^[a-z0-9_-]{1,40}$/.test(v) || 'Clé de tri invalide.',
            },
            { name: 'orderLoad', label: 'Ordre au chargement', type: 'select', defaultValue: 'desc', options: [{ value: 'asc', label: 'Croissant' }, { value: 'desc', label: 'Décroissant' }], admin: { width: '50%' } },
          ],
        },
        { name: 'search', label: 'Champ de recherche', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      type: 'collapsible',
      label: 'Pages et chargement',
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'pagination', label: 'Suite des éléments', type: 'select', defaultValue: 'pages', options: options(PAGINATIONS, PAGINATION_LABELS), admin: { width: '50%' } },
            integer('ajaxDelay', 'Délai avant affichage (ms)', OPTION_LIMITS.ajaxDelay),
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Textes',
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [text('allText', 'Bouton « tout »'), text('searchLabel', 'Libellé de la recherche'), text('searchPlaceholder', 'Exemple dans la recherche'), text('sortLabel', 'Libellé du tri')],
        },
        {
          type: 'row',
          fields: [text('loadMoreText', 'Bouton « voir plus »'), text('noMoreText', 'Plus d’éléments'), text('noItemsText', 'Aucun élément'), text('applyText', 'Bouton « appliquer » (sans JavaScript)')],
        },
      ],
    },
    blockSettings,
  ],
}
