/**
 * French strings of the forms engine: visible text, accessible names, validation and error
 * messages. The spec's own strings are kept word for word (including the two English error texts
 * of §8, which the spec gives in English). Pure module: shared by the browser and the server.
 */
import type { PasswordState } from './constants'

export const messages = {
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
  errorSummaryTitle: (count: number) =>
    count <= 1
      ? 'Votre envoi comporte une erreur. Veuillez corriger le champ indiqué ci-dessous.'
      : `Votre envoi comporte ${count} erreurs. Veuillez corriger les champs indiqués ci-dessous.`,
  errorLinkText: (label: string, message: string) => `${label} : ${message}`,
  honeypotLabel: 'Laissez ce champ vide',
  selectPlaceholder: 'Choisissez…',
  selectAll: 'Tout sélectionner',
  deselectAll: 'Tout désélectionner',
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
  timeFormatHint: 'Format : hh:mm',
  consentDefault:
    'J’accepte que les informations saisies soient utilisées pour traiter ma demande, conformément à la politique de confidentialité.',
  consentAccepted: 'Accepté',
  yes: 'Oui',
  no: 'Non',
  unknownFieldPreview: (type: string) => `Type de champ inconnu : « ${type} ». Ce champ n’est pas affiché sur le site.`,
  masked: '(masqué)',

  // Confirmation and state pages.
  defaultConfirmation: 'Merci ! Votre message a bien été envoyé. Nous vous répondrons rapidement.',
  confirmationExpired: 'Cette confirmation n’est plus disponible.',
  stateExpired: 'Cette saisie a expiré. Veuillez remplir à nouveau le formulaire.',
  backToForm: 'Revenir au formulaire',
  formClosed: 'Ce formulaire n’accepte plus de réponses.',
  formNotYetOpen: (date: string) => `Ce formulaire sera ouvert à partir du ${date}.`,
  formClosedSince: (date: string) => `Ce formulaire est fermé depuis le ${date}.`,
  entryLimitReached: 'Ce formulaire a atteint le nombre maximal de réponses.',

  // Protocol errors (each with a clear French answer; stored data is left untouched).
  forbidden: 'La demande a été refusée : elle ne provient pas de ce site, ou la page a expiré. Rechargez la page et réessayez.',
  payloadTooLarge: 'Le formulaire envoyé est trop volumineux.',
  malformed: 'La demande est mal formée.',
  unsupportedMediaType: 'Format de demande non pris en charge.',
  formUnavailable: 'Ce formulaire n’existe pas ou n’est plus disponible.',
  unknownFields: 'Le formulaire a changé depuis l’affichage de la page. Rechargez la page et réessayez.',
  invalidConfigPath: 'Chemin de configuration invalide : minuscules, chiffres, « _ », « - » et « / » uniquement.',
  unknownConfigPath: 'Chemin de configuration inconnu.',
  serverError: 'Une erreur est survenue sur le serveur. Veuillez réessayer dans quelques instants.',
  /** spec §8 "Network or parse failure: … the message unknown_error, from the page's own strings." */
  unknownError: 'Une erreur inconnue s’est produite. Veuillez vérifier votre connexion et réessayer.',
  /** spec §8 word for word. */
  formNotFound: (id: string | number) => `Form ${id} not found.`,
  /** spec §8 word for word. */
  configValidationFailed:
    'There was an unknown error processing your request. Product config could not be validated. Please try again.',

  // Console messages (developers), spec §8.
  consoleSubmissionInProgress: (formId: number) => `Formulaire ${formId} : un envoi est déjà en cours, cette soumission est ignorée.`,
  consoleNoActiveButton: (formId: number) => `Formulaire ${formId} : aucun bouton actif trouvé, envoi annulé.`,
  consoleUnsupportedMethod: (method: string, fallback: string) =>
    `Méthode d’envoi « ${method} » non prise en charge par un filtre : envoi en « ${fallback} ».`,

  // File uploads: the spec's strings (§8) word for word, then ours.
  uploadBadType: (file: string) => `${file} Ce type de fichier n’est pas autorisé.`,
  uploadTooLarge: (file: string) => `${file} - Le fichier dépasse la taille autorisée.`,
  uploadTooMany: 'Nombre de fichiers maximal atteint',
  uploadWait: 'Veuillez attendre la fin de l’envoi',
  uploadOtherError: (code: string | number, message: string, name: string) => `Error: ${code}, Message: ${message}, File: ${name}`,
  uploadNotSaved: (file: string) => `Une erreur s’est produite lors de la sauvegarde du fichier sur le serveur: ${file}`,
  uploadContentMismatch: (file: string) => `${file} : le contenu du fichier ne correspond pas à son extension.`,
  uploadSizeUnknown: 'La taille du fichier doit être annoncée avant l’envoi.',
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
} as const

/** spec §4 password strength, as the indicator shows it. */
export const passwordStateLabels: Record<PasswordState, string> = {
  blank: 'Indicateur de robustesse',
  unknown: 'Robustesse inconnue',
  short: 'Très faible',
  bad: 'Faible',
  good: 'Moyen',
  strong: 'Fort',
  mismatch: 'Les mots de passe ne correspondent pas',
}
