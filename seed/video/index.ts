import sharp from 'sharp'
import { ArrayBufferTarget, Muxer } from 'webm-muxer'

import { createDemoImage, type DemoImageSpec } from '../images'

/*
 * The demo's own HTML5 video (docs/decisions/054), made without a video encoder: a lossy WebP
 * image is one VP8 key frame in a RIFF wrapper, so sharp encodes each frame and webm-muxer puts
 * the bare VP8 frames, all key frames, into a WebM that any browser plays. The frames are a slow
 * camera move over a scene of the demo image generator, drawn once at twice the video's size.
 */

export type DemoVideoSpec = {
  key: string
  scene: DemoImageSpec['scene']
  mood?: DemoImageSpec['mood']
  /** Of the video; the scene is drawn at SOURCE_SCALE times this size. */
  width: number
  height: number
  fps: number
  frames: number
  /** sharp's WebP quality: each frame is a key frame, so this sets the file's size. */
  quality: number
  /** Of the poster (the first frame). */
  alt: string
}

export const demoVideoSpec = {
  key: 'galerie-video',
  scene: 'loading',
  width: 640,
  height: 360,
  fps: 10,
  frames: 50,
  quality: 60,
  alt: 'Pelle mécanique chargeant un camion benne : la caméra longe le chantier',
} as const satisfies DemoVideoSpec

export type DemoVideo = {
  /** The WebM file: one V_VP8 track, `frames` key frames `1/fps` s apart. */
  webm: Buffer
  /** The first frame as a PNG, for the media pipeline. */
  poster: Buffer
  spec: DemoVideoSpec
}

const SOURCE_SCALE = 2
/** The camera's window at the start and the end, as a share of the drawn scene's width. */
const ZOOM_FROM = 0.78
const ZOOM_TO = 0.66
/** Where the window's top sits in the room left above and below it: a little low, on the machines. */
const WINDOW_TOP = 0.6

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

/**
 * The VP8 key frame inside a simple lossy WebP (`RIFF size WEBP` then one `VP8 ` chunk). An
 * extended WebP (VP8X, with alpha or metadata) is refused: its VP8 chunk would lack the alpha.
 */
export function vp8FrameOf(webp: Uint8Array): Uint8Array {
  if (ascii(webp, 0, 4) !== 'RIFF' || ascii(webp, 8, 12) !== 'WEBP' || ascii(webp, 12, 16) !== 'VP8 ') {
    throw new Error('Image WebP attendue en VP8 simple (sans transparence ni métadonnées).')
  }
  const size = new DataView(webp.buffer, webp.byteOffset, webp.byteLength).getUint32(16, true)
  if (20 + size > webp.byteLength) throw new Error('Image WebP tronquée.')
  return webp.subarray(20, 20 + size)
}

/**
 * Eases the camera in and out, as an operator starts and stops a pan, but never to a halt: half
 * linear, so no two frames are the same picture.
 */
const ease = (t: number) => 0.5 * t + 0.5 * t * t * (3 - 2 * t)

/** The window of the drawn scene that frame `i` shows. */
function cameraWindow(spec: DemoVideoSpec, i: number) {
  const sourceW = spec.width * SOURCE_SCALE
  const sourceH = spec.height * SOURCE_SCALE
  const t = ease(spec.frames > 1 ? i / (spec.frames - 1) : 0)
  const width = Math.round(sourceW * (ZOOM_FROM + (ZOOM_TO - ZOOM_FROM) * t))
  const height = Math.round((width * spec.height) / spec.width)
  return { left: Math.round((sourceW - width) * (0.05 + 0.9 * t)), top: Math.round((sourceH - height) * WINDOW_TOP), width, height }
}

export async function createDemoVideo(spec: DemoVideoSpec = demoVideoSpec): Promise<DemoVideo> {
  const scene = createDemoImage(spec.key, { scene: spec.scene, mood: spec.mood, width: spec.width * SOURCE_SCALE, height: spec.height * SOURCE_SCALE, alt: spec.alt })
  // Drawn once without alpha: every frame is then a crop, and sharp writes a plain VP8 WebP.
  const { data, info } = await sharp(Buffer.from(scene.svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const source = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })

  const muxer = new Muxer({ target: new ArrayBufferTarget(), video: { codec: 'V_VP8', width: spec.width, height: spec.height, frameRate: spec.fps } })
  let poster: Buffer | null = null
  for (let i = 0; i < spec.frames; i++) {
    const frame = source().extract(cameraWindow(spec, i)).resize(spec.width, spec.height)
    if (i === 0) poster = await frame.clone().png({ compressionLevel: 6 }).toBuffer()
    const webp = await frame.webp({ quality: spec.quality }).toBuffer()
    // Timestamps in microseconds, as WebCodecs counts them.
    muxer.addVideoChunkRaw(vp8FrameOf(webp), 'key', Math.round((i * 1_000_000) / spec.fps))
  }
  muxer.finalize()
  if (!poster) throw new Error('Une vidéo a besoin d’au moins une image.')
  return { webm: Buffer.from(muxer.target.buffer), poster, spec }
}
