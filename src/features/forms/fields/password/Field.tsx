import { PASSWORD_MAX_LENGTH } from '../../constants'
import { messages, passwordStateLabels } from '../../messages'
import { inputId, inputName } from '../../raw'
import { FieldShell, inputAria, type FieldProps } from '../shared/FieldShell'
import { PASSWORD_CONFIRM_PART } from './schema'

/** Password and confirmation; the strength indicator (docs/product.md, Forms) is updated by the island. Never pre-filled. */
export function PasswordFieldView(props: FieldProps<'password'>) {
  const { field, formId, error } = props
  const id = inputId(formId, field.key)
  const strengthId = `${id}_strength`
  const aria = inputAria(formId, field, error)
  const input = (part?: string) => (
    <input
      type="password"
      id={inputId(formId, field.key, part)}
      name={inputName(field.key, part)}
      autoComplete="new-password"
      maxLength={PASSWORD_MAX_LENGTH}
      placeholder={part ? undefined : (field.placeholder ?? undefined)}
      {...aria}
      aria-describedby={[aria['aria-describedby'], part ? null : strengthId].filter(Boolean).join(' ') || undefined}
    />
  )
  return (
    <FieldShell props={props} group>
      <div className="field-parts">
        <div className="field-part">
          <label htmlFor={id}>{field.label}</label>
          {input()}
        </div>
        {field.confirm ? (
          <div className="field-part">
            <label htmlFor={inputId(formId, field.key, PASSWORD_CONFIRM_PART)}>{messages.passwordConfirm}</label>
            {input(PASSWORD_CONFIRM_PART)}
          </div>
        ) : null}
      </div>
      <p className="password-strength" id={strengthId} data-strength="blank" aria-live="polite" hidden>
        <span className="sr-only">{messages.passwordStrength} : </span>
        <span data-strength-text>{passwordStateLabels.blank}</span>
      </p>
    </FieldShell>
  )
}
