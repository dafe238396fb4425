// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { openDatePicker } from './datepicker'

function setup(value = '') {
  document.body.innerHTML = `<div><form><label for="d">Date de début</label><input id="d" type="text" value="${value}"><button type="button" id="open">Choisir une date</button></form></div>`
  const input = document.getElementById('d') as HTMLInputElement
  const opener = document.getElementById('open') as HTMLButtonElement
  return { input, opener }
}
const press = (key: string, shiftKey = false) =>
  (document.activeElement as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }))
const focusedDay = () => (document.activeElement as HTMLElement).getAttribute('aria-label')
const dialog = () => document.querySelector('dialog')

describe('the French date picker', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 8, 14, 10, 0))
  })
  afterEach(() => vi.useRealTimers())

  it('opens on today, labelled in French with Monday first, today marked', () => {
    const { input, opener } = setup()
    openDatePicker(input, opener, { min: null, max: null })
    expect(dialog()?.getAttribute('aria-labelledby')).toBeTruthy()
    expect(document.getElementById(dialog()!.getAttribute('aria-labelledby')!)?.textContent).toBe('Choisir une date')
    expect(dialog()?.querySelector('.datepicker-month')?.textContent).toBe('septembre 2026')
    expect([...dialog()!.querySelectorAll('th')].map((th) => th.getAttribute('abbr'))).toEqual(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'])
    expect(focusedDay()).toBe('lundi 14 septembre 2026')
    expect(document.activeElement?.getAttribute('aria-current')).toBe('date')
  })

  it('moves with the arrows and pages, picks with Enter and gives focus back', () => {
    const { input, opener } = setup()
    const changes: string[] = []
    input.addEventListener('change', () => changes.push(input.value))
    openDatePicker(input, opener, { min: null, max: null })
    press('ArrowRight')
    press('ArrowDown')
    expect(focusedDay()).toBe('mardi 22 septembre 2026')
    press('PageDown')
    expect(focusedDay()).toBe('jeudi 22 octobre 2026')
    expect(dialog()?.querySelector('.datepicker-month')?.textContent).toBe('octobre 2026')
    press('Home')
    expect(focusedDay()).toBe('lundi 19 octobre 2026')
    press('End')
    expect(focusedDay()).toBe('dimanche 25 octobre 2026')
    press('Enter')
    expect(input.value).toBe('25/10/2026')
    expect(changes).toEqual(['25/10/2026'])
    expect(dialog()).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('starts on the typed date, marks it chosen, and closes on Escape without changing it', () => {
    const { input, opener } = setup('03/02/2027')
    openDatePicker(input, opener, { min: null, max: null })
    expect(focusedDay()).toBe('mercredi 3 février 2027')
    expect(document.activeElement?.closest('td')?.getAttribute('aria-selected')).toBe('true')
    press('ArrowLeft')
    press('Escape')
    expect(input.value).toBe('03/02/2027')
    expect(dialog()).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('closes on a click outside its box, not on a click inside it', () => {
    const { input, opener } = setup()
    openDatePicker(input, opener, { min: null, max: null })
    // The dialog is the layer around the box (the dialog layer's backdrop): a click on the box
    // itself, between its buttons, lands on the box; one beside it lands on the layer.
    dialog()!.querySelector('.vitrine-datepicker')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(dialog()).not.toBeNull()
    dialog()!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(dialog()).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('stays within the field’s earliest and latest dates', () => {
    const { input, opener } = setup()
    openDatePicker(input, opener, { min: '2026-09-10', max: '2026-09-20' })
    press('PageUp')
    expect(focusedDay()).toBe('jeudi 10 septembre 2026')
    expect(dialog()?.querySelector('[data-date="2026-09-09"]')?.getAttribute('aria-disabled')).toBe('true')
    ;(dialog()?.querySelector('[data-date="2026-09-09"]') as HTMLButtonElement).click()
    expect(input.value).toBe('')
    ;(dialog()?.querySelector('[data-date="2026-09-12"]') as HTMLButtonElement).click()
    expect(input.value).toBe('12/09/2026')
  })
})
