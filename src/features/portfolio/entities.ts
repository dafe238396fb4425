/**
 * WordPress stores term names and rendered titles with HTML entities (`Aménagements &amp;
 * extérieurs`, `d&#8217;engins`); the block shows them decoded, as text. Decoding happens in one
 * pass, so `&amp;lt;` becomes the text `&lt;`, never `<`; the result is always rendered as text by
 * React, never as markup. A small table instead of a library: WordPress emits only a few names.
 */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  middot: '·',
  bull: '•',
  euro: '€',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  times: '×',
  sup2: '²',
  sup3: '³',
  agrave: 'à',
  Agrave: 'À',
  acirc: 'â',
  Acirc: 'Â',
  auml: 'ä',
  ccedil: 'ç',
  Ccedil: 'Ç',
  eacute: 'é',
  Eacute: 'É',
  egrave: 'è',
  Egrave: 'È',
  ecirc: 'ê',
  Ecirc: 'Ê',
  euml: 'ë',
  icirc: 'î',
  Icirc: 'Î',
  iuml: 'ï',
  ocirc: 'ô',
  Ocirc: 'Ô',
  ouml: 'ö',
  oelig: 'œ',
  OElig: 'Œ',
  aelig: 'æ',
  ugrave: 'ù',
  ucirc: 'û',
  uuml: 'ü',
  yuml: 'ÿ',
}

const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g

function fromCodePoint(code: number): string {
  // NUL, UTF-16 surrogates and values past Unicode are what a browser replaces too.
  if (!Number.isFinite(code) || code === 0 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) return '\ufffd'
  return String.fromCodePoint(code)
}

export function decodeEntities(input: string | null | undefined): string {
  if (!input) return ''
  if (!input.includes('&')) return input
  return input.replace(ENTITY, (match, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (decimal !== undefined) return fromCodePoint(Number.parseInt(decimal, 10))
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16))
    return name !== undefined && Object.hasOwn(NAMED, name) ? NAMED[name] : match
  })
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' }

/** Text to the `rendered` HTML of a WordPress title: the five characters HTML gives meaning to, as WordPress writes them. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)
}
