/** What the link-action bus says in the console (French, as everything the site says). */
export const messages = {
  unknownLinkAction: (name: string) => `Action de lien inconnue : « ${name} ».`,
  absentLinkAction: (name: string) => `Action de lien « ${name} » indisponible sur cette page.`,
  linkActionFailed: (name: string) => `L’action de lien « ${name} » a échoué.`,
} as const
