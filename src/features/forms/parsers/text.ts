/**
 * Small parsers for the text-like field types: e-mail, French phone, website, date, time, postal
 * code. Each returns the normalised value, or null when the input is not valid.
 */

/**
 * An e-mail address as the HTML standard's `type=email` accepts it, with a dot in the domain.
 * Commas, quotes, angle brackets and line breaks are refused, so an address can never carry a
 * second recipient or a header into an e-mail.
 */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/
export const EMAIL_MAX_LENGTH = 254

export function normaliseEmail(text: string): string | null {
  const value = text.trim()
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL.test(value)) return null
  const [local, domain] = [value.slice(0, value.lastIndexOf('@')), value.slice(value.lastIndexOf('@') + 1)]
  if (local.length > 64) return null
  return `${local}@${domain.toLowerCase()}`
}

/** French numbers: 0X XX XX XX XX, with +33 / 0033 / (0) and any spaces, dots or dashes. */
export function normalisePhoneFr(text: string): string | null {
  const compact = text.trim().replace(/[\s.\-\u00a0]/g, '').replace(/^\+33\(0\)/, '+33')
  let national: string
  if (/^\+33\d{9}$/.test(compact)) national = `0${compact.slice(3)}`
  else if (/^0033\d{9}$/.test(compact)) national = `0${compact.slice(4)}`
  else if (/^0\d{9}$/.test(compact)) national = compact
  else return null
  if (national[1] === '0') return null
  return national.replace(/(\d{2})(?=\d)/g, '$1 ')
}

/** International numbers: a + and 8 to 15 digits (E.164), spaces and separators allowed. */
export function normalisePhoneInternational(text: string): string | null {
  const compact = text.trim().replace(/[\s.\-()\u00a0]/g, '')
  if (!/^\+[1-9]\d{7,14}$/.test(compact)) return normalisePhoneFr(text)
  return compact
}

/** A web address; `www.exemple.fr` is read as https. Only http and https are kept. */
export function normaliseUrl(text: string): string | null {
  const value = text.trim()
  if (value === '' || /[\s<>"]/.test(value) || value.length > 2000) return null
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`
  let url: URL
  try {
    url = new URL(withScheme)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname) && !/^xn--/.test(url.hostname)) return null
  if (url.username || url.password) return null
  return url.href
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0')

/** A calendar date from `aaaa-mm-jj` (native date input) or `jj/mm/aaaa` (typed); returns ISO `aaaa-mm-jj`. */
export function parseDate(text: string): string | null {
  const value = text.trim()
  let y: number, m: number, d: number
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  else if ((match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value))) [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])]
  else return null
  if (y < 1900 || y > 2200 || m < 1 || m > 12 || d < 1) return null
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate()
  if (d > daysInMonth) return null
  return `${y}-${pad(m)}-${pad(d)}`
}

/** ISO date to the French display form `jj/mm/aaaa`. */
export function formatDateFr(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso
}

/** A time of day: `14:30`, `14h30`, `9:05`; returns `hh:mm` (24 h). */
export function parseTime(text: string): string | null {
  const match = /^(\d{1,2})\s*[:hH]\s*(\d{2})$/.exec(text.trim())
  if (!match) return null
  const [h, m] = [Number(match[1]), Number(match[2])]
  if (h > 23 || m > 59) return null
  return `${pad(h)}:${pad(m)}`
}

export const isFrenchPostalCode = (text: string): boolean => /^(?:0[1-9]|[1-8]\d|9[0-8])\d{3}$/.test(text.trim())

/** Collapses whitespace runs inside single-line text and trims it; keeps line breaks for paragraphs. */
export const cleanLine = (text: string): string => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim()
export const cleanParagraph = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .trim()
