import { captchaClientConfig } from '../../captcha/provider.server'
import { fieldId } from '../../raw'
import type { FieldProps } from '../shared/FieldShell'

/**
 * The captcha's place in the form: nothing to see. The island finds it by `data-captcha`, adds the
 * response input and records its state in `data-captcha-state` (idle, pending, ready, error).
 * Which provider runs, and its public site key, are read on the server.
 */
export function CaptchaFieldView({ field, formId }: FieldProps<'captcha'>) {
  const client = captchaClientConfig()
  return (
    <div
      id={fieldId(formId, field.key)}
      className="form-captcha"
      data-field={field.key}
      data-type="captcha"
      data-captcha={client.provider}
      data-captcha-url={client.provider === 'altcha' ? client.challengeUrl : undefined}
      data-captcha-site-key={client.provider === 'recaptcha' ? client.siteKey : undefined}
      data-captcha-version={client.provider === 'recaptcha' ? client.version : undefined}
      data-captcha-script={client.provider === 'recaptcha' ? client.scriptUrl : undefined}
      data-captcha-state="idle"
      hidden
    />
  )
}
