import { pagePath } from '../pages/path'
import { fieldBlocks } from './admin/field-blocks'
import { PAGE_BREAK_SLUG } from './admin/page-break'
import { DEFAULT_DRAFT_DAYS, DEFAULT_RETENTION_DAYS, MAX_DRAFT_DAYS, DEFAULT_SUBMISSION_METHOD, FIELD_KEY_PATTERN, SUBMISSION_METHODS } from './constants'
import { bool, int, oneOf, text } from './fields/shared/block'
import { CURRENCY_CODES, DEFAULT_CURRENCY, type CurrencyCode } from './pricing/currency'
import { cleanCssClass, uniqueKey } from './keys'
import { messages } from './messages'
import { isFieldType } from './registry'
import {
  LOGIC_OPERATORS,
  type AnyField,
  type ConfirmationDef,
  type FieldBase,
  type FieldDef,
  type FormDefinition,
  type Logic,
  type LogicRule,
  type NotificationDef,
  type PageDef,
  type ServerFormDefinition,
} from './types'

/**
 * Turns a stored form (whatever the database holds) into a complete, valid definition: every
 * option present, invalid values replaced by their defaults, keys unique, unknown block types
 * kept as `unknown` so the renderer can skip them. Pure, like the site-settings normalisation.
 */

type Data = Record<string, unknown>
const obj = (v: unknown): Data => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Data) : {})
const list = (v: unknown): Data[] => (Array.isArray(v) ? v.map(obj) : [])

export function readLogic(value: unknown): Logic {
  const data = obj(value)
  if (data.action !== 'show' && data.action !== 'hide') return null
  const rules: LogicRule[] = list(data.rules)
    .filter((r) => typeof r.field === 'string' && FIELD_KEY_PATTERN.test(r.field) && (LOGIC_OPERATORS as readonly unknown[]).includes(r.operator))
    .map((r) => ({ field: r.field as string, operator: r.operator as LogicRule['operator'], value: typeof r.value === 'string' ? r.value : '' }))
  if (rules.length === 0) return null
  return { action: data.action, match: data.match === 'any' ? 'any' : 'all', rules }
}

/**
 * A redirect target staff typed: a path on this site or an http(s) address. Anything else
 * (javascript:, data:, protocol-relative //…) is refused.
 */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const url = value.trim()
  if (url === '' || /[\u0000-\u001f\u007f\s]/.test(url)) return null
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null
  } catch {
    return null
  }
}

function readFields(blocks: Data[]): { fields: AnyField[]; pages: PageDef[] } {
  const taken = new Set<string>()
  const fields: AnyField[] = []
  const breaks: Data[] = []
  for (const block of blocks) {
    const type = block.blockType
    if (type === PAGE_BREAK_SLUG) {
      breaks.push(block)
      continue
    }
    const page = breaks.length + 1
    const label = text(block.label) ?? ''
    const key = uniqueKey(text(block.name) ?? (label || 'champ'), taken)
    if (!isFieldType(type)) {
      fields.push({ type: 'unknown', originalType: String(type), key, label, page, logic: null })
      continue
    }
    const base: FieldBase = {
      type,
      key,
      label: label || key,
      description: text(block.description),
      placeholder: text(block.placeholder),
      required: type === 'consent' ? true : type === 'hidden' ? false : bool(block.required),
      defaultValue: text(block.defaultValue),
      cssClass: cleanCssClass(block.cssClass),
      logic: readLogic(block.logic),
      page,
    }
    const options = (fieldBlocks[type].options as (d: Data) => object)(block)
    fields.push({ ...base, ...options } as FieldDef)
  }
  const pages: PageDef[] = [{ number: 1, name: '', logic: null, nextLabel: messages.next, previousLabel: messages.previous, nextLogic: null }]
  breaks.forEach((b, i) => {
    // A page break holds the Next button of the page it ends: its label and its logic.
    pages[i].nextLabel = text(b.nextLabel) ?? messages.next
    pages[i].nextLogic = readLogic(b.nextLogic)
    pages.push({
      number: i + 2,
      name: text(b.label) ?? messages.pageFallbackName(i + 2),
      logic: readLogic(b.logic),
      nextLabel: messages.next,
      previousLabel: text(b.previousLabel) ?? messages.previous,
      nextLogic: null,
    })
  })
  return { fields, pages }
}

function readConfirmation(c: Data): ConfirmationDef | null {
  const type = oneOf(c.type, ['message', 'redirect', 'page'] as const, 'message')
  const logic = readLogic(c.logic)
  if (type === 'message') return { type, message: text(c.message) ?? messages.defaultConfirmation, url: null, logic }
  if (type === 'redirect') {
    const url = safeRedirect(c.redirectUrl)
    return url ? { type, message: '', url, logic } : null
  }
  const page = obj(c.page)
  return typeof page.slug === 'string' ? { type, message: '', url: pagePath(page.slug), logic } : null
}

function readNotification(n: Data): NotificationDef | null {
  if (n.enabled === false) return null
  const to = text(n.to)
  const subject = text(n.subject)
  if (!to || !subject) return null
  return {
    name: text(n.name) ?? subject,
    kind: oneOf(n.kind, ['staff', 'visitor'] as const, 'staff'),
    to,
    subject,
    body: text(n.body) ?? '{all_fields}',
    replyTo: text(n.replyTo),
    logic: readLogic(n.logic),
  }
}

/**
 * Price fields take the form's currency (docs/decisions/013); a product whose quantity has its own
 * field does not show a second quantity input.
 */
function withPricing(fields: AnyField[], currency: CurrencyCode): AnyField[] {
  const counted = new Set(fields.flatMap((f) => (f.type === 'quantity' ? [f.product] : [])))
  return fields.map((f) => {
    switch (f.type) {
      case 'product':
        return { ...f, currency, showQuantity: f.showQuantity && !counted.has(f.key) }
      case 'option':
      case 'shipping':
      case 'total':
        return { ...f, currency }
      default:
        return f
    }
  })
}

const isoDate = (v: unknown): string | null => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? new Date(v).toISOString() : null)

export function normaliseForm(doc: unknown): ServerFormDefinition {
  const data = obj(doc)
  const read = readFields(list(data.fields))
  const fields = withPricing(read.fields, oneOf(data.currency, CURRENCY_CODES, DEFAULT_CURRENCY))
  const { pages } = read
  pages[0].name = text(data.firstPageName) ?? (pages.length > 1 ? messages.pageFallbackName(1) : '')
  const confirmations = list(data.confirmations)
    .map(readConfirmation)
    .filter((c): c is ConfirmationDef => c !== null)
  return {
    id: typeof data.id === 'number' ? data.id : Number(data.id) || 0,
    title: text(data.title) ?? '',
    description: text(data.description),
    displayTitle: bool(data.displayTitle, true),
    displayDescription: bool(data.displayDescription, true),
    fields,
    pages,
    submitLabel: text(data.submitLabel) ?? messages.submit,
    submitLogic: readLogic(data.submitLogic),
    progress: oneOf(data.progress, ['steps', 'bar', 'none'] as const, 'steps'),
    method: oneOf(data.method, SUBMISSION_METHODS, DEFAULT_SUBMISSION_METHOD),
    honeypot: bool(data.honeypot, true),
    cssClass: cleanCssClass(data.cssClass),
    saveAndContinue: bool(data.saveAndContinue, false),
    confirmations: confirmations.length ? confirmations : [{ type: 'message', message: messages.defaultConfirmation, url: null, logic: null }],
    notifications: list(data.notifications)
      .map(readNotification)
      .filter((n): n is NotificationDef => n !== null),
    entryLimit: typeof data.entryLimit === 'number' && data.entryLimit > 0 ? Math.floor(data.entryLimit) : null,
    entryLimitMessage: text(data.entryLimitMessage),
    schedule: { opensAt: isoDate(data.opensAt), closesAt: isoDate(data.closesAt), closedMessage: text(data.closedMessage) },
    retentionDays: int(data.retentionDays, 0, 36_500, DEFAULT_RETENTION_DAYS),
    draftDays: int(data.draftDays, 1, MAX_DRAFT_DAYS, DEFAULT_DRAFT_DAYS),
    updatedAt: typeof data.updatedAt === 'string' ? data.updatedAt : null,
  }
}

/** What the browser receives: no confirmations, recipients or limits, and no rich-text content. */
export function clientDefinition(def: ServerFormDefinition | FormDefinition): FormDefinition {
  const { id, title, description, displayTitle, displayDescription, pages, submitLabel, submitLogic, progress, method, honeypot, cssClass, saveAndContinue } = def
  const fields = def.fields.map((f) => (f.type === 'html' ? { ...f, content: null } : f))
  return { id, title, description, displayTitle, displayDescription, fields, pages, submitLabel, submitLogic, progress, method, honeypot, cssClass, saveAndContinue }
}
