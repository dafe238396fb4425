import type { Field, GlobalConfig } from 'payload'

import { validateHref } from '../../blocks/link-fields'
import { anyone, staffOnly } from '../accounts/access'
import { revalidatePaths } from '../pages/revalidate'
import { socialLinksField } from '../social/field'
import { LOGO_WIDTH_BOUNDS } from '../theme/logo'
import { HEADER_BREAKPOINT } from './breakpoint'
import { DEFAULT_PALETTES, PALETTE_KEYS } from './palettes'
import { typographyField } from './typography'
import { imagesOnly } from '../media/image-fields'

const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

const paletteGroup = (name: 'default' | 'switched', label: string): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: PALETTE_KEYS.map(
        (key): Field => ({
          name: key,
          type: 'text',
          required: true,
          defaultValue: DEFAULT_PALETTES[name][key],
          admin: { width: '25%' },
          validate: (v: string | null | undefined) =>
            (typeof v === 'string' && COLOUR.test(v)) || 'Couleur invalide : utilisez le format #rrggbb.',
        }),
      ),
    },
  ],
})

const linkRow: Field[] = [
  { name: 'label', label: 'Libellé', type: 'text', required: true, maxLength: 60 },
  { name: 'href', label: 'Lien', type: 'text', required: true, validate: validateHref },
]

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Réglages du site',
  admin: {
    group: 'Administration',
    components: {
      views: {
        edit: {
          // The theme customiser (features/theme/admin), a tab beside the settings' form.
          customiser: {
            Component: '/features/theme/admin/CustomiserView#CustomiserView',
            path: '/personnaliser',
            tab: { label: 'Personnaliser', href: '/personnaliser', order: 150 },
          },
        },
      },
    },
  },
  access: { read: anyone, update: staffOnly },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Identité',
          fields: [
            { name: 'siteTitle', label: 'Nom du site', type: 'text', required: true, maxLength: 80 },
            { name: 'tagline', label: 'Slogan', type: 'text', maxLength: 160 },
            { name: 'logo', label: 'Logo', type: 'upload', relationTo: 'media', filterOptions: imagesOnly },
            {
              type: 'row',
              fields: [
                {
                  name: 'logoWidth',
                  label: 'Largeur du logo (px)',
                  type: 'number',
                  admin: { description: 'Vide : la largeur de l’image, dans la hauteur de l’en-tête.' },
                  validate: (v: number | null | undefined) =>
                    v === null ||
                    v === undefined ||
                    (Number.isInteger(v) && v >= LOGO_WIDTH_BOUNDS[0] && v <= LOGO_WIDTH_BOUNDS[1]) ||
                    `Largeur invalide : un nombre entier de ${LOGO_WIDTH_BOUNDS[0]} à ${LOGO_WIDTH_BOUNDS[1]} pixels.`,
                },
                { name: 'titleVisible', label: 'Afficher le nom du site dans l’en-tête', type: 'checkbox', defaultValue: true },
              ],
            },
            {
              name: 'contact',
              label: 'Coordonnées',
              type: 'group',
              fields: [
                { name: 'phone', label: 'Téléphone', type: 'text', maxLength: 30 },
                { name: 'email', label: 'E-mail', type: 'email' },
                { name: 'street', label: 'Adresse', type: 'text', maxLength: 120 },
                { name: 'postalCode', label: 'Code postal', type: 'text', maxLength: 10 },
                { name: 'city', label: 'Ville', type: 'text', maxLength: 80 },
                {
                  name: 'siret',
                  label: 'SIRET',
                  type: 'text',
                  validate: (v: string | null | undefined) =>
                    !v || /^\d{14}$/.test(v.replace(/\s/g, '')) || 'Le SIRET compte 14 chiffres.',
                },
                { name: 'openingHours', label: 'Horaires', type: 'text', maxLength: 120 },
              ],
            },
            socialLinksField,
          ],
        },
        {
          label: 'En-tête',
          fields: [
            {
              name: 'menu',
              label: 'Menu principal',
              labels: { singular: 'Lien du menu', plural: 'Liens du menu' },
              type: 'array',
              maxRows: 10,
              fields: [
                ...linkRow,
                { name: 'children', label: 'Sous-menu', labels: { singular: 'Lien du sous-menu', plural: 'Liens du sous-menu' }, type: 'array', maxRows: 12, fields: linkRow },
              ],
            },
            {
              name: 'headerBreakpoint',
              label: 'Largeur de bascule du menu mobile (px)',
              type: 'number',
              required: true,
              defaultValue: HEADER_BREAKPOINT.default,
              min: HEADER_BREAKPOINT.min,
              max: HEADER_BREAKPOINT.max,
            },
            {
              name: 'searchVariant',
              label: 'Recherche',
              type: 'select',
              defaultValue: 'dropdown',
              options: [
                { label: 'Menu déroulant', value: 'dropdown' },
                { label: 'Plein écran', value: 'fullscreen' },
                { label: 'Recouvre l’en-tête', value: 'header-cover' },
              ],
            },
            {
              name: 'accountTrigger',
              label: 'Ouverture du menu compte',
              type: 'select',
              defaultValue: 'click',
              options: [
                { label: 'Au survol', value: 'hover' },
                { label: 'Au clic', value: 'click' },
              ],
            },
          ],
        },
        {
          label: 'Comportements',
          fields: [
            {
              name: 'scrollTop',
              label: 'Bouton « retour en haut »',
              type: 'group',
              fields: [
                {
                  name: 'variant',
                  label: 'Seuil',
                  type: 'select',
                  defaultValue: 'simple',
                  options: [
                    { label: '100 px, fondu 300 ms', value: 'simple' },
                    { label: '300 px ou hauteur de l’en-tête + 100 px', value: 'header-offset' },
                  ],
                },
                {
                  name: 'device',
                  label: 'Appareils',
                  type: 'select',
                  defaultValue: 'both',
                  options: [
                    { label: 'Ordinateur', value: 'desktop' },
                    { label: 'Mobile', value: 'mobile' },
                    { label: 'Les deux', value: 'both' },
                  ],
                },
              ],
            },
            { name: 'imageLightbox', label: 'Ouvrir les liens d’images dans une visionneuse', type: 'checkbox', defaultValue: true },
            {
              name: 'particlesScriptUrl',
              label: 'Script des fonds à particules (URL)',
              type: 'text',
              validate: (v: string | null | undefined) =>
                !v || /^(https:\/\/|\/(?!\/))/.test(v) || 'Adresse invalide : https:// ou chemin du site (/…).',
            },
          ],
        },
        {
          label: 'Couleurs',
          fields: [
            paletteGroup('default', 'Palette par défaut'),
            paletteGroup('switched', 'Palette alternative'),
            {
              name: 'colourSwitcher',
              label: 'Bouton de changement de couleurs',
              type: 'group',
              fields: [
                { name: 'enabled', label: 'Afficher le bouton', type: 'checkbox', defaultValue: true },
                {
                  name: 'defaultMode',
                  label: 'Mode par défaut',
                  type: 'select',
                  defaultValue: 'system',
                  options: [
                    { label: 'Clair', value: 'light' },
                    { label: 'Sombre', value: 'dark' },
                    { label: 'Selon l’appareil', value: 'system' },
                  ],
                },
                { name: 'switchedIsDark', label: 'La palette alternative est sombre', type: 'checkbox', defaultValue: true },
                { name: 'forceReload', label: 'Recharger la page au changement', type: 'checkbox', defaultValue: false },
              ],
            },
          ],
        },
        {
          label: 'Typographie',
          fields: [typographyField],
        },
        {
          label: 'Pied de page',
          fields: [
            {
              name: 'footer',
              label: 'Pied de page',
              type: 'group',
              fields: [
                { name: 'text', label: 'Texte', type: 'textarea', maxLength: 600 },
                { name: 'links', label: 'Liens', labels: { singular: 'Lien', plural: 'Liens' }, type: 'array', maxRows: 12, fields: linkRow },
              ],
            },
          ],
        },
      ],
    },
  ],
  hooks: {
    afterChange: [
      ({ doc }) => {
        // Settings shape every page (header, palette, footer): drop the whole cache.
        revalidatePaths(['/'], 'layout')
        return doc
      },
    ],
  },
}
