import { formsSuite } from './forms-suite'

formsSuite()
