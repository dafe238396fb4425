import type { AnyField, FormDefinition, Logic, LogicRule, RawValues } from './types'

/**
 * Conditional logic: show or hide a field, a page or the submit button when all / any rules match.
 * One pure module for the browser (as the visitor types) and the server (before validating, so
 * a hidden field is neither validated nor stored): both read the same raw input.
 */

export type LogicValue = string | string[]
export type ValueOf = (key: string) => LogicValue

const fold = (s: string) => s.trim().toLocaleLowerCase('fr')
const asNumber = (s: string): number | null => {
  const t = s.trim().replace(/\s/g, '').replace(',', '.')
  if (t === '' || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(t)) return null
  return Number(t)
}

function compare(actual: string, rule: LogicRule): boolean {
  const a = fold(actual)
  const b = fold(rule.value)
  switch (rule.operator) {
    case 'is':
      return a === b
    case 'isnot':
      return a !== b
    case 'gt':
    case 'lt': {
      const x = asNumber(actual)
      const y = asNumber(rule.value)
      if (x === null || y === null) return false
      return rule.operator === 'gt' ? x > y : x < y
    }
    case 'contains':
      return a.includes(b)
    case 'starts_with':
      return a.startsWith(b)
    case 'ends_with':
      return a.endsWith(b)
    default: {
      const never: never = rule.operator
      return never
    }
  }
}

/** One rule against a value; with several values (checkboxes), "is" means "one of them is". */
export function ruleMatches(rule: LogicRule, actual: LogicValue): boolean {
  if (!Array.isArray(actual)) return compare(actual, rule)
  if (rule.operator === 'isnot') return !actual.some((v) => compare(v, { ...rule, operator: 'is' }))
  if (actual.length === 0) return compare('', rule)
  return actual.some((v) => compare(v, rule))
}

/** Whether something with this logic is shown. */
export function logicShows(logic: Logic, valueOf: ValueOf): boolean {
  if (!logic || logic.rules.length === 0) return true
  const results = logic.rules.map((rule) => ruleMatches(rule, valueOf(rule.field)))
  const matched = logic.match === 'all' ? results.every(Boolean) : results.some(Boolean)
  return logic.action === 'show' ? matched : !matched
}

export type Visibility = {
  /** Keys of the fields shown (their page is shown and their own logic shows them). */
  fields: Set<string>
  /** Numbers of the pages shown. */
  pages: Set<number>
  /** Whether the submit button is shown: a hidden submit button means the form cannot be sent. */
  submit: boolean
  /** Numbers of the pages whose Next button is shown. */
  next: Set<number>
}

/**
 * Visibility of everything, from the raw input. A hidden field counts as empty in other rules;
 * a rule that loops back to a field being evaluated reads that field's raw value.
 */
export function computeVisibility(def: Pick<FormDefinition, 'fields' | 'pages' | 'submitLogic'>, raw: RawValues, rawValueOf: (field: AnyField, raw: RawValues) => LogicValue): Visibility {
  const byKey = new Map(def.fields.map((f) => [f.key, f]))
  const fieldMemo = new Map<string, boolean>()
  const pageMemo = new Map<number, boolean>()
  const inProgress = new Set<string>()

  const valueOf = (key: string): LogicValue => {
    const field = byKey.get(key)
    if (!field) return ''
    if (!inProgress.has(`f:${key}`) && !fieldShown(field)) return ''
    return rawValueOf(field, raw)
  }

  function pageShown(n: number): boolean {
    if (n <= 1) return true
    const memo = pageMemo.get(n)
    if (memo !== undefined) return memo
    const page = def.pages[n - 1]
    const mark = `p:${n}`
    if (!page || inProgress.has(mark)) return true
    inProgress.add(mark)
    const shown = logicShows(page.logic, valueOf)
    inProgress.delete(mark)
    pageMemo.set(n, shown)
    return shown
  }

  function fieldShown(field: AnyField): boolean {
    const memo = fieldMemo.get(field.key)
    if (memo !== undefined) return memo
    const mark = `f:${field.key}`
    if (inProgress.has(mark)) return true
    inProgress.add(mark)
    const shown = field.type !== 'unknown' && pageShown(field.page) && logicShows(field.logic, valueOf)
    inProgress.delete(mark)
    fieldMemo.set(field.key, shown)
    return shown
  }

  const fields = new Set(def.fields.filter(fieldShown).map((f) => f.key))
  const pages = new Set(def.pages.map((p) => p.number).filter(pageShown))
  const submit = logicShows(def.submitLogic, valueOf)
  const next = new Set(def.pages.filter((p) => logicShows(p.nextLogic, valueOf)).map((p) => p.number))
  return { fields, pages, submit, next }
}

/** The page a visitor lands on when moving from `from` towards `target`, skipping hidden pages. */
export function resolveTargetPage(visibility: Visibility, pageCount: number, from: number, target: number): number {
  const step = target >= from ? 1 : -1
  let page = Math.min(Math.max(target, 1), pageCount)
  while (page > 1 && page < pageCount + 1 && !visibility.pages.has(page)) page += step
  if (page > pageCount) {
    // Every later page is hidden: stay on the last shown page at or before the target.
    page = pageCount
    while (page > 1 && !visibility.pages.has(page)) page--
  }
  return Math.max(page, 1)
}

/** The last page the visitor will see: where the submit button stands. */
export function lastShownPage(visibility: Visibility, pageCount: number): number {
  for (let p = pageCount; p > 1; p--) if (visibility.pages.has(p)) return p
  return 1
}

/**
 * The first shown page between `from` (included) and `to` (excluded) whose Next button is hidden:
 * a visitor cannot have gone past it, so a submission that claims to has been forged.
 */
export function hiddenNextBefore(visibility: Visibility, from: number, to: number): number | null {
  for (let p = Math.max(from, 1); p < to; p++) if (visibility.pages.has(p) && !visibility.next.has(p)) return p
  return null
}
