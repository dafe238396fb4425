import type { ReactNode } from 'react'

import { descriptionId, errorId, fieldId } from '../../raw'
import type { FieldDef, FieldOf, FieldType, RawValues } from '../../types'

/** What every field component receives: its definition, the current input, its error, its visibility. */
export type FieldProps<T extends FieldType> = {
  field: FieldOf<T>
  formId: number
  raw: RawValues
  error: string | null
  /** Hidden by conditional logic (the island shows it when the answers change). */
  hidden: boolean
}

export const valueOf = (raw: RawValues, name: string) => raw[name]?.[0] ?? ''
export const valuesOf = (raw: RawValues, name: string) => raw[name] ?? []

/** `aria-describedby` of a field's inputs: its description, then its error. */
export function describedBy(formId: number, field: { key: string; description: string | null }, error: string | null, extra: string[] = []) {
  const ids = [...extra, field.description ? descriptionId(formId, field.key) : null, error ? errorId(formId, field.key) : null].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

/** Attributes every input of a field shares: required, invalid state, description links. */
export function inputAria(formId: number, field: { key: string; description: string | null; required: boolean }, error: string | null) {
  return {
    required: field.required || undefined,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy(formId, field, error),
  }
}

const RequiredMark = () => (
  <span className="required-mark" aria-hidden="true">
    {' '}*
  </span>
)

/**
 * The frame of a field: label (or legend for a group of inputs), description, inline error.
 * The wrapper's id and data attributes are what the island and the error summary use.
 */
export function FieldShell({
  props,
  labelFor,
  group = false,
  children,
  className = '',
}: {
  props: { field: FieldDef; formId: number; error: string | null; hidden: boolean }
  labelFor?: string
  group?: boolean
  children: ReactNode
  className?: string
}) {
  const { field, formId, error, hidden } = props
  const label = (
    <>
      {field.label}
      {field.required ? <RequiredMark /> : null}
    </>
  )
  const description = field.description ? (
    <p className="field-description" id={descriptionId(formId, field.key)}>
      {field.description}
    </p>
  ) : null
  const errorText = error ? (
    <p className="field-error" id={errorId(formId, field.key)}>
      {error}
    </p>
  ) : null
  return (
    <div
      className={['form-field', `field-${field.type}`, field.cssClass, error ? 'has-error' : '', className].filter(Boolean).join(' ')}
      id={fieldId(formId, field.key)}
      data-field={field.key}
      data-type={field.type}
      hidden={hidden || undefined}
    >
      {group ? (
        <fieldset>
          <legend className="field-label">{label}</legend>
          {description}
          {children}
          {errorText}
        </fieldset>
      ) : (
        <>
          <label className="field-label" htmlFor={labelFor}>
            {label}
          </label>
          {description}
          {children}
          {errorText}
        </>
      )}
    </div>
  )
}

