import { messages } from '../../messages'
import { inputId, inputName } from '../../raw'
import { ChoiceLabel } from '../shared/ChoiceLabel'
import { describedBy, FieldShell, valuesOf, type FieldProps } from '../shared/FieldShell'

export function CheckboxesFieldView(props: FieldProps<'checkboxes'>) {
  const { field, formId, raw, error } = props
  const checked = new Set(valuesOf(raw, inputName(field.key)))
  const allChecked = field.choices.every((c) => checked.has(c.value))
  return (
    <FieldShell props={props} group>
      <ul className={field.imageChoices ? 'field-choices image-choices' : 'field-choices'}>
        {field.choices.map((c, i) => {
          const id = inputId(formId, field.key, String(i + 1))
          return (
            <li key={c.value}>
              <input
                type="checkbox"
                id={id}
                name={inputName(field.key)}
                value={c.value}
                defaultChecked={checked.has(c.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(formId, field, error)}
              />
              <ChoiceLabel htmlFor={id} choice={c} image={field.imageChoices} />
            </li>
          )
        })}
      </ul>
      {field.selectAll ? (
        // Not offered without JavaScript, where it could do nothing (forms.css, render/features.ts FORM_CONTROLS).
        <button type="button" className="btn btn-secondary btn-small" data-select-all data-state={allChecked ? 'deselect' : 'select'}>
          {allChecked ? messages.deselectAll : messages.selectAll}
        </button>
      ) : null}
    </FieldShell>
  )
}
