import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { pipeline } from 'node:stream/promises'

import { AwsClient } from 'aws4fetch'

import { s3Prefix } from './s3-prefix.mjs'

/**
 * The few S3 calls the visitors' uploads and the media library need (docs/decisions/019, 062): PUT,
 * HEAD, GET and DELETE of one object, signed with AWS Signature V4 by aws4fetch over the platform's
 * fetch. Works with AWS S3 and the S3-compatible stores (MinIO, Garage, Ceph, Scaleway, OVH,
 * Cloudflare R2…). Node only (it reads files), outside any one feature since both use it.
 */
export type S3Config = {
  bucket: string
  /** Where the S3 API answers: `https://s3.<region>.amazonaws.com` for AWS. */
  endpoint: URL
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint host>/<key>`. */
  pathStyle: boolean
  /** Put before every key: empty, or ends with `/`. */
  prefix: string
}

const flag = (value: string | undefined): boolean | null => {
  const v = value?.trim().toLowerCase()
  if (!v) return null
  if (['1', 'true', 'yes', 'oui'].includes(v)) return true
  if (['0', 'false', 'no', 'non'].includes(v)) return false
  throw new Error(`UPLOAD_S3_FORCE_PATH_STYLE : « ${value} » n’est ni true ni false.`)
}

/** Where under the bucket a part of the site keeps its objects, and the variable that moves it. */
export type S3Area = { variable: string; fallback: string }
/** The visitors' attached files. */
export const UPLOADS_AREA: S3Area = { variable: 'UPLOAD_S3_PREFIX', fallback: 'uploads/' }
/** The media library: staff images and videos with their generated sizes (docs/decisions/062). */
export const MEDIA_AREA: S3Area = { variable: 'MEDIA_S3_PREFIX', fallback: 'media/' }

/**
 * The bucket the environment names, with the prefix of one area of the site, or null when
 * `UPLOAD_S3_BUCKET` is not set (local folders).
 */
export function s3ConfigFromEnv(env: Record<string, string | undefined> = process.env, area: S3Area = UPLOADS_AREA): S3Config | null {
  const bucket = env.UPLOAD_S3_BUCKET?.trim()
  if (!bucket) return null
  const accessKeyId = env.UPLOAD_S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.UPLOAD_S3_SECRET_ACCESS_KEY?.trim()
  // A half-configured bucket must stop the server, not quietly keep visitors' files on local disk.
  if (!accessKeyId || !secretAccessKey) {
    throw new Error('UPLOAD_S3_BUCKET est défini : UPLOAD_S3_ACCESS_KEY_ID et UPLOAD_S3_SECRET_ACCESS_KEY sont nécessaires.')
  }
  const region = env.UPLOAD_S3_REGION?.trim() || 'us-east-1'
  const custom = env.UPLOAD_S3_ENDPOINT?.trim()
  const endpoint = new URL(custom || `https://s3.${region}.amazonaws.com`)
  if (endpoint.protocol !== 'https:' && endpoint.protocol !== 'http:')
    throw new Error(`UPLOAD_S3_ENDPOINT : adresse http(s) attendue, reçu « ${custom} ».`)
  // Other providers' endpoints rarely have a wildcard DNS name per bucket; AWS prefers one.
  const pathStyle = flag(env.UPLOAD_S3_FORCE_PATH_STYLE) ?? Boolean(custom)
  const prefix = s3Prefix(env[area.variable] ?? area.fallback)
  if (area !== UPLOADS_AREA) {
    // In one folder, a media file's name could be taken for an upload's, or the reverse. Nested
    // folders cannot mix: neither a media file's name nor an upload's id holds a slash.
    const uploads = s3Prefix(env[UPLOADS_AREA.variable] ?? UPLOADS_AREA.fallback)
    if (prefix === uploads)
      throw new Error(`${area.variable} (« ${prefix} ») et ${UPLOADS_AREA.variable} (« ${uploads} ») doivent être deux dossiers distincts du bucket.`)
  }
  return { bucket, endpoint, region, accessKeyId, secretAccessKey, pathStyle, prefix }
}

/** An answer of the bucket other than success: its HTTP status and S3 error code. */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'S3Error'
  }
}

/** RFC 3986 encoding, as S3 expects for each segment of a key. */
const encodeSegment = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/** Time allowed until the bucket answers (a whole PUT of a large file on a slow link included). */
const ANSWER_TIMEOUT_MS = 120_000
/** Tries for a request the bucket refused as overloaded (5xx, 429) or that never reached it. */
const TRIES = 3

async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256')
  await pipeline(fs.createReadStream(file), hash)
  return hash.digest('hex')
}

export class S3Bucket {
  private readonly client: AwsClient

  constructor(readonly config: S3Config) {
    // Retries are ours: aws4fetch's would resend a file stream already consumed.
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      service: 's3',
      retries: 0,
    })
  }

  /** The address of a key under the configured prefix. */
  url(name: string): string {
    const { endpoint, bucket, pathStyle, prefix } = this.config
    const segments = `${prefix}${name}`.split('/')
    // The URL would resolve them to the folder above, outside the prefix.
    if (segments.some((s) => s === '.' || s === '..')) throw new Error(`Nom d’objet invalide : « ${name} ».`)
    const key = segments.map(encodeSegment).join('/')
    const base = endpoint.pathname.replace(/\/+$/, '')
    return pathStyle
      ? `${endpoint.origin}${base}/${encodeSegment(bucket)}/${key}`
      : `${endpoint.protocol}//${bucket}.${endpoint.host}${base}/${key}`
  }

  private async send(
    name: string,
    init: { method: string; headers?: Record<string, string>; body?: () => fs.ReadStream | Uint8Array },
  ): Promise<Response> {
    let lastError: unknown
    for (let attempt = 0; attempt < TRIES; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 200 * 4 ** (attempt - 1)))
      const controller = new AbortController()
      const timer = setTimeout(() => controller.abort(), ANSWER_TIMEOUT_MS)
      try {
        const response = await this.client.fetch(this.url(name), {
          method: init.method,
          headers: init.headers,
          body: init.body?.() as unknown as BodyInit | undefined,
          signal: controller.signal,
        })
        if (response.status < 500 && response.status !== 429) return response
        lastError = await this.failure(name, init.method, response)
      } catch (error) {
        lastError = error
      } finally {
        // Only the wait for the answer is bounded: a staff download may take longer to read.
        clearTimeout(timer)
      }
    }
    throw lastError
  }

  private async failure(name: string, method: string, response: Response): Promise<S3Error> {
    const text = await response.text().catch(() => '')
    const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? `HTTP ${response.status}`
    return new S3Error(response.status, code, `Stockage S3 : ${method} ${this.config.prefix}${name} refusé (${code}).`)
  }

  /** Stores a local file as an object, its SHA-256 signed so the bucket refuses altered bytes. */
  async putFile(name: string, file: string, headers: Record<string, string>): Promise<void> {
    const { size } = await fs.promises.stat(file)
    const digest = await sha256File(file)
    const response = await this.send(name, {
      method: 'PUT',
      headers: { ...headers, 'content-length': String(size), 'x-amz-content-sha256': digest },
      body: () => fs.createReadStream(file),
    })
    if (!response.ok) throw await this.failure(name, 'PUT', response)
    await response.body?.cancel()
  }

  /** Stores bytes held in memory as an object, their SHA-256 signed like a file's. */
  async putBytes(name: string, bytes: Uint8Array, headers: Record<string, string>): Promise<void> {
    const digest = createHash('sha256').update(bytes).digest('hex')
    const response = await this.send(name, {
      method: 'PUT',
      // fetch states the length of bytes itself, and refuses a header saying it.
      headers: { ...headers, 'x-amz-content-sha256': digest },
      body: () => bytes,
    })
    if (!response.ok) throw await this.failure(name, 'PUT', response)
    await response.body?.cancel()
  }

  /** The object's headers (metadata, size), or null when it does not exist. */
  async head(name: string): Promise<Headers | null> {
    const response = await this.send(name, { method: 'HEAD' })
    if (response.status === 404) return null
    if (!response.ok) throw await this.failure(name, 'HEAD', response)
    return response.headers
  }

  /**
   * The object as a response whose body is read as it arrives, or null when it does not exist.
   * `headers` may ask for a range or a copy the caller already has: the answer is then also 206,
   * 304 (not modified) or 416 (range outside the object), as the bucket gave it.
   */
  async get(name: string, headers: Record<string, string> = {}): Promise<Response | null> {
    const response = await this.send(name, { method: 'GET', headers })
    if (response.status === 404) {
      await response.body?.cancel()
      return null
    }
    if (!response.ok && response.status !== 304 && response.status !== 416) throw await this.failure(name, 'GET', response)
    return response
  }

  /** Deletes an object; one already gone is fine. */
  async delete(name: string): Promise<void> {
    const response = await this.send(name, { method: 'DELETE' })
    if (!response.ok && response.status !== 404) throw await this.failure(name, 'DELETE', response)
    await response.body?.cancel()
  }
}
