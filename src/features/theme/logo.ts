/**
 * A logo as a theme gives it (spec §3 "Template preview data": url, dataUri, width): an address on
 * the web or the site, or an image carried in the message itself. Only raster images the browser
 * shows as pictures are taken (no SVG: an SVG document can carry script when opened on its own);
 * a data URI must decode and start as its type says, within a size a logo needs.
 */
import type { Read } from './typography'

export type Logo = { src: string; width: number | null }

/** Large enough for any logo, small enough that a message cannot fill the visitor's storage. */
export const MAX_LOGO_DATA_URI = 200_000
export const LOGO_WIDTH_BOUNDS: [number, number] = [16, 600]

const SIGNATURES: Record<string, (bytes: string) => boolean> = {
  png: (b) => b.startsWith('\x89PNG\r\n\x1a\n'),
  jpeg: (b) => b.startsWith('\xff\xd8\xff'),
  gif: (b) => b.startsWith('GIF87a') || b.startsWith('GIF89a'),
  webp: (b) => b.startsWith('RIFF') && b.slice(8, 12) === 'WEBP',
  avif: (b) => b.slice(4, 12) === 'ftypavif',
}

function dataUriProblem(uri: string): string | null {
  if (uri.length > MAX_LOGO_DATA_URI) return `Logo refusé : image de plus de ${MAX_LOGO_DATA_URI} caractères.`
  const m = /^data:image\/(png|jpeg|gif|webp|avif);base64,([A-Za-z0-9+/]+={0,2})$/.exec(uri)
  if (!m) return 'Logo refusé : seule une image PNG, JPEG, GIF, WebP ou AVIF en base64 est acceptée.'
  let bytes: string
  try {
    bytes = atob(m[2].slice(0, 64).replace(/=+$/, '').slice(0, 60))
  } catch {
    return 'Logo refusé : image illisible.'
  }
  return SIGNATURES[m[1]](bytes) ? null : `Logo refusé : le contenu n’est pas une image ${m[1].toUpperCase()}.`
}

function urlProblem(url: string): string | null {
  if (url.length > 2000) return 'Logo refusé : adresse trop longue.'
  if (/^\/(?![/\\])/.test(url)) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' && !parsed.username && !parsed.password ? null : 'Logo refusé : seule une adresse https ou du site est acceptée.'
  } catch {
    return 'Logo refusé : seule une adresse https ou du site est acceptée.'
  }
}

export function readLogo(data: unknown): Read<Logo> {
  if (typeof data !== 'object' || data === null) return { ok: false, problems: ['Logo illisible : un objet est attendu.'] }
  const { url, dataUri, width } = data as Record<string, unknown>
  const src = typeof dataUri === 'string' && dataUri ? dataUri : typeof url === 'string' && url ? url.trim() : null
  if (!src) return { ok: false, problems: ['Logo refusé : ni adresse ni image.'] }
  const problem = src.startsWith('data:') ? dataUriProblem(src) : urlProblem(src)
  if (problem) return { ok: false, problems: [problem] }
  if (width === undefined || width === null || width === '') return { ok: true, value: { src, width: null } }
  const w = typeof width === 'number' ? width : typeof width === 'string' && /^\d+$/.test(width.trim()) ? Number(width) : NaN
  return Number.isInteger(w) && w >= LOGO_WIDTH_BOUNDS[0] && w <= LOGO_WIDTH_BOUNDS[1]
    ? { ok: true, value: { src, width: w } }
    : { ok: false, problems: [`Logo refusé : largeur entre ${LOGO_WIDTH_BOUNDS[0]} et ${LOGO_WIDTH_BOUNDS[1]} pixels.`] }
}
