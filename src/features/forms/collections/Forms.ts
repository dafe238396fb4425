import type { CollectionBeforeValidateHook, CollectionConfig, Field } from 'payload'

import { staffOnly } from '../../accounts/access'
import { revalidatePaths } from '../../pages/revalidate'
import { formBuilderBlocks } from '../admin/field-blocks'
import { PAGE_BREAK_SLUG } from '../admin/page-break'
import { DEFAULT_DRAFT_DAYS, DEFAULT_RETENTION_DAYS, MAX_DRAFT_DAYS, PREVIEW_PATH, SUBMISSION_METHODS } from '../constants'
import { safeRedirect } from '../definition'
import { logicField } from '../fields/shared/logic-field'
import { uniqueKey } from '../keys'
import { forgetForm } from '../submit/form-cache'
import { messages } from '../messages'
import { normaliseEmail } from '../parsers/text'
import { CURRENCIES, CURRENCY_CODES, DEFAULT_CURRENCY } from '../pricing/currency'
import { DRAFTS_SLUG, FORMS_SLUG } from './slugs'

type Row = Record<string, unknown>
const rows = (v: unknown): Row[] => (Array.isArray(v) ? (v.filter((r) => r && typeof r === 'object') as Row[]) : [])

/**
 * Fields without a key get one from their label, unique in the form, before validation. A key
 * staff typed is never changed (merge tags use it): a duplicate is refused by the validation.
 */
const fillKeys: CollectionBeforeValidateHook = ({ data }) => {
  if (!data) return data
  const blocks = rows(data.fields).filter((b) => b.blockType !== PAGE_BREAK_SLUG)
  const taken = new Set(blocks.map((b) => b.name).filter((n): n is string => typeof n === 'string' && n !== ''))
  for (const b of blocks) {
    if (typeof b.name === 'string' && b.name !== '') continue
    b.name = uniqueKey(typeof b.label === 'string' && b.label ? b.label : 'champ', taken)
  }
  return data
}

/** The form's structure must hold together: keys unique, rules naming existing fields. */
function validateStructure(value: unknown): true | string {
  const blocks = rows(value)
  if (blocks[0]?.blockType === PAGE_BREAK_SLUG) return 'Un formulaire ne peut pas commencer par un saut de page.'
  const keys = new Set<string>()
  for (const b of blocks) {
    if (b.blockType === PAGE_BREAK_SLUG || typeof b.name !== 'string' || !b.name) continue
    if (keys.has(b.name)) return `Deux champs ont le même identifiant « ${b.name} ».`
    keys.add(b.name)
  }
  const products = new Set(blocks.filter((b) => b.blockType === 'product').map((b) => b.name))
  for (const b of blocks) {
    if ((b.blockType === 'option' || b.blockType === 'quantity') && !products.has(b.product)) return messages.unknownProduct(String(b.product ?? ''))
  }
  for (const b of blocks) {
    const rules = [...rows((b.logic as Row | undefined)?.rules), ...rows((b.nextLogic as Row | undefined)?.rules)]
    for (const rule of rules) {
      if (typeof rule.field === 'string' && rule.field && !keys.has(rule.field)) {
        return `Une règle de « ${String(b.label ?? b.name ?? 'saut de page')} » cite un champ inconnu : « ${rule.field} ».`
      }
      if (rule.field === b.name) return `Le champ « ${String(b.label)} » ne peut pas dépendre de lui-même.`
    }
  }
  return true
}

const emailKeys = (data: unknown): Set<string> =>
  new Set(rows((data as Row | undefined)?.fields).filter((b) => b.blockType === 'email').map((b) => String(b.name ?? '')))

const confirmationsField: Field = {
  name: 'confirmations',
  label: 'Confirmations',
  type: 'array',
  labels: { singular: 'Confirmation', plural: 'Confirmations' },
  admin: {
    description:
      'La première confirmation dont la condition est remplie s’affiche. Balises : {Libellé du champ} ou {identifiant}, {all_fields}, {form_title}, {date}.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', label: 'Nom', type: 'text', maxLength: 80 },
        {
          name: 'type',
          label: 'Type',
          type: 'select',
          defaultValue: 'message',
          options: [
            { label: 'Message à la place du formulaire', value: 'message' },
            { label: 'Redirection vers une adresse', value: 'redirect' },
            { label: 'Redirection vers une page du site', value: 'page' },
          ],
        },
      ],
    },
    {
      name: 'message',
      label: 'Message',
      type: 'textarea',
      maxLength: 3000,
      admin: { condition: (_, s) => s?.type === 'message' },
    },
    {
      name: 'redirectUrl',
      label: 'Adresse',
      type: 'text',
      maxLength: 500,
      admin: { condition: (_, s) => s?.type === 'redirect', description: 'Un chemin du site (/merci) ou une adresse https://…' },
      validate: (v: string | null | undefined, { siblingData }: { siblingData: Row }) =>
        siblingData?.type !== 'redirect' || Boolean(safeRedirect(v)) || 'Adresse invalide : /chemin ou https://…',
    },
    {
      name: 'page',
      label: 'Page',
      type: 'relationship',
      relationTo: 'pages',
      admin: { condition: (_, s) => s?.type === 'page' },
      validate: (v: unknown, { siblingData }: { siblingData: Row }) => siblingData?.type !== 'page' || Boolean(v) || 'Choisissez une page.',
    },
    logicField('confirmation'),
  ],
}

const notificationsField: Field = {
  name: 'notifications',
  label: 'Notifications par e-mail',
  type: 'array',
  labels: { singular: 'Notification', plural: 'Notifications' },
  admin: { description: 'Envoyées après l’enregistrement de chaque entrée (jamais pour les indésirables).' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', label: 'Nom', type: 'text', maxLength: 80 },
        { name: 'enabled', label: 'Active', type: 'checkbox', defaultValue: true },
        {
          name: 'kind',
          label: 'Destinataire',
          type: 'select',
          defaultValue: 'staff',
          options: [
            { label: 'L’équipe (adresses fixes)', value: 'staff' },
            { label: 'Le visiteur (réponse automatique)', value: 'visitor' },
          ],
        },
      ],
    },
    {
      name: 'to',
      label: 'À',
      type: 'text',
      required: true,
      maxLength: 500,
      admin: { description: 'Équipe : adresses séparées par des virgules. Visiteur : identifiant du champ e-mail (ex. email).' },
      validate: (v: string | null | undefined, { siblingData, data }: { siblingData: Row; data: unknown }) => {
        if (!v) return 'Indiquez le destinataire.'
        if (siblingData?.kind === 'visitor') return emailKeys(data).has(v.trim()) || 'Indiquez l’identifiant d’un champ e-mail du formulaire.'
        const bad = v.split(',').map((a) => a.trim()).filter((a) => a && !normaliseEmail(a))
        return bad.length === 0 || `Adresse invalide : ${bad.join(', ')}`
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'subject', label: 'Objet', type: 'text', required: true, maxLength: 200 },
        {
          name: 'replyTo',
          label: 'Répondre à',
          type: 'text',
          maxLength: 200,
          admin: { description: 'Une adresse, ou {identifiant} d’un champ e-mail.' },
          validate: (v: string | null | undefined, { data }: { data: unknown }) => {
            if (!v) return true
            const tag = /^\{([a-z][a-z0-9_]*)\}$/.exec(v.trim())
            if (tag) return emailKeys(data).has(tag[1]) || 'Ce champ e-mail n’existe pas.'
            return Boolean(normaliseEmail(v)) || 'Adresse invalide.'
          },
        },
      ],
    },
    { name: 'body', label: 'Message', type: 'textarea', maxLength: 10_000, defaultValue: '{all_fields}' },
    logicField('notification'),
  ],
}

export const Forms: CollectionConfig = {
  slug: FORMS_SLUG,
  labels: { singular: 'Formulaire', plural: 'Formulaires' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'method', 'updatedAt'],
    group: 'Formulaires',
    preview: (doc) => (doc?.id ? `${PREVIEW_PATH}/${doc.id}` : null),
  },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    beforeValidate: [fillKeys],
    // Every page may hold this form in a block: drop the whole site's cached pages.
    afterChange: [
      ({ doc }) => {
        forgetForm(doc.id)
        revalidatePaths(['/'], 'layout')
        return doc
      },
    ],
    // A form's saved drafts (docs/decisions/015) cannot outlive it: their rows require the form.
    beforeDelete: [
      async ({ id, req }) => {
        await req.payload.delete({ collection: DRAFTS_SLUG, where: { form: { equals: id } }, overrideAccess: true, req })
      },
    ],
    afterDelete: [
      ({ id }) => {
        forgetForm(id)
        revalidatePaths(['/'], 'layout')
      },
    ],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Formulaire',
          fields: [
            { name: 'title', label: 'Titre', type: 'text', required: true, maxLength: 160 },
            { name: 'description', label: 'Description', type: 'textarea', maxLength: 1000 },
            {
              type: 'row',
              fields: [
                { name: 'displayTitle', label: 'Afficher le titre', type: 'checkbox', defaultValue: true },
                { name: 'displayDescription', label: 'Afficher la description', type: 'checkbox', defaultValue: true },
              ],
            },
            {
              name: 'fields',
              label: 'Champs',
              labels: { singular: 'Champ', plural: 'Champs' },
              type: 'blocks',
              blocks: formBuilderBlocks,
              admin: { initCollapsed: true },
              validate: validateStructure,
            },
          ],
        },
        {
          label: 'Boutons et pages',
          fields: [
            { name: 'submitLabel', label: 'Texte du bouton d’envoi', type: 'text', maxLength: 60, defaultValue: messages.submit },
            logicField('button', 'submitLogic'),
            {
              type: 'row',
              fields: [
                { name: 'firstPageName', label: 'Nom de la première page', type: 'text', maxLength: 80 },
                {
                  name: 'progress',
                  label: 'Indicateur de progression',
                  type: 'select',
                  defaultValue: 'steps',
                  options: [
                    { label: 'Étapes', value: 'steps' },
                    { label: 'Barre', value: 'bar' },
                    { label: 'Aucun', value: 'none' },
                  ],
                },
              ],
            },
          ],
        },
        { label: 'Confirmations', fields: [confirmationsField] },
        { label: 'Notifications', fields: [notificationsField] },
        {
          label: 'Réglages',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'method',
                  label: 'Méthode d’envoi',
                  type: 'select',
                  defaultValue: 'postback',
                  options: SUBMISSION_METHODS.map((value) => ({
                    value,
                    label: { postback: 'Rechargement de page (fonctionne sans JavaScript)', ajax: 'Ajax (sans quitter la page)', iframe: 'Iframe cachée' }[value],
                  })),
                },
                { name: 'honeypot', label: 'Piège à robots (honeypot)', type: 'checkbox', defaultValue: true },
                {
                  name: 'currency',
                  label: 'Devise des prix',
                  type: 'select',
                  defaultValue: DEFAULT_CURRENCY,
                  options: CURRENCY_CODES.map((value) => ({ value, label: `${CURRENCIES[value].name} (${value})` })),
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'entryLimit', label: 'Nombre maximal d’entrées', type: 'number', min: 1 },
                { name: 'entryLimitMessage', label: 'Message une fois la limite atteinte', type: 'text', maxLength: 300 },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'opensAt', label: 'Ouverture', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } } },
                { name: 'closesAt', label: 'Fermeture', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } } },
                { name: 'closedMessage', label: 'Message hors période', type: 'text', maxLength: 300 },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'retentionDays',
                  label: 'Conservation des entrées (jours, 0 = sans limite)',
                  type: 'number',
                  min: 0,
                  max: 36_500,
                  defaultValue: DEFAULT_RETENTION_DAYS,
                  admin: { description: 'Les entrées plus anciennes sont supprimées automatiquement (RGPD).' },
                },
                { name: 'cssClass', label: 'Classe CSS du formulaire', type: 'text', maxLength: 120 },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'saveAndContinue',
                  label: 'Bouton « Enregistrer et continuer plus tard »',
                  type: 'checkbox',
                  defaultValue: false,
                  admin: { description: 'Le visiteur reçoit un lien pour reprendre sa saisie (les mots de passe et numéros de carte ne sont jamais enregistrés).' },
                },
                {
                  name: 'draftDays',
                  label: 'Validité du lien de reprise (jours)',
                  type: 'number',
                  min: 1,
                  max: MAX_DRAFT_DAYS,
                  defaultValue: DEFAULT_DRAFT_DAYS,
                  admin: { condition: (data) => Boolean(data?.saveAndContinue) },
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'entriesLinks',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/features/forms/admin/EntriesLinks.client#EntriesLinks' } },
    },
  ],
}

