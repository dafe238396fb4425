import { describe } from 'vitest'

import { backupSuite } from './backup-suite'
import { postgresAvailable, throwawayDatabase } from './pg'

/** pg_dump / pg_restore into another, empty database. */
const source = throwawayDatabase('vitrine_backup_from')
const target = throwawayDatabase('vitrine_backup_to')

describe.runIf(await postgresAvailable('tests de sauvegarde'))('backup and restore on PostgreSQL', () => {
  backupSuite({
    databases: async () => [await source.create(), await target.create()],
    teardown: async () => {
      await source.drop()
      await target.drop()
    },
  })
})
