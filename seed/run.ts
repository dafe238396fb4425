/**
 * Seeds the demo site (Morel Terrassement) into the database.
 *   payload run seed/run.ts             -> seeds (refuses if content already exists)
 *   payload run seed/run.ts if-empty   -> seeds only an empty database (used at start)
 * Images are drawn by seed/images and go through the real Media pipeline (sharp, sizes, WebP).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { seedDemo } from './seed'

const payload = await getPayload({ config })
const ifEmpty = process.argv.includes('if-empty')

const existing = await payload.count({ collection: 'pages', overrideAccess: true })
if (existing.totalDocs > 0) {
  if (!ifEmpty) payload.logger.warn('La base contient déjà des pages : seed ignoré.')
  process.exit(0)
}
await seedDemo(payload)
process.exit(0)
