import { escapeHtml } from '@/lib/html'

import type { Answer } from './answers'
import { messages } from './messages'

/**
 * Merge tags in confirmations and e-mails: `{Nom}` (a field's label) or `{nom}` (its key),
 * `{all_fields}`, `{form_title}`, `{entry_id}`, `{date}`, `{page_url}`. An unknown tag is left as
 * typed, so staff see their mistake. In HTML mode every piece of text — the template's and the
 * visitor's — is escaped: a visitor's answer can never become markup.
 */
export type MergeContext = {
  answers: Answer[]
  formTitle: string
  entryId?: string | number | null
  date?: Date
  pageUrl?: string | null
}

const TAG = /\{([^{}\n]{1,100})\}/g
const fold = (s: string) => s.trim().toLocaleLowerCase('fr')

const frenchDate = (d: Date) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(d)

export function findAnswer(answers: Answer[], name: string): Answer | undefined {
  return answers.find((a) => a.key === name.trim()) ?? answers.find((a) => fold(a.label) === fold(name))
}

function allFieldsText(answers: Answer[]): string {
  if (answers.length === 0) return messages.mailAllFieldsEmpty
  return answers.map((a) => (a.text.includes('\n') ? `${a.label} :\n${a.text}` : `${a.label} : ${a.text}`)).join('\n')
}

function allFieldsHtml(answers: Answer[]): string {
  if (answers.length === 0) return `<p>${escapeHtml(messages.mailAllFieldsEmpty)}</p>`
  const rows = answers
    .map(
      (a) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(a.label)}</th><td style="padding:4px 0">${escapeHtml(a.text).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('')
  return `<table role="presentation" cellspacing="0" cellpadding="0">${rows}</table>`
}

function resolve(name: string, ctx: MergeContext, html: boolean): string | null {
  switch (name.trim()) {
    case 'all_fields':
      return html ? allFieldsHtml(ctx.answers) : allFieldsText(ctx.answers)
    case 'form_title':
      return ctx.formTitle
    case 'entry_id':
      return ctx.entryId === undefined || ctx.entryId === null ? '' : String(ctx.entryId)
    case 'date':
      return frenchDate(ctx.date ?? new Date())
    case 'page_url':
      return ctx.pageUrl ?? ''
  }
  const answer = findAnswer(ctx.answers, name)
  return answer ? answer.text : null
}

/** Plain text with the tags replaced. */
export function mergeText(template: string, ctx: MergeContext): string {
  return template.replace(TAG, (whole, name: string) => resolve(name, ctx, false) ?? whole)
}

/** HTML with every piece escaped and line breaks kept; `{all_fields}` becomes a table. */
export function mergeHtml(template: string, ctx: MergeContext): string {
  let out = ''
  let last = 0
  for (const match of template.matchAll(TAG)) {
    out += escapeHtml(template.slice(last, match.index)).replace(/\n/g, '<br>')
    const name = match[1]
    const value = resolve(name, ctx, true)
    if (value === null) out += escapeHtml(match[0])
    else if (name.trim() === 'all_fields') out += value
    else out += escapeHtml(value).replace(/\n/g, '<br>')
    last = (match.index ?? 0) + match[0].length
  }
  return out + escapeHtml(template.slice(last)).replace(/\n/g, '<br>')
}

/** A single-line value (an e-mail subject): merged, line breaks and control characters removed. */
export function mergeLine(template: string, ctx: MergeContext): string {
  return mergeText(template, ctx)
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    // No-break spaces stay: they hold prices together (« 3 794,00 € »).
    .replace(/[^\S\u00a0\u202f]+/g, ' ')
    .trim()
}
