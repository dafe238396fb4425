import fs from 'node:fs'
import path from 'node:path'

import { heifMetadataItems } from '../upload/heif-metadata'

/**
 * A real HEIC photo (libheif, then exiftool) carrying a GPS position in Exif and XMP, a camera make,
 * model, serial number and date; `make-photo-gps.sh` rebuilds it.
 */
export const readPhotoGps = () => fs.readFileSync(path.join(import.meta.dirname, 'photo-gps.heic'))

/** Camera and position traces written by make-photo-gps.sh, as they appear in the file's bytes. */
export const PHOTO_GPS_TEXTS = ['Demo', 'Phone', 'SN12345', '2026:05:04', 'GPSLatitude', 'GPSLongitude', '45,45.6N', 'exif:', 'tiff:']

export type TiffTag = { ifd: string; tag: number; value: Uint8Array }

const SUB_IFDS: Record<number, string> = { 0x8769: 'exif', 0x8825: 'gps', 0xa005: 'interop' }
const TYPE_SIZES: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 6: 1, 7: 1, 8: 2, 9: 4, 10: 8, 11: 4, 12: 8 }

/**
 * Every tag of a TIFF (Exif) block, through IFD0, its Exif, GPS and interoperability sub-IFDs and
 * IFD1 (the thumbnail), with each tag's value bytes. Written for the tests, apart from the code under
 * test, so that what the stripper leaves is read by someone else.
 */
export function tiffTags(tiff: Uint8Array): TiffTag[] {
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength)
  const le = tiff[0] === 0x49
  if (!(le ? tiff[1] === 0x49 : tiff[0] === 0x4d && tiff[1] === 0x4d) || view.getUint16(2, le) !== 42) throw new Error('not a TIFF')
  const tags: TiffTag[] = []
  const seen = new Set<number>()
  const walk = (offset: number, ifd: string) => {
    if (offset === 0 || seen.has(offset)) return
    seen.add(offset)
    const count = view.getUint16(offset, le)
    for (let i = 0; i < count; i++) {
      const e = offset + 2 + i * 12
      const tag = view.getUint16(e, le)
      const size = (TYPE_SIZES[view.getUint16(e + 2, le)] ?? 1) * view.getUint32(e + 4, le)
      const at = size <= 4 ? e + 8 : view.getUint32(e + 8, le)
      tags.push({ ifd, tag, value: tiff.slice(at, at + size) })
      if (SUB_IFDS[tag]) walk(view.getUint32(e + 8, le), SUB_IFDS[tag])
    }
    if (ifd === 'ifd0' || ifd === 'ifd1') walk(view.getUint32(offset + 2 + count * 12, le), 'ifd1')
  }
  walk(view.getUint32(4, le), 'ifd0')
  return tags
}

const bytesOf = (data: Uint8Array, item: { extents: { start: number; end: number }[] }) =>
  Buffer.concat(item.extents.map((x) => data.subarray(x.start, x.end)))

/** The TIFF block of each Exif item (after its 4-byte header offset). */
export function exifBlocks(data: Uint8Array): Uint8Array[] {
  return heifMetadataItems(data)
    .filter((i) => i.kind === 'exif')
    .map((item) => {
      const bytes = bytesOf(data, item)
      return bytes.subarray(4 + bytes.readUInt32BE(0))
    })
}

/** The text of each XMP item. */
export const xmpTexts = (data: Uint8Array) =>
  heifMetadataItems(data)
    .filter((i) => i.kind === 'xmp')
    .map((item) => bytesOf(data, item).toString('utf8'))

/** Whether `needle` occurs anywhere in `data`. */
export const contains = (data: Uint8Array, needle: Uint8Array | string) => Buffer.from(data).includes(typeof needle === 'string' ? Buffer.from(needle) : Buffer.from(needle))

const GPS_TAG = 0x8825

/**
 * What a photo's file still tells of its position or camera: GPS pointers and tags in its Exif, GPS in its
 * XMP, the given byte strings (an original's GPS values) and the fixture's camera texts anywhere in the file.
 */
export function metadataTraces(data: Uint8Array, needles: Uint8Array[] = []): string[] {
  const traces: string[] = []
  for (const tiff of exifBlocks(data)) {
    for (const t of tiffTags(tiff)) if (t.tag === GPS_TAG || t.ifd === 'gps') traces.push(`Exif ${t.ifd} 0x${t.tag.toString(16)}`)
  }
  for (const xmp of xmpTexts(data)) if (/GPS/i.test(xmp)) traces.push('XMP GPS')
  needles.forEach((n, i) => contains(data, n) && traces.push(`GPS value #${i}`))
  for (const text of PHOTO_GPS_TEXTS) if (contains(data, text)) traces.push(text)
  return traces
}

/** The original's GPS values (latitude, longitude, altitude…), to look for after stripping. */
export const gpsValues = (data: Uint8Array) =>
  exifBlocks(data)
    .flatMap(tiffTags)
    .filter((t) => t.ifd === 'gps' && t.value.length >= 8)
    .map((t) => t.value)
