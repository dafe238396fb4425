/**
 * Calculation formulas (docs/product.md, Forms "Calculated field", §5): merge tags of other fields are replaced
 * by their numbers, then the expression is evaluated only if it holds nothing but digits, spaces,
 * `+ - / *`, parentheses and the decimal point. Our own recursive-descent parser: no `eval`, no
 * `Function`. A result that is not a finite number becomes 0. Pure: browser and server share it.
 */

export const FORMULA_MAX_LENGTH = 1_000
/** Deeper nesting than this is not a formula staff would write; it bounds the parser's recursion. */
const MAX_DEPTH = 64

const TAG = /\{([^{}\n]{1,100})\}/g
const SAFE = /^[0-9\s+\-*/().]*$/

export class FormulaError extends Error {}

/** Replaces `{key}` / `{Label}` tags; a tag the lookup does not know stays as typed (and fails SAFE). */
export function substituteTags(formula: string, lookup: (name: string) => number | null): string {
  return formula.replace(TAG, (whole, name: string) => {
    const n = lookup(name)
    if (n === null) return whole
    // Parenthesised so that a negative value after an operator still parses ("2 - (-3)").
    return Number.isFinite(n) ? `(${plainNumber(n)})` : '(0)'
  })
}

/** Decimal notation without exponent (the grammar has no "e"). */
function plainNumber(n: number): string {
  const s = String(n)
  if (!/e/i.test(s)) return s
  return Math.abs(n) >= 1e21 ? '0' : n.toFixed(20).replace(/\.?0+$/, '')
}

export const isSafeExpression = (expr: string) => expr.length <= FORMULA_MAX_LENGTH && SAFE.test(expr)

/**
 * expression := term (("+" | "-") term)*
 * term       := factor (("*" | "/") factor)*
 * factor     := ("+" | "-") factor | number | "(" expression ")"
 */
export function parseExpression(expr: string): number {
  if (!isSafeExpression(expr)) throw new FormulaError('unsafe')
  const s = expr.replace(/\s+/g, '')
  let pos = 0
  let depth = 0
  const peek = () => s[pos]

  function expression(): number {
    let value = term()
    while (peek() === '+' || peek() === '-') {
      const op = s[pos++]
      const right = term()
      value = op === '+' ? value + right : value - right
    }
    return value
  }
  function term(): number {
    let value = factor()
    while (peek() === '*' || peek() === '/') {
      const op = s[pos++]
      const right = factor()
      value = op === '*' ? value * right : value / right
    }
    return value
  }
  function factor(): number {
    if (++depth > MAX_DEPTH) throw new FormulaError('too deep')
    try {
      const c = peek()
      if (c === '+' || c === '-') {
        pos++
        const v = factor()
        return c === '-' ? -v : v
      }
      if (c === '(') {
        pos++
        const v = expression()
        if (peek() !== ')') throw new FormulaError('missing )')
        pos++
        return v
      }
      const match = /^(?:\d+(?:\.\d*)?|\.\d+)/.exec(s.slice(pos))
      if (!match) throw new FormulaError('number expected')
      pos += match[0].length
      return Number(match[0])
    } finally {
      depth--
    }
  }

  if (s === '') throw new FormulaError('empty')
  const value = expression()
  if (pos !== s.length) throw new FormulaError('unexpected')
  return value
}

/** Evaluates an expression already free of tags: 0 for anything unsafe, malformed or not finite. */
export function evaluate(expr: string): number {
  try {
    const value = parseExpression(expr)
    return Number.isFinite(value) ? value : 0
  } catch {
    return 0
  }
}

/** Rounds to `rounding` decimals; null keeps the full result. */
export function applyRounding(value: number, rounding: number | null): number {
  if (rounding === null || !Number.isFinite(value)) return Number.isFinite(value) ? value : 0
  const sign = value < 0 ? -1 : 1
  const r = sign * Number(`${Math.round(Number(`${Math.abs(value)}e${rounding}`))}e-${rounding}`)
  return Number.isFinite(r) ? r : 0
}

export function computeFormula(formula: string, lookup: (name: string) => number | null, rounding: number | null): number {
  return applyRounding(evaluate(substituteTags(formula, lookup)), rounding)
}

/** The tags of a formula, as typed between the braces. */
export const formulaTags = (formula: string): string[] => Array.from(formula.matchAll(TAG), (m) => m[1])

/**
 * Why staff cannot save a formula (the back office's check), or null when it is fine: every tag
 * must name a field of the form, and what remains must be arithmetic that parses.
 */
export function formulaProblem(formula: string, knownTag: (name: string) => boolean): 'unknownTag' | 'unsafe' | 'syntax' | null {
  if (formulaTags(formula).some((t) => !knownTag(t))) return 'unknownTag'
  const expr = substituteTags(formula, () => 1)
  if (!isSafeExpression(expr)) return 'unsafe'
  try {
    parseExpression(expr)
    return null
  } catch {
    return 'syntax'
  }
}
