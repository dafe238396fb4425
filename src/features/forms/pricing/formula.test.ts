import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { applyRounding, computeFormula, evaluate, formulaProblem, isSafeExpression, parseExpression, substituteTags } from './formula'

const values: Record<string, number> = { surface: 120, profondeur: 0.4, negatif: -3 }
const lookup = (name: string) => values[name.trim()] ?? null

describe('formula', () => {
  it('replaces tags then computes with the usual precedence', () => {
    expect(computeFormula('{surface} * {profondeur}', lookup, 2)).toBe(48)
    expect(evaluate('2 + 3 * 4')).toBe(14)
    expect(evaluate('(2 + 3) * 4')).toBe(20)
    expect(evaluate('10 / 4 - 1')).toBe(1.5)
    expect(evaluate('-(2 - 5) * .5')).toBe(1.5)
    expect(computeFormula('10 - {negatif}', lookup, null)).toBe(13)
  })

  it('gives 0 for letters, function calls, unknown tags and anything non-finite', () => {
    expect(evaluate('alert(1)')).toBe(0)
    expect(evaluate('Math.pow(2, 10)')).toBe(0)
    expect(computeFormula('{inconnu} * 2', lookup, null)).toBe(0)
    expect(evaluate('1 / 0')).toBe(0)
    expect(evaluate('0 / 0')).toBe(0)
    expect(evaluate('2 ** 3')).toBe(0)
    expect(evaluate('(1 + 2')).toBe(0)
    expect(evaluate('')).toBe(0)
    expect(evaluate('1e3')).toBe(0)
    expect(evaluate('('.repeat(200) + '1' + ')'.repeat(200))).toBe(0)
  })

  it('rounds to the field’s decimals, or not at all', () => {
    expect(applyRounding(2 / 3, 2)).toBe(0.67)
    expect(applyRounding(2.5, 0)).toBe(3)
    expect(applyRounding(2 / 3, null)).toBe(2 / 3)
  })

  it('tells staff why a formula cannot be saved', () => {
    const known = (t: string) => t === 'surface' || t === 'Profondeur'
    expect(formulaProblem('{surface} * {Profondeur}', known)).toBeNull()
    expect(formulaProblem('{surface} * {prix}', known)).toBe('unknownTag')
    expect(formulaProblem('sqrt({surface})', known)).toBe('unsafe')
    expect(formulaProblem('{surface} * * 2', known)).toBe('syntax')
  })

  it('matches arithmetic on generated expressions (property)', () => {
    type Node = { text: string; value: number }
    const leaf = fc.integer({ min: 0, max: 1000 }).map((n): Node => ({ text: String(n), value: n }))
    const tree = fc.letrec<{ node: Node }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf,
        fc.tuple(tie('node'), fc.constantFrom('+', '-', '*'), tie('node')).map(([a, op, b]): Node => ({
          text: `(${a.text} ${op} ${b.text})`,
          value: op === '+' ? a.value + b.value : op === '-' ? a.value - b.value : a.value * b.value,
        })),
      ),
    })).node
    fc.assert(
      fc.property(tree, ({ text, value }) => {
        expect(parseExpression(text)).toBe(value)
      }),
    )
  })

  it('never throws and always gives a finite number, whatever the input (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        const out = evaluate(s)
        expect(Number.isFinite(out)).toBe(true)
        if (!isSafeExpression(s)) expect(out).toBe(0)
      }),
    )
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9 +\-*/().]{0,40}$/), (s) => {
        expect(Number.isFinite(evaluate(s))).toBe(true)
      }),
    )
  })

  it('substituted values are parenthesised, so a negative value keeps its sign', () => {
    expect(substituteTags('5-{negatif}', lookup)).toBe('5-(-3)')
  })
})
