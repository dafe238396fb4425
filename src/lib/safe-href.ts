/**
 * Hrefs from the back office end up in links; only navigational schemes are kept so a mistyped or
 * malicious `javascript:` URL can never run. Anything else becomes '#'.
 */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:'])

export function safeHref(href: string | null | undefined): string {
  if (typeof href !== 'string') return '#'
  const value = href.trim()
  if (value === '') return '#'
  // Relative forms (path, query, hash) have no scheme; control characters are refused outright
  // because browsers strip them before parsing (`java\tscript:`).
  if (/[\u0000-\u001f\u007f]/.test(value)) return '#'
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(value)?.[1]
  if (!scheme) return value.startsWith('//') ? '#' : value
  return SAFE_SCHEMES.has(`${scheme.toLowerCase()}:`) ? value : '#'
}
