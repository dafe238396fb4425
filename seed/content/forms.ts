import { company } from './company'
import { plansField, sitePhotosField } from './uploads'

/**
 * The demo forms, as Payload data for the `forms` collection. Part 2 of the forms engine adds
 * photos and prices to them. Keys (`name`) are the inputs' names and the merge tags' handles.
 */
export type SeedFormKey = 'contact' | 'devis'

const when = (field: string, value: string, action: 'show' | 'hide' = 'show') => ({ action, match: 'all', rules: [{ field, operator: 'is', value }] })
const choices = (...labels: (string | [string, string])[]) => labels.map((l) => (Array.isArray(l) ? { label: l[0], value: l[1] } : { label: l }))

const consent = {
  blockType: 'consent',
  label: 'Consentement',
  name: 'consentement',
  text: 'J’accepte que Morel Terrassement utilise ces informations pour répondre à ma demande, conformément à la politique de confidentialité du site.',
  description: 'Vos données ne sont jamais cédées à des tiers. Vous pouvez demander leur suppression à tout moment.',
}

export const contactForm = {
  title: 'Nous écrire',
  description: 'Une question, une disponibilité, un chantier en cours : écrivez-nous, nous répondons sous 48 heures ouvrées.',
  displayTitle: true,
  displayDescription: true,
  fields: [
    { blockType: 'name', label: 'Nom', name: 'nom', required: true },
    { blockType: 'email', label: 'E-mail', name: 'email', required: true },
    { blockType: 'phone', label: 'Téléphone', name: 'telephone', description: 'Facultatif : pour vous rappeler plus vite.' },
    {
      blockType: 'select',
      label: 'Objet',
      name: 'objet',
      required: true,
      choices: choices(['Demande d’information', 'information'], ['Suivi d’un chantier', 'chantier'], ['Candidature', 'candidature'], ['Autre', 'autre']),
    },
    {
      blockType: 'text',
      label: 'Référence du chantier',
      name: 'reference',
      placeholder: 'ex. CH-2026-014',
      maxLength: 40,
      logic: when('objet', 'chantier'),
    },
    { blockType: 'textarea', label: 'Message', name: 'message', required: true, maxLength: 3000, rows: 6 },
    consent,
  ],
  submitLabel: 'Envoyer le message',
  confirmations: [
    {
      name: 'Message',
      type: 'message',
      message: 'Merci {Nom} ! Votre message a bien été envoyé.\n\nNous vous répondons sous 48 heures ouvrées, par e-mail ou par téléphone.',
    },
  ],
  notifications: [
    {
      name: 'Équipe',
      enabled: true,
      kind: 'staff',
      to: company.email,
      subject: 'Contact : {Objet} — {Nom}',
      replyTo: '{email}',
      body: 'Nouveau message reçu depuis le site :\n\n{all_fields}\n\nPage : {page_url}',
    },
    {
      name: 'Accusé de réception',
      enabled: true,
      kind: 'visitor',
      to: 'email',
      subject: 'Nous avons bien reçu votre message',
      body: `Bonjour {Nom},\n\nNous avons bien reçu votre message et nous vous répondrons sous 48 heures ouvrées.\n\nRappel de votre message :\n{all_fields}\n\nL’équipe ${company.name}\n${company.phone}`,
    },
  ],
  method: 'ajax',
  honeypot: true,
  retentionDays: 3 * 365,
}

export const quoteForm = {
  title: 'Votre demande de devis',
  description: 'Trois étapes : vos travaux, le chantier, vos coordonnées. Les champs marqués d’un astérisque sont obligatoires.',
  displayTitle: true,
  displayDescription: true,
  firstPageName: 'Vos travaux',
  progress: 'steps',
  fields: [
    {
      blockType: 'radio',
      label: 'Type de travaux',
      name: 'travaux',
      required: true,
      allowOther: true,
      choices: choices(
        ['Terrassement', 'terrassement'],
        ['Assainissement', 'assainissement'],
        ['VRD et voirie', 'vrd'],
        ['Démolition', 'demolition'],
        ['Aménagements extérieurs', 'amenagements'],
        ['Location d’engins avec chauffeur', 'location'],
      ),
    },
    {
      blockType: 'select',
      label: 'Filière d’assainissement',
      name: 'filiere',
      required: true,
      choices: choices('Fosse toutes eaux', 'Micro-station', 'Raccordement au tout-à-l’égout', 'Je ne sais pas encore'),
      logic: when('travaux', 'assainissement'),
    },
    {
      blockType: 'checkboxes',
      label: 'Ouvrages à démolir',
      name: 'ouvrages',
      required: true,
      selectAll: true,
      choices: choices('Maison', 'Garage ou annexe', 'Mur de clôture', 'Dalle béton', 'Piscine'),
      logic: when('travaux', 'demolition'),
    },
    {
      blockType: 'number',
      label: 'Surface concernée (m²)',
      name: 'surface',
      required: true,
      min: 1,
      max: 100000,
      format: 'decimal_comma',
      description: 'Une estimation suffit, par exemple 150 ou 1 200,5.',
    },
    {
      blockType: 'select',
      label: 'Délai souhaité',
      name: 'delai',
      required: true,
      choices: choices(['Dès que possible', 'urgent'], ['Dans le mois', 'mois'], ['D’ici trois mois', 'trimestre'], ['À une date précise', 'date']),
    },
    { blockType: 'date', label: 'Date de début souhaitée', name: 'date_debut', required: true, input: 'picker', logic: when('delai', 'date') },
    { blockType: 'pageBreak', label: 'Le chantier', nextLabel: 'Continuer vers le chantier', previousLabel: 'Revenir aux travaux' },
    { blockType: 'address', label: 'Adresse du chantier', name: 'adresse', required: true, showLine2: true },
    {
      blockType: 'radio',
      label: 'Accès pour les engins',
      name: 'acces',
      required: true,
      description: 'Largeur du passage le plus étroit entre la rue et la zone de travaux.',
      choices: choices(['Large (plus de 3 m)', 'large'], ['Étroit (2,5 à 3 m)', 'etroit'], ['Très étroit (moins de 2,5 m)', 'tres_etroit'], ['Je ne sais pas', 'nsp']),
    },
    {
      blockType: 'textarea',
      label: 'Précisions sur l’accès',
      name: 'precisions_acces',
      maxLength: 1000,
      rows: 3,
      logic: { action: 'show', match: 'any', rules: [{ field: 'acces', operator: 'is', value: 'etroit' }, { field: 'acces', operator: 'is', value: 'tres_etroit' }] },
    },
    { blockType: 'textarea', label: 'Description du projet', name: 'description', maxLength: 3000, rows: 5 },
    sitePhotosField,
    plansField,
    { blockType: 'pageBreak', label: 'Vos coordonnées', nextLabel: 'Continuer vers vos coordonnées', previousLabel: 'Revenir au chantier' },
    { blockType: 'radio', label: 'Vous êtes', name: 'profil', required: true, choices: choices(['Un particulier', 'particulier'], ['Un professionnel', 'professionnel']) },
    { blockType: 'text', label: 'Société', name: 'societe', required: true, maxLength: 120, autocomplete: 'organization', logic: when('profil', 'professionnel') },
    { blockType: 'text', label: 'SIRET', name: 'siret', mask: '999 999 999 99999', logic: when('profil', 'professionnel') },
    { blockType: 'name', label: 'Nom', name: 'nom', required: true },
    { blockType: 'email', label: 'E-mail', name: 'email', required: true },
    { blockType: 'phone', label: 'Téléphone', name: 'telephone', required: true },
    { ...consent, name: 'consentement' },
  ],
  submitLabel: 'Envoyer ma demande',
  confirmations: [
    {
      name: 'Demande enregistrée',
      type: 'message',
      message:
        'Merci {Nom} ! Votre demande de devis est bien enregistrée.\n\nNous vous rappelons sous 48 heures ouvrées au {Téléphone} pour organiser la visite du terrain, gratuite et sans engagement.',
    },
  ],
  notifications: [
    {
      name: 'Équipe',
      enabled: true,
      kind: 'staff',
      to: company.email,
      subject: 'Demande de devis : {Type de travaux} — {Nom}',
      replyTo: '{email}',
      body: 'Nouvelle demande de devis :\n\n{all_fields}',
    },
    {
      name: 'Accusé de réception',
      enabled: true,
      kind: 'visitor',
      to: 'email',
      subject: 'Votre demande de devis',
      body: `Bonjour {Nom},\n\nMerci pour votre demande de devis. Nous vous rappelons sous 48 heures ouvrées pour organiser la visite du terrain.\n\nVotre demande :\n{all_fields}\n\nL’équipe ${company.name}\n${company.phone}`,
    },
  ],
  method: 'postback',
  honeypot: true,
  retentionDays: 3 * 365,
}

export const forms: Record<SeedFormKey, Record<string, unknown>> = { contact: contactForm, devis: quoteForm }
