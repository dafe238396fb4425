/**
 * The French strings the form island's core shows before its engine is loaded (error summary,
 * network failure, a chunk that could not be loaded, console messages). They are part of
 * `messages` (messages.ts spreads them in); kept in their own module so a page's first load
 * carries only these, not every message of the engine (docs/decisions/014).
 */
export const islandMessages = {
  errorSummaryTitle: (count: number) =>
    count <= 1
      ? 'Votre envoi comporte une erreur. Veuillez corriger le champ indiqué ci-dessous.'
      : `Votre envoi comporte ${count} erreurs. Veuillez corriger les champs indiqués ci-dessous.`,
  errorLinkText: (label: string, message: string) => `${label} : ${message}`,
  /** docs/product.md, Forms "Network or parse failure: … the message unknown_error, from the page's own strings." */
  unknownError: 'Une erreur inconnue s’est produite. Veuillez vérifier votre connexion et réessayer.',
  consoleSubmissionInProgress: (formId: number) =>
    `Formulaire ${formId} : un envoi est déjà en cours, cette soumission est ignorée.`,
  consoleNoActiveButton: (formId: number) => `Formulaire ${formId} : aucun bouton actif trouvé, envoi annulé.`,
  consoleUnsupportedMethod: (method: string, fallback: string) =>
    `Méthode d’envoi « ${method} » non prise en charge par un filtre : envoi en « ${fallback} ».`,
  featureLoadFailed: 'Une partie de ce formulaire n’a pas pu être chargée. Vérifiez votre connexion, puis réessayez.',
  retry: 'Réessayer',
  // Shown by the select-all and rows code, which runs as the page loads.
  selectAll: 'Tout sélectionner',
  deselectAll: 'Tout désélectionner',
  // docs/product.md, Forms row-added / row-removed messages, announced politely (docs/product.md, Forms).
  rowLegend: (row: number) => `Ligne ${row}`,
  removeRow: (row: number) => `Supprimer la ligne ${row}`,
  rowAdded: (row: number) => `Ligne ${row} ajoutée.`,
  rowRemoved: (row: number) => `Ligne ${row} supprimée.`,
  /** docs/product.md, Forms: submitting or going on while a file is queued or uploading. */
  uploadWait: 'Veuillez attendre la fin de l’envoi',
} as const
