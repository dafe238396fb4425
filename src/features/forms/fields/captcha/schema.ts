import type { FieldModule } from '../shared/module'
import { contentOnlyParts } from '../shared/factories'

/**
 * The invisible captcha (docs/product.md, Forms). It holds no answer: its response travels outside the
 * visitor's inputs (`g-recaptcha-response`) and the submission pipeline verifies it before an entry
 * is accepted (captcha/verify.server.ts). Nothing of it is stored or e-mailed.
 */
export const captchaField: FieldModule<'captcha'> = {
  type: 'captcha',
  ...contentOnlyParts,
}
