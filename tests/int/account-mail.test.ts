import { accountMailSuite } from './account-mail-suite'

accountMailSuite()
