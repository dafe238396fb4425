import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { createDemoVideo, demoVideoSpec, vp8FrameOf, type DemoVideo } from './index'

/*
 * Reads the WebM back with a small EBML reader of its own, to check what a browser's demuxer
 * relies on: the header, the one V_VP8 track, the duration, and each block a VP8 key frame.
 */

type Element = { id: number; data: Uint8Array }

/** Matroska's variable-length integers: the first set bit gives the length; all ones = unknown size. */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } {
  const first = bytes[at]!
  let length = 1
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++
  let value = keepMarker ? first : first & (0xff >> length)
  let allOnes = value === 0xff >> length
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!
    allOnes &&= bytes[at + i] === 0xff
  }
  return { value, length, unknown: !keepMarker && allOnes }
}

function children(bytes: Uint8Array): Element[] {
  const out: Element[] = []
  let at = 0
  while (at < bytes.length) {
    const id = vint(bytes, at, true)
    const size = vint(bytes, at + id.length, false)
    const start = at + id.length + size.length
    const end = size.unknown ? bytes.length : start + size.value
    out.push({ id: id.value, data: bytes.subarray(start, end) })
    at = end
  }
  return out
}

const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  info: 0x1549a966,
  timestampScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  codecId: 0x86,
  video: 0xe0,
  pixelWidth: 0xb0,
  pixelHeight: 0xba,
  cluster: 0x1f43b675,
  clusterTimestamp: 0xe7,
  simpleBlock: 0xa3,
}

const only = (elements: Element[], id: number) => {
  const found = elements.filter((e) => e.id === id)
  expect(found, `élément 0x${id.toString(16)}`).toHaveLength(1)
  return found[0]!.data
}
const uint = (data: Uint8Array) => data.reduce((n, b) => n * 256 + b, 0)
const text = (data: Uint8Array) => String.fromCharCode(...data)
const float = (data: Uint8Array) => {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  return data.byteLength === 4 ? view.getFloat32(0) : view.getFloat64(0)
}

let video: DemoVideo
let top: Element[]
let segment: Element[]

beforeAll(async () => {
  video = await createDemoVideo()
  top = children(video.webm)
  segment = children(only(top, ID.segment))
})

describe('the demo video', () => {
  it('is a WebM: EBML header with the webm document type, then one segment', () => {
    expect([...video.webm.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3])
    expect(text(only(children(only(top, ID.ebml)), ID.docType))).toBe('webm')
  })

  it('has one VP8 video track of 640 × 360', () => {
    const tracks = children(only(segment, ID.tracks))
    const track = children(only(tracks, ID.trackEntry))
    expect(text(only(track, ID.codecId))).toBe('V_VP8')
    const size = children(only(track, ID.video))
    expect([uint(only(size, ID.pixelWidth)), uint(only(size, ID.pixelHeight))]).toEqual([640, 360])
  })

  it('holds the frames asked for, every one a 640 × 360 VP8 key frame, 1/fps apart, and says how long it lasts', () => {
    const info = children(only(segment, ID.info))
    const scaleNs = uint(only(info, ID.timestampScale))
    const blocks: { ms: number; payload: Uint8Array; key: boolean }[] = []
    for (const cluster of segment.filter((e) => e.id === ID.cluster)) {
      const parts = children(cluster.data)
      const clusterMs = (uint(only(parts, ID.clusterTimestamp)) * scaleNs) / 1e6
      for (const block of parts.filter((e) => e.id === ID.simpleBlock)) {
        const track = vint(block.data, 0, false)
        const relative = new DataView(block.data.buffer, block.data.byteOffset + track.length, 2).getInt16(0)
        blocks.push({ ms: clusterMs + (relative * scaleNs) / 1e6, key: (block.data[track.length + 2]! & 0x80) !== 0, payload: block.data.subarray(track.length + 3) })
      }
    }
    expect(blocks).toHaveLength(demoVideoSpec.frames)
    expect(blocks.map((b) => b.ms)).toEqual(Array.from({ length: demoVideoSpec.frames }, (_, i) => (i * 1000) / demoVideoSpec.fps))
    for (const { key, payload } of blocks) {
      expect(key).toBe(true)
      // VP8 key frame: frame type bit clear, start code 9d 01 2a, then 14-bit width and height.
      expect(payload[0]! & 1).toBe(0)
      expect([...payload.subarray(3, 6)]).toEqual([0x9d, 0x01, 0x2a])
      const view = new DataView(payload.buffer, payload.byteOffset + 6, 4)
      expect([view.getUint16(0, true) & 0x3fff, view.getUint16(2, true) & 0x3fff]).toEqual([640, 360])
    }
    // The muxer records the last frame's start: the file lasts (frames − 1) / fps, plus that frame's 1/fps on screen.
    expect((float(only(info, ID.duration)) * scaleNs) / 1e6).toBe(((demoVideoSpec.frames - 1) * 1000) / demoVideoSpec.fps)
  })

  it('weighs a few hundred kilobytes at most, and changes from frame to frame', () => {
    expect(video.webm.byteLength).toBeLessThan(400 * 1024)
    // A still picture repeated would compress to identical frames: the camera moves.
    const frames = segment.filter((e) => e.id === ID.cluster).flatMap((c) => children(c.data).filter((e) => e.id === ID.simpleBlock))
    expect(new Set(frames.map((f) => Buffer.from(f.data.subarray(4)).toString('base64'))).size).toBe(demoVideoSpec.frames)
  })

  it('comes with its first frame as a 640 × 360 poster', async () => {
    const meta = await sharp(video.poster).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 640, 360])
  })

  it('refuses a WebP that is not a plain VP8 frame (with transparency, or lossless)', async () => {
    const transparent = await sharp({ create: { width: 16, height: 16, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } }).webp().toBuffer()
    const lossless = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#d9822b' } }).webp({ lossless: true }).toBuffer()
    const plain = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#d9822b' } }).webp().toBuffer()
    expect(() => vp8FrameOf(transparent)).toThrow(/VP8 simple/)
    expect(() => vp8FrameOf(lossless)).toThrow(/VP8 simple/)
    expect([...vp8FrameOf(plain).subarray(3, 6)]).toEqual([0x9d, 0x01, 0x2a])
  })
})
