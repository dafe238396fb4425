import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { contains, exifBlocks, gpsValues, metadataTraces, readPhotoGps, tiffTags, xmpTexts } from '../testing/photo'
import { contentMatches } from './files'
import { HEIF_MAX_EXTENTS, heifMetadataItems, HeifMetadataError, stripHeifMetadata } from './heif-metadata'

/** Positions where two buffers of the same length differ. */
const differences = (a: Uint8Array, b: Uint8Array) => {
  const at: number[] = []
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) at.push(i)
  return at
}
const inside = (i: number, ranges: { start: number; end: number }[]) => ranges.some((r) => i >= r.start && i < r.end)

/** exiftool's reading of a file, or null when the machine has no exiftool (an extra witness, never required). */
function exiftool(data: Uint8Array): Record<string, unknown> | null {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'heif-')), 'photo.heic')
  fs.writeFileSync(file, data)
  try {
    return (JSON.parse(execFileSync('exiftool', ['-j', '-a', '-G1', '-n', '-all', '-validate', file], { encoding: 'utf8' })) as Record<string, unknown>[])[0]
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true })
  }
}

describe('a real HEIC photo with a GPS position', () => {
  const original = readPhotoGps()

  it('carries a position and camera data before stripping (the readers below see them)', () => {
    expect(contentMatches('heic', original)).toBe(true)
    const tags = exifBlocks(original).flatMap(tiffTags)
    expect(tags.some((t) => t.tag === 0x8825)).toBe(true)
    expect(gpsValues(original).length).toBeGreaterThanOrEqual(3)
    expect(xmpTexts(original)[0]).toMatch(/exif:GPSLatitude/)
    expect(metadataTraces(original)).toEqual(expect.arrayContaining(['Exif gps 0x2', 'XMP GPS', 'Demo', 'SN12345']))
  })

  it('loses its position and camera data, keeping every other byte and its size', () => {
    const data = Buffer.from(original)
    expect(stripHeifMetadata(data)).toEqual({ exif: 1, xmp: 1, boxes: 0 })
    expect(data.length).toBe(original.length)
    expect(metadataTraces(data, gpsValues(original))).toEqual([])

    // Only the bytes of the two metadata items changed: boxes, item table and image data are as sent.
    const items = heifMetadataItems(original)
    expect(items.map((i) => i.kind).sort()).toEqual(['exif', 'xmp'])
    const changed = differences(original, data)
    expect(changed.length).toBeGreaterThan(0)
    expect(changed.filter((i) => !inside(i, items.flatMap((item) => item.extents)))).toEqual([])
    expect(heifMetadataItems(data)).toEqual(items)
    expect(contentMatches('heic', data)).toBe(true)

    const witness = exiftool(data)
    if (witness) {
      expect(Object.keys(witness).filter((k) => /GPS|Make|Model|Serial|DateTime|XMP-(exif|tiff)|Warning|Error/.test(k))).toEqual([])
      expect(witness).toMatchObject({ 'ExifTool:Validate': '0 0 0', 'Composite:ImageSize': '64 48', 'IFD0:Orientation': 6 })
    }
  })

  it('leaves well-formed, empty metadata: a TIFF holding only the orientation, an empty XMP packet', () => {
    const data = Buffer.from(original)
    stripHeifMetadata(data)
    const exif = heifMetadataItems(data).find((i) => i.kind === 'exif')!
    const item = data.subarray(exif.extents[0].start, exif.extents[0].end)
    // The tiff-header offset and the "Exif\0\0" before the header stay where readers look.
    expect([...item.subarray(0, 10)]).toEqual([0, 0, 0, 6, 0x45, 0x78, 0x69, 0x66, 0, 0])
    expect(tiffTags(exifBlocks(data)[0]).map((t) => [t.ifd, t.tag, [...t.value]])).toEqual([['ifd0', 0x0112, [0, 6]]])
    expect(item.subarray(10 + 26).every((b) => b === 0)).toBe(true)
    const xmp = xmpTexts(data)[0]
    expect(xmp).toMatch(/^<\?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"\?><x:xmpmeta xmlns:x="adobe:ns:meta\/"\/> +<\?xpacket end="w"\?>$/)
    // A second pass finds nothing more to change.
    const again = Buffer.from(data)
    stripHeifMetadata(again)
    expect(differences(data, again)).toEqual([])
  })

  it('refuses every truncated copy, writing nothing', () => {
    for (let cut = 0; cut < original.length; cut++) {
      const data = Buffer.from(original.subarray(0, cut))
      expect(() => stripHeifMetadata(data), `cut at ${cut}`).toThrow(HeifMetadataError)
      expect(data.equals(original.subarray(0, cut))).toBe(true)
    }
  })

  it('handles corrupted copies safely: refused untouched, or changed only inside a data box', () => {
    const items = heifMetadataItems(original)
    const metaEnd = Math.min(...items.flatMap((i) => i.extents.map((x) => x.start)))
    let seed = 12345
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n)
    let refused = 0
    for (let round = 0; round < 3000; round++) {
      const corrupt = Buffer.from(original)
      for (let k = 0, n = 1 + random(3); k < n; k++) corrupt[random(metaEnd)] = random(256)
      const data = Buffer.from(corrupt)
      try {
        stripHeifMetadata(data)
      } catch (error) {
        expect(error).toBeInstanceOf(HeifMetadataError)
        expect(data.equals(corrupt)).toBe(true)
        refused++
        continue
      }
      // The box structure (everything before the mdat payload) is never written to.
      expect(differences(corrupt, data).filter((i) => i < metaEnd)).toEqual([])
    }
    expect(refused).toBeGreaterThan(0)
  })
})

// A synthetic HEIF writer, to reach the layouts the real photo does not use.
type Bytes = number[]
const u16 = (n: number): Bytes => [n >> 8, n & 255]
const u32 = (n: number): Bytes => [(n >>> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255]
const u64 = (n: number | bigint): Bytes => [...u32(Number(BigInt(n) >> 32n)), ...u32(Number(BigInt(n) & 0xffffffffn))]
const sized = (size: number, n: number): Bytes => (size === 0 ? [] : size === 4 ? u32(n) : size === 8 ? u64(n) : Array<number>(size).fill(0))
const text = (s: string): Bytes => [...Buffer.from(s)]
const box = (type: string, ...parts: Bytes[]): Bytes => [...u32(8 + parts.flat().length), ...text(type), ...parts.flat()]
const fullBox = (type: string, version: number, ...parts: Bytes[]) => box(type, [version, 0, 0, 0], ...parts)

/** A big-endian TIFF: IFD0 (Make, Orientation 6, GPS pointer), then a GPS IFD with a latitude. */
function tiffWithGps(): Bytes {
  const entry = (tag: number, type: number, count: number, value: Bytes) => [...u16(tag), ...u16(type), ...u32(count), ...value]
  const ifd0 = 8
  const gps = ifd0 + 2 + 3 * 12 + 4
  const values = gps + 2 + 2 * 12 + 4
  return [
    ...text('MM'), ...u16(42), ...u32(ifd0),
    ...u16(3), ...entry(0x010f, 2, 4, text('Demo')), ...entry(0x0112, 3, 1, [0, 6, 0, 0]), ...entry(0x8825, 4, 1, u32(gps)), ...u32(0),
    ...u16(2), ...entry(1, 2, 2, [...text('N'), 0, 0, 0]), ...entry(2, 5, 3, u32(values)), ...u32(0),
    ...u32(45), ...u32(1), ...u32(45), ...u32(1), ...u32(3600), ...u32(100),
  ] // prettier-ignore
}
const EXIF = [...u32(6), ...text('Exif'), 0, 0, ...tiffWithGps()]
const XMP = text(`<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description exif:GPSLatitude="45,45.6N"/></rdf:RDF></x:xmpmeta>${' '.repeat(64)}<?xpacket end="w"?>`)
const IMAGE = Array.from({ length: 96 }, (_, i) => (i * 37 + 11) & 255)

type Layout = {
  iloc?: 0 | 1 | 2
  offsetSize?: number
  lengthSize?: number
  baseOffsetSize?: number
  indexSize?: number
  infe?: 2 | 3
  exifIn?: 'mdat' | 'idat' | 'split'
  mdat?: 'plain' | 'large' | 'to-end'
  xmpType?: string
  xmpEncoding?: string
  exif?: Bytes
  handler?: string
  method?: number
  dataReference?: number
  extra?: (mdatAt: number) => Bytes
  /** Moves the Exif extent (absolute file offset) once the layout is known. */
  exifAt?: (where: { mdat: number; meta: number; image: number }) => number
}

/**
 * ftyp, meta (hdlr, pitm, iinf with an hvc1 image, an Exif and an XMP item, iloc, idat), then mdat
 * holding the image, the XMP and the Exif (or the Exif in idat, or split in two extents), then any
 * extra top-level boxes. Returns the file and where each item's bytes are.
 */
function heif(o: Layout = {}) {
  const { iloc = 1, offsetSize = 4, lengthSize = 4, baseOffsetSize = 0, indexSize = 0, infe = 2, exifIn = 'mdat', mdat = 'plain' } = o
  const exif = o.exif ?? EXIF
  const half = exif.length >> 1
  const idatBody = exifIn === 'idat' ? exif : []
  const mdatBody = [...IMAGE, ...(exifIn === 'split' ? exif.slice(half) : []), ...XMP, ...(exifIn === 'mdat' ? exif : exifIn === 'split' ? exif.slice(0, half) : [])]
  const ftyp = box('ftyp', text('heic'), u32(0), text('mif1heic'))
  const id = (n: number) => (iloc === 2 ? u32(n) : u16(n))
  const infeBox = (n: number, type: string, ...rest: Bytes[]) => fullBox('infe', infe, infe === 3 ? u32(n) : u16(n), u16(0), text(type), [0], ...rest)
  const meta = (offsets: { image: number; xmp: number; exif: number; exifTail: number }) => {
    const extent = (offset: number, length: number, base: number) => [...sized(indexSize, 0), ...sized(offsetSize, offset - base), ...sized(lengthSize, length)]
    const entry = (n: number, method: number, base: number, extents: Bytes[]) => [
      ...id(n),
      ...(iloc > 0 ? u16(method) : []),
      ...u16(n === 2 ? (o.dataReference ?? 0) : 0),
      ...sized(baseOffsetSize, base),
      ...u16(extents.length),
      ...extents.flat(),
    ]
    // With a base offset field, each item's base is its first byte and extents are relative to it.
    const base = (at: number) => (baseOffsetSize ? at : 0)
    const exifMethod = o.method ?? (exifIn === 'idat' ? 1 : 0)
    const exifExtents =
      exifIn === 'split'
        ? [extent(offsets.exif, half, base(offsets.exifTail)), extent(offsets.exifTail, exif.length - half, base(offsets.exifTail))]
        : [extent(offsets.exif, exif.length, base(offsets.exif))]
    const exifBase = exifIn === 'split' ? base(offsets.exifTail) : base(offsets.exif)
    return fullBox(
      'meta',
      0,
      fullBox('hdlr', 0, u32(0), text(o.handler ?? 'pict'), u32(0), u32(0), u32(0), [0]),
      fullBox('pitm', 0, u16(1)),
      fullBox(
        'iinf',
        0,
        u16(3),
        infeBox(1, 'hvc1'),
        infeBox(2, 'Exif'),
        infeBox(3, 'mime', text(o.xmpType ?? 'application/rdf+xml'), [0], o.xmpEncoding === undefined ? [] : [...text(o.xmpEncoding), 0]),
      ),
      fullBox(
        'iloc',
        iloc,
        [(offsetSize << 4) | lengthSize, (baseOffsetSize << 4) | (iloc > 0 ? indexSize : 0)],
        iloc === 2 ? u32(3) : u16(3),
        entry(1, 0, base(offsets.image), [extent(offsets.image, IMAGE.length, base(offsets.image))]),
        entry(2, exifMethod, exifBase, exifExtents),
        entry(3, 0, base(offsets.xmp), [extent(offsets.xmp, XMP.length, base(offsets.xmp))]),
      ),
      ...(idatBody.length ? [box('idat', idatBody)] : []),
    )
  }
  const metaLength = meta({ image: 0, xmp: 0, exif: 0, exifTail: 0 }).length
  const mdatHeader = mdat === 'large' ? 16 : 8
  const image = ftyp.length + metaLength + mdatHeader
  const tail = image + IMAGE.length
  const xmp = tail + (exifIn === 'split' ? exif.length - half : 0)
  const afterXmp = xmp + XMP.length
  const where = { mdat: image, meta: ftyp.length, image }
  const exifAt = o.exifAt ? o.exifAt(where) : exifIn === 'idat' ? 0 : afterXmp
  const metaBox = meta({ image, xmp, exif: exifAt, exifTail: tail })
  const mdatBox =
    mdat === 'large'
      ? [...u32(1), ...text('mdat'), ...u64(16 + mdatBody.length), ...mdatBody]
      : mdat === 'to-end'
        ? [...u32(0), ...text('mdat'), ...mdatBody]
        : box('mdat', mdatBody)
  const extra = mdat === 'to-end' ? [] : (o.extra?.(image) ?? [])
  const data = Buffer.from([...ftyp, ...metaBox, ...mdatBox, ...extra])
  return { data, image: { start: image, end: image + IMAGE.length } }
}

const LATITUDE = Buffer.from([...u32(45), ...u32(1), ...u32(45), ...u32(1), ...u32(3600), ...u32(100)])

/** Strips a synthetic file and checks what a visitor's photo must be afterwards. */
function expectStripped(o: Layout, keptTags = [0x0112]) {
  const { data, image } = heif(o)
  const before = Buffer.from(data)
  expect(contains(before, LATITUDE)).toBe(true)
  expect(stripHeifMetadata(data)).toMatchObject({ exif: 1, xmp: 1 })
  expect(data.length).toBe(before.length)
  expect(metadataTraces(data, [LATITUDE])).toEqual([])
  expect(data.subarray(image.start, image.end).equals(before.subarray(image.start, image.end))).toBe(true)
  expect(tiffTags(exifBlocks(data)[0]).map((t) => t.tag)).toEqual(keptTags)
  const items = heifMetadataItems(before).flatMap((i) => i.extents)
  expect(differences(before, data).filter((i) => !inside(i, items))).toEqual([])
  return data
}

describe('HEIF layouts', () => {
  it.each([
    ['iloc v0, 4-byte offsets and lengths', { iloc: 0 }],
    ['iloc v1, 8-byte offsets, lengths and base offsets', { iloc: 1, offsetSize: 8, lengthSize: 8, baseOffsetSize: 8 }],
    ['iloc v1, base offsets only (0-byte extent offsets)', { iloc: 1, offsetSize: 0, baseOffsetSize: 4 }],
    ['iloc v2, 32-bit item ids, infe v3, extent indexes', { iloc: 2, infe: 3, indexSize: 4 }],
    ['iloc v1 with 8-byte extent indexes', { iloc: 1, indexSize: 8 }],
    ['the Exif item in idat (construction method 1)', { exifIn: 'idat' }],
    ['the Exif item in two extents, out of order in mdat', { exifIn: 'split', baseOffsetSize: 4 }],
    ['a 64-bit mdat size', { mdat: 'large' }],
    ['an mdat running to the end of the file (size 0)', { mdat: 'to-end' }],
    ['XMP declared as application/xmp+xml with a charset', { xmpType: 'application/xmp+xml; charset=utf-8' }],
  ] satisfies [string, Layout][])('%s', (_name, layout) => {
    expectStripped(layout)
  })

  it('blanks a compressed XMP item with zeros', () => {
    const { data } = heif({ xmpEncoding: 'deflate' })
    stripHeifMetadata(data)
    const xmp = heifMetadataItems(data).find((i) => i.kind === 'xmp')!
    expect(xmp.encoded).toBe(true)
    expect(data.subarray(xmp.extents[0].start, xmp.extents[0].end).every((b) => b === 0)).toBe(true)
  })

  it('writes the empty TIFF right after the offset when the declared offset leaves no room, or zeros when even that does not fit', () => {
    const far = expectStripped({ exif: [...u32(100_000), ...tiffWithGps()] }, [])
    const exif = heifMetadataItems(far).find((i) => i.kind === 'exif')!.extents[0]
    expect([...far.subarray(exif.start, exif.start + 8)]).toEqual([0, 0, 0, 0, 0x4d, 0x4d, 0, 42])
    const tiny = heif({ exif: [...u32(0), ...text('MM'), 0, 42, 9, 9] }).data
    stripHeifMetadata(tiny)
    const small = heifMetadataItems(tiny).find((i) => i.kind === 'exif')!.extents[0]
    expect(tiny.subarray(small.start, small.end).every((b) => b === 0)).toBe(true)
  })

  it('reads an item table of 60 000 extents quickly, blanking only the Exif item’s bytes; refuses a longer one', () => {
    expect(() => stripHeifMetadata(manyExtents(HEIF_MAX_EXTENTS / 2 + 1))).toThrow(/trop longue/)
    const n = 30_000
    const data = manyExtents(n)
    const mdat = data.length - 2 * n
    const started = performance.now()
    expect(stripHeifMetadata(data)).toEqual({ exif: 1, xmp: 0, boxes: 0 })
    // Comparing every pair of extents would take minutes here.
    expect(performance.now() - started).toBeLessThan(5000)
    // The image's bytes (even places) are as they were; the Exif item's (odd places) hold the empty TIFF, then zeros.
    for (let i = 0; i < n; i++) if (data[mdat + 2 * i] !== 0x55) expect.fail(`image byte ${i} changed`)
    const exif = Buffer.from(Array.from({ length: n }, (_, i) => data[mdat + 2 * i + 1]))
    expect(tiffTags(exif.subarray(4 + exif.readUInt32BE(0)))).toEqual([])
  })

  it('turns an unused top-level box (a motion photo’s video) into a zeroed free box', () => {
    const video = box('mpvd', box('ftyp', text('isom')), box('moov', box('udta', box('\u00a9xyz', text('+45.7600+004.8300/')))))
    const { data } = heif({ extra: () => video })
    expect(stripHeifMetadata(data)).toEqual({ exif: 1, xmp: 1, boxes: 1 })
    const at = data.length - video.length
    expect(data.subarray(at, at + 8).equals(Buffer.from([...u32(video.length), ...text('free')]))).toBe(true)
    expect(data.subarray(at + 8).every((b) => b === 0)).toBe(true)
    expect(contains(data, '+45.76')).toBe(false)
  })
})

/** An image item and an Exif item of `n` one-byte extents each, interleaved in mdat. */
function manyExtents(n: number) {
  const infe = (id: number, type: string) => fullBox('infe', 2, u16(id), u16(0), text(type), [0])
  // Each item entry: id, construction method, data reference, extent count, then n (offset, length) pairs.
  const entry = (id: number, first: number) => {
    const extents = Buffer.alloc(8 * n)
    for (let i = 0; i < n; i++) {
      extents.writeUInt32BE(first + 2 * i, 8 * i)
      extents.writeUInt32BE(1, 8 * i + 4)
    }
    return Buffer.concat([Buffer.from([...u16(id), ...u16(0), ...u16(0), ...u16(n)]), extents])
  }
  const ftyp = Buffer.from(box('ftyp', text('heic'), u32(0)))
  const head = (at: number) => {
    const iloc = Buffer.concat([Buffer.from([1, 0, 0, 0, 0x44, 0, ...u16(2)]), entry(1, at), entry(2, at + 1)])
    const children = Buffer.concat([
      Buffer.from(fullBox('hdlr', 0, u32(0), text('pict'), u32(0), u32(0), u32(0), [0])),
      Buffer.from(fullBox('iinf', 0, u16(2), infe(1, 'hvc1'), infe(2, 'Exif'))),
      Buffer.from([...u32(8 + iloc.length), ...text('iloc')]),
      iloc,
    ])
    return Buffer.concat([ftyp, Buffer.from([...u32(12 + children.length), ...text('meta'), 0, 0, 0, 0]), children])
  }
  const at = head(0).length + 8
  const mdat = Buffer.alloc(2 * n, 0x55)
  return Buffer.concat([head(at), Buffer.from([...u32(8 + mdat.length), ...text('mdat')]), mdat])
}

describe('HEIF files refused, untouched', () => {
  const bigBox = [...u32(1), ...text('free'), ...u64(2n ** 60n)]
  it.each([
    ['iloc with 2-byte offsets', () => heif({ offsetSize: 2 }).data],
    ['iloc version 3', () => heif({ iloc: 3 as 2 }).data],
    ['an Exif extent past the end of the file', () => heif({ exifAt: () => 1_000_000 }).data],
    ['an Exif extent over the image data', () => heif({ exifAt: (w) => w.image }).data],
    ['an Exif extent inside the meta box', () => heif({ exifAt: (w) => w.meta + 8 }).data],
    ['an Exif item built from item references (method 2)', () => heif({ method: 2 }).data],
    ['an Exif item in idat when there is no idat', () => heif({ method: 1 }).data],
    ['an Exif item in another file (data reference)', () => heif({ dataReference: 1 }).data],
    ['a meta box that is not a picture’s', () => heif({ handler: 'vide' }).data],
    ['an image sequence (moov)', () => heif({ extra: () => box('moov', box('mvhd', u32(0))) }).data],
    ['two meta boxes', () => heif({ extra: () => fullBox('meta', 0, fullBox('hdlr', 0, u32(0), text('pict'))) }).data],
    ['a box shorter than its header', () => heif({ extra: () => [...u32(4), ...text('free')] }).data],
    ['a 64-bit size beyond any file', () => heif({ extra: () => bigBox }).data],
    ['no meta box', () => Buffer.from([...box('ftyp', text('heic'), u32(0)), ...box('mdat', IMAGE)])],
    ['no ftyp first', () => Buffer.from(heif().data.subarray(24))],
  ])('%s', (_name, make) => {
    const data = make()
    const copy = Buffer.from(data)
    expect(() => stripHeifMetadata(data)).toThrow(HeifMetadataError)
    expect(data.equals(copy)).toBe(true)
  })

  it('refuses metadata extents that overlap each other', () => {
    const data = heif({ exifIn: 'split', exifAt: (w) => w.image + IMAGE.length }).data
    expect(() => stripHeifMetadata(data)).toThrow(/mêlés/)
  })

  it('refuses an encrypted metadata item and an item described twice', () => {
    const real = readPhotoGps()
    // The Exif item's infe (v2): item id 3, protection index 0, type "Exif".
    const exifInfe = real.indexOf(Buffer.from([0, 3, 0, 0, ...text('Exif')]))
    expect(exifInfe).toBeGreaterThan(0)
    const protectedCopy = Buffer.from(real)
    protectedCopy[exifInfe + 3] = 1
    expect(() => stripHeifMetadata(protectedCopy)).toThrow(/chiffrées/)
    const twice = Buffer.from(real)
    twice[exifInfe + 1] = 1
    expect(() => stripHeifMetadata(twice)).toThrow(/décrit deux fois/)
  })
})
