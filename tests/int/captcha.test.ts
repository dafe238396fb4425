import { captchaSuite } from './captcha-suite'

/** The captcha through the pipeline on a SQLite file (the suite's PostgreSQL twin: captcha.postgres.test.ts). */
captchaSuite()
