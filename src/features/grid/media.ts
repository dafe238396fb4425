/**
 * A grid media's video (spec §3 "Grid item for the lightbox": type image, youtube, vimeo, wistia,
 * video). Only known hosts become players: YouTube, Vimeo, Wistia, or an mp4/webm file served over
 * http(s) or from this site. Any other address is refused in the admin and ignored on the site (the
 * item shows its poster as an image), so no unknown host is ever framed.
 */
import { safeUrl, vimeoId, youtubeId } from '../portfolio/embed'

export const MEDIA_KINDS = ['image', 'youtube', 'vimeo', 'wistia', 'video'] as const
export type MediaKind = (typeof MEDIA_KINDS)[number]
export type VideoKind = Exclude<MediaKind, 'image'>

export const isMediaKind = (value: unknown): value is MediaKind => typeof value === 'string' && (MEDIA_KINDS as readonly string[]).includes(value)

export type GridVideo = { type: VideoKind; id: string; src: string }

const WISTIA_HOST = /^(?:[\w-]+\.)?(?:wistia\.com|wi\.st|wistia\.net)$/
const WISTIA_ID = /^[a-z0-9]{10}$/

function wistiaId(url: URL): string | null {
  if (!WISTIA_HOST.test(url.hostname)) return null
  const segments = url.pathname.split('/').filter(Boolean)
  // fast.wistia.net/embed/iframe/{id}, {account}.wistia.com/medias/{id}
  const id = segments.at(-1) ?? ''
  return (segments.includes('medias') || segments.includes('iframe')) && WISTIA_ID.test(id) ? id : null
}

const FILE = /\.(mp4|webm)$/i

/** The player an address stands for, or null when it is not one of the known kinds. */
export function parseVideo(url: unknown): GridVideo | null {
  const safe = safeUrl(url)
  if (!safe) return null
  if (safe.startsWith('/')) return FILE.test(safe.split(/[?#]/)[0]!) ? { type: 'video', id: safe, src: safe } : null
  let parsed: URL
  try {
    parsed = new URL(safe)
  } catch {
    return null
  }
  const youtube = youtubeId(parsed)
  if (youtube) return { type: 'youtube', id: youtube, src: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1` }
  const vimeo = vimeoId(parsed)
  if (vimeo) return { type: 'vimeo', id: vimeo, src: `https://player.vimeo.com/video/${vimeo}?autoplay=1` }
  const wistia = wistiaId(parsed)
  if (wistia) return { type: 'wistia', id: wistia, src: `https://fast.wistia.net/embed/iframe/${wistia}?autoPlay=true` }
  if (parsed.protocol === 'https:' && FILE.test(parsed.pathname)) return { type: 'video', id: safe, src: safe }
  return null
}

/** The video of a stored media when its address matches its declared kind; null otherwise. */
export function videoOf(kind: MediaKind, url: unknown): GridVideo | null {
  if (kind === 'image') return null
  const video = parseVideo(url)
  return video?.type === kind ? video : null
}
