import 'server-only'

import { Server } from '@tus/server'
import type { Payload } from 'payload'
import sharp from 'sharp'

import { UPLOAD_PATH, UPLOAD_SNIFF_BYTES } from '../constants'
import { messages } from '../messages'
import { loadServerForm } from '../submit/store.server'
import { originRefusal } from '../submit/origin'
import type { UploadField } from '../types'
import { contentMatches, extensionAllowed, FILE_KINDS, HEIF_KINDS, isKnownExtension, maxBytes, normaliseFileName, STRIPPED_IMAGE_KINDS } from './files'
import { HeifMetadataError, stripHeifMetadata } from './heif-metadata'
import { SharedUploadLocker } from './locker.server'
import { clientKey, quotaRefusal, unfinishedLimits } from './quota.server'
import { uploadStorage, type UploadStorage } from './storage.server'
import { isPostgresUrl } from '@/lib/database-url.mjs'
import { withSharedLock } from '@/lib/shared-lock'
import { CLIENT_ADDRESS_HEADER } from '@/server/client-address.mjs'

/**
 * The tus endpoint (docs/decisions/012), `UPLOAD_PATH/<id>`: creation (POST), chunks (PATCH),
 * offset (HEAD), cancel (DELETE). Every mutation must come from this site. Limits are checked
 * when the upload is declared (metadata, declared size, extension, count, the quotas of unfinished
 * uploads of docs/decisions/034) and again when its last byte arrives (content against the
 * extension; photos re-encoded, or for HEIC/HEIF blanked in place, without their metadata).
 */
export type UploadDeps = { payload: Payload; siteUrl: string; storage?: UploadStorage }

const SUBMISSION_ID = /^[A-Za-z0-9_-]{16,64}$/
const MUTATIONS = new Set(['POST', 'PATCH', 'DELETE'])

/** A refusal tus sends as is: status and French text. */
const refuse = (status_code: number, body: string) => ({ status_code, body })

type Ref = { deps: UploadDeps }
const servers = new Map<UploadStorage, { server: Server; ref: Ref }>()

async function fieldOf(payload: Payload, metadata: Record<string, string | null | undefined>): Promise<UploadField | null> {
  const formId = /^\d{1,9}$/.test(metadata.form_id ?? '') ? Number(metadata.form_id) : NaN
  if (!Number.isSafeInteger(formId)) return null
  const def = await loadServerForm(payload, formId)
  const field = def?.fields.find((f) => f.type === 'upload' && f.key === metadata.field_id)
  return field && field.type === 'upload' ? field : null
}

/**
 * The database several instances share, when the site runs on PostgreSQL: the pending folder may
 * then be shared by them too (docs/decisions/063), and what one instance does with an upload is
 * kept in turn with the others through it.
 */
const sharedDatabase = () => {
  const url = process.env.DATABASE_URL ?? ''
  return isPostgresUrl(url) ? url : null
}

function build(storage: UploadStorage, ref: Ref): Server {
  const shared = sharedDatabase()
  return new Server({
    path: UPLOAD_PATH,
    datastore: storage.datastore,
    // Without it, tus's lock in memory: one server, one process.
    locker: shared ? new SharedUploadLocker(shared) : undefined,
    relativeLocation: true,
    // A creation carries no bytes (refused in handleUpload): every byte goes through the checked PATCH path.
    async onUploadCreate(req, upload) {
      const m = upload.metadata ?? {}
      const field = await fieldOf(ref.deps.payload, m)
      if (!field || !SUBMISSION_ID.test(m.submission_id ?? '')) throw refuse(400, messages.uploadInvalidValue)
      const { name, ext } = normaliseFileName(m.filename ?? '')
      if (!extensionAllowed(field, ext)) throw refuse(415, messages.uploadBadType(name))
      if (upload.size === undefined) throw refuse(400, messages.uploadSizeUnknown)
      if (upload.size > maxBytes(field)) throw refuse(413, messages.uploadTooLarge(name))
      const count = await storage.countPending(Number(m.form_id), field.key, m.submission_id!)
      if (count >= field.maxFiles) throw refuse(409, messages.uploadTooMany)
      // Last, as it reads every unfinished upload's record. 429: the island shows the text beside
      // the file, and tus does not retry it on its own.
      const client = clientKey(req.headers.get(CLIENT_ADDRESS_HEADER) || 'direct', ref.deps.payload.secret)
      const over = quotaRefusal(await storage.unfinished(), { client, size: upload.size }, unfinishedLimits())
      if (over) throw refuse(429, over === 'client' ? messages.uploadBusyClient(name) : messages.uploadBusySite(name))
      // Set here, whatever the visitor sent under this name.
      return { metadata: { ...m, filename: name, client_network: client } }
    },
    async onUploadFinish(_req, upload) {
      const m = upload.metadata ?? {}
      const { name, ext } = normaliseFileName(m.filename ?? '')
      const head = await storage.head(upload.id, UPLOAD_SNIFF_BYTES)
      if (!isKnownExtension(ext) || !contentMatches(ext, head)) {
        await storage.discard(upload.id)
        throw refuse(422, messages.uploadContentMismatch(name))
      }
      let size = upload.size ?? upload.offset
      if (STRIPPED_IMAGE_KINDS.includes(ext)) {
        try {
          // Re-encoding drops EXIF (GPS position, camera serial); rotate() first keeps the photo upright.
          const clean = await sharp(await storage.readPending(upload.id), { failOn: 'error' }).rotate().toBuffer()
          await storage.rewritePending(upload.id, clean)
          size = clean.length
        } catch {
          await storage.discard(upload.id)
          throw refuse(422, messages.uploadContentMismatch(name))
        }
      } else if (HEIF_KINDS.includes(ext)) {
        // HEVC cannot be decoded here: the Exif and XMP items are blanked in place instead. A file
        // whose structure cannot be read is refused, not kept with its position (decision 012).
        const data = await storage.readPending(upload.id)
        try {
          stripHeifMetadata(data)
        } catch (error) {
          // Never kept unchecked: an unexpected failure is reported (500) and the file deleted too.
          await storage.discard(upload.id)
          throw error instanceof HeifMetadataError ? refuse(422, messages.uploadHeifUnreadable(name)) : error
        }
        await storage.rewritePending(upload.id, data)
      }
      await storage.markChecked({
        id: upload.id,
        name,
        mime: FILE_KINDS[ext].mime,
        size,
        formId: Number(m.form_id),
        fieldKey: m.field_id ?? '',
        submissionId: m.submission_id ?? '',
        createdAt: upload.creation_date ?? new Date().toISOString(),
        entryId: null,
      })
      return {}
    },
    onResponseError(_req, err) {
      if (err && typeof err === 'object' && 'status_code' in err) return err
      ref.deps.payload.logger.error({ err }, 'Téléversement : erreur inattendue')
      return refuse(500, messages.serverError)
    },
  })
}

/**
 * Creations, one at a time: the count limit reads the uploads already created for the field and
 * submission, and the quotas those of the visitor's network and of the whole site, so two
 * creations checked together would both see room for one more file. The next creation waits until
 * the previous one's record is written (or refused). Creations are small requests without a body
 * (a creation carrying bytes is refused below: one sent slowly would hold every other creation);
 * chunks go on in parallel. In turn within the process, then, on PostgreSQL, with the other
 * instances that may share the pending folder (docs/decisions/063).
 */
let lastCreation: Promise<unknown> = Promise.resolve()
function oneCreationAtATime<T>(work: () => Promise<T>): Promise<T> {
  const shared = sharedDatabase()
  const run = shared ? () => withSharedLock(shared, 'envois:créations', work) : work
  const current = lastCreation.then(run, run)
  lastCreation = current.catch(() => undefined)
  return current
}

const plainRefusal = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

export async function handleUpload(request: Request, deps: UploadDeps): Promise<Response> {
  const refusal = MUTATIONS.has(request.method) ? originRefusal(request.headers, deps.siteUrl) : null
  if (refusal) return plainRefusal(403, refusal)
  // tus's creation-with-upload (bytes in the POST): every byte goes through the checked PATCH path.
  if (request.method === 'POST' && (request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/offset+octet-stream')) {
    return plainRefusal(400, messages.uploadInvalidValue)
  }
  const storage = deps.storage ?? uploadStorage()
  let entry = servers.get(storage)
  if (!entry) {
    const ref: Ref = { deps }
    entry = { server: build(storage, ref), ref }
    servers.set(storage, entry)
  }
  entry.ref.deps = deps
  const server = entry.server
  const response = await (request.method === 'POST' ? oneCreationAtATime(() => server.handleWeb(request)) : server.handleWeb(request))
  const headers = new Headers(response.headers)
  headers.set('cache-control', 'no-store')
  headers.set('x-content-type-options', 'nosniff')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
