import { ConsentPlaceholder } from '../../../consent/Placeholder'
import { captchaClientConfig } from '../../captcha/provider.server'
import { fieldId } from '../../raw'
import type { FieldProps } from '../shared/FieldShell'

/**
 * The captcha's place in the form: nothing to see. The island finds it by `data-captcha`, adds the
 * response input and records its state in `data-captcha-state` (idle, pending, ready, error).
 * Which provider runs, and its public site key, are read on the server.
 * With reCAPTCHA, the consent placeholder stands beside it until the visitor accepts Google's part.
 */
export function CaptchaFieldView({ field, formId }: FieldProps<'captcha'>) {
  const client = captchaClientConfig()
  const widget = (
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
  // reCAPTCHA sends Google the visitor's address: until they accept it, the form says so and offers
  // « Accepter et afficher » (docs/decisions/045). A cached page cannot know the cookie: the
  // placeholder is always in the HTML, and hidden by CSS once the first check finds the purpose granted.
  return client.provider === 'recaptcha' ? (
    <>
      {widget}
      <ConsentPlaceholder purpose="captcha" className="form-captcha__consent" />
    </>
  ) : (
    widget
  )
}
