import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { restrictPayloadCollections } from './features/accounts/internal-collections'
import { trustedOrigins } from './features/accounts/origins'
import { Users } from './features/accounts/Users'
import { outboxEmailAdapter, startFormsWorkerOnInit } from './features/forms/payload'
import { keepFieldErrors } from './features/rest-api/errors'
import { guardRestQueries } from './features/rest-api/guard'
import { payloadLogger } from './features/rest-api/logger'
import { databaseAdapter } from './lib/database'
import { payloadSecret } from './lib/secret'
import { collections, globals } from './payload.collections'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  // No serverURL: media URLs stay relative (/api/media/file/…), which next/image serves as local images.
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' — Administration' },
    // Payload's default asks Gravatar for each account's picture: a hash of the staff member's
    // e-mail sent to a third party, from an office that may not reach it. Its own icon instead.
    avatar: 'default',
    // Dates as staff in France write them (« 5 décembre 2026 à 09:12 »), not Payload's
    // « décembre 5 2026, 9:12 AM »; the month comes from the French locale.
    dateFormat: "d MMMM yyyy 'à' HH:mm",
  },
  i18n: { supportedLanguages: { fr }, fallbackLanguage: 'fr' },
  collections: [...collections],
  globals: [...globals],
  editor: lexicalEditor(),
  db: databaseAdapter(),
  secret: payloadSecret(),
  sharp,
  // Payload's own e-mails (a password reset) leave through the forms' outbox and SMTP settings.
  email: outboxEmailAdapter,
  // Cookie-authenticated requests from any other origin are refused (CSRF); sign-ins too (accounts).
  csrf: trustedOrigins(),
  cors: trustedOrigins(),
  graphQL: { disable: true },
  upload: { limits: { fileSize: 20 * 1024 * 1024 } },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
  // A refused REST call is one short line, not an error with its stack (features/rest-api).
  logger: payloadLogger(),
  // A refused save says under each field what is wrong, in French (features/rest-api/errors.ts).
  hooks: { afterError: [keepFieldErrors] },
  onInit: startFormsWorkerOnInit,
})
  .then(restrictPayloadCollections)
  .then(guardRestQueries)
