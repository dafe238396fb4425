import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { AwsClient } from 'aws4fetch'
import S3rver from 's3rver'

/** s3rver's own account: it only knows this key id. */
export const S3_ACCESS_KEY_ID = 'S3RVER'
export const S3_SECRET_ACCESS_KEY = 'S3RVER'

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex')
const rfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

export type SignedRequest = { method: string; url: string; headers: Record<string, string | string[] | undefined> }

/**
 * Why an S3 request's Signature V4 (Authorization header) is wrong, or null when it is right;
 * written from AWS's specification, independently of the site's signing code. s3rver checks V2
 * signatures only, so the test bucket puts this check in front of it.
 */
export function signatureProblem(req: SignedRequest, secrets: Record<string, string>): string | null {
  const header = (name: string) => {
    const v = req.headers[name]
    return Array.isArray(v) ? v.join(',') : v
  }
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      header('authorization') ?? '',
    )
  if (!m) return 'no Signature V4 authorization'
  const [, keyId, day, region, service, signedHeaders, signature] = m
  const secret = secrets[keyId]
  if (!secret) return `unknown key ${keyId}`
  const amzDate = header('x-amz-date') ?? ''
  if (!amzDate.startsWith(day)) return 'x-amz-date does not match the credential scope'
  const names = signedHeaders.split(';')
  if (!names.includes('host') || !names.includes('x-amz-date')) return 'host and x-amz-date must be signed'
  const payloadHash = header('x-amz-content-sha256')
  if (!payloadHash) return 'x-amz-content-sha256 missing'
  const url = new URL(req.url, 'http://placeholder')
  const canonicalUri = url.pathname
    .split('/')
    .map((s) => rfc3986(decodeURIComponent(s)))
    .join('/')
  // Sorted by encoded name, then value (a plain sort of `k=v` would put `a-b=` before `a=`).
  const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  const canonicalQuery = [...url.searchParams]
    .map(([k, v]) => [rfc3986(k), rfc3986(v)])
    .sort(([ka, va], [kb, vb]) => byCode(ka, kb) || byCode(va, vb))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
  const canonicalHeaders = names.map((n) => `${n}:${(header(n) ?? '').trim().replace(/\s+/g, ' ')}\n`).join('')
  const canonicalRequest = [req.method, canonicalUri, canonicalQuery, canonicalHeaders, signedHeaders, payloadHash].join('\n')
  const scope = `${day}/${region}/${service}/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n')
  const key = [day, region, service, 'aws4_request'].reduce<Buffer>(
    (k, part) => createHmac('sha256', k).update(part).digest(),
    Buffer.from(`AWS4${secret}`),
  )
  const expected = createHmac('sha256', key).update(stringToSign).digest()
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? null : 'signature does not match'
}

/**
 * A real S3-compatible server (s3rver) on loopback with a temporary folder and one bucket,
 * behind a Signature V4 check. It can be stopped and started again on the same port, as a bucket
 * that goes out of reach and comes back. Every request's method, path and headers are kept.
 */
export async function startS3(bucket = 'vitrine-test') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-s3-'))
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket }] })
  await s3rver.configureBuckets()
  const handle = s3rver.callback()
  const requests: SignedRequest[] = []
  const server = http.createServer((req, res) => {
    requests.push({ method: req.method!, url: req.url!, headers: req.headers })
    const problem = signatureProblem(
      { method: req.method!, url: req.url!, headers: req.headers },
      { [S3_ACCESS_KEY_ID]: S3_SECRET_ACCESS_KEY },
    )
    if (!problem) return handle(req, res)
    req.resume()
    res
      .writeHead(403, { 'content-type': 'application/xml' })
      .end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>SignatureDoesNotMatch</Code><Message>${problem}</Message></Error>`)
  })
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()))
  await listen(0)
  const port = (server.address() as AddressInfo).port
  const endpoint = `http://127.0.0.1:${port}`
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      // Pooled keep-alive connections would otherwise still reach the stopped bucket.
      server.closeAllConnections()
    })

  // The tests' own look into the bucket, apart from the site's client.
  const client = new AwsClient({
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    region: 'us-east-1',
    service: 's3',
    retries: 0,
  })
  return {
    endpoint,
    bucket,
    requests,
    /** Every key in the bucket (ListObjectsV2). */
    async keys(): Promise<string[]> {
      const response = await client.fetch(`${endpoint}/${bucket}?list-type=2`)
      const xml = await response.text()
      if (!response.ok) throw new Error(xml)
      return [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((k) => k[1])
    },
    /** An object's bytes and headers, or null when it does not exist. */
    async object(key: string): Promise<{ bytes: Buffer; headers: Headers } | null> {
      const response = await client.fetch(`${endpoint}/${bucket}/${key}`)
      if (response.status === 404) return null
      if (!response.ok) throw new Error(await response.text())
      return { bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers }
    },
    stop,
    /** Listens again on the same port; nothing to do when it already listens. */
    start: async () => {
      if (!server.listening) await listen(port)
    },
    async close() {
      if (server.listening) await stop()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}

export type TestBucket = Awaited<ReturnType<typeof startS3>>

/** The site's environment for a test bucket: the variables an operator sets (README). */
export const bucketEnv = (bucket: Pick<TestBucket, 'bucket' | 'endpoint'>): Record<string, string> => ({
  UPLOAD_S3_BUCKET: bucket.bucket,
  UPLOAD_S3_ENDPOINT: bucket.endpoint,
  UPLOAD_S3_REGION: 'eu-west-3',
  UPLOAD_S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID,
  UPLOAD_S3_SECRET_ACCESS_KEY: S3_SECRET_ACCESS_KEY,
})
