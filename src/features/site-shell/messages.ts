/** French UI strings of the site shell (visible text and accessible names). */
export const messages = {
  skipToContent: 'Aller au contenu',
  homeLink: (siteTitle: string) => `${siteTitle} – accueil`,
  mainMenu: 'Menu principal',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  subMenuToggle: (label: string) => `Sous-menu ${label}`,

  search: 'Rechercher',
  searchSite: 'Rechercher sur le site',
  searchPlaceholder: 'Rechercher…',
  submitSearch: 'Lancer la recherche',
  closeSearch: 'Fermer la recherche',

  myAccount: 'Mon compte',
  signIn: 'Se connecter',
  signOut: 'Se déconnecter',
  administration: 'Administration',
  accountMenuOf: (name: string) => `Compte de ${name}`,
  signOutFailed: 'La déconnexion a échoué. Veuillez réessayer.',

  scrollTop: 'Retour en haut de page',
} as const

/** The page answered to an address whose encoding is broken (bad-request.ts); plain text, no markup. */
export const badRequestMessages = {
  title: 'Adresse invalide',
  explanation: 'L’adresse demandée contient des caractères mal encodés. Vérifiez le lien ou repartez de l’accueil.',
  home: 'Retour à l’accueil',
} as const
