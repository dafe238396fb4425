import { RichText } from '../../../pages/RichText'
import { fieldId } from '../../raw'
import type { FieldProps } from '../shared/FieldShell'

/** Staff rich text between fields, rendered as React elements (never raw HTML). */
export function HtmlFieldView({ field, formId, hidden }: FieldProps<'html'>) {
  return (
    <div className={['form-field', 'field-html', field.cssClass].filter(Boolean).join(' ')} id={fieldId(formId, field.key)} data-field={field.key} data-type="html" hidden={hidden || undefined}>
      <RichText data={field.content} />
    </div>
  )
}
