import type { ComponentType } from 'react'

import { ROWS_NOSCRIPT_EXTRA } from '../../constants'
import { messages } from '../../messages'
import type { ListField, RawValues, RepeaterField, RowSubfield, RowSubfieldType } from '../../types'
import { DateFieldView } from '../date/Field'
import { EmailFieldView } from '../email/Field'
import { NumberFieldView } from '../number/Field'
import { PhoneFieldView } from '../phone/Field'
import { TextFieldView } from '../text/Field'
import { TextareaFieldView } from '../textarea/Field'
import { WebsiteFieldView } from '../website/Field'
import { FieldShell, type FieldProps } from './FieldShell'
import { cellIn, rowNumbers } from './rows'

const cellViews = {
  text: TextFieldView,
  textarea: TextareaFieldView,
  number: NumberFieldView,
  email: EmailFieldView,
  phone: PhoneFieldView,
  date: DateFieldView,
  website: WebsiteFieldView,
} satisfies { [T in RowSubfieldType]: ComponentType<FieldProps<T>> }

/** One row: a group named "Ligne n", its cells (each its own type's markup), its remove button. */
function Row({
  field,
  cells,
  formId,
  raw,
  row,
  template = false,
  removable = false,
}: {
  field: ListField | RepeaterField
  cells: RowSubfield[]
  formId: number
  raw: RawValues
  row: number
  template?: boolean
  /** More rows than the minimum are shown: each may go. */
  removable?: boolean
}) {
  return (
    // The template row is disabled, so its inputs are never submitted.
    <fieldset className="form-row" data-row={row} disabled={template || undefined}>
      <legend className="form-row-legend">{messages.rowLegend(row)}</legend>
      <div className="form-row-cells">
        {cells.map((c) => {
          const View = cellViews[c.type] as ComponentType<FieldProps<RowSubfieldType>>
          return <View key={c.key} field={cellIn(field.key, row, c)} formId={formId} raw={raw} error={null} hidden={false} />
        })}
      </div>
      {/* Hidden while only the minimum remains (docs/product.md, Forms), as the rows script keeps it. */}
      <button type="button" className="btn btn-secondary btn-small form-row-remove" data-row-remove aria-label={messages.removeRow(row)} hidden={!removable}>
        Supprimer
      </button>
    </fieldset>
  )
}

/**
 * Repeatable rows on the server: the rows the visitor filled (or the minimum), and, for visitors
 * without JavaScript, a few more empty rows in <noscript> since nothing could add one. With
 * JavaScript the rows script adds rows from the hidden template row and removes them, announcing
 * each change politely (docs/product.md, Forms). The template is a hidden, disabled row rather than a
 * <template> element, whose content React's hydration would not find where it rendered it.
 */
export function RowsView({ props, cells, addLabel }: { props: FieldProps<'list'> | FieldProps<'repeater'>; cells: RowSubfield[]; addLabel: string }) {
  const { field, formId, raw } = props
  const count = Math.min(field.maxRows, Math.max(field.minRows, rowNumbers(field.key, raw).length, 1))
  const rows = Array.from({ length: count }, (_, i) => i + 1)
  const extra = Array.from({ length: Math.max(0, Math.min(field.maxRows, count + ROWS_NOSCRIPT_EXTRA) - count) }, (_, i) => count + i + 1)
  return (
    <FieldShell props={props} group>
      <div className="form-rows" data-rows={field.key} data-min-rows={field.minRows} data-max-rows={field.maxRows}>
        <div className="form-rows-list">
          {rows.map((r) => (
            <Row key={r} field={field} cells={cells} formId={formId} raw={raw} row={r} removable={count > Math.max(1, field.minRows)} />
          ))}
          {extra.length ? (
            <noscript>
              {extra.map((r) => (
                <Row key={r} field={field} cells={cells} formId={formId} raw={{}} row={r} />
              ))}
            </noscript>
          ) : null}
        </div>
        <div hidden data-row-template>
          <Row field={field} cells={cells} formId={formId} raw={{}} row={0} template />
        </div>
        {/* Rows are added by the rows script; without JavaScript the empty rows above stand in (forms.css). */}
        <button type="button" className="btn btn-secondary btn-small form-row-add" data-row-add disabled={count >= field.maxRows || undefined}>
          {addLabel}
        </button>
        <p className="sr-only" aria-live="polite" data-rows-status />
      </div>
    </FieldShell>
  )
}
