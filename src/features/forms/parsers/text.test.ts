import { describe, expect, it } from 'vitest'

import { formatDateFr, isFrenchPostalCode, normaliseEmail, normalisePhoneFr, normalisePhoneInternational, normaliseUrl, parseDate, parseTime } from './text'

describe('text parsers', () => {
  it('e-mail: accepts ordinary addresses, refuses header tricks', () => {
    expect(normaliseEmail(' Jean.Dupont@Exemple.FR ')).toBe('Jean.Dupont@exemple.fr')
    for (const bad of ['jean', 'jean@', '@x.fr', 'jean@exemple', 'a@b.fr,c@d.fr', 'a@b.fr\nBcc: c@d.fr', '"a"@b.fr', '<a@b.fr>', 'a b@c.fr']) {
      expect(normaliseEmail(bad), bad).toBeNull()
    }
  })

  it('phone: French formats', () => {
    expect(normalisePhoneFr('0612345678')).toBe('06 12 34 56 78')
    expect(normalisePhoneFr('06.12.34.56.78')).toBe('06 12 34 56 78')
    expect(normalisePhoneFr('+33 6 12 34 56 78')).toBe('06 12 34 56 78')
    expect(normalisePhoneFr('+33 (0)2 38 12 34 56')).toBe('02 38 12 34 56')
    expect(normalisePhoneFr('0033238123456')).toBe('02 38 12 34 56')
    for (const bad of ['0012345678', '061234567', '06123456789', '+44 20 7946 0958', 'abc']) expect(normalisePhoneFr(bad), bad).toBeNull()
    expect(normalisePhoneInternational('+44 20 7946 0958')).toBe('+442079460958')
  })

  it('website: https by default, http(s) only', () => {
    expect(normaliseUrl('www.morel-terrassement.fr')).toBe('https://www.morel-terrassement.fr/')
    expect(normaliseUrl('http://exemple.fr/a?b=c')).toBe('http://exemple.fr/a?b=c')
    for (const bad of ['javascript:alert(1)', 'ftp://x.fr', 'http://localhost', 'exemple', 'https://user:pw@x.fr', 'a b.fr']) {
      expect(normaliseUrl(bad), bad).toBeNull()
    }
  })

  it('date: ISO and French forms, real calendar days only', () => {
    expect(parseDate('2026-02-28')).toBe('2026-02-28')
    expect(parseDate('29/02/2028')).toBe('2028-02-29')
    expect(parseDate('1/3/2026')).toBe('2026-03-01')
    for (const bad of ['29/02/2026', '2026-13-01', '31/04/2026', '00/01/2026', 'demain']) expect(parseDate(bad), bad).toBeNull()
    expect(formatDateFr('2026-03-01')).toBe('01/03/2026')
  })

  it('time and postal code', () => {
    expect(parseTime('9:05')).toBe('09:05')
    expect(parseTime('14h30')).toBe('14:30')
    expect(parseTime('24:00')).toBeNull()
    expect(isFrenchPostalCode('45800')).toBe(true)
    expect(isFrenchPostalCode('00100')).toBe(false)
    expect(isFrenchPostalCode('4580')).toBe(false)
  })
})
