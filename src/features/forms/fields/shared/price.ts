import { currencyOf, formatMoney, type CurrencyCode } from '../../pricing/currency'
import type { FieldValue, PriceChoice } from '../../types'
import { choiceLabel } from './schema'

/** Text helpers of the price fields: amounts in the form's currency, choices with their price. */
export const money = (currency: CurrencyCode, amount: number) => formatMoney(amount, currencyOf(currency))

export const moneyText = (currency: CurrencyCode, text: string | undefined) => {
  const n = Number(text)
  return text !== undefined && text !== '' && Number.isFinite(n) ? money(currency, n) : ''
}

/**
 * "Évacuation des terres (+ 15,00 €)": how a priced choice reads in e-mails and on the form. The
 * sign is held to its amount by a no-break space: a label wrapped on a phone never ends a line on
 * "(+".
 */
export const priceChoiceLabel = (currency: CurrencyCode, c: PriceChoice) => (c.price ? `${c.label} (+\u00A0${money(currency, c.price)})` : c.label)

export function priceChoicesText(currency: CurrencyCode, choices: PriceChoice[], value: FieldValue): string {
  const values = typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  return values.map((v) => {
    const c = choices.find((x) => x.value === v)
    return c ? priceChoiceLabel(currency, c) : choiceLabel(choices, v)
  }).join(', ')
}

export const parts = (value: FieldValue): Record<string, string> => (value && typeof value === 'object' && !Array.isArray(value) ? value : {})
