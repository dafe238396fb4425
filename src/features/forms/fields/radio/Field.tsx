import { OTHER_CHOICE_VALUE } from '../../constants'
import { messages } from '../../messages'
import { inputId, inputName } from '../../raw'
import { ChoiceLabel } from '../shared/ChoiceLabel'
import { describedBy, FieldShell, valueOf, type FieldProps } from '../shared/FieldShell'
import { OTHER_PART } from './schema'

export function RadioFieldView(props: FieldProps<'radio'>) {
  const { field, formId, raw, error } = props
  const current = valueOf(raw, inputName(field.key))
  const aria = { 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': describedBy(formId, field, error) }
  const otherId = inputId(formId, field.key, OTHER_PART)
  return (
    <FieldShell props={props} group>
      <ul className={field.imageChoices ? 'field-choices image-choices' : 'field-choices'}>
        {field.choices.map((c, i) => {
          const id = inputId(formId, field.key, String(i + 1))
          return (
            <li key={c.value}>
              <input type="radio" id={id} name={inputName(field.key)} value={c.value} defaultChecked={current === c.value} required={field.required || undefined} {...aria} />
              <ChoiceLabel htmlFor={id} choice={c} image={field.imageChoices} />
            </li>
          )
        })}
        {field.allowOther ? (
          <li className="field-other">
            <input
              type="radio"
              id={`${otherId}_choice`}
              name={inputName(field.key)}
              value={OTHER_CHOICE_VALUE}
              defaultChecked={current === OTHER_CHOICE_VALUE}
              required={field.required || undefined}
              {...aria}
            />
            <label htmlFor={`${otherId}_choice`}>{messages.otherChoice}</label>
            <input
              type="text"
              id={otherId}
              name={inputName(field.key, OTHER_PART)}
              defaultValue={valueOf(raw, inputName(field.key, OTHER_PART))}
              placeholder={messages.otherPlaceholder}
              aria-label={`${field.label} : ${messages.otherPlaceholder.toLowerCase()}`}
              maxLength={250}
            />
          </li>
        ) : null}
      </ul>
    </FieldShell>
  )
}
