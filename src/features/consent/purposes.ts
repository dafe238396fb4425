import type { Purpose } from './keys'

export { PURPOSE_KEYS, type Purpose } from './keys'

/**
 * What a visitor is asked to consent to (CNIL rules; overlays issue §5): one purpose per kind of
 * third party the site can load, named for what the visitor gets and who receives the data. The
 * banner, the footer's « Gérer mes choix » and each blocked embed's placeholder read this registry.
 */
export const PURPOSES = {
  videos: {
    label: 'Vidéos',
    description: 'Lecture des vidéos hébergées par YouTube, Vimeo ou Wistia, qui reçoivent votre adresse IP et peuvent déposer des traceurs.',
    recipients: 'YouTube (Google), Vimeo, Wistia',
  },
  maps: {
    label: 'Cartes',
    description: 'Affichage des cartes interactives, dont le fournisseur reçoit votre adresse IP.',
    recipients: 'Google Maps, OpenStreetMap',
  },
  captcha: {
    label: 'Protection anti-robots de Google',
    description: 'Vérification reCAPTCHA des formulaires quand elle est activée : Google reçoit votre adresse IP et des informations sur votre navigation.',
    recipients: 'Google (reCAPTCHA)',
  },
  effects: {
    label: 'Effets visuels externes',
    description: 'Scripts d’animation chargés depuis un autre site, qui reçoit votre adresse IP.',
    recipients: 'l’hébergeur du script',
  },
} as const satisfies Record<Purpose, { label: string; description: string; recipients: string }>

/** Video and map hosts, by the purpose that must be granted before they are asked anything. */
const HOSTS: Record<string, Purpose> = {
  'youtube.com': 'videos',
  'youtube-nocookie.com': 'videos',
  'youtu.be': 'videos',
  'ytimg.com': 'videos',
  'vimeo.com': 'videos',
  'vimeocdn.com': 'videos',
  'wistia.com': 'videos',
  'wistia.net': 'videos',
  'fast.wistia.com': 'videos',
  'google.com': 'maps',
  'openstreetmap.org': 'maps',
  'gstatic.com': 'captcha',
  'recaptcha.net': 'captcha',
}

/**
 * The purpose an address needs, or null when it is this site's own (`siteOrigin`) or not a web
 * address at all. An unknown third party needs the « effects » purpose: nothing off-site loads
 * without some consent.
 */
export function purposeFor(address: string, siteOrigin: string): Purpose | null {
  let url: URL
  try {
    url = new URL(address, siteOrigin)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.origin === new URL(siteOrigin).origin) return null
  const host = url.hostname.toLowerCase()
  if (host === 'www.google.com' && url.pathname.startsWith('/recaptcha')) return 'captcha'
  for (const [suffix, purpose] of Object.entries(HOSTS)) if (host === suffix || host.endsWith(`.${suffix}`)) return purpose
  return 'effects'
}
