import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  PayloadRequest,
} from 'payload'

import { UNHASHED_FILE_CACHE_CONTROL } from '../../lib/cache-control.mjs'
import type { S3Bucket } from '../../lib/s3-bucket'

type FileHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

/** The fields of a media document that name its files. */
type MediaFiles = {
  filename?: string | null
  mimeType?: string | null
  focalX?: number | null
  focalY?: number | null
  sizes?: Record<string, { filename?: string | null; mimeType?: string | null } | null | undefined> | null
}

/** Every object a media document has in the bucket: the original and each generated size. */
const objectNames = (doc: MediaFiles): string[] =>
  [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size?.filename)].filter((name): name is string => Boolean(name))

/**
 * A name the file route may look up: one segment, never `.`/`..` (which the bucket's address would
 * resolve to the folder above, a listing of the bucket), no control character.
 */
const lookupName = (name: string) => name !== '.' && name !== '..' && !/[/\\\u0000-\u001f]/.test(name)

/** What a browser may send for its copy or a part of a video, passed on to the bucket. */
const ASKED = ['range', 'if-none-match', 'if-modified-since'] as const
/** What the bucket answers about the object, passed back to the browser. */
const ANSWERED = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified'] as const

/**
 * The media library on an S3-compatible bucket (docs/decisions/062), beside the visitors' uploads:
 * Payload still checks, converts and resizes each file; these hooks store the results as objects
 * instead of files of the instance's disk, remove them with their document, and answer the file
 * route from the bucket, so every instance behind a load balancer serves every image.
 */
export function bucketStorage(bucket: S3Bucket): {
  hooks: CollectionConfig['hooks']
  upload: { disableLocalStorage: true; handlers: FileHandler[] }
} {
  /**
   * A new focal point or crop makes Payload cut the sizes again from the stored original, which it
   * reads from its own disk or fetches over HTTP from the site's public address. The original is
   * given from the bucket instead: the same processing as a replaced file, under a new name.
   */
  const beforeOperation: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
    const { id, overrideAccess } = args as { id?: number | string; overrideAccess?: boolean }
    if (operation !== 'update' || id === undefined || req.file) return args
    // This hook runs before Payload's access check: nothing is read from the bucket for a request
    // that check will refuse (only staff may update a medium).
    if (!req.user && !overrideAccess) return args
    const data = ((args as { data?: MediaFiles }).data ?? {}) as MediaFiles
    const edits = req.query?.uploadEdits
    const cropped = Boolean(edits && typeof edits === 'object' && ('crop' in edits || 'focalPoint' in edits))
    if (!cropped && data.focalX == null && data.focalY == null) return args
    const doc = (await req.payload.findByID({ collection: 'media', id, depth: 0, req, overrideAccess: true })) as MediaFiles
    const moved = (data.focalX != null && data.focalX !== doc.focalX) || (data.focalY != null && data.focalY !== doc.focalY)
    if ((!cropped && !moved) || !doc.filename || !doc.mimeType?.startsWith('image/')) return args
    const original = await bucket.get(doc.filename)
    // Not in the bucket (kept on disk from before the bucket): Payload reads it from its folder.
    if (!original) return args
    const bytes = Buffer.from(await original.arrayBuffer())
    req.file = { data: bytes, mimetype: doc.mimeType, name: doc.filename, size: bytes.length }
    return args
  }

  /**
   * Stores the files Payload prepared for this save before its row is written, as Payload writes
   * files to disk: a bucket out of reach fails the save (SQLite has no transaction to undo it), and
   * no document ever names a missing object.
   */
  const beforeChange: CollectionBeforeChangeHook = async ({ data, req }) => {
    const media = data as MediaFiles
    if (!req.file || !media.filename || !media.mimeType) return data
    const files = [{ name: media.filename, type: media.mimeType, bytes: req.file.data }]
    for (const [size, made] of Object.entries(media.sizes ?? {})) {
      const bytes = req.payloadUploadSizes?.[size]
      if (bytes && made?.filename && made.mimeType) files.push({ name: made.filename, type: made.mimeType, bytes })
    }
    await Promise.all(
      files.map((file) =>
        bucket.putBytes(file.name, file.bytes, { 'content-type': file.type, 'cache-control': UNHASHED_FILE_CACHE_CONTROL }),
      ),
    )
    return data
  }

  /** Once a replaced file's document is saved, its previous objects that no longer name anything go. */
  const afterChange: CollectionAfterChangeHook = async ({ doc, operation, previousDoc, req }) => {
    if (!req.file || operation !== 'update' || !previousDoc) return doc
    const kept = new Set(objectNames(doc as MediaFiles))
    await removeObjects(
      req,
      objectNames(previousDoc as MediaFiles).filter((name) => !kept.has(name)),
    )
    return doc
  }

  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await removeObjects(req, objectNames(doc as MediaFiles))
  }

  /**
   * The document is saved or gone either way: an object left behind costs a little space, which
   * is better than refusing the staff member's action after the fact.
   */
  async function removeObjects(req: PayloadRequest, names: string[]) {
    const results = await Promise.allSettled(names.map((name) => bucket.delete(name)))
    for (const [i, result] of results.entries())
      if (result.status === 'rejected')
        req.payload.logger.error({ err: result.reason, msg: `Média : ${names[i]} n’a pas pu être supprimé du bucket.` })
  }

  const serve = async (req: PayloadRequest, { params }: { params: { filename: string } }): Promise<Response | void> => {
    if (!lookupName(params.filename)) return new Response(null, { status: 404 })
    const asked: Record<string, string> = {}
    for (const name of ASKED) {
      const value = req.headers.get(name)
      if (value) asked[name] = value
    }
    const object = await bucket.get(params.filename, asked)
    // Not in the bucket: Payload looks in its folder, where files from before the bucket stay.
    if (!object) return
    const headers = new Headers({ 'cache-control': UNHASHED_FILE_CACHE_CONTROL, 'x-content-type-options': 'nosniff' })
    for (const name of ANSWERED) {
      const value = object.headers.get(name)
      if (value) headers.set(name, value)
    }
    const withBody = object.status === 200 || object.status === 206
    if (!withBody) {
      await object.body?.cancel()
      headers.delete('content-length')
      headers.delete('content-type')
    }
    return new Response(withBody ? object.body : null, { status: object.status, headers })
  }

  return {
    hooks: {
      beforeOperation: [beforeOperation],
      beforeChange: [beforeChange],
      afterChange: [afterChange],
      afterDelete: [afterDelete],
    },
    // Payload's type lists a promise of a response or of nothing, not of either.
    upload: { disableLocalStorage: true, handlers: [serve as FileHandler] },
  }
}
