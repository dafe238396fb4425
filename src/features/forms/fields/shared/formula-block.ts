import { PAGE_BREAK_SLUG } from '../../admin/page-break'
import { messages } from '../../messages'
import { formulaProblem } from '../../pricing/formula'

type Row = Record<string, unknown>
const fold = (s: string) => s.trim().toLocaleLowerCase('fr')

/**
 * The back office refuses a formula that would only ever give 0 on the site: letters or function
 * calls, a tag naming no field of the form (by key or label), or arithmetic that does not parse.
 */
export function formulaValidate(value: string | null | undefined, { data }: { data?: unknown }): true | string {
  if (!value || value.trim() === '') return true
  const blocks = Array.isArray((data as Row | undefined)?.fields) ? ((data as Row).fields as Row[]) : []
  const names = new Set<string>()
  for (const b of blocks) {
    if (!b || b.blockType === PAGE_BREAK_SLUG) continue
    if (typeof b.name === 'string' && b.name) names.add(b.name)
    if (typeof b.label === 'string' && b.label) names.add(fold(b.label))
  }
  let unknown = ''
  const problem = formulaProblem(value, (tag) => {
    const ok = names.has(tag.trim()) || names.has(fold(tag))
    if (!ok && !unknown) unknown = tag
    return ok
  })
  if (problem === 'unknownTag') return messages.formulaUnknownTag(unknown)
  if (problem === 'unsafe') return messages.formulaUnsafe
  if (problem === 'syntax') return messages.formulaSyntax
  return true
}
