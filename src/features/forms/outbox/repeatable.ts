import type { Answer } from '../answers'
import { messages } from '../messages'
import type { AnyField, FieldType, FormDefinition } from '../types'

/**
 * What an e-mail to an unverified address — the acknowledgement goes to whatever the visitor
 * typed — may repeat of the answers (docs/decisions/035): what the form itself defines (a choice,
 * a product, a price the server computed) or what cannot carry a message (a date, a number). Text
 * the visitor typed — a name, a message, an address, a free « Autre » answer, a file's name — is
 * never echoed: otherwise the form relays anyone's words to anyone's inbox. Staff e-mails repeat
 * everything.
 * - `yes`: always repeated;
 * - `choice`: repeated when every value is one of the field's defined choices (a free « Autre »
 *   answer is not);
 * - `no`: replaced by messages.mailNotRepeated.
 */
export type Repeatable = 'yes' | 'choice' | 'no'

export const REPEATABLE = {
  text: 'no',
  textarea: 'no',
  email: 'no',
  phone: 'no',
  number: 'yes',
  website: 'no',
  select: 'choice',
  multiselect: 'choice',
  checkboxes: 'choice',
  radio: 'choice',
  date: 'yes',
  time: 'yes',
  name: 'no',
  address: 'no',
  consent: 'yes',
  // A hidden field's value comes from the page (its address, a campaign): anyone can set it.
  hidden: 'no',
  html: 'no',
  section: 'no',
  password: 'no',
  card: 'no',
  captcha: 'no',
  // Priced fields: a choice their schema checked against the definition, and the server's prices.
  product: 'yes',
  option: 'yes',
  quantity: 'yes',
  shipping: 'yes',
  total: 'yes',
  calculation: 'yes',
  list: 'no',
  repeater: 'no',
  upload: 'no',
} as const satisfies Record<FieldType, Repeatable>

const definedChoices = (field: AnyField): Set<string> | null => {
  const choices = (field as { choices?: { value: string }[] }).choices
  return Array.isArray(choices) ? new Set(choices.map((c) => c.value)) : null
}

/** Whether an answer may be repeated in an e-mail to the visitor's address. */
export function isRepeatable(def: Pick<FormDefinition, 'fields'>, answer: Answer): boolean {
  const rule: Repeatable = (REPEATABLE as Record<string, Repeatable>)[answer.type] ?? 'no'
  if (rule !== 'choice') return rule === 'yes'
  const field = def.fields.find((f) => f.key === answer.key)
  const choices = field && definedChoices(field)
  if (!choices) return false
  const values = Array.isArray(answer.value) ? answer.value : [answer.value]
  return values.every((v) => typeof v === 'string' && choices.has(v))
}

/** The answers as an e-mail to the visitor shows them: what may not be repeated, in neutral words. */
export const repeatableAnswers = (def: Pick<FormDefinition, 'fields'>, answers: Answer[]): Answer[] =>
  answers.map((a) => (isRepeatable(def, a) ? a : { ...a, text: messages.mailNotRepeated }))
