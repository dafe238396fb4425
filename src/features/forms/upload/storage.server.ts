import 'server-only'

import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'

import { FileStore } from '@tus/file-store'

import { DATA_DIR } from '@/lib/paths'

import { UPLOAD_ID_PATTERN } from './files'

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
 * Where uploads live (docs/decisions/012). Files in progress and files waiting for their
 * submission are in the tus data store; attached files move to their own area. The local
 * implementation keeps both under DATA_DIR (outside any public folder); an object-storage one
 * would implement the same interface with an S3 tus store.
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
  /** Moves a checked upload to the attached files, for an entry. Idempotent. */
  attach(id: string, entryId: number): Promise<StoredUpload | null>
  attached(id: string): Promise<StoredUpload | null>
  openAttached(id: string): Promise<fs.ReadStream | null>
  /** Deletes an attached file of this entry (the entry is being deleted). */
  removeAttached(id: string, entryId: number): Promise<void>
  /** Removes uploads created before `before` and never attached; returns how many. */
  sweep(before: Date): Promise<number>
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

export class LocalUploadStorage implements UploadStorage {
  private store: FileStore | null = null
  private readonly pendingDir: string
  private readonly filesDir: string

  constructor(root: string) {
    this.pendingDir = path.join(root, 'pending')
    this.filesDir = path.join(root, 'files')
    fs.mkdirSync(this.pendingDir, { recursive: true })
    fs.mkdirSync(this.filesDir, { recursive: true })
  }

  /**
   * The tus file store, made when the tus endpoint first needs it: its constructor creates its
   * folder asynchronously and throws from a callback on failure, which must not happen behind a
   * sweep or an entry's deletion that only reads or removes files.
   */
  get datastore(): FileStore {
    this.store ??= new FileStore({ directory: this.pendingDir })
    return this.store
  }

  private file(dir: string, id: string, suffix = '') {
    if (!UPLOAD_ID_PATTERN.test(id)) throw new Error('Identifiant de fichier invalide')
    return path.join(dir, `${id}${suffix}`)
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

  async attach(id: string, entryId: number): Promise<StoredUpload | null> {
    const already = await this.attached(id)
    if (already) return already
    const checked = await readJson<StoredUpload>(this.file(this.pendingDir, id, '.ok'))
    if (!checked) return null
    const stored: StoredUpload = { ...checked, entryId }
    await fsp.rename(this.file(this.pendingDir, id), this.file(this.filesDir, id))
    await fsp.writeFile(this.file(this.filesDir, id, '.json'), JSON.stringify(stored))
    await this.discard(id)
    return stored
  }

  attached(id: string) {
    return UPLOAD_ID_PATTERN.test(id) ? readJson<StoredUpload>(this.file(this.filesDir, id, '.json')) : Promise.resolve(null)
  }

  async openAttached(id: string) {
    if (!(await this.attached(id))) return null
    return fs.createReadStream(this.file(this.filesDir, id))
  }

  async removeAttached(id: string, entryId: number) {
    if ((await this.attached(id))?.entryId !== entryId) return
    await Promise.all(['', '.json'].map((s) => rm(this.file(this.filesDir, id, s))))
  }

  async sweep(before: Date): Promise<number> {
    let removed = 0
    for (const id of await this.pendingIds()) {
      const info = await readJson<TusInfo>(this.file(this.pendingDir, id, '.json'))
      const created = info?.creation_date ? new Date(info.creation_date) : null
      if (created && !Number.isNaN(created.getTime()) && created >= before) continue
      await this.discard(id)
      removed++
    }
    return removed
  }
}

let defaultStorage: UploadStorage | null = null

/** The site's upload storage: `UPLOAD_DIR`, or `uploads/` under DATA_DIR. */
export function uploadStorage(): UploadStorage {
  defaultStorage ??= new LocalUploadStorage(
    process.env.UPLOAD_DIR ? path.resolve(process.env.UPLOAD_DIR) : path.join(DATA_DIR, 'uploads'),
  )
  return defaultStorage
}
