import { describe } from 'vitest'

import { formsSuite } from './forms-suite'
import { postgresAvailable, throwawayDatabase } from './pg'

/** The forms pipeline on PostgreSQL: unique conflicts, atomic outbox claims, JSON answers. */
const database = throwawayDatabase('vitrine_forms')

describe.runIf(await postgresAvailable('tests des formulaires'))('forms on PostgreSQL', () => {
  formsSuite({ databaseUrl: database.create, teardown: database.drop })
})
