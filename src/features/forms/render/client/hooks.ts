import type { SubmissionMethod, SubmissionType } from '../../constants'
import { islandMessages as messages } from '../../island-messages'

/**
 * The pre-submission filter (docs/product.md, Forms): page scripts may switch a submission to ajax or postback,
 * never to iframe; anything else is refused with a console warning and the method is kept.
 *   window.vitrineForms.addPreSubmissionFilter((method, { formId, type }) => 'ajax')
 */
export type PreSubmissionFilter = (method: SubmissionMethod, context: { formId: number; type: SubmissionType }) => unknown

const filters: PreSubmissionFilter[] = []

export function applyPreSubmissionFilters(method: SubmissionMethod, context: { formId: number; type: SubmissionType }): SubmissionMethod {
  let current = method
  for (const filter of filters) {
    const result = filter(current, context)
    if (result === undefined || result === current) continue
    if (result === 'ajax' || result === 'postback') current = result
    else console.warn(messages.consoleUnsupportedMethod(String(result), current))
  }
  return current
}

export type VitrineFormsApi = { addPreSubmissionFilter: (filter: PreSubmissionFilter) => void }

declare global {
  interface Window {
    vitrineForms?: VitrineFormsApi
    dataLayer?: unknown[]
  }
}

export function installGlobalApi(): void {
  window.vitrineForms ??= { addPreSubmissionFilter: (filter) => void filters.push(filter) }
}

/** For tests: forget the registered filters. */
export function resetPreSubmissionFilters(): void {
  filters.length = 0
}
