import { describe } from 'vitest'

import { captchaSuite } from './captcha-suite'
import { postgresAvailable, throwawayDatabase } from './pg'

/** The captcha on PostgreSQL: the used solutions' unique key under concurrent claims, the sweep. */
const database = throwawayDatabase('vitrine_captcha')

describe.runIf(await postgresAvailable('tests du captcha'))('captcha on PostgreSQL', () => {
  captchaSuite({ databaseUrl: database.create, teardown: database.drop })
})
