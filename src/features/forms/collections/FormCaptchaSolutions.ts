import type { CollectionConfig } from 'payload'

import { CAPTCHA_SOLUTIONS_SLUG } from './slugs'

/**
 * The proof-of-work solutions already used (docs/decisions/016), each until its challenge
 * expires: in the database, so a restart or another instance of the site refuses a replay too.
 * `signature` is unique: of two submissions racing with one solution, the database lets one
 * through. Written and swept by the server only; nothing to see in the admin or the API.
 */
export const FormCaptchaSolutions: CollectionConfig = {
  slug: CAPTCHA_SOLUTIONS_SLUG,
  labels: { singular: 'Solution anti-robot utilisée', plural: 'Solutions anti-robot utilisées' },
  admin: { hidden: true },
  // Nobody edits these rows: no lock to take, and no column for them in the locks' table.
  lockDocuments: false,
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    // The challenge's HMAC signature (64 hex characters): one per challenge handed out.
    { name: 'signature', type: 'text', required: true, unique: true, maxLength: 64 },
    // The submission that used it: the same submission retried may present it again.
    { name: 'submissionId', type: 'text', required: true, maxLength: 64 },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
  timestamps: false,
}
