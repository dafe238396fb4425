import type { Block, Field } from 'payload'

import { HEX_COLOUR } from '../../features/portfolio/attributes'
import { BLOCK_LIMITS, PORTFOLIO_COLLECTIONS } from '../../features/portfolio/constants'
import { adminMessages } from '../../features/portfolio/messages'
import type { HoverStyle, LoadMoreSize, TitlePosition } from '../../features/portfolio/types'
import { blockSettings } from '../settings'

const colour = (name: string, label: string): Field => ({
  name,
  label,
  type: 'text',
  admin: { width: '33%', placeholder: '#rrggbb', description: 'Vide : couleur du thème.' },
  validate: (v: string | null | undefined) => !v || HEX_COLOUR.test(v) || adminMessages.colour,
})

const pixels = (name: string, label: string, { min, max }: { min: number; max: number }): Field => ({
  name,
  label,
  type: 'number',
  min,
  max,
  admin: { width: '25%', step: 1, description: 'Vide : valeur du thème.' },
})

const text = (name: string, label: string, defaultValue: string): Field => ({
  name,
  label,
  type: 'text',
  maxLength: 80,
  defaultValue,
  admin: { width: '50%' },
})

/**
 * The portfolio block (docs/product.md, Portfolio "Portfolio block attributes"). Each field maps to one attribute of
 * the island's configuration (src/features/portfolio/block-attributes.ts). Text fields default to
 * the site's French wording; an emptied one falls back to the spec's own label.
 */
export const PortfolioBlockConfig: Block = {
  slug: 'portfolio',
  interfaceName: 'PortfolioBlock',
  labels: { singular: 'Réalisations (portfolio)', plural: 'Réalisations (portfolio)' },
  fields: [
    { name: 'heading', label: 'Titre de la section', type: 'text', maxLength: 140 },
    { name: 'intro', label: 'Introduction', type: 'textarea', maxLength: 600 },
    {
      type: 'row',
      fields: [
        {
          name: 'itemsPerPage',
          label: 'Réalisations par page',
          type: 'number',
          required: true,
          min: BLOCK_LIMITS.itemsPerPage.min,
          max: BLOCK_LIMITS.itemsPerPage.max,
          defaultValue: BLOCK_LIMITS.itemsPerPage.default,
          admin: { width: '20%', step: 1 },
        },
        {
          name: 'columns',
          label: 'Colonnes',
          type: 'number',
          required: true,
          min: BLOCK_LIMITS.columns.min,
          max: BLOCK_LIMITS.columns.max,
          defaultValue: BLOCK_LIMITS.columns.default,
          admin: { width: '20%', step: 1, description: 'Sur grand écran ; 2 sur tablette, 1 sur mobile.' },
        },
        {
          name: 'thumbnailHoverStyle',
          label: 'Présentation',
          type: 'select',
          required: true,
          defaultValue: 'style-2',
          options: [
            { label: 'Style 1 : tuiles carrées', value: 'style-1' },
            { label: 'Style 2 : mosaïque, zoom au survol', value: 'style-2' },
            { label: 'Style 3 : mosaïque, voile au survol', value: 'style-3' },
          ] satisfies { label: string; value: HoverStyle }[],
          admin: { width: '30%' },
        },
        {
          name: 'titlePosition',
          label: 'Position du titre',
          type: 'select',
          required: true,
          defaultValue: 'bottom',
          options: [
            { label: 'En haut', value: 'top' },
            { label: 'En bas', value: 'bottom' },
          ] satisfies { label: string; value: TitlePosition }[],
          admin: { width: '15%' },
        },
        {
          name: 'scrollSpeed',
          label: 'Défilement (s)',
          type: 'number',
          min: BLOCK_LIMITS.scrollSpeed.min,
          max: BLOCK_LIMITS.scrollSpeed.max,
          defaultValue: BLOCK_LIMITS.scrollSpeed.default,
          admin: { width: '15%', step: 0.5, description: 'Durée du défilement d’une vignette haute au survol (tuiles).' },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Filtres et recherche',
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'showCategories', label: 'Filtres par catégorie', type: 'checkbox', defaultValue: true },
            { name: 'showCategoriesAll', label: 'Lien « Tous » des catégories', type: 'checkbox', defaultValue: true },
            { name: 'showOtherCategories', label: 'Filtres par autre catégorie', type: 'checkbox', defaultValue: false },
            { name: 'showOtherCategoriesAll', label: 'Lien « Tous » des autres catégories', type: 'checkbox', defaultValue: true },
            { name: 'showSearch', label: 'Champ de recherche', type: 'checkbox', defaultValue: true },
          ],
        },
        {
          name: 'categories',
          label: 'Catégories proposées',
          type: 'relationship',
          relationTo: PORTFOLIO_COLLECTIONS.categories,
          hasMany: true,
          admin: { description: 'Vide : toutes. Sinon, le bloc ne montre que ces catégories et leurs réalisations.' },
        },
        {
          name: 'otherCategories',
          label: 'Autres catégories proposées',
          type: 'relationship',
          relationTo: PORTFOLIO_COLLECTIONS.otherCategories,
          hasMany: true,
          admin: { description: 'Vide : toutes.' },
        },
        {
          name: 'tags',
          label: 'Étiquettes',
          type: 'relationship',
          relationTo: PORTFOLIO_COLLECTIONS.tags,
          hasMany: true,
          admin: { description: 'Vide : toutes les réalisations. Sinon, seulement celles qui portent l’une de ces étiquettes.' },
        },
        {
          type: 'row',
          fields: [
            colour('headerColor', 'Fond de la barre de filtres'),
            colour('headerTextColor', 'Texte des filtres'),
            colour('activeHeaderTextColor', 'Filtre actif'),
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
          fields: [
            text('allText', 'Lien « tous »', 'Tous'),
            text('searchPlaceholder', 'Indication du champ de recherche', 'Rechercher…'),
            text('noItemsText', 'Aucun résultat', 'Aucune réalisation trouvée'),
            text('loadMoreText', 'Bouton « voir plus »', 'Voir plus'),
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'showQuickView', label: 'Mention « aperçu rapide » au survol', type: 'checkbox', defaultValue: true },
            text('quickViewText', 'Texte de l’aperçu rapide', 'Aperçu rapide'),
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Bouton « Voir plus »',
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            colour('loadMoreTextColor', 'Texte'),
            colour('loadMoreBgColor', 'Fond'),
            colour('loadMoreBorderColor', 'Bordure'),
          ],
        },
        {
          type: 'row',
          fields: [
            colour('loadMoreHoverTextColor', 'Texte au survol'),
            colour('loadMoreHoverBgColor', 'Fond au survol'),
            colour('loadMoreHoverBorderColor', 'Bordure au survol'),
          ],
        },
        {
          type: 'row',
          fields: [
            pixels('loadMoreVerticalPadding', 'Marge verticale (px)', BLOCK_LIMITS.padding),
            pixels('loadMoreHorizontalPadding', 'Marge horizontale (px)', BLOCK_LIMITS.padding),
            pixels('loadMoreBorderRadius', 'Arrondi (px)', BLOCK_LIMITS.borderRadius),
            pixels('loadMoreBorderWidth', 'Épaisseur de bordure (px)', BLOCK_LIMITS.borderWidth),
          ],
        },
        {
          name: 'loadMoreSize',
          label: 'Taille',
          type: 'select',
          defaultValue: 'medium',
          options: [
            { label: 'Petite', value: 'small' },
            { label: 'Moyenne', value: 'medium' },
            { label: 'Grande', value: 'large' },
          ] satisfies { label: string; value: LoadMoreSize }[],
        },
      ],
    },
    blockSettings,
  ],
}
