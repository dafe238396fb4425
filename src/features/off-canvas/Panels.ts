/**
 * The side panels collection (« Panneaux latéraux », issue 13 part 4, docs/decisions/044): content
 * from the pages' blocks, the side and width of the panel, the pages it is on, the name link actions
 * address it by, and an optional control in the site header. The width and the name are checked by
 * settings.ts, the same functions the site reads them with, so staff read in French what the site
 * would refuse; a bad value that reaches the database by another way takes its safe default there.
 */
import type { CollectionConfig, Field, Validate } from 'payload'

import { sectionsField } from '../../blocks/configs'
import { staffOnly } from '../accounts/access'
import { revalidatePaths } from '../pages/revalidate'
import { OFF_CANVAS_SLUG } from './constants'
import { HEADER_CONTROLS, keyProblem, PANEL_PLACEMENTS, PANEL_SIDES, widthProblem } from './settings'

const validateWidth: Validate<string | null | undefined> = (value) => widthProblem(value) ?? true

/** The name link actions use must be valid, and no other panel may answer to it. */
const validateKey: Validate<string | null | undefined> = async (value, { req, id }) => {
  const problem = keyProblem(value)
  if (problem) return problem
  if (!value) return true
  const { docs } = await req.payload.find({
    collection: OFF_CANVAS_SLUG,
    where: { key: { equals: value }, ...(id !== undefined ? { id: { not_equals: id } } : {}) },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs.length ? 'Un autre panneau porte déjà cet identifiant.' : true
}

const placementFields: Field[] = [
  {
    name: 'where',
    label: 'Afficher sur',
    type: 'select',
    required: true,
    defaultValue: 'all',
    options: PANEL_PLACEMENTS.map((value) => ({ value, label: value === 'all' ? 'Toutes les pages' : 'Les pages choisies' })),
  },
  { name: 'pages', label: 'Pages', type: 'relationship', relationTo: 'pages', hasMany: true, admin: { condition: (_, s) => s?.where === 'pages' } },
]

const headerFields: Field[] = [
  {
    name: 'show',
    label: 'Bouton dans l’en-tête',
    type: 'select',
    defaultValue: 'none',
    options: HEADER_CONTROLS.map((value) => ({ value, label: { none: 'Aucun', mobile: 'Sur téléphone (menu replié)', always: 'Toujours' }[value] })),
  },
  {
    name: 'label',
    label: 'Texte du bouton (lu par les lecteurs d’écran)',
    type: 'text',
    maxLength: 60,
    admin: { condition: (_, s) => s?.show && s.show !== 'none', description: 'Vide : le titre du panneau.' },
  },
  {
    name: 'fallbackHref',
    label: 'Page ouverte sans JavaScript ou là où le panneau n’est pas',
    type: 'text',
    maxLength: 300,
    defaultValue: '/contact',
    validate: ((value: string | null | undefined) =>
      !value || /^\/(?!\/)[^\s\\<>"']*$/.test(value) ? true : 'Adresse invalide : un chemin du site commençant par / (ex. /contact).') as Validate,
    admin: { condition: (_, s) => s?.show && s.show !== 'none' },
  },
]

export const OffCanvasPanels: CollectionConfig = {
  slug: OFF_CANVAS_SLUG,
  labels: { singular: 'Panneau latéral', plural: 'Panneaux latéraux' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'key', 'side', 'active', 'updatedAt'], group: 'Contenu' },
  // The site reads panels on the server (server.tsx); only staff read them through the API.
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'title', label: 'Titre (nom du panneau pour les lecteurs d’écran)', type: 'text', required: true, maxLength: 140 },
    { name: 'active', label: 'Actif', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
    {
      name: 'key',
      label: 'Identifiant (pour les liens)',
      type: 'text',
      maxLength: 60,
      index: true,
      validate: validateKey as Validate,
      admin: {
        position: 'sidebar',
        description: 'Ex. coordonnees : un lien #action-off_canvas:toggle?settings=… avec { "id": "coordonnees" } ouvre ce panneau. Vide : son numéro.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'side',
          label: 'Côté',
          type: 'select',
          required: true,
          defaultValue: 'right',
          options: PANEL_SIDES.map((value) => ({ value, label: value === 'left' ? 'Gauche' : 'Droite' })),
        },
        {
          name: 'width',
          label: 'Largeur',
          type: 'text',
          maxLength: 20,
          validate: validateWidth as Validate,
          admin: { description: 'Ex. 360px, 24rem, 90vw. Vide : 24rem, jamais plus large que l’écran.' },
        },
      ],
    },
    {
      type: 'tabs',
      tabs: [
        { label: 'Contenu', fields: [sectionsField()] },
        { name: 'placement', label: 'Emplacement', fields: placementFields },
        { name: 'header', label: 'En-tête', fields: headerFields },
      ],
    },
  ],
  hooks: {
    // Any page may hold a panel, and the header (on every page) its control: every cached page goes.
    afterChange: [({ doc }) => (revalidatePaths(['/'], 'layout'), doc)],
    afterDelete: [({ doc }) => (revalidatePaths(['/'], 'layout'), doc)],
  },
}
