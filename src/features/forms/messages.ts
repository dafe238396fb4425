/**
 * French strings of the forms engine: visible text, accessible names, validation and error
 * messages. The spec's own strings are kept word for word (including the two English error texts
 * of the error catalogue, which the spec gives in English). Pure module: shared by the browser and the server.
 */
import type { PasswordState } from './constants'
import { islandMessages } from './island-messages'

export const messages = {
  ...islandMessages,
  // Validation (server and browser share these through the form's Zod schema).
  required: 'Ce champ est obligatoire.',
  tooLong: (max: number) => `Ce champ ne peut pas dépasser ${max} caractères.`,
  invalidEmail: 'Veuillez saisir une adresse e-mail valide (ex. nom@exemple.fr).',
  emailMismatch: 'Les adresses e-mail ne correspondent pas.',
  invalidPhone: 'Veuillez saisir un numéro de téléphone français valide (ex. 06 12 34 56 78).',
  invalidPhoneInternational: 'Veuillez saisir un numéro de téléphone valide (ex. +33 6 12 34 56 78).',
  invalidNumber: 'Veuillez saisir un nombre valide.',
  numberMin: (min: string) => `Veuillez saisir un nombre supérieur ou égal à ${min}.`,
  numberMax: (max: string) => `Veuillez saisir un nombre inférieur ou égal à ${max}.`,
  numberRange: (min: string, max: string) => `Veuillez saisir un nombre compris entre ${min} et ${max}.`,
  invalidUrl: 'Veuillez saisir une adresse web valide (ex. https://www.exemple.fr).',
  invalidChoice: 'Cette valeur ne fait pas partie des choix proposés.',
  otherRequired: 'Veuillez préciser votre réponse.',
  invalidDate: 'Veuillez saisir une date valide (jj/mm/aaaa).',
  dateTooEarly: (min: string) => `Veuillez choisir une date à partir du ${min}.`,
  dateTooLate: (max: string) => `Veuillez choisir une date au plus tard le ${max}.`,
  invalidTime: 'Veuillez saisir une heure valide (hh:mm).',
  nameRequired: 'Veuillez saisir votre prénom et votre nom.',
  addressRequired: 'Veuillez saisir l’adresse, le code postal et la ville.',
  invalidPostalCode: 'Veuillez saisir un code postal à 5 chiffres.',
  consentRequired: 'Veuillez cocher cette case pour envoyer le formulaire.',
  passwordMismatch: 'Les mots de passe ne correspondent pas.',
  passwordTooWeak: 'Ce mot de passe n’est pas assez robuste.',
  passwordTooLong: (max: number) => `Le mot de passe ne peut pas dépasser ${max} caractères.`,
  maskIncomplete: (mask: string) => `Veuillez respecter le format attendu : ${mask}.`,
  invalidCard: 'Veuillez saisir un numéro de carte valide.',
  cardNotAccepted: 'Ce type de carte n’est pas accepté.',
  invalidValue: 'Valeur invalide.',
  submitHidden: 'Ce formulaire ne peut pas être envoyé avec ces réponses.',
  invalidQuantity: 'Veuillez saisir une quantité en nombre entier.',
  quantityRequired: 'Veuillez saisir une quantité.',
  invalidPrice: 'Veuillez saisir un montant valide.',

  // Products, prices and calculations.
  quantityLabel: 'Quantité',
  unitPriceLabel: 'Prix unitaire',
  quantityOf: (product: string) => `Quantité (${product})`,
  /** Shown where a figure needs the products script or the server (a calculated price, the total). */
  pricePending: 'calculé à l’envoi',
  priceLabel: 'Prix',
  formulaUnknownTag: (tag: string) => `La formule cite un champ qui n’existe pas dans ce formulaire : {${tag}}.`,
  formulaUnsafe: 'La formule ne peut contenir que des chiffres, des espaces, les opérateurs + - * /, des parenthèses et des balises de champ entre accolades.',
  formulaSyntax: 'La formule est incomplète ou mal écrite.',
  unknownProduct: (key: string) => `Ce champ est rattaché à un produit qui n’existe pas dans ce formulaire : ${key}.`,
  nextHidden: 'Vous ne pouvez pas passer à l’étape suivante avec ces réponses.',
  rowError: (row: number, column: string, message: string) => `Ligne ${row}, « ${column} » : ${message}`,
  tooManyRows: (max: number) => `Vous ne pouvez pas remplir plus de ${max} ligne${max > 1 ? 's' : ''}.`,
  tooFewRows: (min: number) => `Veuillez remplir au moins ${min} ligne${min > 1 ? 's' : ''}.`,

  // The form on the page.
  requiredMark: '(obligatoire)',
  requiredLegend: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
  submit: 'Envoyer',
  next: 'Suivant',
  previous: 'Précédent',
  sending: 'Envoi en cours…',
  stepOf: (current: number, total: number) => `Étape ${current} sur ${total}`,
  progressLabel: 'Progression du formulaire',
  pageFallbackName: (n: number) => `Étape ${n}`,
  honeypotLabel: 'Laissez ce champ vide',
  selectPlaceholder: 'Choisissez…',
  otherChoice: 'Autre',
  otherPlaceholder: 'Précisez',
  firstName: 'Prénom',
  lastName: 'Nom',
  street: 'Adresse',
  line2: 'Complément d’adresse',
  postalCode: 'Code postal',
  city: 'Ville',
  country: 'Pays',
  defaultCountry: 'France',
  emailConfirm: 'Confirmez l’adresse e-mail',
  passwordConfirm: 'Confirmez le mot de passe',
  passwordStrength: 'Robustesse du mot de passe',
  cardType: 'Type de carte',
  dateFormatHint: 'Format : jj/mm/aaaa',
  // The date picker (docs/product.md, Forms: labelled in French, the week starting on Monday).
  datePickerOpen: 'Choisir une date',
  datePickerPreviousMonth: 'Mois précédent',
  datePickerNextMonth: 'Mois suivant',
  datePickerClose: 'Fermer',
  datePickerHelp: 'Flèches : changer de jour · Page précédente / suivante : changer de mois · Entrée : choisir · Échap : fermer',
  datePickerToday: 'aujourd’hui',
  /** January first. */
  monthNames: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  /** Sunday first, as `Date.getDay()` counts; the calendar starts its weeks on DATEPICKER_FIRST_DAY. */
  dayNames: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
  timeFormatHint: 'Format : hh:mm',
  consentDefault:
    'J’accepte que les informations saisies soient utilisées pour traiter ma demande, conformément à la politique de confidentialité.',
  consentAccepted: 'Accepté',
  yes: 'Oui',
  no: 'Non',
  unknownFieldPreview: (type: string) => `Type de champ inconnu : « ${type} ». Ce champ n’est pas affiché sur le site.`,
  masked: '(masqué)',
  // Repeatable rows: the add button's default label (the announcements are in island-messages.ts).
  addRow: 'Ajouter une ligne',

  // Confirmation and state pages.
  defaultConfirmation: 'Merci ! Votre message a bien été envoyé. Nous vous répondrons rapidement.',
  confirmationExpired: 'Cette confirmation n’est plus disponible.',
  stateExpired: 'Cette saisie a expiré. Veuillez remplir à nouveau le formulaire.',
  backToForm: 'Revenir au formulaire',
  leavingTitle: 'Envoi enregistré',
  leavingText: 'Merci, votre envoi est enregistré.',
  leavingLink: (host: string) => `Continuer vers ${host}`,
  formClosed: 'Ce formulaire n’accepte plus de réponses.',
  formNotYetOpen: (date: string) => `Ce formulaire sera ouvert à partir du ${date}.`,
  formClosedSince: (date: string) => `Ce formulaire est fermé depuis le ${date}.`,
  entryLimitReached: 'Ce formulaire a atteint le nombre maximal de réponses.',

  // Protocol errors (each with a clear French answer; stored data is left untouched).
  forbidden: 'La demande a été refusée : elle ne provient pas de ce site, ou la page a expiré. Rechargez la page et réessayez.',
  /** The site was opened under another address than its configured one (SITE_URL): reloading cannot help. */
  wrongSiteAddress: (opened: string, expected: string) =>
    `La demande a été refusée : la page a été ouverte à l’adresse ${opened}, alors que ce site est configuré pour ${expected}. Ouvrez le site à l’adresse ${expected}, puis envoyez de nouveau le formulaire.`,
  /** Without JavaScript, the second press of Send replaces the invisible captcha (docs/decisions/028). */
  noScriptConfirm:
    'Dernière étape : votre navigateur n’exécute pas JavaScript, la vérification anti-robot se fait donc ainsi. Vérifiez vos réponses ci-dessous, puis appuyez de nouveau sur le bouton d’envoi.',
  payloadTooLarge: 'Le formulaire envoyé est trop volumineux.',
  malformed: 'La demande est mal formée.',
  unsupportedMediaType: 'Format de demande non pris en charge.',
  formUnavailable: 'Ce formulaire n’existe pas ou n’est plus disponible.',
  unknownFields: 'Le formulaire a changé depuis l’affichage de la page. Rechargez la page et réessayez.',
  invalidConfigPath: 'Chemin de configuration invalide : minuscules, chiffres, « _ », « - » et « / » uniquement.',
  unknownConfigPath: 'Chemin de configuration inconnu.',
  serverError: 'Une erreur est survenue sur le serveur. Veuillez réessayer dans quelques instants.',
  /** docs/product.md, Forms word for word. */
  formNotFound: (id: string | number) => `Form ${id} not found.`,
  /** docs/product.md, Forms word for word. */
  configValidationFailed:
    'There was an unknown error processing your request. Product config could not be validated. Please try again.',

  // Invisible captcha (docs/decisions/016).
  captchaMissing: 'La vérification anti-robot n’a pas été faite. Veuillez renvoyer le formulaire.',
  captchaInvalid: 'La vérification anti-robot a échoué. Veuillez renvoyer le formulaire.',
  captchaExpired: 'La vérification anti-robot a expiré. Veuillez renvoyer le formulaire.',
  captchaReplayed: 'Cette vérification anti-robot a déjà servi. Veuillez renvoyer le formulaire.',
  captchaServiceDown: 'La vérification anti-robot est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  consoleCaptchaInit: (formId: number) => `Formulaire ${formId} : la vérification anti-robot n’a pas pu démarrer.`,
  captchaUnavailable: 'La vérification anti-robot n’a pas pu être faite. Vérifiez votre connexion, puis réessayez.',
  captchaConsentNeeded: 'Ce formulaire est protégé par reCAPTCHA de Google : acceptez-le (« Accepter et afficher » ci-dessus) pour pouvoir l’envoyer.',
  captchaLabel: 'Vérification anti-robot',

  // Console messages (developers), docs/product.md, Forms.

  // Save and continue (docs/product.md, Forms: the form-saved message holds a link to come back and finish it).
  saveAndContinue: 'Enregistrer et continuer plus tard',
  formSavedTitle: 'Votre saisie est enregistrée',
  formSaved: (days: number) =>
    `Votre saisie est enregistrée. Pour revenir terminer ce formulaire plus tard, utilisez le lien ci-dessous : il reste valable ${days} jours. Gardez-le pour vous, il donne accès à ce que vous avez saisi.`,
  resumeLinkLabel: 'Lien pour terminer ce formulaire',
  sendLinkLegend: 'Recevoir ce lien par e-mail',
  sendLinkEmailLabel: 'Votre adresse e-mail',
  sendLink: 'Envoyer le lien',
  linkSent: (email?: string) => (email ? `Le lien a été envoyé à ${email}.` : 'Le lien a été envoyé à l’adresse indiquée.'),
  linkSendLimit: 'Ce lien a déjà été envoyé plusieurs fois. Veuillez réessayer plus tard.',
  resumeUnavailable: 'Ce lien de reprise a expiré ou n’est pas valide : votre saisie n’a pas pu être retrouvée. Veuillez remplir à nouveau le formulaire.',
  resumed: 'Votre saisie a été retrouvée : vous pouvez la compléter et l’envoyer.',
  resumeMailSubject: (title: string) => `Terminer votre formulaire : ${title}`,
  resumeMailBody: (title: string, url: string, until: string) =>
    `Bonjour,\n\nVous avez enregistré le formulaire « ${title} » pour le terminer plus tard. Pour reprendre votre saisie, ouvrez ce lien :\n\n${url}\n\nLe lien reste valable jusqu’au ${until}. Si vous n’êtes pas à l’origine de cette demande, ignorez simplement ce message.`,

  // File uploads: the spec's strings (docs/product.md, Forms) word for word, then ours.
  uploadBadType: (file: string) => `${file} Ce type de fichier n’est pas autorisé.`,
  uploadTooLarge: (file: string) => `${file} - Le fichier dépasse la taille autorisée.`,
  uploadTooMany: 'Nombre de fichiers maximal atteint',
  uploadOtherError: (code: string | number, message: string, name: string) => `Error: ${code}, Message: ${message}, File: ${name}`,
  uploadNotSaved: (file: string) => `Une erreur s’est produite lors de la sauvegarde du fichier sur le serveur: ${file}`,
  uploadContentMismatch: (file: string) => `${file} : le contenu du fichier ne correspond pas à son extension.`,
  uploadHeifUnreadable: (file: string) =>
    `${file} : cette photo n’a pas pu être lue pour en retirer la position GPS. Enregistrez-la en JPEG, puis envoyez-la de nouveau.`,
  uploadSizeUnknown: 'La taille du fichier doit être annoncée avant l’envoi.',
  uploadBusyClient: (file: string) =>
    `${file} : trop de fichiers sont en cours d’envoi depuis votre connexion. Attendez la fin des envois en cours, puis ajoutez ce fichier de nouveau.`,
  uploadBusySite: (file: string) => `${file} : le site reçoit trop de fichiers en ce moment. Réessayez un peu plus tard.`,
  uploadMissing: 'Un fichier joint est introuvable ou n’est pas terminé. Veuillez l’ajouter de nouveau.',
  uploadInvalidValue: 'La liste des fichiers joints est invalide.',
  uploadRequired: 'Veuillez ajouter au moins un fichier.',
  uploadAdd: 'Ajouter des fichiers',
  uploadAddOne: 'Ajouter un fichier',
  uploadLimits: (extensions: string, maxMb: number, maxFiles: number) =>
    `Formats acceptés : ${extensions}. ${maxMb} Mo au plus par fichier${maxFiles > 1 ? `, ${maxFiles} fichiers au plus` : ''}.`,
  uploadNeedsJs: 'L’envoi de fichiers nécessite JavaScript. Activez-le, ou joignez vos fichiers à un e-mail après l’envoi du formulaire.',
  uploadQueued: 'en attente',
  uploadProgress: (percent: number) => `envoi ${percent} %`,
  uploadWaiting: 'connexion perdue, l’envoi reprendra dès son retour',
  uploadDone: 'envoyé',
  uploadFailed: 'échec',
  uploadCancelled: 'annulé',
  uploadCancel: (file: string) => `Annuler l’envoi de ${file}`,
  uploadRemove: (file: string) => `Retirer ${file}`,
  uploadFilesList: 'Fichiers joints',
  uploadDownload: (file: string) => `Télécharger ${file}`,

  // Admin.
  entriesLink: 'Voir les entrées',
  exportCsv: 'Exporter en CSV (Excel)',
  exportSpamCsv: 'Exporter les indésirables',
  answersTitle: 'Réponses',
  noAnswers: 'Aucune réponse enregistrée.',
  unnamedEntry: 'Entrée sans nom',

  // E-mails.
  mailAllFieldsEmpty: '(aucune réponse)',
  /** In an e-mail to the visitor's unverified address, in place of text the visitor typed (docs/decisions/035). */
  mailNotRepeated: '(non reprise dans cet e-mail)',
  ackHeldForRecipient: (max: number) => `Retenu : ${max} accusés de réception déjà envoyés à cette adresse dans l’heure.`,
  ackHeldForSender: (max: number) => `Retenu : cet expéditeur a déjà fait écrire à ${max} adresses différentes dans l’heure.`,
} as const

/** docs/product.md, Forms password strength, as the indicator shows it. */
export const passwordStateLabels: Record<PasswordState, string> = {
  blank: 'Indicateur de robustesse',
  unknown: 'Robustesse inconnue',
  short: 'Très faible',
  bad: 'Faible',
  good: 'Moyen',
  strong: 'Fort',
  mismatch: 'Les mots de passe ne correspondent pas',
}
