import { DATEPICKER_FIRST_DAY } from '../../constants'
import { messages } from '../../messages'
import { inputId, inputName } from '../../raw'
import { FieldShell, inputAria, valueOf, type FieldProps } from '../shared/FieldShell'

/**
 * The browser's own date picker (labelled in the visitor's language, Monday first in French), or
 * a plain text input with a jj/mm/aaaa mask — docs/decisions/011.
 */
export function DateFieldView(props: FieldProps<'date'>) {
  const { field, formId, raw, error } = props
  const id = inputId(formId, field.key)
  const hintId = `${id}_format`
  const aria = inputAria(formId, field, error)
  const value = valueOf(raw, inputName(field.key))
  if (field.input === 'picker') {
    return (
      <FieldShell props={props} labelFor={id}>
        <input type="date" id={id} name={inputName(field.key)} defaultValue={value} lang="fr" data-first-day={DATEPICKER_FIRST_DAY} {...aria} />
      </FieldShell>
    )
  }
  return (
    <FieldShell props={props} labelFor={id}>
      <p className="field-description" id={hintId}>
        {messages.dateFormatHint}
      </p>
      <input
        type="text"
        id={id}
        name={inputName(field.key)}
        defaultValue={value}
        placeholder={field.placeholder ?? 'jj/mm/aaaa'}
        inputMode="numeric"
        data-mask="99/99/9999"
        {...aria}
        aria-describedby={[hintId, aria['aria-describedby']].filter(Boolean).join(' ')}
      />
    </FieldShell>
  )
}
