// Upload measurements for `npm run bench` (docs/decisions/012): throughput of a 100 MB file sent
// by tus in the browser uploader's chunks on loopback, and the bytes sent again when a connection
// is cut in the middle of a chunk and the upload resumed (target: at most one chunk).
// Alone: `BENCH_URL=http://localhost:3000 BENCH_EMAIL=… BENCH_PASSWORD=… node scripts/bench/uploads.mjs`.
import { randomBytes, randomUUID } from 'node:crypto'
import http from 'node:http'
import { fileURLToPath } from 'node:url'

import { tsImport } from 'tsx/esm/api'

import { api, signIn } from './rest.mjs'

const { UPLOAD_CHUNK_BYTES, UPLOAD_PATH, UPLOAD_MAX_SIZE_MB_LIMIT } = await tsImport(
  '../../src/features/forms/constants.ts',
  import.meta.url,
)

export const UPLOAD_BENCH_BYTES = 100 * 1024 * 1024
const TUS = { 'Tus-Resumable': '1.0.0' }
const b64 = (s) => Buffer.from(s).toString('base64')

/** A form with one upload field large enough for the measurement, created through the REST API. */
async function benchForm(base, token) {
  const { doc } = await api(base, token, '/api/forms', {
    method: 'POST',
    body: JSON.stringify({
      title: 'Mesure des téléversements',
      fields: [
        {
          blockType: 'upload',
          label: 'Fichier',
          name: 'fichier',
          maxFiles: 2,
          maxSizeMb: UPLOAD_MAX_SIZE_MB_LIMIT,
          allowedExtensions: ['pdf'],
        },
      ],
    }),
  })
  return doc.id
}

async function create(base, formId, submissionId, size) {
  const metadata = [
    `filename ${b64('mesure.pdf')}`,
    `form_id ${b64(String(formId))}`,
    `field_id ${b64('fichier')}`,
    `submission_id ${b64(submissionId)}`,
  ].join(',')
  const response = await fetch(base + UPLOAD_PATH, {
    method: 'POST',
    headers: { ...TUS, Origin: base, 'Upload-Length': String(size), 'Upload-Metadata': metadata },
  })
  if (response.status !== 201) throw new Error(`création : ${response.status} ${await response.text()}`)
  return new URL(response.headers.get('location'), base).href
}

async function patch(base, url, offset, body) {
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { ...TUS, Origin: base, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
    body,
  })
  if (response.status !== 204) throw new Error(`envoi à ${offset} : ${response.status} ${await response.text()}`)
  return Number(response.headers.get('upload-offset'))
}

async function offsetOf(url) {
  return Number((await fetch(url, { method: 'HEAD', headers: TUS })).headers.get('upload-offset'))
}

/** Sends from `offset` to `end` in chunks; returns the bytes put on the wire. */
async function send(base, url, data, offset, end = data.length) {
  let sent = 0
  while (offset < end) {
    const chunk = data.subarray(offset, Math.min(offset + UPLOAD_CHUNK_BYTES, end))
    offset = await patch(base, url, offset, chunk)
    sent += chunk.length
  }
  return sent
}

/** Writes part of a chunk, then drops the connection, as a phone losing its network does. */
function cutPatch(base, url, offset, chunk, bytesBeforeCut) {
  return new Promise((resolve) => {
    const request = http.request(url, {
      method: 'PATCH',
      headers: {
        ...TUS,
        Origin: base,
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(chunk.length),
      },
    })
    request.on('error', () => resolve())
    request.write(chunk.subarray(0, bytesBeforeCut), () =>
      setTimeout(() => {
        request.destroy()
        setTimeout(resolve, 300)
      }, 200),
    )
  })
}

export async function measureUploads(base, token) {
  const formId = await benchForm(base, token)
  // A PDF header, then bytes that do not compress: the server's content check passes, nothing is faked.
  const data = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(UPLOAD_BENCH_BYTES - 9)])

  const url = await create(base, formId, randomUUID(), data.length)
  const started = process.hrtime.bigint()
  await send(base, url, data, 0)
  const seconds = Number(process.hrtime.bigint() - started) / 1e9

  // The same file again; halfway, a chunk's connection is cut after half its bytes.
  const resumed = await create(base, formId, randomUUID(), data.length)
  const half = Math.floor(data.length / 2 / UPLOAD_CHUNK_BYTES) * UPLOAD_CHUNK_BYTES
  let sent = await send(base, resumed, data, 0, half)
  const cutChunk = data.subarray(half, half + UPLOAD_CHUNK_BYTES)
  const beforeCut = Math.floor(UPLOAD_CHUNK_BYTES / 2)
  await cutPatch(base, resumed, half, cutChunk, beforeCut)
  sent += beforeCut
  const kept = await offsetOf(resumed)
  sent += await send(base, resumed, data, kept)
  const finalOffset = await offsetOf(resumed)
  if (finalOffset !== data.length) throw new Error(`reprise : ${finalOffset} octets sur ${data.length}`)

  return {
    mb: data.length / 2 ** 20,
    seconds,
    mbPerSecond: data.length / 2 ** 20 / seconds,
    chunkBytes: UPLOAD_CHUNK_BYTES,
    keptOfCut: kept - half,
    resentBytes: sent - data.length,
  }
}

export function renderUploads(u) {
  const ok = u.resentBytes <= u.chunkBytes ? '✅' : '❌'
  return [
    '## Téléversements (tus, boucle locale)',
    '',
    `Un fichier de ${u.mb} Mo envoyé en morceaux de ${u.chunkBytes / 2 ** 20} Mio, comme le fait le navigateur ; puis le même fichier dont une connexion est coupée au milieu d’un morceau, à mi-parcours, et l’envoi repris. Objectif : au plus un morceau renvoyé.`,
    '',
    '| Mesure | Valeur |',
    '| --- | --- |',
    `| Débit | ${u.mbPerSecond.toFixed(1)} Mo/s (${u.seconds.toFixed(2)} s) |`,
    `| Octets gardés par le serveur du morceau coupé | ${u.keptOfCut} |`,
    `| Octets renvoyés après la coupure | ${u.resentBytes} ${ok} |`,
    '',
  ].join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = process.env.BENCH_URL ?? 'http://localhost:3000'
  const token = await signIn(base, { email: process.env.BENCH_EMAIL, password: process.env.BENCH_PASSWORD })
  console.log(renderUploads(await measureUploads(base, token)))
}
