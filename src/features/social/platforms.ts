/**
 * The social networks the site links to (spec §5, the social-handle parser), one entry each in a
 * typed map: which hosts are the network's, how a profile's handle is read from one of its addresses,
 * what a valid handle is, and the one canonical address stored for it. The spec gives two rules
 * (X: 1 to 15 word characters; Bluesky: a handle without a dot gets the default suffix); the others
 * follow each network's published rules, written down in docs/decisions/046.
 */

export type ProfileAddress = {
  /** The host without `www.`, `m.`, `mobile.` or a LinkedIn country prefix, lower-cased. */
  host: string
  /** The path's non-empty segments, decoded. */
  segments: string[]
  query: URLSearchParams
}

export type SocialPlatform = {
  label: string
  /** Hosts of the network (a profile address must be on one of them). */
  hosts: readonly string[]
  /** Said in French when an address or handle is refused. */
  example: string
  /** The handle rule, said in French. */
  rule: string
  /** The handle a bare input stands for (after `@` is taken off), or null if it is none. */
  handle: (input: string) => string | null
  /** The handle of a profile address of one of `hosts`, or null when the address is no profile. */
  fromAddress: (address: ProfileAddress) => string | null
  url: (handle: string) => string
}

/** `text` if all of it matches `pattern`. */
const whole = (pattern: RegExp) => (text: string) => (pattern.test(text) ? text : null)
const lower = (rule: (text: string) => string | null) => (text: string) => rule(text.toLowerCase())

/** The only segment of the path (`/name` or `/name/`), for the networks whose profiles live there. */
const onlySegment = ({ segments }: ProfileAddress) => (segments.length === 1 ? segments[0] : null)
/** The only segment, written `@name`. */
const atSegment = ({ segments }: ProfileAddress) =>
  segments.length === 1 && segments[0].startsWith('@') ? segments[0].slice(1) : null

/** Calendly and SavvyCal: a person's page and, optionally, one of their meeting types. */
function schedulingPlatform(label: string, host: string): SocialPlatform {
  const handle = lower(whole(/^[a-z0-9_-]{1,64}(\/[a-z0-9_-]{1,64})?$/))
  return {
    label,
    hosts: [host],
    example: `https://${host}/morel-terrassement`,
    rule: 'un nom de 1 à 64 lettres, chiffres, « - » ou « _ », suivi au besoin d’un type de rendez-vous',
    handle,
    fromAddress: ({ segments }) => (segments.length >= 1 && segments.length <= 2 ? handle(segments.join('/')) : null),
    url: (h) => `https://${host}/${h}`,
  }
}

// Instagram's published rule, which Threads shares (its profiles are Instagram accounts): 1 to 30
// letters, digits, periods and underscores, no period first, last or twice in a row.
const instagramName = lower(whole(/^(?!\.)(?!.*\.\.)(?!.*\.$)[a-z0-9._]{1,30}$/))
const INSTAGRAM_RULE = '1 à 30 lettres, chiffres, « . » ou « _ », sans point au début, à la fin ni deux de suite'

// A domain name of at least two labels (RFC 1035 labels, a top-level label that is not numeric).
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/

/** The default suffix of a Bluesky handle given without a dot (spec §5). */
export const BLUESKY_DEFAULT_SUFFIX = '.bsky.social'

/**
 * A phone number as WhatsApp's links want it: the international number in digits (E.164: at most
 * 15 digits, none leading 0). `+33 6 12…`, `0033 6…`; a French national number (`06 12 34 56 78`)
 * gets +33, since the site is French.
 */
function whatsappNumber(input: string): string | null {
  const compact = input.replace(/[\s.\-()/]/g, '')
  const digits = compact.startsWith('+')
    ? compact.slice(1)
    : compact.startsWith('00')
      ? compact.slice(2)
      : /^0[1-9]\d{8}$/.test(compact)
        ? `33${compact.slice(1)}`
        : compact
  return /^[1-9]\d{7,14}$/.test(digits) ? digits : null
}

const LINKEDIN_KINDS = ['in', 'company', 'school', 'showcase'] as const
const linkedinSlug = /^[a-z0-9][a-z0-9-]{1,99}$/

/** A LinkedIn page: `in/name` (a person) or `company/name`…; a bare name is a company's (the site is a firm's). */
function linkedinHandle(input: string): string | null {
  const parts = input.toLowerCase().split('/')
  const [kind, slug] = parts.length === 1 ? ['company', parts[0]] : parts
  return parts.length <= 2 && (LINKEDIN_KINDS as readonly string[]).includes(kind) && linkedinSlug.test(slug ?? '')
    ? `${kind}/${slug}`
    : null
}

/** YouTube: a handle `@name` (3 to 30 letters, digits, `_`, `-`, `.`), a channel id, or a legacy `c/` or `user/` name. */
function youtubeHandle(input: string): string | null {
  if (/^UC[\w-]{22}$/.test(input)) return `channel/${input}`
  if (/^channel\/UC[\w-]{22}$/.test(input)) return input
  if (/^(c|user)\/[\w.-]{1,100}$/.test(input)) return input
  const name = input.startsWith('@') ? input.slice(1) : input
  return /^[\w.-]{3,30}$/.test(name) ? `@${name}` : null
}

export const SOCIAL_PLATFORMS = {
  calendly: schedulingPlatform('Calendly', 'calendly.com'),
  youtube: {
    label: 'YouTube',
    hosts: ['youtube.com'],
    example: 'https://www.youtube.com/@morelterrassement',
    rule: 'un identifiant @nom de 3 à 30 lettres, chiffres, « _ », « - » ou « . », ou l’identifiant d’une chaîne (UC…)',
    handle: youtubeHandle,
    // A channel's tabs (`/@name/videos`, `/channel/UC…/about`) are the channel.
    fromAddress: ({ segments }) => {
      const size = segments[0]?.startsWith('@') ? 1 : ['channel', 'c', 'user'].includes(segments[0]) ? 2 : 0
      return size && segments.length <= size + 1 ? youtubeHandle(segments.slice(0, size).join('/')) : null
    },
    url: (h) => `https://www.youtube.com/${h}`,
  },
  wordpress: {
    label: 'WordPress',
    hosts: ['wordpress.com'],
    example: 'https://morelterrassement.wordpress.com',
    rule: 'l’adresse d’un site WordPress.com : au moins 4 lettres minuscules ou chiffres',
    handle: lower(whole(/^[a-z0-9]{4,63}$/)),
    // The site is the host's first label (`name.wordpress.com`); wordpress.com itself is no site.
    fromAddress: () => null,
    url: (h) => `https://${h}.wordpress.com`,
  },
  x: {
    label: 'X',
    hosts: ['x.com', 'twitter.com'],
    example: 'https://x.com/morel_tp',
    rule: '1 à 15 lettres, chiffres ou « _ »',
    handle: whole(/^\w{1,15}$/),
    fromAddress: onlySegment,
    url: (h) => `https://x.com/${h}`,
  },
  facebook: {
    label: 'Facebook',
    hosts: ['facebook.com', 'fb.com'],
    example: 'https://www.facebook.com/morel.terrassement',
    rule: 'un nom d’au moins 5 lettres, chiffres ou « . », ou le numéro d’un profil',
    // A name has a letter; digits alone are a profile's number (`profile.php?id=`).
    handle: whole(/^(?=.*[A-Za-z])[A-Za-z0-9.]{5,50}$|^\d{5,20}$/),
    fromAddress: ({ segments, query }) =>
      segments.length === 1 && segments[0] === 'profile.php'
        ? whole(/^\d{5,20}$/)(query.get('id') ?? '')
        : segments.length === 1
          ? whole(/^(?=.*[A-Za-z])[A-Za-z0-9.]{5,50}$/)(segments[0])
          : null,
    url: (h) => (/^\d+$/.test(h) ? `https://www.facebook.com/profile.php?id=${h}` : `https://www.facebook.com/${h}`),
  },
  bluesky: {
    label: 'Bluesky',
    hosts: ['bsky.app'],
    example: 'https://bsky.app/profile/morel.bsky.social',
    rule: 'un nom de domaine (sans point, « .bsky.social » est ajouté) ou un identifiant did:plc:',
    handle: (input) => {
      const name = input.toLowerCase()
      if (/^did:plc:[a-z2-7]{24}$/.test(name)) return name
      const full = name.includes('.') ? name : `${name}${BLUESKY_DEFAULT_SUFFIX}`
      return DOMAIN.test(full) ? full : null
    },
    fromAddress: ({ segments }) => (segments.length === 2 && segments[0] === 'profile' ? segments[1] : null),
    url: (h) => `https://bsky.app/profile/${h}`,
  },
  tiktok: {
    label: 'TikTok',
    hosts: ['tiktok.com'],
    example: 'https://www.tiktok.com/@morel.terrassement',
    rule: '2 à 24 lettres, chiffres, « _ » ou « . », sans point à la fin',
    handle: lower(whole(/^(?!.*\.$)[a-z0-9_.]{2,24}$/)),
    fromAddress: atSegment,
    url: (h) => `https://www.tiktok.com/@${h}`,
  },
  whatsapp: {
    label: 'WhatsApp',
    hosts: ['wa.me', 'whatsapp.com', 'api.whatsapp.com'],
    example: '+33 6 12 34 56 78 ou https://wa.me/33612345678',
    rule: 'un numéro de téléphone international (8 à 15 chiffres) ou français',
    handle: whatsappNumber,
    fromAddress: ({ host, segments, query }) =>
      host === 'wa.me'
        ? segments.length === 1
          ? whatsappNumber(segments[0])
          : null
        : segments.length === 1 && segments[0] === 'send'
          ? whatsappNumber(query.get('phone') ?? '')
          : null,
    url: (h) => `https://wa.me/${h}`,
  },
  threads: {
    label: 'Threads',
    hosts: ['threads.com', 'threads.net'],
    example: 'https://www.threads.com/@morel.terrassement',
    rule: INSTAGRAM_RULE,
    handle: instagramName,
    fromAddress: atSegment,
    url: (h) => `https://www.threads.com/@${h}`,
  },
  linkedin: {
    label: 'LinkedIn',
    hosts: ['linkedin.com'],
    example: 'https://www.linkedin.com/company/morel-terrassement',
    rule: 'une page in/nom ou company/nom (lettres, chiffres et « - », 2 à 100)',
    handle: linkedinHandle,
    fromAddress: ({ segments }) => (segments.length === 2 ? linkedinHandle(segments.join('/')) : null),
    url: (h) => `https://www.linkedin.com/${h}`,
  },
  savvycal: schedulingPlatform('SavvyCal', 'savvycal.com'),
  github: {
    label: 'GitHub',
    hosts: ['github.com'],
    example: 'https://github.com/morel-terrassement',
    rule: '1 à 39 lettres, chiffres ou « - » (pas au début, à la fin ni deux de suite)',
    handle: whole(/^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/),
    fromAddress: onlySegment,
    url: (h) => `https://github.com/${h}`,
  },
  instagram: {
    label: 'Instagram',
    hosts: ['instagram.com', 'instagr.am'],
    example: 'https://www.instagram.com/morel.terrassement/',
    rule: INSTAGRAM_RULE,
    handle: instagramName,
    fromAddress: onlySegment,
    url: (h) => `https://www.instagram.com/${h}/`,
  },
} as const satisfies Record<string, SocialPlatform>

export type SocialNetwork = keyof typeof SOCIAL_PLATFORMS

export const SOCIAL_NETWORKS = Object.keys(SOCIAL_PLATFORMS) as SocialNetwork[]

export function isSocialNetwork(name: string): name is SocialNetwork {
  return Object.prototype.hasOwnProperty.call(SOCIAL_PLATFORMS, name)
}
