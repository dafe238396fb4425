import { describe, expect, it } from 'vitest'

import { addMonths, clampDate, dayLabel, monthGrid, monthLabel, moveByKey, todayIso, weekdayHeaders } from './calendar'

describe('the French calendar of the date picker (docs/product.md, Forms)', () => {
  it('starts the week on Monday, with French day names', () => {
    expect(weekdayHeaders().map((d) => d.long)).toEqual(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'])
    expect(weekdayHeaders()[0].short).toBe('lun.')
  })

  it('lays a month out in weeks from Monday, neighbouring days left blank', () => {
    // 1 September 2026 is a Tuesday.
    const weeks = monthGrid('2026-09-14')
    expect(weeks[0]).toEqual([null, '2026-09-01', '2026-09-02', '2026-09-03', '2026-09-04', '2026-09-05', '2026-09-06'])
    expect(weeks.at(-1)).toEqual(['2026-09-28', '2026-09-29', '2026-09-30', null, null, null, null])
    // February 2027 starts on a Monday and fills exactly four weeks.
    expect(monthGrid('2027-02-10')).toHaveLength(4)
  })

  it('names months and days in French', () => {
    expect(monthLabel('2026-08-03')).toBe('août 2026')
    expect(dayLabel('2026-09-14')).toBe('lundi 14 septembre 2026')
  })

  it('moves with the keyboard: days, weeks, months, years, start and end of week', () => {
    expect(moveByKey('2026-09-01', 'ArrowLeft')).toBe('2026-08-31')
    expect(moveByKey('2026-09-30', 'ArrowRight')).toBe('2026-10-01')
    expect(moveByKey('2026-09-03', 'ArrowUp')).toBe('2026-08-27')
    expect(moveByKey('2026-09-28', 'ArrowDown')).toBe('2026-10-05')
    expect(moveByKey('2026-01-31', 'PageDown')).toBe('2026-02-28')
    expect(moveByKey('2026-03-15', 'PageUp')).toBe('2026-02-15')
    expect(moveByKey('2028-02-29', 'PageDown', true)).toBe('2029-02-28')
    // Thursday 17 September 2026: its week runs from Monday 14 to Sunday 20.
    expect(moveByKey('2026-09-17', 'Home')).toBe('2026-09-14')
    expect(moveByKey('2026-09-17', 'End')).toBe('2026-09-20')
    expect(moveByKey('2026-09-20', 'Home')).toBe('2026-09-14')
    expect(moveByKey('2026-09-17', 'Tab')).toBeNull()
  })

  it('crosses the daylight-saving change without losing a day', () => {
    expect(moveByKey('2026-10-24', 'ArrowRight')).toBe('2026-10-25')
    expect(moveByKey('2026-10-25', 'ArrowRight')).toBe('2026-10-26')
    expect(addMonths('2026-03-29', 1)).toBe('2026-04-29')
  })

  it('keeps within the field’s earliest and latest dates, and knows the visitor’s today', () => {
    expect(clampDate('2026-08-01', '2026-09-01', null)).toBe('2026-09-01')
    expect(clampDate('2027-08-01', null, '2026-12-31')).toBe('2026-12-31')
    expect(todayIso(new Date(2026, 8, 4, 23, 59))).toBe('2026-09-04')
  })
})
