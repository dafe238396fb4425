import { inputId, inputName } from '../../raw'
import { valueOf, type FieldProps } from '../shared/FieldShell'

export function HiddenFieldView({ field, formId, raw }: FieldProps<'hidden'>) {
  return <input type="hidden" id={inputId(formId, field.key)} name={inputName(field.key)} defaultValue={valueOf(raw, inputName(field.key))} data-field={field.key} />
}
