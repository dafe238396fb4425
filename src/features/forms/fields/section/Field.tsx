import { fieldId } from '../../raw'
import type { FieldProps } from '../shared/FieldShell'

export function SectionFieldView({ field, formId, hidden }: FieldProps<'section'>) {
  return (
    <div className={['form-field', 'field-section', field.cssClass].filter(Boolean).join(' ')} id={fieldId(formId, field.key)} data-field={field.key} data-type="section" hidden={hidden || undefined}>
      <h3 className="form-section-title">{field.label}</h3>
      {field.description ? <p className="field-description">{field.description}</p> : null}
    </div>
  )
}
