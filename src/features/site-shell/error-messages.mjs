// The French words of the 404 and 500 pages. Plain JavaScript: the production server
// (src/server/error-pages.mjs) sends them itself when even the site's error page fails, and the
// React views (ErrorViews.tsx) draw them otherwise; one copy for both. Marked pure: the error
// boundary's script, in every page, then carries only the words it shows.

export const notFoundMessages = /* @__PURE__ */ Object.freeze({
  title: 'Page introuvable',
  explanation: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  home: 'Retour à l’accueil',
  search: 'Rechercher sur le site',
})

export const serverErrorMessages = /* @__PURE__ */ Object.freeze({
  title: 'Une erreur est survenue',
  explanation: 'Le site a rencontré un problème inattendu. Réessayez dans un instant ; si le problème persiste, appelez-nous.',
  retry: 'Réessayer',
  home: 'Retour à l’accueil',
})
