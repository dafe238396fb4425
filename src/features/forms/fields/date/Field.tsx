import { DATEPICKER_FIRST_DAY } from '../../constants'
import { messages } from '../../messages'
import { inputId, inputName } from '../../raw'
import { FieldShell, inputAria, valueOf, type FieldProps } from '../shared/FieldShell'

/**
 * A jj/mm/aaaa text input (masked as the visitor types), and for "picker" fields a button that
 * opens the French calendar. The button is hidden until the form's script runs, since the
 * calendar needs it; the text input works alone — docs/decisions/017.
 */
export function DateFieldView(props: FieldProps<'date'>) {
  const { field, formId, raw, error } = props
  const id = inputId(formId, field.key)
  const hintId = `${id}_format`
  const aria = inputAria(formId, field, error)
  return (
    <FieldShell props={props} labelFor={id}>
      <p className="field-description" id={hintId}>
        {messages.dateFormatHint}
      </p>
      <div className="date-input">
        <input
          type="text"
          id={id}
          name={inputName(field.key)}
          defaultValue={valueOf(raw, inputName(field.key))}
          placeholder={field.placeholder ?? 'jj/mm/aaaa'}
          inputMode="numeric"
          autoComplete="off"
          data-mask="99/99/9999"
          {...aria}
          aria-describedby={[hintId, aria['aria-describedby']].filter(Boolean).join(' ')}
        />
        {field.input === 'picker' ? (
          <button
            type="button"
            className="btn btn-secondary date-picker-open"
            data-datepicker-for={id}
            data-min={field.minDate ?? undefined}
            data-max={field.maxDate ?? undefined}
            data-first-day={DATEPICKER_FIRST_DAY}
            aria-haspopup="dialog"
          >
            {messages.datePickerOpen}
          </button>
        ) : null}
      </div>
    </FieldShell>
  )
}
