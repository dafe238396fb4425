import { findAnswer, mergeHtml, mergeLine, mergeText, type MergeContext } from '../merge-tags'
import { logicShows, type LogicValue } from '../logic'
import { messages } from '../messages'
import { repeatableAnswers } from '../outbox/repeatable'
import { normaliseEmail } from '../parsers/text'
import type { Answer } from '../answers'
import type { Logic, ServerFormDefinition } from '../types'
import { paragraphsOf } from './protocol'

/**
 * What a committed entry leads to: the confirmation the visitor sees and the e-mails to send.
 * Both are decided from the entry's answers (what was stored), so a retried submission or a
 * later sweep of the outbox reach the same result.
 */

/** Logic over stored answers: a field that was hidden or left empty has no answer and reads as empty. */
function answersValueOf(answers: Answer[]) {
  return (key: string): LogicValue => {
    const a = answers.find((x) => x.key === key)
    if (!a) return ''
    if (a.type === 'consent') return '1'
    if (typeof a.value === 'string') return a.value
    // Rows (list, repeater) compare as their text, as in the browser.
    if (Array.isArray(a.value)) return a.value.every((v) => typeof v === 'string') ? (a.value as string[]) : a.text
    return a.text
  }
}

export const passes = (logic: Logic, answers: Answer[]) => logicShows(logic, answersValueOf(answers))

export type Confirmation = { type: 'message'; paragraphs: string[] } | { type: 'redirect'; url: string }

export function chooseConfirmation(def: ServerFormDefinition, ctx: MergeContext): Confirmation {
  const chosen = def.confirmations.find((c) => passes(c.logic, ctx.answers)) ?? def.confirmations[0]
  if (chosen && chosen.type !== 'message' && chosen.url) return { type: 'redirect', url: chosen.url }
  return { type: 'message', paragraphs: paragraphsOf(mergeText(chosen?.message ?? '', ctx)) }
}

export type OutgoingMail = { kind: 'staff' | 'visitor'; to: string[]; replyTo: string | null; subject: string; text: string; html: string }

const emailOf = (answers: Answer[], name: string): string | null => {
  const a = findAnswer(answers, name)
  return a && typeof a.value === 'string' ? normaliseEmail(a.value) : null
}

function wrapHtml(content: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f1a16">${content}</body></html>`
}

export function buildNotifications(def: ServerFormDefinition, ctx: MergeContext): OutgoingMail[] {
  const out: OutgoingMail[] = []
  for (const n of def.notifications) {
    if (!passes(n.logic, ctx.answers)) continue
    const to =
      n.kind === 'visitor'
        ? [emailOf(ctx.answers, n.to)].filter((a): a is string => a !== null)
        : n.to
            .split(',')
            .map((a) => normaliseEmail(a))
            .filter((a): a is string => a !== null)
    if (to.length === 0) continue
    const tag = n.replyTo ? /^\{([^{}]+)\}$/.exec(n.replyTo.trim()) : null
    const replyTo = n.replyTo ? (tag ? emailOf(ctx.answers, tag[1]) : normaliseEmail(n.replyTo)) : null
    // The visitor's address is whatever was typed: what they wrote is not echoed to it, nor the
    // page address they sent (docs/decisions/035). Staff e-mails show everything.
    const merge: MergeContext = n.kind === 'visitor' ? { ...ctx, answers: repeatableAnswers(def, ctx.answers), pageUrl: messages.mailNotRepeated } : ctx
    out.push({
      kind: n.kind,
      to,
      replyTo,
      subject: mergeLine(n.subject, merge).slice(0, 250),
      text: mergeText(n.body, merge),
      html: wrapHtml(mergeHtml(n.body, merge)),
    })
  }
  return out
}
