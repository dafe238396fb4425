/**
 * Pure rules of file uploads (docs/decisions/012): name normalisation, extension lists, the
 * content (magic-byte) check, limits. Shared by the browser uploader (early refusals) and the
 * tus server (the ones that count).
 */
import { UPLOAD_NAME_MAX_LENGTH } from '../constants'
import { messages } from '../messages'
import type { UploadField } from '../types'

/** What a file's first bytes may be for each extension we can check. */
type Signature = (head: Uint8Array) => boolean

const startsWith = (head: Uint8Array, bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b)
const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0))
const containsAscii = (head: Uint8Array, text: string) => {
  const needle = ascii(text)
  outer: for (let i = 0; i + needle.length <= head.length; i++) {
    for (let j = 0; j < needle.length; j++) if (head[i + j] !== needle[j]) continue outer
    return true
  }
  return false
}

const jpeg: Signature = (h) => startsWith(h, [0xff, 0xd8, 0xff])
const png: Signature = (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const gif: Signature = (h) => startsWith(h, ascii('GIF87a')) || startsWith(h, ascii('GIF89a'))
const webp: Signature = (h) => startsWith(h, ascii('RIFF')) && startsWith(h, ascii('WEBP'), 8)
const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']
const heic: Signature = (h) => startsWith(h, ascii('ftyp'), 4) && HEIF_BRANDS.some((b) => startsWith(h, ascii(b), 8))
const pdf: Signature = (h) => startsWith(h, ascii('%PDF-'))
/** Word 97–2003 and other OLE compound files. */
const ole: Signature = (h) => startsWith(h, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
const zip = (h: Uint8Array) => startsWith(h, [0x50, 0x4b, 0x03, 0x04])
/** An OOXML document is a zip whose parts name it; a plain archive renamed .docx has neither. */
const docx: Signature = (h) => zip(h) && containsAscii(h, '[Content_Types].xml') && containsAscii(h, 'word/')
/** OpenDocument puts an uncompressed "mimetype" entry first, with the document's type. */
const odf =
  (kind: string): Signature =>
  (h) =>
    zip(h) && startsWith(h, ascii('mimetype'), 30) && containsAscii(h.subarray(0, 200), `application/vnd.oasis.opendocument.${kind}`)

/** Extensions whose content we can check, and their MIME type for downloads. */
export const FILE_KINDS = {
  jpg: { check: jpeg, mime: 'image/jpeg' },
  jpeg: { check: jpeg, mime: 'image/jpeg' },
  png: { check: png, mime: 'image/png' },
  gif: { check: gif, mime: 'image/gif' },
  webp: { check: webp, mime: 'image/webp' },
  heic: { check: heic, mime: 'image/heic' },
  heif: { check: heic, mime: 'image/heif' },
  pdf: { check: pdf, mime: 'application/pdf' },
  doc: { check: ole, mime: 'application/msword' },
  docx: { check: docx, mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  odt: { check: odf('text'), mime: 'application/vnd.oasis.opendocument.text' },
} satisfies Record<string, { check: Signature; mime: string }>
export type FileKind = keyof typeof FILE_KINDS
export const KNOWN_EXTENSIONS = Object.keys(FILE_KINDS) as FileKind[]
export const isKnownExtension = (ext: string): ext is FileKind => Object.hasOwn(FILE_KINDS, ext)

/** Photos whose metadata (GPS, camera) the server strips by re-encoding. */
export const STRIPPED_IMAGE_KINDS: readonly FileKind[] = ['jpg', 'jpeg', 'png', 'webp']
/** Photos whose metadata the server blanks in place, without decoding them (heif-metadata.ts). */
export const HEIF_KINDS: readonly FileKind[] = ['heic', 'heif']

/** True when the first bytes of a file are what its extension says. */
export function contentMatches(ext: string, head: Uint8Array): boolean {
  return isKnownExtension(ext) && FILE_KINDS[ext].check(head)
}

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g
const RESERVED = /[<>:"|?*\\/]/g

/**
 * A visitor's file name made safe to store and show: no folders, no control or bidi characters,
 * no null bytes, one extension only (inner dots become dashes, so "photo.php.jpg" can never be
 * taken for a script), bounded length. The extension is lower-cased.
 */
export function normaliseFileName(input: string): { name: string; ext: string } {
  const base = input.normalize('NFC').replace(CONTROL, '').split(/[\\/]/).pop() ?? ''
  const cleaned = base.replace(RESERVED, '').replace(/\s+/g, ' ').trim().replace(/^[.\s]+/, '').replace(/[.\s]+$/, '')
  const dot = cleaned.lastIndexOf('.')
  const ext = dot > 0 ? cleaned.slice(dot + 1).toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 10) : ''
  const stemRaw = (dot > 0 ? cleaned.slice(0, dot) : cleaned).replace(/\./g, '-').replace(/-{2,}/g, '-').trim()
  const stem = (stemRaw || 'fichier').slice(0, UPLOAD_NAME_MAX_LENGTH - ext.length - 1).trim()
  return { name: ext ? `${stem}.${ext}` : stem, ext }
}

/** Whether an upload field takes files of this extension (allow list, then deny list). */
export function extensionAllowed(field: Pick<UploadField, 'allowedExtensions' | 'disallowedExtensions'>, ext: string): boolean {
  if (!ext || !isKnownExtension(ext)) return false
  if (field.disallowedExtensions.includes(ext)) return false
  return field.allowedExtensions.length === 0 || field.allowedExtensions.includes(ext)
}

export const maxBytes = (field: Pick<UploadField, 'maxSizeMb'>) => Math.round(field.maxSizeMb * 1024 * 1024)

/**
 * Why a new file cannot be added to a field (the spec's messages), or null. `count` is the
 * number of files the field already holds.
 */
export function refuseNewFile(field: UploadField, file: { name: string; size: number | null }, count: number): string | null {
  const { name, ext } = normaliseFileName(file.name)
  if (count >= field.maxFiles) return messages.uploadTooMany
  if (!extensionAllowed(field, ext)) return messages.uploadBadType(name)
  if (file.size !== null && file.size > maxBytes(field)) return messages.uploadTooLarge(name)
  return null
}

/** The extensions a field accepts, for the file picker's `accept` and the hint. */
export function acceptedExtensions(field: Pick<UploadField, 'allowedExtensions' | 'disallowedExtensions'>): FileKind[] {
  const base = field.allowedExtensions.length ? field.allowedExtensions.filter(isKnownExtension) : KNOWN_EXTENSIONS
  return base.filter((ext) => !field.disallowedExtensions.includes(ext))
}

/** Upload ids are the tus server's: 32 hex characters. */
export const UPLOAD_ID_PATTERN = /^[a-f0-9]{32}$/

/** One file of a field's value: `<upload id>/<stored name>`. */
export type UploadRef = { id: string; name: string }
export const refValue = (ref: UploadRef) => `${ref.id}/${ref.name}`
/** A stored answer's item (any shape an answer may hold): only an `<id>/<name>` text is a file. */
export function parseRefValue(value: unknown): UploadRef | null {
  if (typeof value !== 'string') return null
  const slash = value.indexOf('/')
  const id = value.slice(0, slash)
  return slash > 0 && UPLOAD_ID_PATTERN.test(id) ? { id, name: value.slice(slash + 1) } : null
}
