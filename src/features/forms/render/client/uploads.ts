import type * as Tus from 'tus-js-client'

import { UPLOAD_CHUNK_BYTES, UPLOAD_PATH } from '../../constants'
import { messages } from '../../messages'
import { normaliseFileName, refuseNewFile, type UploadRef } from '../../upload/files'
import { parseUploadState } from '../../fields/upload/schema'
import type { FormDefinition, UploadField } from '../../types'

/**
 * The tus client is most of the uploader's weight: it is fetched when the visitor adds a first
 * file, not with the page (the field's controls work without it). A failed fetch can be retried.
 */
let tusModule: Promise<typeof Tus> | null = null
const loadTus = () =>
  (tusModule ??= import('tus-js-client').catch((error: unknown) => {
    tusModule = null
    throw error
  }))

/**
 * The browser side of upload fields (docs/product.md, Forms "Uploader settings", §4 "Upload"; docs/decisions/012):
 * files start uploading as soon as they are picked, by tus in UPLOAD_CHUNK_BYTES chunks, and
 * resume after a dropped connection, a server restart or a reload (tus keeps each file's upload
 * address in localStorage under its fingerprint: picking the same file again sends only what the
 * server lacks). Loaded only on forms with an upload field.
 */

/** `waiting`: the connection dropped (or the server did not answer); the upload resumes by itself. */
type State = 'queued' | 'uploading' | 'waiting' | 'done' | 'failed' | 'cancelled'

type Item = {
  name: string
  state: State
  percent: number
  id: string | null
  upload: Tus.Upload | null
  /** While `waiting` and online: the next attempt. */
  timer: ReturnType<typeof setTimeout> | null
  li: HTMLLIElement
}

export type UploadsApi = { submissionId: () => string; setSubmissionId: (id: string) => void }

/** Retries after a dropped connection, then the 'online' event takes over. */
const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000, 20_000]
/** Online but the retries spent (a dead Wi-Fi, the server restarting): tried again this often. */
const WAITING_RETRY_MS = 30_000
const SERVER_REFUSAL = /^4\d\d$/

const statusText = (item: Item) =>
  item.state === 'queued'
    ? messages.uploadQueued
    : item.state === 'uploading'
      ? messages.uploadProgress(item.percent)
      : item.state === 'waiting'
        ? messages.uploadWaiting
        : item.state === 'done'
          ? messages.uploadDone
          : item.state === 'failed'
            ? messages.uploadFailed
            : messages.uploadCancelled

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  node.className = className
  node.textContent = text
  return node
}

function attachField(form: HTMLFormElement, def: FormDefinition, field: UploadField, api: UploadsApi) {
  const root = form.querySelector<HTMLElement>(`[data-upload="${field.key}"]`)
  const picker = root?.querySelector<HTMLInputElement>('[data-upload-picker]')
  const stateInput = root?.querySelector<HTMLInputElement>('[data-upload-state]')
  const list = root?.querySelector<HTMLUListElement>('[data-upload-list]')
  if (!root || !picker || !stateInput || !list) return null
  const notice = el('p', 'upload-notice')
  notice.setAttribute('role', 'alert')
  list.after(notice)

  const items: Item[] = []
  /** On its way: the visitor must wait for it (docs/product.md, Forms), a lost connection included. */
  const pending = (i: Item) => i.state === 'queued' || i.state === 'uploading' || i.state === 'waiting'
  const active = () => items.filter((i) => pending(i) || i.state === 'done')

  function sync() {
    const refs: UploadRef[] = items.filter((i) => i.state === 'done' && i.id).map((i) => ({ id: i.id!, name: i.name }))
    stateInput!.value = JSON.stringify(refs)
    // docs/product.md, Forms: the add button is disabled at max_files and enabled again when a file is removed.
    picker!.disabled = active().length >= field.maxFiles
    stateInput!.dispatchEvent(new Event('change', { bubbles: true }))
  }

  function render(item: Item, error: string | null = null) {
    const li = item.li
    li.replaceChildren()
    li.dataset.state = item.state
    li.append(el('span', 'upload-name', item.name), ' ', el('span', 'upload-status', statusText(item)))
    if (item.state === 'uploading') {
      const bar = el('progress', 'upload-progress')
      bar.max = 100
      bar.value = item.percent
      bar.setAttribute('aria-hidden', 'true')
      li.append(' ', bar)
    }
    if (error) li.append(el('span', 'upload-error', ` ${error}`))
    const uploading = pending(item)
    const action = el('button', 'upload-action', uploading ? 'Annuler' : 'Retirer')
    action.type = 'button'
    action.setAttribute('aria-label', uploading ? messages.uploadCancel(item.name) : messages.uploadRemove(item.name))
    action.addEventListener('click', () => (uploading ? cancel(item) : remove(item)))
    li.append(' ', action)
  }

  function fail(item: Item, message: string) {
    item.state = 'failed'
    item.upload = null
    render(item, message)
    sync()
  }

  /**
   * The connection dropped: tus keeps the upload's address, so it goes on from the server's
   * offset when the browser is back online (or, online already, a little later). Until then the
   * file is still on its way, never shown as failed nor sent without it.
   */
  function wait(item: Item) {
    item.state = 'waiting'
    render(item)
    sync()
    if (navigator.onLine !== false) item.timer = setTimeout(() => resume(item), WAITING_RETRY_MS)
  }

  function resume(item: Item) {
    stopTimer(item)
    if (item.state !== 'waiting' || !item.upload) return
    item.state = 'uploading'
    render(item)
    item.upload.start()
  }

  function stopTimer(item: Item) {
    if (item.timer) clearTimeout(item.timer)
    item.timer = null
  }

  function cancel(item: Item) {
    stopTimer(item)
    item.state = 'cancelled'
    void item.upload?.abort(true).catch(() => {})
    item.upload = null
    render(item)
    sync()
  }

  function remove(item: Item) {
    stopTimer(item)
    if (item.state === 'done' && item.id) {
      const url = `${UPLOAD_PATH}/${item.id}`
      void fetch(url, { method: 'DELETE', headers: { 'Tus-Resumable': '1.0.0' }, credentials: 'same-origin' }).catch(() => {})
    } else void item.upload?.abort(true).catch(() => {})
    items.splice(items.indexOf(item), 1)
    item.li.remove()
    sync()
    picker!.focus()
  }

  function start(item: Item, file: File) {
    loadTus().then(
      (tus) => {
        if (item.state === 'queued') begin(tus, item, file)
      },
      (error: unknown) => fail(item, messages.uploadOtherError(0, (error as Error)?.message ?? String(error), item.name)),
    )
  }

  function begin(tus: typeof Tus, item: Item, file: File) {
    const upload = new tus.Upload(file, {
      // Absolute: tus resolves the server's relative Location against it.
      endpoint: new URL(UPLOAD_PATH, window.location.origin).href,
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      metadata: { filename: file.name, form_id: String(def.id), field_id: field.key, submission_id: api.submissionId() },
      onProgress(sent, total) {
        if (!pending(item)) return
        item.state = 'uploading'
        item.percent = total ? Math.floor((sent / total) * 100) : 0
        const status = item.li.querySelector('.upload-status')
        const bar = item.li.querySelector('progress')
        if (status && bar) {
          status.textContent = statusText(item)
          bar.value = item.percent
        } else render(item)
      },
      onSuccess({ lastResponse }) {
        if (item.state === 'cancelled') return
        const status = lastResponse.getStatus()
        item.id = upload.url?.split('/').pop() ?? null
        if (status < 200 || status >= 300 || !item.id) return fail(item, messages.uploadNotSaved(item.name))
        item.state = 'done'
        item.upload = null
        render(item)
        sync()
      },
      onError(error) {
        if (item.state === 'cancelled') return
        const response = (error as Tus.DetailedError).originalResponse ?? null
        const code = response?.getStatus() ?? 0
        // docs/product.md, Forms: a server refusal is shown beside the file name and the entry cleared; the
        // network (no answer) or a server in trouble keeps the upload to resume it.
        if (response && SERVER_REFUSAL.test(String(code)) && response.getBody()) return fail(item, response.getBody())
        if (!response || code >= 500) return wait(item)
        fail(item, messages.uploadOtherError(code, (error as Error).message, item.name))
      },
    })
    item.upload = upload
    void upload
      .findPreviousUploads()
      .then((previous) => {
        // A reload gave the page a new submission id: adopt the one the unfinished upload belongs
        // to while nothing else is tied to the new one, otherwise start afresh.
        const mine = previous.find((p) => p.metadata.form_id === String(def.id) && p.metadata.field_id === field.key)
        if (mine && mine.metadata.submission_id !== api.submissionId() && items.every((i) => i === item || i.state !== 'done')) {
          api.setSubmissionId(mine.metadata.submission_id)
        }
        if (mine && mine.metadata.submission_id === api.submissionId()) upload.resumeFromPreviousUpload(mine)
      })
      .catch(() => {})
      .finally(() => {
        if (item.state === 'queued') upload.start()
      })
  }

  function add(files: File[]) {
    const refusals: string[] = []
    for (const file of files) {
      const refusal = refuseNewFile(field, { name: file.name, size: file.size }, active().length)
      if (refusal) {
        if (!refusals.includes(refusal)) refusals.push(refusal)
        continue
      }
      const item: Item = {
        name: normaliseFileName(file.name).name,
        state: 'queued',
        percent: 0,
        id: null,
        upload: null,
        timer: null,
        li: el('li', 'upload-file'),
      }
      items.push(item)
      list!.append(item.li)
      render(item)
      start(item, file)
    }
    notice.textContent = refusals.join(' ')
    sync()
  }

  // Files already uploaded (a postback state shown again) stay in the list.
  list.replaceChildren()
  for (const ref of parseUploadState(stateInput.value || '[]') ?? []) {
    const item: Item = {
      name: ref.name,
      state: 'done',
      percent: 100,
      id: ref.id,
      upload: null,
      timer: null,
      li: el('li', 'upload-file'),
    }
    items.push(item)
    list.append(item.li)
    render(item)
  }

  const onPick = () => {
    const files = Array.from(picker.files ?? [])
    picker.value = ''
    if (files.length) add(files)
  }
  picker.addEventListener('change', onPick)
  const onOnline = () => items.forEach(resume)
  window.addEventListener('online', onOnline)
  // The picker opens from the first tap, before this code is loaded: what was picked meanwhile
  // is still in it, and is sent now (docs/decisions/029).
  if (picker.files?.length) onPick()
  else sync()

  return {
    busy: () => items.some(pending),
    reset: () => {
      for (const item of items.splice(0)) item.li.remove()
      notice.textContent = ''
      sync()
    },
    dispose: () => {
      picker.removeEventListener('change', onPick)
      window.removeEventListener('online', onOnline)
      for (const item of items) {
        stopTimer(item)
        void item.upload?.abort()
      }
    },
  }
}

/** Starts the uploaders of a form's upload fields; `busy` tells whether a file is still on its way. */
export function attachUploaders(form: HTMLFormElement, def: FormDefinition, api: UploadsApi) {
  const fields = def.fields
    .filter((f): f is UploadField => f.type === 'upload')
    .map((f) => attachField(form, def, f, api))
    .filter((f) => f !== null)
  return {
    busy: () => fields.some((f) => f.busy()),
    reset: () => fields.forEach((f) => f.reset()),
    dispose: () => fields.forEach((f) => f.dispose()),
  }
}
