/**
 * Reads what staff type for a social link (a handle, `@handle`, a phone number or any address of
 * the network's profile) and gives the one canonical https address to store, or a French message
 * saying why it is refused. Never throws, whatever the text.
 */
import { SOCIAL_PLATFORMS, type SocialNetwork, type SocialPlatform } from './platforms'

export type SocialParse = { ok: true; handle: string; url: string } | { ok: false; message: string }

/** Longer than any profile address; a longer text is refused before being read. */
export const MAX_SOCIAL_INPUT = 300

const SCHEME = /^[a-z][a-z0-9+.-]*:/i
// Prefixes that are one host under another name: the mobile and `www` sites, LinkedIn's countries.
const HOST_PREFIXES = /^(www|m|mobile|[a-z]{2})\./

/** The network's host that `host` is (itself or under one of the prefixes above), if any. */
function platformHost(platform: SocialPlatform, host: string): string | null {
  if (platform.hosts.includes(host)) return host
  const bare = host.replace(HOST_PREFIXES, '')
  return bare !== host && platform.hosts.includes(bare) ? bare : null
}

function decodedSegments(pathname: string): string[] | null {
  try {
    return pathname
      .split('/')
      .filter(Boolean)
      .map((s) => decodeURIComponent(s))
  } catch {
    return null
  }
}

/** The handle of an address, or a French reason. */
function fromUrl(platform: SocialPlatform, network: SocialNetwork, text: string): SocialParse {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return { ok: false, message: `Adresse illisible (exemple : ${platform.example}).` }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, message: 'Seules les adresses web (https) sont acceptées.' }
  }
  if (url.username || url.password || url.port) {
    return { ok: false, message: `Adresse ${platform.label} inattendue (exemple : ${platform.example}).` }
  }
  const hostname = url.hostname.toLowerCase()
  const segments = decodedSegments(url.pathname)
  // WordPress.com sites are hosts of their own: `name.wordpress.com`.
  if (network === 'wordpress') {
    const site = hostname.endsWith('.wordpress.com') ? hostname.slice(0, -'.wordpress.com'.length) : null
    const handle = site && segments?.length === 0 ? platform.handle(site) : null
    return handle
      ? { ok: true, handle, url: platform.url(handle) }
      : { ok: false, message: `Ce n’est pas l’adresse d’un site WordPress.com (exemple : ${platform.example}).` }
  }
  const host = platformHost(platform, hostname)
  if (!host) {
    return {
      ok: false,
      message: `Cette adresse n’est pas une adresse ${platform.label} (attendu : ${platform.hosts.join(' ou ')}).`,
    }
  }
  const found = segments ? platform.fromAddress({ host, segments, query: url.searchParams }) : null
  const handle = found === null ? null : platform.handle(found)
  return handle
    ? { ok: true, handle, url: platform.url(handle) }
    : { ok: false, message: `Cette adresse ${platform.label} ne mène pas à un profil (exemple : ${platform.example}).` }
}

/** Whether `text` starts with one of the network's hosts (an address typed without `https://`). */
function startsWithHost(platform: SocialPlatform, network: SocialNetwork, text: string): boolean {
  const first = text.split(/[/?#]/, 1)[0].toLowerCase()
  if (network === 'wordpress') return first.endsWith('.wordpress.com')
  return platformHost(platform, first) !== null && (first !== text.toLowerCase() || text.includes('/'))
}

export function parseSocial(network: SocialNetwork, input: unknown): SocialParse {
  const platform: SocialPlatform = SOCIAL_PLATFORMS[network]
  const text = typeof input === 'string' ? input.trim() : ''
  if (!text) return { ok: false, message: `Indiquez un identifiant ou une adresse ${platform.label}.` }
  if (text.length > MAX_SOCIAL_INPUT) return { ok: false, message: `Texte trop long (${MAX_SOCIAL_INPUT} caractères au plus).` }
  if (/^https?:\/\//i.test(text)) return fromUrl(platform, network, text)
  if (startsWithHost(platform, network, text)) return fromUrl(platform, network, `https://${text}`)
  // Any other scheme (`javascript:`, `data:`, `mailto:`…) is refused; a Bluesky DID is a handle.
  if (SCHEME.test(text) && !(network === 'bluesky' && /^did:/i.test(text))) {
    return { ok: false, message: 'Seules les adresses web (https) sont acceptées.' }
  }
  const handle = platform.handle(text.startsWith('@') && network !== 'youtube' ? text.slice(1) : text)
  return handle
    ? { ok: true, handle, url: platform.url(handle) }
    : { ok: false, message: `Identifiant ${platform.label} invalide : ${platform.rule} (exemple : ${platform.example}).` }
}
