import 'server-only'

import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { FileStore } from '@tus/file-store'

import { DATA_DIR } from '@/lib/paths'

import { UPLOAD_ID_PATTERN } from './files'
import { S3Bucket, s3ConfigFromEnv } from '@/lib/s3-bucket'

/** An upload the server has checked: what staff see and the download sends. */
export type StoredUpload = {
  id: string
  name: string
  mime: string
  size: number
  formId: number
  fieldKey: string
  submissionId: string
  createdAt: string
  /** The entry it belongs to; null while it waits for the submission. */
  entryId: number | null
}

/** An upload as tus declared it (metadata as sent at creation), and whether it passed the checks. */
export type PendingUpload = {
  id: string
  size: number | null
  offset: number
  metadata: Record<string, string | null>
  createdAt: string
  checked: StoredUpload | null
}

/**
 * An upload still receiving bytes (its last byte not arrived, or not checked yet): what the
 * quotas count (docs/decisions/034). `client` is the network it was created from, as recorded at
 * creation (empty for an upload made before the quotas).
 */
export type UnfinishedUpload = { id: string; size: number; client: string }

/** An attached file for the download: its record and its bytes, read as they are sent. */
export type AttachedFile = { info: StoredUpload; body: ReadableStream<Uint8Array> }

/**
 * Where uploads live (docs/decisions/012, 019). Files in progress and files waiting for their
 * submission are in the tus data store, a local scratch folder; attached files move to their own
 * area: a local folder (LocalUploadStorage) or an S3-compatible bucket (S3UploadStorage).
 */
export interface UploadStorage {
  readonly datastore: DataStore
  pending(id: string): Promise<PendingUpload | null>
  /** Uploads created for one field of one submission (finished or not), for the count limit. */
  countPending(formId: number, fieldKey: string, submissionId: string): Promise<number>
  head(id: string, bytes: number): Promise<Uint8Array>
  readPending(id: string): Promise<Buffer>
  rewritePending(id: string, data: Buffer): Promise<void>
  markChecked(info: StoredUpload): Promise<void>
  discard(id: string): Promise<void>
  /** Checked uploads not attached yet (waiting for their submission, or for a failed attachment's retry). */
  waiting(): Promise<StoredUpload[]>
  /** Moves a checked upload to the attached files, for an entry. Idempotent. */
  attach(id: string, entryId: number): Promise<StoredUpload | null>
  attached(id: string): Promise<StoredUpload | null>
  openAttached(id: string): Promise<AttachedFile | null>
  /** Deletes an attached file of this entry (the entry is being deleted). */
  removeAttached(id: string, entryId: number): Promise<void>
  /** Uploads not finished yet, with their declared size and the network they came from. */
  unfinished(): Promise<UnfinishedUpload[]>
  /**
   * Removes uploads created before `before` and never attached, and unfinished ones that have not
   * received a byte since `untouchedSince`, except `keep`; returns how many.
   */
  sweep(before: Date, keep?: ReadonlySet<string>, untouchedSince?: Date): Promise<number>
}

type DataStore = ConstructorParameters<typeof import('@tus/server').Server>[0]['datastore']

const readJson = async <T>(file: string): Promise<T | null> => {
  try {
    return JSON.parse(await fsp.readFile(file, 'utf8')) as T
  } catch {
    return null
  }
}
const rm = (file: string) => fsp.rm(file, { force: true })

type TusInfo = { id: string; size?: number; metadata?: Record<string, string | null>; creation_date?: string }

const checkedId = (id: string) => {
  if (!UPLOAD_ID_PATTERN.test(id)) throw new Error('Identifiant de fichier invalide')
  return id
}

/**
 * Uploads in progress and waiting for their submission, in a local scratch folder (`pending/`):
 * tus's file store, its `.json` records and our `.ok` check records. Where an attached file goes
 * is the subclass's part.
 */
abstract class ScratchUploadStorage implements UploadStorage {
  private store: FileStore | null = null
  protected readonly pendingDir: string

  constructor(root: string) {
    this.pendingDir = path.join(root, 'pending')
    fs.mkdirSync(this.pendingDir, { recursive: true })
  }

  /** Stores a checked file (at `file`, in the scratch folder) with its record, as attached. */
  protected abstract keep(stored: StoredUpload, file: string): Promise<void>
  abstract attached(id: string): Promise<StoredUpload | null>
  abstract openAttached(id: string): Promise<AttachedFile | null>
  abstract removeAttached(id: string, entryId: number): Promise<void>

  /**
   * The tus file store, made when the tus endpoint first needs it: its constructor creates its
   * folder asynchronously and throws from a callback on failure, which must not happen behind a
   * sweep or an entry's deletion that only reads or removes files.
   */
  get datastore(): FileStore {
    this.store ??= new FileStore({ directory: this.pendingDir })
    return this.store
  }

  protected file(dir: string, id: string, suffix = '') {
    return path.join(dir, `${checkedId(id)}${suffix}`)
  }

  async pending(id: string): Promise<PendingUpload | null> {
    if (!UPLOAD_ID_PATTERN.test(id)) return null
    const info = await readJson<TusInfo>(this.file(this.pendingDir, id, '.json'))
    if (!info) return null
    const stat = await fsp.stat(this.file(this.pendingDir, id)).catch(() => null)
    if (!stat) return null
    return {
      id,
      size: typeof info.size === 'number' ? info.size : null,
      offset: stat.size,
      metadata: info.metadata ?? {},
      createdAt: info.creation_date ?? stat.birthtime.toISOString(),
      checked: await readJson<StoredUpload>(this.file(this.pendingDir, id, '.ok')),
    }
  }

  private async pendingIds(): Promise<string[]> {
    const names = await fsp.readdir(this.pendingDir).catch(() => [] as string[])
    // A cancelled upload leaves its check record (.ok) behind: listed too, so the sweep removes it.
    const ids = names.filter((n) => n.endsWith('.json') || n.endsWith('.ok')).map((n) => n.replace(/\.(json|ok)$/, ''))
    return [...new Set(ids)].filter((id) => UPLOAD_ID_PATTERN.test(id))
  }

  /** Ids of uploads tus knows (a `.json` record) and we have not checked (no `.ok`), from one listing. */
  private async unfinishedIds(): Promise<string[]> {
    const names = new Set(await fsp.readdir(this.pendingDir).catch(() => [] as string[]))
    return [...names]
      .filter((n) => n.endsWith('.json'))
      .map((n) => n.slice(0, -'.json'.length))
      .filter((id) => UPLOAD_ID_PATTERN.test(id) && !names.has(`${id}.ok`))
  }

  /** When an upload last received bytes: its data file's time (tus appends to it), else its record's. */
  private async touchedAt(id: string): Promise<Date | null> {
    const stat = (await fsp.stat(this.file(this.pendingDir, id)).catch(() => null)) ?? (await fsp.stat(this.file(this.pendingDir, id, '.json')).catch(() => null))
    return stat?.mtime ?? null
  }

  async unfinished(): Promise<UnfinishedUpload[]> {
    const found: UnfinishedUpload[] = []
    for (const id of await this.unfinishedIds()) {
      const info = await readJson<TusInfo>(this.file(this.pendingDir, id, '.json'))
      // Gone meanwhile (finished and discarded, cancelled): nothing left to count.
      if (!info) continue
      found.push({ id, size: typeof info.size === 'number' ? info.size : 0, client: info.metadata?.client_network ?? '' })
    }
    return found
  }

  async countPending(formId: number, fieldKey: string, submissionId: string): Promise<number> {
    let count = 0
    for (const id of await this.pendingIds()) {
      const info = await readJson<TusInfo>(this.file(this.pendingDir, id, '.json'))
      const m = info?.metadata ?? {}
      if (m.form_id === String(formId) && m.field_id === fieldKey && m.submission_id === submissionId) count++
    }
    return count
  }

  async head(id: string, bytes: number): Promise<Uint8Array> {
    const handle = await fsp.open(this.file(this.pendingDir, id), 'r')
    try {
      const buffer = Buffer.alloc(bytes)
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0)
      return buffer.subarray(0, bytesRead)
    } finally {
      await handle.close()
    }
  }

  readPending(id: string) {
    return fsp.readFile(this.file(this.pendingDir, id))
  }

  async rewritePending(id: string, data: Buffer) {
    const target = this.file(this.pendingDir, id)
    await fsp.writeFile(`${target}.tmp`, data)
    await fsp.rename(`${target}.tmp`, target)
  }

  async markChecked(info: StoredUpload) {
    await fsp.writeFile(this.file(this.pendingDir, info.id, '.ok'), JSON.stringify(info))
  }

  async discard(id: string) {
    await Promise.all(['', '.json', '.ok', '.tmp'].map((s) => rm(this.file(this.pendingDir, id, s))))
  }

  async waiting(): Promise<StoredUpload[]> {
    const found: StoredUpload[] = []
    for (const id of await this.pendingIds()) {
      const checked = await readJson<StoredUpload>(this.file(this.pendingDir, id, '.ok'))
      if (checked && fs.existsSync(this.file(this.pendingDir, id))) found.push(checked)
    }
    return found
  }

  async attach(id: string, entryId: number): Promise<StoredUpload | null> {
    const already = await this.attached(id)
    if (already) {
      // Stored before a crash or a failed clean-up: the scratch copy is what is left to remove.
      await this.discard(id)
      return already
    }
    const checked = await readJson<StoredUpload>(this.file(this.pendingDir, id, '.ok'))
    if (!checked) return null
    const stored: StoredUpload = { ...checked, entryId }
    // If keeping fails, the upload stays checked in the scratch folder: a retry finds it there.
    await this.keep(stored, this.file(this.pendingDir, id))
    await this.discard(id)
    return stored
  }

  async sweep(before: Date, keep: ReadonlySet<string> = new Set(), untouchedSince?: Date): Promise<number> {
    let removed = 0
    const unfinished = untouchedSince ? new Set(await this.unfinishedIds()) : new Set<string>()
    for (const id of await this.pendingIds()) {
      if (keep.has(id)) continue
      const info = await readJson<TusInfo>(this.file(this.pendingDir, id, '.json'))
      const created = info?.creation_date ? new Date(info.creation_date) : null
      const recent = created && !Number.isNaN(created.getTime()) && created >= before
      const idle = untouchedSince && unfinished.has(id) && ((await this.touchedAt(id)) ?? new Date(0)) < untouchedSince
      if (recent && !idle) continue
      await this.discard(id)
      removed++
    }
    return removed
  }
}

/** Attached files in `files/` next to the scratch folder, each with its record (`.json`). */
export class LocalUploadStorage extends ScratchUploadStorage {
  private readonly filesDir: string

  constructor(root: string) {
    super(root)
    this.filesDir = path.join(root, 'files')
    fs.mkdirSync(this.filesDir, { recursive: true })
  }

  protected async keep(stored: StoredUpload, file: string) {
    await fsp.rename(file, this.file(this.filesDir, stored.id))
    await fsp.writeFile(this.file(this.filesDir, stored.id, '.json'), JSON.stringify(stored))
  }

  attached(id: string) {
    return UPLOAD_ID_PATTERN.test(id) ? readJson<StoredUpload>(this.file(this.filesDir, id, '.json')) : Promise.resolve(null)
  }

  async openAttached(id: string): Promise<AttachedFile | null> {
    const info = await this.attached(id)
    if (!info) return null
    return { info, body: Readable.toWeb(fs.createReadStream(this.file(this.filesDir, id))) as ReadableStream<Uint8Array> }
  }

  async removeAttached(id: string, entryId: number) {
    if ((await this.attached(id))?.entryId !== entryId) return
    await Promise.all(['', '.json'].map((s) => rm(this.file(this.filesDir, id, s))))
  }
}

/**
 * The record travels as the object's own metadata (`x-amz-meta-*`), so a file and its record are
 * written, read and deleted together, in one request each. Text values are percent-encoded:
 * metadata headers carry ASCII only.
 */
const META = 'x-amz-meta-'
function metadataOf(stored: StoredUpload): Record<string, string> {
  return {
    [`${META}name`]: encodeURIComponent(stored.name),
    [`${META}form-id`]: String(stored.formId),
    [`${META}field`]: encodeURIComponent(stored.fieldKey),
    [`${META}submission`]: encodeURIComponent(stored.submissionId),
    [`${META}created-at`]: stored.createdAt,
    [`${META}entry-id`]: String(stored.entryId),
  }
}
function recordOf(id: string, headers: Headers): StoredUpload | null {
  const get = (name: string) => headers.get(`${META}${name}`)
  const decode = (value: string | null) => {
    try {
      return value === null ? null : decodeURIComponent(value)
    } catch {
      return null
    }
  }
  const name = decode(get('name'))
  const fieldKey = decode(get('field'))
  const submissionId = decode(get('submission'))
  const formId = Number(get('form-id'))
  const entryId = Number(get('entry-id'))
  const size = Number(headers.get('content-length'))
  // An object without our record (written by someone else) is not one of our files.
  if (
    !name ||
    fieldKey === null ||
    submissionId === null ||
    !Number.isSafeInteger(formId) ||
    !Number.isSafeInteger(entryId) ||
    !Number.isSafeInteger(size)
  )
    return null
  return {
    id,
    name,
    mime: headers.get('content-type') ?? 'application/octet-stream',
    size,
    formId,
    fieldKey,
    submissionId,
    createdAt: get('created-at') ?? '',
    entryId,
  }
}

/**
 * Attached files in an S3-compatible bucket, under `<prefix><upload id>` (docs/decisions/019).
 * No ACL is ever sent: objects keep the bucket's private default. The object also says
 * `attachment` and its type, in case someone later serves the bucket directly.
 */
export class S3UploadStorage extends ScratchUploadStorage {
  constructor(
    root: string,
    readonly bucket: S3Bucket,
  ) {
    super(root)
  }

  protected async keep(stored: StoredUpload, file: string) {
    await this.bucket.putFile(stored.id, file, {
      'content-type': stored.mime,
      'content-disposition': 'attachment',
      ...metadataOf(stored),
    })
  }

  async attached(id: string) {
    if (!UPLOAD_ID_PATTERN.test(id)) return null
    const headers = await this.bucket.head(id)
    return headers ? recordOf(id, headers) : null
  }

  async openAttached(id: string): Promise<AttachedFile | null> {
    if (!UPLOAD_ID_PATTERN.test(id)) return null
    const response = await this.bucket.get(id)
    if (!response) return null
    const info = recordOf(id, response.headers)
    if (!info || !response.body) {
      await response.body?.cancel()
      return null
    }
    return { info, body: response.body }
  }

  async removeAttached(id: string, entryId: number) {
    if ((await this.attached(id))?.entryId !== entryId) return
    await this.bucket.delete(checkedId(id))
  }
}

let defaultStorage: UploadStorage | null = null

/**
 * The site's upload storage. The scratch folder is `UPLOAD_DIR`, or `uploads/` under DATA_DIR;
 * attached files go to the bucket `UPLOAD_S3_BUCKET` when it is set, next to the scratch folder
 * otherwise.
 */
export function uploadStorage(): UploadStorage {
  defaultStorage ??= uploadStorageFromEnv()
  return defaultStorage
}

/** A new storage made from the environment, as a freshly started server makes it. */
export function uploadStorageFromEnv(): UploadStorage {
  const root = process.env.UPLOAD_DIR ? path.resolve(process.env.UPLOAD_DIR) : path.join(DATA_DIR, 'uploads')
  const s3 = s3ConfigFromEnv()
  return s3 ? new S3UploadStorage(root, new S3Bucket(s3)) : new LocalUploadStorage(root)
}
