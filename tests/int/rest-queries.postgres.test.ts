import { describe } from 'vitest'

import { postgresAvailable, throwawayDatabase } from './pg'
import { restQueriesSuite } from './rest-queries-suite'

/** Malformed REST queries on PostgreSQL, stricter than SQLite about text and integers. */
const database = throwawayDatabase('vitrine_rest')

describe.runIf(await postgresAvailable('tests des requêtes REST'))('REST queries on PostgreSQL', () => {
  restQueriesSuite({ databaseUrl: database.create, teardown: database.drop })
})
