import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '../accounts/access'
import { UNHASHED_FILE_CACHE_CONTROL } from '../../lib/cache-control.mjs'
import { MEDIA_DIR } from '../../lib/paths'
import { MEDIA_AREA, S3Bucket, s3ConfigFromEnv } from '../../lib/s3-bucket'
import { bucketStorage } from './bucket-storage'

/** How long browsers and proxies keep a staff image or video (docs/decisions/024 covers the build's files). */
export const MEDIA_CACHE_CONTROL = UNHASHED_FILE_CACHE_CONTROL

/**
 * Videos a grid media's « Fichier vidéo » can play (docs/decisions/054). Payload stores them as
 * sent (it resizes images only), decides a file's type by its first bytes (a file that does not
 * start as a video is refused, or kept as the picture it is), and serves them with Range support.
 */
export const MEDIA_VIDEO_TYPES = ['video/webm', 'video/mp4'] as const

/** With a bucket configured for the uploads, the media library lives there too (docs/decisions/062). */
const bucketConfig = s3ConfigFromEnv(process.env, MEDIA_AREA)
const inBucket = bucketConfig ? bucketStorage(new S3Bucket(bucketConfig)) : null

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Média', plural: 'Médias' },
  admin: { group: 'Contenu' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    {
      name: 'alt',
      label: 'Texte alternatif',
      type: 'text',
      required: true,
      maxLength: 250,
      admin: { description: 'Décrit l’image pour les personnes qui ne la voient pas.' },
    },
    { name: 'caption', label: 'Légende', type: 'text', maxLength: 250 },
  ],
  hooks: inBucket?.hooks,
  upload: {
    // Also where files kept from before a bucket was configured are still looked for.
    staticDir: path.resolve(MEDIA_DIR),
    ...inBucket?.upload,
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif', ...MEDIA_VIDEO_TYPES],
    // Originals are re-encoded: modern formats only, metadata (GPS) stripped by sharp.
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [
      { name: 'thumbnail', width: 480, height: 320, position: 'centre', formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'card', width: 800, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'large', width: 1600, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
    // Public images, asked for again on every visit without it. A day fresh, then served from the
    // browser's copy while it checks in the background: a file replaced under the same name (one
    // deleted, another uploaded with its name) shows within a day, never a week.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', MEDIA_CACHE_CONTROL)
      return headers
    },
  },
}
