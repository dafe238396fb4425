import { company } from './company'
import { cvUploadField, plansField, sitePhotosField } from './uploads'

/**
 * The demo forms, as Payload data for the `forms` collection. Part 2 of the forms engine adds
 * photos and prices to them. Keys (`name`) are the inputs' names and the merge tags' handles.
 */
export type SeedFormKey = 'contact' | 'devis' | 'estimation' | 'candidature' | 'rappel'

const when = (field: string, value: string, action: 'show' | 'hide' = 'show') => ({
  action,
  match: 'all',
  rules: [{ field, operator: 'is', value }],
})
const choices = (...labels: (string | [string, string])[]) =>
  labels.map((l) => (Array.isArray(l) ? { label: l[0], value: l[1] } : { label: l }))

const consent = {
  blockType: 'consent',
  label: 'Consentement',
  name: 'consentement',
  text: 'J’accepte que Morel Terrassement utilise ces informations pour répondre à ma demande, conformément à la politique de confidentialité du site.',
  description: 'Vos données ne sont jamais cédées à des tiers. Vous pouvez demander leur suppression à tout moment.',
}

/**
 * The invisible captcha of both demo forms. A visitor without JavaScript cannot solve it: their
 * request is still taken, filed as spam without e-mails, so no lead is lost (docs/decisions/016).
 */
const captcha = { blockType: 'captcha', label: 'Vérification anti-robot', name: 'captcha', withoutJavaScript: 'spam' }

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
      choices: choices(
        ['Demande d’information', 'information'],
        ['Suivi d’un chantier', 'chantier'],
        ['Candidature', 'candidature'],
        ['Autre', 'autre'],
      ),
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
    captcha,
  ],
  submitLabel: 'Envoyer le message',
  confirmations: [
    {
      name: 'Message',
      type: 'message',
      message:
        'Merci {Nom} ! Votre message a bien été envoyé.\n\nNous vous répondons sous 48 heures ouvrées, par e-mail ou par téléphone.',
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
      // The visitor's address is unverified: what they typed is not repeated in this e-mail, only
      // what the form defines (docs/decisions/035).
      body: `Bonjour,\n\nNous avons bien reçu votre message ({Objet}) et nous vous répondrons sous 48 heures ouvrées.\n\nL’équipe ${company.name}\n${company.phone}`,
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
      // Image choices: `image` is a key of the demo images (seed/images), turned into a media id by the seed.
      imageChoices: true,
      choices: choices(
        ['Terrassement', 'terrassement'],
        ['Assainissement', 'assainissement'],
        ['VRD et voirie', 'vrd'],
        ['Démolition', 'demolition'],
        ['Aménagements extérieurs', 'amenagements'],
        ['Location d’engins avec chauffeur', 'location'],
      ).map((c) => ({ ...c, image: `service-${c.value}` })),
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
      choices: choices(
        ['Dès que possible', 'urgent'],
        ['Dans le mois', 'mois'],
        ['D’ici trois mois', 'trimestre'],
        ['À une date précise', 'date'],
      ),
    },
    {
      blockType: 'date',
      label: 'Date de début souhaitée',
      name: 'date_debut',
      required: true,
      input: 'picker',
      logic: when('delai', 'date'),
    },
    {
      blockType: 'section',
      label: 'Un grand chantier ? Appelons-nous',
      name: 'grand_chantier',
      description: `Au-delà de 5 hectares, nous préparons le devis avec vous au téléphone : appelez-nous au ${company.phone}, du lundi au vendredi.`,
      logic: { action: 'show', match: 'all', rules: [{ field: 'surface', operator: 'gt', value: '50000' }] },
    },
    {
      blockType: 'pageBreak',
      label: 'Le chantier',
      nextLabel: 'Continuer vers le chantier',
      previousLabel: 'Revenir aux travaux',
      // Jobs over 5 ha are quoted by phone (the section above says so): no way forward online.
      nextLogic: { action: 'hide', match: 'all', rules: [{ field: 'surface', operator: 'gt', value: '50000' }] },
    },
    { blockType: 'address', label: 'Adresse du chantier', name: 'adresse', required: true, showLine2: true },
    {
      blockType: 'radio',
      label: 'Accès pour les engins',
      name: 'acces',
      required: true,
      description: 'Largeur du passage le plus étroit entre la rue et la zone de travaux.',
      choices: choices(
        ['Large (plus de 3 m)', 'large'],
        ['Étroit (2,5 à 3 m)', 'etroit'],
        ['Très étroit (moins de 2,5 m)', 'tres_etroit'],
        ['Je ne sais pas', 'nsp'],
      ),
    },
    {
      blockType: 'textarea',
      label: 'Précisions sur l’accès',
      name: 'precisions_acces',
      maxLength: 1000,
      rows: 3,
      logic: {
        action: 'show',
        match: 'any',
        rules: [
          { field: 'acces', operator: 'is', value: 'etroit' },
          { field: 'acces', operator: 'is', value: 'tres_etroit' },
        ],
      },
    },
    { blockType: 'textarea', label: 'Description du projet', name: 'description', maxLength: 3000, rows: 5 },
    sitePhotosField,
    plansField,
    {
      blockType: 'pageBreak',
      label: 'Vos coordonnées',
      nextLabel: 'Continuer vers vos coordonnées',
      previousLabel: 'Revenir au chantier',
    },
    {
      blockType: 'radio',
      label: 'Vous êtes',
      name: 'profil',
      required: true,
      choices: choices(['Un particulier', 'particulier'], ['Un professionnel', 'professionnel']),
    },
    {
      blockType: 'text',
      label: 'Société',
      name: 'societe',
      required: true,
      maxLength: 120,
      autocomplete: 'organization',
      logic: when('profil', 'professionnel'),
    },
    { blockType: 'text', label: 'SIRET', name: 'siret', mask: '999 999 999 99999', logic: when('profil', 'professionnel') },
    { blockType: 'name', label: 'Nom', name: 'nom', required: true },
    { blockType: 'email', label: 'E-mail', name: 'email', required: true },
    { blockType: 'phone', label: 'Téléphone', name: 'telephone', required: true },
    { ...consent, name: 'consentement' },
    captcha,
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
      body: `Bonjour,\n\nMerci pour votre demande de devis. Nous vous rappelons sous 48 heures ouvrées pour organiser la visite du terrain.\n\nVotre demande :\n{all_fields}\n\nL’équipe ${company.name}\n${company.phone}`,
    },
  ],
  method: 'postback',
  honeypot: true,
  retentionDays: 3 * 365,
  saveAndContinue: true,
  draftDays: 30,
}

/**
 * The online estimate: prices in euros, computed as the visitor types and again by the server.
 * Volume = surface × depth; the earthworks are priced per m³ by the kind of soil; removing the
 * spoil counts 25 % swell; machine hire is per day. Figures are indicative, excluding VAT.
 */
export const estimateForm = {
  title: 'Estimation en ligne',
  description:
    'Une première idée du prix de votre terrassement en une minute. Estimation indicative, hors taxes, confirmée après la visite du terrain.',
  displayTitle: true,
  displayDescription: true,
  currency: 'EUR',
  fields: [
    {
      blockType: 'number',
      label: 'Surface à terrasser (m²)',
      name: 'surface',
      required: true,
      min: 1,
      max: 100000,
      format: 'decimal_comma',
    },
    {
      blockType: 'number',
      label: 'Profondeur moyenne (m)',
      name: 'profondeur',
      required: true,
      min: 0.05,
      max: 10,
      format: 'decimal_comma',
      description: 'Par exemple 0,4 pour une terrasse, 1,5 pour une piscine.',
    },
    {
      blockType: 'calculation',
      label: 'Volume à terrasser (m³)',
      name: 'volume',
      formula: '{surface} * {profondeur}',
      rounding: '2',
      format: 'decimal_comma',
    },
    {
      blockType: 'select',
      label: 'Nature du terrain',
      name: 'terrain',
      required: true,
      description: 'Le prix au mètre cube dépend de la dureté du sol.',
      choices: choices(
        ['Terre végétale ou limon — 24 € le m³', '24'],
        ['Argile ou terrain caillouteux — 28 € le m³', '28'],
        ['Roche tendre — 45 € le m³', '45'],
      ),
    },
    {
      blockType: 'product',
      label: 'Terrassement',
      name: 'terrassement',
      kind: 'calculation',
      formula: '{volume} * {terrain}',
      showQuantity: false,
    },
    {
      blockType: 'option',
      label: 'Options du chantier',
      name: 'options',
      product: 'terrassement',
      display: 'checkboxes',
      choices: [
        { label: 'Implantation par un géomètre', value: 'geometre', price: 350 },
        { label: 'Protection des abords et des clôtures', value: 'protection', price: 120 },
      ],
    },
    {
      blockType: 'radio',
      label: 'Que faire des terres ?',
      name: 'terres',
      required: true,
      choices: choices(['Les garder sur le terrain (régalage)', 'sur_place'], ['Les évacuer en installation agréée', 'evacuer']),
    },
    {
      blockType: 'product',
      label: 'Évacuation des terres',
      name: 'evacuation',
      kind: 'calculation',
      formula: '{volume} * 1.25 * 19',
      showQuantity: false,
      description: 'Transport et mise en décharge : 19 € le m³ foisonné (volume + 25 %).',
      logic: when('terres', 'evacuer'),
    },
    {
      blockType: 'product',
      label: 'Location d’engin avec chauffeur',
      name: 'engin',
      kind: 'radio',
      description: 'Pour vos propres travaux, à la journée.',
      choices: [
        { label: 'Mini-pelle 2,5 t', value: 'mini_pelle', price: 390 },
        { label: 'Pelle 8 t', value: 'pelle_8t', price: 620 },
        { label: 'Chargeuse compacte', value: 'chargeuse', price: 540 },
      ],
    },
    {
      blockType: 'quantity',
      label: 'Nombre de jours de location',
      name: 'jours',
      product: 'engin',
      min: 0,
      max: 60,
      defaultValue: '1',
    },
    { blockType: 'shipping', label: 'Amenée et repli du matériel', name: 'amenee', kind: 'single', price: 180 },
    { blockType: 'total', label: 'Total estimé HT', name: 'total' },
    { blockType: 'name', label: 'Nom', name: 'nom', required: true },
    {
      blockType: 'email',
      label: 'E-mail',
      name: 'email',
      required: true,
      description: 'Pour recevoir le détail de votre estimation.',
    },
    { ...consent, name: 'consentement' },
  ],
  submitLabel: 'Recevoir mon estimation',
  confirmations: [
    {
      name: 'Estimation envoyée',
      type: 'message',
      message:
        'Merci {Nom} ! Votre estimation s’élève à {Total estimé HT}, hors taxes.\n\nLe détail vous est envoyé par e-mail. Nous vous rappelons pour confirmer ce prix après la visite du terrain, gratuite et sans engagement.',
    },
  ],
  notifications: [
    {
      name: 'Équipe',
      enabled: true,
      kind: 'staff',
      to: company.email,
      subject: 'Estimation en ligne : {Total estimé HT} — {Nom}',
      replyTo: '{email}',
      body: 'Nouvelle estimation en ligne :\n\n{all_fields}',
    },
    {
      name: 'Détail de l’estimation',
      enabled: true,
      kind: 'visitor',
      to: 'email',
      subject: 'Votre estimation de terrassement',
      body: `Bonjour,\n\nVoici le détail de votre estimation (indicative, hors taxes) :\n{all_fields}\n\nNous vous rappelons pour la confirmer après la visite du terrain.\n\nL’équipe ${company.name}\n${company.phone}`,
    },
  ],
  method: 'ajax',
  honeypot: true,
  retentionDays: 3 * 365,
}

/** A job application: identity, past jobs as a repeater, consent (the CV upload comes with uploads). */
export const applicationForm = {
  title: 'Candidature',
  description:
    'Conducteur d’engins, chauffeur poids lourd, ouvrier de travaux publics : présentez-vous, nous vous répondons sous huit jours.',
  displayTitle: true,
  displayDescription: true,
  fields: [
    { blockType: 'name', label: 'Nom', name: 'nom', required: true },
    { blockType: 'email', label: 'E-mail', name: 'email', required: true },
    { blockType: 'phone', label: 'Téléphone', name: 'telephone', required: true },
    {
      blockType: 'select',
      label: 'Poste recherché',
      name: 'poste',
      required: true,
      choices: choices(
        ['Conducteur d’engins', 'conducteur-engins'],
        ['Chauffeur poids lourd', 'chauffeur-pl'],
        ['Ouvrier de travaux publics', 'ouvrier-tp'],
        ['Candidature spontanée', 'spontanee'],
      ),
    },
    {
      blockType: 'repeater',
      label: 'Expériences passées',
      name: 'experiences',
      description: 'Vos derniers postes, du plus récent au plus ancien. Laissez les lignes vides si vous débutez.',
      minRows: 1,
      maxRows: 5,
      addLabel: 'Ajouter une expérience',
      subfields: [
        { label: 'Entreprise', name: 'entreprise', type: 'text', required: true },
        { label: 'Poste', name: 'poste', type: 'text', required: true },
        { label: 'Années', name: 'annees', type: 'text' },
      ],
    },
    cvUploadField,
    { blockType: 'textarea', label: 'Votre message', name: 'message', maxLength: 3000, rows: 5 },
    consent,
  ],
  submitLabel: 'Envoyer ma candidature',
  confirmations: [
    {
      name: 'Message',
      type: 'message',
      message:
        'Merci {Nom} ! Votre candidature a bien été envoyée.\n\nNous l’étudions avec attention et vous répondons sous huit jours.',
    },
  ],
  notifications: [
    {
      name: 'Équipe',
      enabled: true,
      kind: 'staff',
      to: company.email,
      subject: 'Candidature : {Poste recherché} — {Nom}',
      replyTo: '{email}',
      body: 'Nouvelle candidature reçue depuis le site :\n\n{all_fields}',
    },
    {
      name: 'Accusé de réception',
      enabled: true,
      kind: 'visitor',
      to: 'email',
      subject: 'Nous avons bien reçu votre candidature',
      body: `Bonjour,\n\nMerci pour votre candidature. Nous l’étudions et vous répondons sous huit jours.\n\nL’équipe ${company.name}\n${company.phone}`,
    },
  ],
  method: 'ajax',
  honeypot: true,
  retentionDays: 2 * 365,
}

/** « Rappel gratuit »: the short form of the exit-intent popup on the service pages (seed/content/popups.ts). */
export const callbackForm = {
  title: 'Rappel gratuit',
  description: 'Laissez votre numéro : un conducteur de travaux vous rappelle au créneau choisi.',
  displayTitle: false,
  displayDescription: true,
  fields: [
    { blockType: 'name', label: 'Nom', name: 'nom', required: true },
    { blockType: 'phone', label: 'Téléphone', name: 'telephone', required: true },
    {
      blockType: 'select',
      label: 'Créneau de rappel',
      name: 'creneau',
      required: true,
      choices: choices(['Dans la matinée', 'matin'], ['En début d’après-midi', 'midi'], ['En fin de journée', 'soir']),
    },
    consent,
  ],
  submitLabel: 'Être rappelé',
  confirmations: [{ name: 'Message', type: 'message', message: 'Merci {Nom} ! Nous vous rappelons au créneau choisi.' }],
  notifications: [
    {
      name: 'Équipe',
      enabled: true,
      kind: 'staff',
      to: company.email,
      subject: 'Rappel demandé : {Nom}',
      body: 'Demande de rappel reçue depuis le site :\n\n{all_fields}\n\nPage : {page_url}',
    },
  ],
  method: 'ajax',
  honeypot: true,
  retentionDays: 365,
}

export const forms: Record<SeedFormKey, Record<string, unknown>> = {
  contact: contactForm,
  devis: quoteForm,
  estimation: estimateForm,
  candidature: applicationForm,
  rappel: callbackForm,
}
