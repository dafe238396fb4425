import { describe, expect, it } from 'vitest'

import { classList, placementMatches, popupConditions, popupConfig, popupTriggers } from './settings'

describe('popup settings as saved → what the page gets', () => {
  it('placement: every page, the chosen pages (ids or documents), or page types; an unknown placement is every page', () => {
    expect(placementMatches({ placement: { where: 'all' } }, { type: 'news' })).toBe(true)
    expect(placementMatches({ placement: { where: 'pages', pages: [3, { id: 7 }] } }, { type: 'page', pageId: 7 })).toBe(true)
    expect(placementMatches({ placement: { where: 'pages', pages: [3] } }, { type: 'page', pageId: 4 })).toBe(false)
    // The news has no page id: a popup on chosen pages is never there.
    expect(placementMatches({ placement: { where: 'pages', pages: [3] } }, { type: 'news' })).toBe(false)
    expect(placementMatches({ placement: { where: 'types', types: ['news'] } }, { type: 'news' })).toBe(true)
    expect(placementMatches({ placement: { where: 'types', types: ['news', 'nope'] } }, { type: 'page', pageId: 1 })).toBe(false)
    expect(placementMatches({ placement: { where: 'types' } }, { type: 'page', pageId: 1 })).toBe(false)
    expect(placementMatches({}, { type: 'page', pageId: 1 })).toBe(true)
    expect(placementMatches(null, { type: 'page', pageId: 1 })).toBe(true)
  })

  it('triggers: only those set, with their edge values; nonsense is left out', () => {
    expect(popupTriggers({})).toEqual({})
    expect(popupTriggers({ onLoad: true })).toEqual({ load: { delay: 0 } })
    expect(popupTriggers({ onLoad: true, loadDelay: -3 })).toEqual({ load: { delay: 0 } })
    expect(popupTriggers({ onLoad: 'yes', loadDelay: 5 })).toEqual({})
    expect(popupTriggers({ onScroll: true, scrollDirection: 'sideways', scrollOffset: 101 })).toEqual({ scroll: { direction: 'down', offset: 50 } })
    expect(popupTriggers({ onScroll: true, scrollDirection: 'up', scrollOffset: 0 })).toEqual({ scroll: { direction: 'up', offset: 0 } })
    expect(popupTriggers({ clicks: 0 })).toEqual({})
    expect(popupTriggers({ clicks: 0.5 })).toEqual({})
    expect(popupTriggers({ clicks: 1 })).toEqual({ clicks: { clicks: 1 } })
    expect(popupTriggers({ clicks: 2.7 })).toEqual({ clicks: { clicks: 2 } })
    expect(popupTriggers({ inactivity: 0 })).toEqual({})
    expect(popupTriggers({ inactivity: 30, exitIntent: true, openSelector: '  .ouvrir ', scrollToElement: '#contact' })).toEqual({
      inactivity: { seconds: 30 },
      exitIntent: {},
      openSelector: { selector: '.ouvrir' },
      scrollToElement: { selector: '#contact' },
    })
  })

  it('conditions: only those set; 0 is no condition; wrong types are judged rather than ignored', () => {
    expect(popupConditions(undefined)).toEqual({})
    expect(popupConditions({ pageViews: 0, sessions: 0, times: 0, loggedIn: 'none', sources: [], devices: [], browsers: [] })).toEqual({})
    expect(popupConditions({ pageViews: 2, sessions: 1, times: 1, timesPeriod: 'fortnight' })).toEqual({
      pageViews: { views: 2 },
      sessions: { sessions: 1 },
      times: { times: 1, period: 'none' },
    })
    expect(popupConditions({ url: 'google', urlAction: 'hide' })).toEqual({ url: { url: 'google', regex: false, action: 'hide' } })
    expect(popupConditions({ url: 42, urlRegex: true })).toEqual({ url: { url: '42', regex: true, action: 'show' } })
    expect(popupConditions({ loggedIn: 'roles', roles: ['admin', 'pirate', 'admin'] })).toEqual({ loggedIn: { users: 'roles', roles: ['admin'] } })
    expect(popupConditions({ sources: ['search', 'moon'], devices: ['mobile'], browsers: ['firefox'] })).toEqual({
      sources: { sources: ['search'] },
      devices: { devices: ['mobile'] },
      browsers: { browsers: ['firefox'] },
    })
    expect(popupConditions({ scheduleEnd: '2026-12-24 18:00', scheduleTimeZone: 'local' })).toEqual({ schedule: { end: '2026-12-24 18:00', timeZone: 'local' } })
    expect(popupConditions({ scheduleStart: 20261224 })).toEqual({ schedule: { start: '20261224', timeZone: 'site' } })
  })

  it('a popup whose conditions cannot work, or that is switched off, is not given to the page', () => {
    expect(popupConfig({ id: 1, title: 'A' })).not.toBeNull()
    expect(popupConfig({ id: 1, title: 'A', active: false })).toBeNull()
    expect(popupConfig({ id: 1, title: 'A', conditions: { url: '([a-z', urlRegex: true } })).toBeNull()
    expect(popupConfig({ id: 1, title: 'A', conditions: { url: '([a-z' } })).not.toBeNull()
    expect(popupConfig({ id: 1, title: 'A', conditions: { scheduleStart: '2026-02-31' } })).toBeNull()
    expect(popupConfig({ id: 1, title: 'A', conditions: { scheduleStart: '2026-12-02', scheduleEnd: '2026-12-01' } })).toBeNull()
    expect(popupConfig({ id: 1, title: 'A', conditions: { scheduleStart: 20261224 } })).toBeNull()
    expect(popupConfig({ title: 'sans id' })).toBeNull()
    expect(popupConfig({ id: '../x', title: 'A' })).toBeNull()
    expect(popupConfig('n’importe quoi')).toBeNull()
  })

  it('dialog settings: spec §3 names, seconds to milliseconds, defaults for anything else', () => {
    const defaults = popupConfig({ id: 9, title: '' })!
    expect(defaults).toMatchObject({
      id: '9',
      name: 'Fenêtre',
      dialog: { closeOnEscape: true, closeOnBackdrop: true, closeControlDelayMs: 0, lockScroll: true, enter: 'zoom', exit: 'zoom', durationMs: 200 },
      closeAfterMs: null,
      a11yNavigation: true,
      avoidMultiple: false,
      closePosition: 'inside',
      classes: '',
      doNotShowAgain: null,
    })
    const set = popupConfig({
      id: 9,
      title: 'Rappel',
      behaviour: {
        preventCloseOnEsc: true,
        preventCloseOnBackground: true,
        closeButtonDelay: 3,
        preventScroll: false,
        entranceAnimation: 'slide-from-top',
        exitAnimation: 'explode',
        animationDuration: 1.2,
        closeAutomatically: 10,
        a11yNavigation: false,
        avoidMultiple: true,
        closeButtonPosition: 'outside',
        classes: 'promo  "><script> x-1',
        doNotShowAgain: ' Ne plus afficher ',
      },
    })!
    expect(set).toMatchObject({
      dialog: { closeOnEscape: false, closeOnBackdrop: false, closeControlDelayMs: 3000, lockScroll: false, enter: 'slide-from-top', exit: 'zoom', durationMs: 1200 },
      closeAfterMs: 10_000,
      a11yNavigation: false,
      avoidMultiple: true,
      closePosition: 'outside',
      classes: 'promo x-1',
      doNotShowAgain: 'Ne plus afficher',
    })
  })

  it('classes: class names only', () => {
    expect(classList('  a   b-c _d ')).toBe('a b-c _d')
    expect(classList('1a <b> c"d e')).toBe('e')
    expect(classList(null)).toBe('')
  })
})
