import { normaliseForm } from '../definition'
import type { FieldOf, FieldType, ServerFormDefinition } from '../types'

/** A field of the given type with every option at its default, for tests. */
export function field<T extends FieldType>(type: T, overrides: Partial<FieldOf<T>> & { key: string }): FieldOf<T> {
  const form = normaliseForm({ id: 1, title: 't', fields: [{ blockType: type, label: overrides.label ?? overrides.key, name: overrides.key }] })
  return { ...(form.fields[0] as FieldOf<T>), ...overrides }
}

/**
 * A three-page quote request like the demo's, as stored by Payload, exercising logic on a
 * field, on a page and on the submit button.
 */
export const quoteFormDoc = {
  id: 7,
  title: 'Demande de devis',
  description: 'Trois étapes, deux minutes.',
  fields: [
    {
      blockType: 'radio',
      label: 'Type de travaux',
      name: 'travaux',
      required: true,
      choices: [
        { label: 'Terrassement', value: 'terrassement' },
        { label: 'Assainissement', value: 'assainissement' },
        { label: 'Démolition', value: 'demolition' },
      ],
      allowOther: true,
    },
    {
      blockType: 'select',
      label: 'Type d’assainissement',
      name: 'assainissement',
      required: true,
      choices: [{ label: 'Fosse toutes eaux' }, { label: 'Micro-station' }, { label: 'Raccordement au tout-à-l’égout' }],
      logic: { action: 'show', match: 'all', rules: [{ field: 'travaux', operator: 'is', value: 'assainissement' }] },
    },
    { blockType: 'number', label: 'Surface (m²)', name: 'surface', required: true, min: 1, max: 100000, format: 'decimal_comma' },
    { blockType: 'pageBreak', label: 'Le chantier', nextLabel: 'Continuer' },
    { blockType: 'address', label: 'Adresse du chantier', name: 'adresse', required: true },
    {
      blockType: 'radio',
      label: 'Accès pour les engins',
      name: 'acces',
      required: true,
      choices: [{ label: 'Facile', value: 'facile' }, { label: 'Étroit (moins de 2,5 m)', value: 'etroit' }, { label: 'Je ne sais pas', value: 'nsp' }],
    },
    {
      blockType: 'textarea',
      label: 'Précisions sur l’accès',
      name: 'precisions',
      logic: { action: 'hide', match: 'any', rules: [{ field: 'acces', operator: 'is', value: 'facile' }, { field: 'acces', operator: 'is', value: '' }] },
    },
    {
      blockType: 'pageBreak',
      label: 'Démolition',
      logic: { action: 'show', match: 'all', rules: [{ field: 'travaux', operator: 'is', value: 'demolition' }] },
    },
    { blockType: 'checkboxes', label: 'À démolir', name: 'a_demolir', required: true, choices: [{ label: 'Maison' }, { label: 'Garage' }, { label: 'Mur' }], selectAll: true },
    { blockType: 'pageBreak', label: 'Vos coordonnées' },
    { blockType: 'name', label: 'Nom', name: 'nom', required: true },
    { blockType: 'email', label: 'E-mail', name: 'email', required: true, confirm: false },
    { blockType: 'phone', label: 'Téléphone', name: 'telephone' },
    { blockType: 'consent', label: 'Consentement', name: 'rgpd' },
    { blockType: 'mystery', label: 'Champ venu d’ailleurs', name: 'mystere' },
  ],
  firstPageName: 'Vos travaux',
  submitLabel: 'Envoyer ma demande',
  submitLogic: { action: 'hide', match: 'all', rules: [{ field: 'surface', operator: 'gt', value: '50000' }] },
  confirmations: [
    { type: 'message', message: 'Merci {nom} ! Nous vous rappelons sous 48 heures.' },
    { type: 'redirect', redirectUrl: '/merci-demolition', logic: { action: 'show', rules: [{ field: 'travaux', operator: 'is', value: 'demolition' }] } },
  ],
  notifications: [
    { name: 'Équipe', kind: 'staff', to: 'devis@morel.test', subject: 'Devis : {Nom}', body: '{all_fields}', replyTo: '{email}' },
    { name: 'Accusé', kind: 'visitor', to: 'email', subject: 'Votre demande', body: 'Bonjour {Nom},\n\nMerci.' },
  ],
  method: 'ajax',
}

export const quoteForm = (): ServerFormDefinition => normaliseForm(quoteFormDoc)

/** A valid raw submission of the quote form (terrassement: the demolition page is skipped). */
export const quoteRaw = (): Record<string, string[]> => ({
  input_travaux: ['terrassement'],
  input_surface: ['1 250,5'],
  'input_adresse.street': ['12 rue des Carrières'],
  'input_adresse.line2': [''],
  'input_adresse.postalCode': ['45800'],
  'input_adresse.city': ['Saint-Jean-de-Braye'],
  'input_adresse.country': ['France'],
  input_acces: ['etroit'],
  input_precisions: ['Portail de 2 m'],
  'input_nom.first': ['Jeanne'],
  'input_nom.last': ['Martin'],
  input_email: ['jeanne.martin@exemple.fr'],
  input_telephone: ['06 12 34 56 78'],
  input_rgpd: ['1'],
})

/** The quote form whose first Next button is hidden for jobs under 10 m² (too small to quote). */
export const quoteFormWithNextLogic = (): ServerFormDefinition =>
  normaliseForm({
    ...quoteFormDoc,
    fields: quoteFormDoc.fields.map((b) =>
      b.blockType === 'pageBreak' && b.label === 'Le chantier'
        ? { ...b, nextLogic: { action: 'hide', match: 'any', rules: [{ field: 'surface', operator: 'lt', value: '10' }] } }
        : b,
    ),
  })
