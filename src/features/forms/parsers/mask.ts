import { MASK_ALPHANUMERIC, MASK_DIGIT, MASK_LETTER, MASK_PLACEHOLDER } from '../constants'

/**
 * Input masks (docs/product.md, Forms): `9` a digit, `a` a letter, `*` a letter or digit; any other character is a
 * literal the mask types itself. A `?` makes the rest of the mask optional. Pure: the browser
 * formats as the visitor types and the server checks the same rules.
 */
const SLOT_PATTERNS: Record<string, RegExp> = {
  [MASK_DIGIT]: /[0-9]/,
  [MASK_LETTER]: /[A-Za-z]/,
  [MASK_ALPHANUMERIC]: /[A-Za-z0-9]/,
}
const OPTIONAL_MARK = '?'

type Slot = { kind: 'slot'; pattern: RegExp; optional: boolean } | { kind: 'literal'; char: string; optional: boolean }

export type ParsedMask = { slots: Slot[]; requiredLength: number }

export function parseMask(mask: string): ParsedMask {
  const slots: Slot[] = []
  let optional = false
  for (const char of mask) {
    if (char === OPTIONAL_MARK && !optional) {
      optional = true
      continue
    }
    const pattern = SLOT_PATTERNS[char]
    slots.push(pattern ? { kind: 'slot', pattern, optional } : { kind: 'literal', char, optional })
  }
  const requiredLength = slots.filter((s) => !s.optional).length
  return { slots, requiredLength }
}

/** A mask is usable when it has at least one slot to fill. */
export const isValidMask = (mask: string): boolean =>
  mask.length > 0 && mask.length <= 64 && parseMask(mask).slots.some((s) => s.kind === 'slot')

export type MaskResult = {
  /** What the field shows: the typed characters with the literals between them, no placeholders. */
  value: string
  /** The same padded with the placeholder, for a visual guide (`06 12 __ __ __`). */
  display: string
  /** Every required slot is filled. */
  complete: boolean
}

/**
 * Formats free text with a mask: each slot takes the next typed character that fits it; characters
 * that fit no slot are dropped; literals are written only between filled slots.
 */
export function applyMask(mask: string, input: string): MaskResult {
  const { slots, requiredLength } = parseMask(mask)
  const chars = Array.from(input)
  let i = 0
  let value = ''
  let pendingLiterals = ''
  let filled = 0
  let exhausted = false
  for (const slot of slots) {
    if (slot.kind === 'literal') {
      // A typed literal at this point is consumed rather than dropped, so pasting a formatted
      // value ("06 12") keeps its place.
      if (chars[i] === slot.char) i++
      pendingLiterals += slot.char
      continue
    }
    while (i < chars.length && !slot.pattern.test(chars[i])) i++
    if (i >= chars.length) {
      exhausted = true
      break
    }
    value += pendingLiterals + chars[i]
    pendingLiterals = ''
    filled = value.length
    i++
  }
  // Every slot is filled: the literals that end the mask belong to the value.
  if (!exhausted) {
    value += pendingLiterals
    filled = value.length
  }
  const complete = filled >= requiredLength && matchesMask(mask, value)
  return { value, display: padWithPlaceholders(slots, value), complete }
}

function padWithPlaceholders(slots: Slot[], value: string): string {
  let out = value
  for (let k = value.length; k < slots.length; k++) {
    const slot = slots[k]
    if (slot.optional) break
    out += slot.kind === 'literal' ? slot.char : MASK_PLACEHOLDER
  }
  return out
}

/** The placeholder text shown in an empty masked field (`__/__/____`). */
export function maskPlaceholder(mask: string): string {
  return padWithPlaceholders(parseMask(mask).slots, '')
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')

/** The whole-value pattern of a mask; the optional part may stop after any of its characters. */
export function maskToRegExp(mask: string): RegExp {
  const { slots } = parseMask(mask)
  const piece = (s: Slot) => (s.kind === 'slot' ? s.pattern.source : escapeRegExp(s.char))
  const required = slots.filter((s) => !s.optional).map(piece).join('')
  const optional = slots.filter((s) => s.optional).map(piece)
  // a(b(c)?)? for the optional tail: any prefix of it is accepted.
  const tail = optional.reduceRight((acc, p) => `(?:${p}${acc})?`, '')
  return new RegExp(`^${required}${tail}$`)
}

export const matchesMask = (mask: string, value: string): boolean => maskToRegExp(mask).test(value)
