/**
 * URLs the portfolio puts into links and frames. They come from the back office through the API, so
 * only web addresses pass: an `http(s)` URL or a path of this site. Anything else (`javascript:`,
 * `data:`, `//other.host`) is refused before it reaches an `href` or a frame's `src`.
 */
export function safeUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null
  const value = url.trim()
  if (value === '' || /[\u0000-\u001f\u007f\s]/.test(value)) return null
  if (value.startsWith('/')) return value.startsWith('//') || value.startsWith('/\\') ? null : value
  try {
    const parsed = new URL(value)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? value : null
  } catch {
    return null
  }
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com'])
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'])
const YOUTUBE_ID = /^[\w-]{11}$/
const VIMEO_ID = /^\d+$/

export function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') {
    const id = url.pathname.split('/')[1] ?? ''
    return YOUTUBE_ID.test(id) ? id : null
  }
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null
  const fromQuery = url.searchParams.get('v')
  if (url.pathname === '/watch' && fromQuery && YOUTUBE_ID.test(fromQuery)) return fromQuery
  const [, kind, id = ''] = url.pathname.split('/')
  return (kind === 'embed' || kind === 'shorts' || kind === 'live' || kind === 'v') && YOUTUBE_ID.test(id) ? id : null
}

export function vimeoId(url: URL): string | null {
  if (!VIMEO_HOSTS.has(url.hostname)) return null
  const segments = url.pathname.split('/').filter(Boolean)
  // vimeo.com/123, player.vimeo.com/video/123, vimeo.com/channels/name/123: the id is the last number.
  const id = url.hostname === 'player.vimeo.com' ? (segments[0] === 'video' ? segments[1] : undefined) : segments.at(-1)
  return id && VIMEO_ID.test(id) ? id : null
}

export type VideoEmbed = { host: 'youtube' | 'vimeo' | 'other'; src: string }

/**
 * docs/product.md, Portfolio: a YouTube URL (11-character id) or a Vimeo URL (numeric id) becomes its player's embed
 * URL with autoplay (YouTube's privacy-enhanced host: no cookie before the visitor plays); any
 * other URL is used as given. Null when the URL is not a web address at all.
 */
export function videoEmbed(url: unknown): VideoEmbed | null {
  const safe = safeUrl(url)
  if (!safe) return null
  let parsed: URL | null = null
  try {
    parsed = new URL(safe)
  } catch {
    parsed = null
  }
  if (parsed) {
    const youtube = youtubeId(parsed)
    if (youtube) return { host: 'youtube', src: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1` }
    const vimeo = vimeoId(parsed)
    if (vimeo) return { host: 'vimeo', src: `https://player.vimeo.com/video/${vimeo}?autoplay=1` }
  }
  return { host: 'other', src: safe }
}
