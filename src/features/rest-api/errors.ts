import type { AfterErrorHook } from 'payload'

type FieldError = { path: string; message: string; label?: unknown }
type WithFieldErrors = Error & { status?: number; data?: { errors?: unknown } }

const isFieldError = (value: unknown): value is FieldError =>
  typeof value === 'object' && value !== null && typeof (value as FieldError).path === 'string' && typeof (value as FieldError).message === 'string'

/**
 * A refused save keeps its fields' messages in the answer (`errors[0].data.errors`: path and
 * French message), which the admin shows under each field. Payload adds them only when the error
 * is `instanceof` its own ValidationError; in the production build the error can come from
 * another copy of Payload's modules than the one answering, the test fails, and the answer kept
 * only the summary: the admin then listed the fields in a notice and said nothing under them.
 * Only a 400 whose answer still carries the error's own message (a public one) is completed.
 */
export const keepFieldErrors: AfterErrorHook = ({ error, result }) => {
  const { status, data } = error as WithFieldErrors
  if (status !== 400 || !result || !Array.isArray(data?.errors) || !data.errors.every(isFieldError)) return
  const [first] = result.errors ?? []
  if (result.errors?.length !== 1 || first?.message !== error.message || 'data' in first) return
  return { response: { ...result, errors: [{ ...first, name: 'ValidationError', data }] } }
}
