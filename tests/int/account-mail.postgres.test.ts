import { describe } from 'vitest'

import { accountMailSuite } from './account-mail-suite'
import { postgresAvailable, throwawayDatabase } from './pg'

/** Payload's e-mails through the outbox on PostgreSQL (the forgot-password operation's transaction). */
const database = throwawayDatabase('vitrine_account_mail')

describe.runIf(await postgresAvailable('tests des e-mails des comptes'))('account e-mails on PostgreSQL', () => {
  accountMailSuite({ databaseUrl: database.create, teardown: database.drop })
})
