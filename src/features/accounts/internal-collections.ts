import type { SanitizedConfig } from 'payload'

import { staffOnly } from './access'

const nobody = () => false

/**
 * Payload adds its own collections while it builds the config, after every plugin, with "any
 * signed-in user" as their rule, and a client's account is a signed-in user. Their rules are set
 * here, on the built config, before any request reads them:
 * - `payload-locked-documents`: who is editing what, written by the back office: staff only;
 * - `payload-migrations`: no REST route, read by the migration runner with access overridden;
 *   nobody through an access-checked call.
 * `payload-preferences` keeps Payload's rule: each user reads and writes their own only.
 */
export function restrictPayloadCollections(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (collection.slug === 'payload-locked-documents') {
      Object.assign(collection.access, { create: staffOnly, read: staffOnly, update: staffOnly, delete: staffOnly })
    } else if (collection.slug === 'payload-migrations') {
      Object.assign(collection.access, { create: nobody, read: nobody, update: nobody, delete: nobody })
    }
  }
  return config
}
