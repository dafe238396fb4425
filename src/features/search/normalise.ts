/**
 * French search ignores case and accents: "deblai" finds "déblai", "ECOLE" finds "école".
 * The same function normalises the stored index and the visitor's query, so both sides agree.
 */
export function normaliseForSearch(input: string): string {
  return input
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[’']/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Keys of block and document fields whose string values are prose worth indexing. */
const TEXT_KEYS = new Set([
  'title',
  'heading',
  'text',
  'intro',
  'question',
  'answer',
  'caption',
  'excerpt',
  'label',
  'description',
])

/** Collects the visible text of a document: plain text fields, block fields and Lexical rich text. */
export function collectText(value: unknown, key = '', out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (TEXT_KEYS.has(key)) out.push(value)
    return out
  }
  if (Array.isArray(value)) {
    for (const item of value) collectText(item, key, out)
    return out
  }
  if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>
    // Lexical text nodes carry their words in `text` whatever the parent key.
    if (node.type === 'text' && typeof node.text === 'string') {
      out.push(node.text)
      return out
    }
    for (const [k, v] of Object.entries(node)) {
      if (k === 'settings' || k === 'id' || k === 'blockType') continue
      collectText(v, k, out)
    }
  }
  return out
}

export const buildSearchText = (doc: unknown): string => normaliseForSearch(collectText(doc).join(' '))
