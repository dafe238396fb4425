/**
 * HEIC/HEIF photos without their location (docs/decisions/012). sharp's prebuilt libvips cannot
 * decode HEVC, so the photo is not re-encoded: the file's ISOBMFF structure is read (ftyp, meta →
 * hdlr, iinf/infe, iloc, idat) and the bytes of every metadata item — Exif, and XMP stored as a
 * `mime` item — are overwritten in place with an empty but valid equivalent. Nothing moves: the
 * boxes, the item table and the image data keep their bytes, so the file stays a HEIF that viewers
 * open as before, with the same size.
 *
 * A file whose structure cannot be read with certainty is refused (HeifMetadataError) rather than
 * kept: the promise is "no position reaches staff", and a layout we do not understand may hide one.
 * Every write is planned first and made only once the whole file has been read, and only inside a
 * metadata item's own extents, which must lie in a data box (mdat or idat), clear of any other item.
 */

/** The file cannot be read well enough to remove its metadata; nothing was written. */
export class HeifMetadataError extends Error {
  constructor(reason: string) {
    super(`HEIF : ${reason}`)
    this.name = 'HeifMetadataError'
  }
}

const fail = (reason: string): never => {
  throw new HeifMetadataError(reason)
}

type Box = { type: string; start: number; payload: number; end: number }
type Range = { start: number; end: number }

const fourcc = (data: Uint8Array, at: number) => String.fromCharCode(data[at], data[at + 1], data[at + 2], data[at + 3])

/** Reads big-endian fields inside [pos, end); any read past `end` is a malformed file. */
class Reader {
  private readonly view: DataView
  constructor(
    private readonly data: Uint8Array,
    public pos: number,
    public readonly end: number,
  ) {
    this.view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  }
  private need(n: number) {
    if (this.pos + n > this.end) fail('structure tronquée')
  }
  u8() {
    this.need(1)
    return this.view.getUint8(this.pos++)
  }
  u16() {
    this.need(2)
    const v = this.view.getUint16(this.pos)
    this.pos += 2
    return v
  }
  u32() {
    this.need(4)
    const v = this.view.getUint32(this.pos)
    this.pos += 4
    return v
  }
  u64() {
    this.need(8)
    const v = this.view.getBigUint64(this.pos)
    this.pos += 8
    if (v > BigInt(Number.MAX_SAFE_INTEGER)) fail('valeur 64 bits hors limites')
    return Number(v)
  }
  /** An unsigned integer of 0, 4 or 8 bytes, the sizes iloc allows. */
  sized(bytes: number) {
    if (bytes === 0) return 0
    if (bytes === 4) return this.u32()
    if (bytes === 8) return this.u64()
    return fail(`taille de champ ${bytes} non prévue`)
  }
  type() {
    this.need(4)
    const t = fourcc(this.data, this.pos)
    this.pos += 4
    return t
  }
  /** A null-terminated UTF-8 string; a missing terminator ends it at the box's end. */
  string() {
    let stop = this.pos
    while (stop < this.end && this.data[stop] !== 0) stop++
    const text = new TextDecoder().decode(this.data.subarray(this.pos, stop))
    this.pos = Math.min(stop + 1, this.end)
    return text
  }
  /** FullBox header: version (flags are not needed here). */
  version() {
    const v = this.u8()
    this.pos += 3
    if (this.pos > this.end) fail('structure tronquée')
    return v
  }
}

/** The boxes in [start, end): 32-bit, 64-bit (size 1) and "to the end" (size 0) sizes, uuid types. */
function boxesIn(data: Uint8Array, start: number, end: number): Box[] {
  const boxes: Box[] = []
  let at = start
  while (at < end) {
    const r = new Reader(data, at, end)
    const size32 = r.u32()
    const type = r.type()
    const size = size32 === 1 ? r.u64() : size32 === 0 ? end - at : size32
    if (type === 'uuid') r.pos += 16
    if (size < r.pos - at || at + size > end) fail(`boîte ${JSON.stringify(type)} de taille invalide`)
    boxes.push({ type, start: at, payload: r.pos, end: at + size })
    at += size
  }
  return boxes
}

/**
 * Sorted ranges, searched by bisection: a crafted iloc may list tens of thousands of extents, and
 * comparing every pair would hold the server for seconds.
 */
class SortedRanges {
  private readonly ranges: Range[]
  /** reach[n]: the furthest end among the first n ranges, so that overlapping ranges need no merging. */
  private readonly reach: number[] = [-Infinity]
  constructor(ranges: Range[]) {
    this.ranges = [...ranges].sort((a, b) => a.start - b.start)
    for (const r of this.ranges) this.reach.push(Math.max(this.reach[this.reach.length - 1], r.start < r.end ? r.end : -Infinity))
  }
  /** How many ranges start before `at`. */
  private countBefore(at: number) {
    let lo = 0
    let hi = this.ranges.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (this.ranges[mid].start < at) lo = mid + 1
      else hi = mid
    }
    return lo
  }
  /** Whether one range holds all of `x` (for disjoint ranges: the last one starting at or before it). */
  holds(x: Range) {
    const r = this.ranges[this.countBefore(x.start + 1) - 1]
    return r !== undefined && x.end <= r.end
  }
  /** Whether `x` shares a byte with any range. */
  overlaps(x: Range) {
    return x.start < x.end && this.reach[this.countBefore(x.end)] > x.start
  }
}

const single = (boxes: Box[], type: string, required: boolean): Box | undefined => {
  const found = boxes.filter((b) => b.type === type)
  if (found.length > 1) fail(`plusieurs boîtes ${type}`)
  if (required && !found.length) fail(`boîte ${type} absente`)
  return found[0]
}

type ItemInfo = { id: number; type: string; contentType: string; contentEncoding: string; protection: number }

/** One `infe` box, versions 0 to 3 (0 and 1 have no item type, only a content type). */
function readInfe(data: Uint8Array, box: Box): ItemInfo {
  const r = new Reader(data, box.payload, box.end)
  const version = r.version()
  if (version > 3) fail(`infe version ${version}`)
  const id = version === 3 ? r.u32() : r.u16()
  const protection = r.u16()
  if (version < 2) {
    r.string()
    const contentType = r.string()
    return { id, type: 'mime', contentType, contentEncoding: r.pos < r.end ? r.string() : '', protection }
  }
  const type = r.type()
  r.string()
  if (type !== 'mime') return { id, type, contentType: '', contentEncoding: '', protection }
  const contentType = r.string()
  return { id, type, contentType, contentEncoding: r.pos < r.end ? r.string() : '', protection }
}

/**
 * More extents than any camera writes (a 48-tile photo has a few dozen items), so that a crafted
 * item table cannot hold the server for long.
 */
export const HEIF_MAX_EXTENTS = 65_536

type Location = { id: number; method: number; dataReference: number; extents: { offset: number; length: number }[] }

/** The `iloc` box, versions 0, 1 and 2, with 0/4/8-byte offsets, lengths, base offsets and indexes. */
function readIloc(data: Uint8Array, box: Box): Location[] {
  const r = new Reader(data, box.payload, box.end)
  const version = r.version()
  if (version > 2) fail(`iloc version ${version}`)
  const sizes = r.u8()
  const offsetSize = sizes >> 4
  const lengthSize = sizes & 15
  const more = r.u8()
  const baseOffsetSize = more >> 4
  const indexSize = version > 0 ? more & 15 : 0
  const count = version < 2 ? r.u16() : r.u32()
  const locations: Location[] = []
  let total = 0
  for (let i = 0; i < count; i++) {
    const id = version < 2 ? r.u16() : r.u32()
    const method = version > 0 ? r.u16() & 15 : 0
    const dataReference = r.u16()
    const base = r.sized(baseOffsetSize)
    const extentCount = r.u16()
    total += extentCount
    if (total > HEIF_MAX_EXTENTS) fail('table des éléments trop longue')
    const extents: Location['extents'] = []
    for (let e = 0; e < extentCount; e++) {
      r.sized(indexSize)
      const offset = base + r.sized(offsetSize)
      if (!Number.isSafeInteger(offset)) fail('décalage hors limites')
      extents.push({ offset, length: r.sized(lengthSize) })
    }
    locations.push({ id, method, dataReference, extents })
  }
  return locations
}

const XMP_TYPES = new Set(['application/rdf+xml', 'application/xmp+xml'])

/** What a metadata item is, or null for items we leave alone (images, thumbnails, grids…). */
function metadataKind(item: ItemInfo): 'exif' | 'xmp' | null {
  if (item.type === 'Exif') return 'exif'
  if (item.type === 'mime' && XMP_TYPES.has(item.contentType.split(';')[0].trim().toLowerCase())) return 'xmp'
  return null
}

export type HeifMetadataItem = { id: number; kind: 'exif' | 'xmp'; encoded: boolean; extents: Range[] }

type Layout = { items: HeifMetadataItem[]; strayBoxes: Box[] }

function readLayout(data: Uint8Array): Layout {
  const top = boxesIn(data, 0, data.length)
  if (top[0]?.type !== 'ftyp') fail('boîte ftyp absente en tête')
  // An image sequence's tracks (moov) have their own metadata, which this reader does not clean.
  if (top.some((b) => b.type === 'moov')) fail('séquence d’images (moov) non prise en charge')
  const meta = single(top, 'meta', true)!
  const metaReader = new Reader(data, meta.payload, meta.end)
  if (metaReader.version() !== 0) fail('version de meta inconnue')
  const children = boxesIn(data, metaReader.pos, meta.end)

  const hdlr = single(children, 'hdlr', true)!
  const hr = new Reader(data, hdlr.payload, hdlr.end)
  hr.version()
  hr.u32()
  if (hr.type() !== 'pict') fail('meta ne décrit pas une image')

  const iinf = single(children, 'iinf', true)!
  const ir = new Reader(data, iinf.payload, iinf.end)
  // The entry count is not trusted: the infe boxes present are what a reader would find.
  if (ir.version() === 0) ir.u16()
  else ir.u32()
  const infos = new Map<number, ItemInfo>()
  for (const infe of boxesIn(data, ir.pos, iinf.end)) {
    if (infe.type !== 'infe') continue
    const info = readInfe(data, infe)
    if (infos.has(info.id)) fail(`élément ${info.id} décrit deux fois`)
    infos.set(info.id, info)
  }

  const locations = readIloc(data, single(children, 'iloc', true)!)
  if (new Set(locations.map((l) => l.id)).size !== locations.length) fail('élément localisé deux fois')
  const idat = single(children, 'idat', false)
  const idatRange = idat ? { start: idat.payload, end: idat.end } : null
  // Item data may live in the top-level boxes other than ftyp and meta (mdat, usually), or in idat.
  // These boxes are disjoint (idat is inside meta), so an extent must fit inside one of them.
  const dataBoxes = new SortedRanges([
    ...top.filter((b) => b.type !== 'ftyp' && b.type !== 'meta').map((b) => ({ start: b.payload, end: b.end })),
    ...(idatRange ? [idatRange] : []),
  ])

  /** An item's extents as file ranges, or the reason they cannot be trusted. */
  const resolve = (loc: Location): Range[] | string => {
    if (loc.dataReference !== 0) return 'données dans un autre fichier'
    const within = loc.method === 0 ? { start: 0, end: data.length } : loc.method === 1 ? idatRange : null
    if (!within) return loc.method === 1 ? 'boîte idat absente' : `méthode de construction ${loc.method}`
    return loc.extents.map(({ offset, length }) => {
      const start = within.start + offset
      // A length of 0 means "up to the end of the data" (the file, or idat).
      const end = length === 0 ? within.end : start + length
      if (!Number.isSafeInteger(end) || start > within.end || end > within.end) return { start: -1, end: -1 }
      return { start, end }
    })
  }

  const items: HeifMetadataItem[] = []
  const others: Range[] = []
  for (const loc of locations) {
    const info = infos.get(loc.id)
    const kind = info ? metadataKind(info) : null
    const ranges = resolve(loc)
    if (!info || !kind) {
      // Other items are only read to keep our writes off them; their own flaws are the viewer's business.
      if (typeof ranges !== 'string') for (const x of ranges) if (x.start >= 0) others.push(x)
      continue
    }
    if (info.protection !== 0) fail(`métadonnées chiffrées (élément ${loc.id})`)
    if (typeof ranges === 'string') fail(`${ranges} (élément ${loc.id})`)
    const extents = ranges as Range[]
    for (const x of extents) {
      if (x.start < 0) fail(`élément ${loc.id} hors du fichier`)
      if (!dataBoxes.holds(x)) fail(`élément ${loc.id} hors des données`)
    }
    items.push({ id: loc.id, kind, encoded: info.contentEncoding.trim() !== '', extents })
  }
  // Metadata extents share no byte with the image's data nor with each other: what is blanked is
  // theirs alone, and all of them together are never larger than the file.
  const image = new SortedRanges(others)
  const blanked = items.flatMap((i) => i.extents.map((x) => ({ ...x, id: i.id }))).sort((a, b) => a.start - b.start)
  blanked.forEach((x, i) => {
    if (image.overlaps(x)) fail(`élément ${x.id} mêlé aux données de l’image`)
    if (i > 0 && x.start < blanked[i - 1].end) fail(`éléments ${blanked[i - 1].id} et ${x.id} mêlés`)
  })
  const inUse = new SortedRanges([...others, ...blanked])
  const strayBoxes = top.filter((b) => !['ftyp', 'meta', 'mdat', 'free', 'skip'].includes(b.type) && !inUse.overlaps(b))
  return { items, strayBoxes }
}

/** The metadata items (Exif, XMP) of a HEIF file and where their bytes are; throws HeifMetadataError. */
export function heifMetadataItems(data: Uint8Array): HeifMetadataItem[] {
  return readLayout(data).items
}

const gather = (data: Uint8Array, extents: Range[]) => {
  const out = new Uint8Array(extents.reduce((n, x) => n + x.end - x.start, 0))
  let at = 0
  for (const x of extents) {
    out.set(data.subarray(x.start, x.end), at)
    at += x.end - x.start
  }
  return out
}

/** The Orientation (1–8) of IFD0, if the TIFF at `at` has a readable one. */
function orientationOf(exif: Uint8Array, at: number): number | null {
  try {
    const view = new DataView(exif.buffer, exif.byteOffset, exif.byteLength)
    const order = fourcc(exif, at).slice(0, 2)
    if (order !== 'II' && order !== 'MM') return null
    const le = order === 'II'
    if (view.getUint16(at + 2, le) !== 42) return null
    const ifd = at + view.getUint32(at + 4, le)
    const count = view.getUint16(ifd, le)
    for (let i = 0; i < count; i++) {
      const e = ifd + 2 + i * 12
      if (view.getUint16(e, le) !== 0x0112) continue
      const value = view.getUint16(e + 8, le)
      return view.getUint16(e + 2, le) === 3 && view.getUint32(e + 4, le) === 1 && value >= 1 && value <= 8 ? value : null
    }
  } catch {
    // Out of bounds: no orientation to keep.
  }
  return null
}

/**
 * An empty big-endian TIFF: one IFD0 holding at most the Orientation, nothing else — no camera,
 * no date, no GPS or Exif sub-IFD, no thumbnail.
 */
function emptyTiff(orientation: number | null): Uint8Array {
  const entries = orientation === null ? 0 : 1
  const tiff = new Uint8Array(14 + entries * 12)
  const view = new DataView(tiff.buffer)
  tiff.set([0x4d, 0x4d, 0x00, 0x2a])
  view.setUint32(4, 8)
  view.setUint16(8, entries)
  if (orientation !== null) {
    view.setUint16(10, 0x0112)
    view.setUint16(12, 3)
    view.setUint32(14, 1)
    view.setUint16(18, orientation)
  }
  // The next-IFD offset (0: no IFD1, hence no thumbnail) is already zero.
  return tiff
}

const EXIF_PREFIX = [0x45, 0x78, 0x69, 0x66, 0, 0] // "Exif\0\0", the usual bytes before the TIFF header

/**
 * The Exif item's new content, as long as the old: its 4-byte offset to the TIFF header (kept when
 * the new TIFF fits after it, so readers find it where they look), then an empty TIFF, then zeros.
 */
function blankExif(old: Uint8Array): Uint8Array {
  const out = new Uint8Array(old.length)
  if (old.length < 4) return out
  const offset = new DataView(old.buffer, old.byteOffset, old.byteLength).getUint32(0)
  const tiffAt = 4 + offset
  const tiff = emptyTiff(tiffAt < old.length ? orientationOf(old, tiffAt) : null)
  if (tiffAt + tiff.length <= old.length) {
    out.set(old.subarray(0, 4))
    const prefix = old.subarray(4, tiffAt)
    if (prefix.length === EXIF_PREFIX.length && EXIF_PREFIX.every((b, i) => prefix[i] === b)) out.set(prefix, 4)
    out.set(tiff, tiffAt)
  } else if (4 + tiff.length <= old.length) {
    out.set(tiff, 4)
  }
  return out
}

const XMP_HEAD = '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"/>'
const XMP_TAIL = '<?xpacket end="w"?>'

/**
 * The XMP item's new content, as long as the old: an empty XMP packet padded with spaces (the
 * padding XMP itself uses for in-place edits), or only spaces when the item is too short for one.
 * Compressed XMP (a content encoding) becomes zeros: readers then skip it as unreadable.
 */
function blankXmp(length: number, encoded: boolean): Uint8Array {
  const out = new Uint8Array(length)
  if (encoded) return out
  out.fill(0x20)
  const head = new TextEncoder().encode(XMP_HEAD)
  const tail = new TextEncoder().encode(XMP_TAIL)
  if (head.length + tail.length <= length) {
    out.set(head)
    out.set(tail, length - tail.length)
  }
  return out
}

const FREE = Array.from('free', (c) => c.charCodeAt(0))

/**
 * Removes the location and camera data of a HEIF/HEIC file in place: Exif and XMP items blanked,
 * and top-level boxes that no item uses and no HEIF reader needs (a motion photo's video, vendor
 * boxes) turned into zero-filled `free` boxes. Returns how many items were blanked. Throws
 * HeifMetadataError, leaving `data` untouched, when the structure cannot be read with certainty.
 */
export function stripHeifMetadata(data: Uint8Array): { exif: number; xmp: number; boxes: number } {
  const { items, strayBoxes } = readLayout(data)
  const writes = items.map((item) => {
    const old = gather(data, item.extents)
    return { item, bytes: item.kind === 'exif' ? blankExif(old) : blankXmp(old.length, item.encoded) }
  })
  for (const { item, bytes } of writes) {
    let at = 0
    for (const x of item.extents) {
      data.set(bytes.subarray(at, at + x.end - x.start), x.start)
      at += x.end - x.start
    }
  }
  for (const box of strayBoxes) {
    data.set(FREE, box.start + 4)
    // The header keeps its size fields; a uuid's user type becomes part of the zeroed payload.
    const largeSize = data[box.start] === 0 && data[box.start + 1] === 0 && data[box.start + 2] === 0 && data[box.start + 3] === 1
    data.fill(0, box.start + (largeSize ? 16 : 8), box.end)
  }
  return { exif: items.filter((i) => i.kind === 'exif').length, xmp: items.filter((i) => i.kind === 'xmp').length, boxes: strayBoxes.length }
}
