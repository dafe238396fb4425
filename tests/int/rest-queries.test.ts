import { restQueriesSuite } from './rest-queries-suite'

/** Malformed REST queries on a SQLite file (the suite's PostgreSQL twin: rest-queries.postgres.test.ts). */
restQueriesSuite()
