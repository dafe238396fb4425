import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { disablePopup, emptyCounts, recordShow, type VisitorCounts } from '../counters'
import type { VisitContext } from './context'
import { CONDITIONS, conditionProblems, conditionsPass } from './index'
import { minutesIn, wallClockMinutes } from './schedule'
import { sourceOf } from './sources'
import { browserFor, deviceFor } from './visitor'

const NOW = Date.UTC(2026, 10, 25, 14, 0) // 25 Nov 2026, 15:00 in Paris
const visit = (over: Partial<VisitContext> = {}): VisitContext => ({
  now: NOW,
  host: 'morel-terrassement.fr',
  referrer: '',
  user: { loggedIn: false },
  device: 'desktop',
  browser: 'chrome',
  timeZone: 'Europe/Paris',
  counts: emptyCounts(NOW),
  sessionCounts: emptyCounts(NOW),
  ...over,
})
const withCounts = (counts: Partial<VisitorCounts>) => visit({ counts: { ...emptyCounts(NOW), ...counts } })

describe('popup display conditions (spec §5)', () => {
  it('page views and sessions: at least the setting since first seen', () => {
    expect(CONDITIONS.pageViews.check({ views: 3 }, withCounts({ pageViews: 2 }), 'p')).toBe(false)
    expect(CONDITIONS.pageViews.check({ views: 3 }, withCounts({ pageViews: 3 }), 'p')).toBe(true)
    expect(CONDITIONS.pageViews.check({ views: 0 }, withCounts({ pageViews: 0 }), 'p')).toBe(true)
    expect(CONDITIONS.sessions.check({ sessions: 2 }, withCounts({ sessions: 1 }), 'p')).toBe(false)
    expect(CONDITIONS.sessions.check({ sessions: 2 }, withCounts({ sessions: 2 }), 'p')).toBe(true)
  })

  it('url: the referrer contains the text or matches the pattern; hide inverts; an invalid pattern fails both ways', () => {
    const from = visit({ referrer: 'https://www.google.fr/search?q=terrassement+loiret' })
    expect(CONDITIONS.url.check({ url: 'google', regex: false, action: 'show' }, from, 'p')).toBe(true)
    expect(CONDITIONS.url.check({ url: 'google', regex: false, action: 'hide' }, from, 'p')).toBe(false)
    expect(CONDITIONS.url.check({ url: 'Google', regex: false, action: 'show' }, from, 'p')).toBe(false)
    expect(CONDITIONS.url.check({ url: 'q=terr[a-z]+', regex: true, action: 'show' }, from, 'p')).toBe(true)
    expect(CONDITIONS.url.check({ url: '(unclosed', regex: true, action: 'show' }, from, 'p')).toBe(false)
    expect(CONDITIONS.url.check({ url: '(unclosed', regex: true, action: 'hide' }, from, 'p')).toBe(false)
    // A text with pattern characters is matched as text when the pattern option is off.
    expect(CONDITIONS.url.check({ url: '(unclosed', regex: false, action: 'hide' }, from, 'p')).toBe(true)
    expect(conditionProblems({ url: { url: '(unclosed', regex: true, action: 'show' } })[0]).toMatch(/expression régulière .* invalide/)
  })

  it('sources: internal, external and the five search engines; all three or none is always', () => {
    const host = 'morel-terrassement.fr'
    expect(sourceOf('https://morel-terrassement.fr/contact', host)).toBe('internal')
    expect(sourceOf('https://www.morel-terrassement.fr/', host)).toBe('internal')
    for (const engine of ['https://www.google.fr/', 'https://search.yahoo.com/', 'https://www.bing.com/', 'https://yandex.ru/', 'https://www.baidu.com/']) expect(sourceOf(engine, host)).toBe('search')
    expect(sourceOf('https://duckduckgo.com/', host)).toBe('external')
    expect(sourceOf('https://google.evil.example/', host)).toBe('external')
    expect(sourceOf('', host)).toBe('external')
    const check = (selected: ('internal' | 'external' | 'search')[], referrer: string) => CONDITIONS.sources.check({ sources: selected }, visit({ referrer }), 'p')
    expect(check(['internal'], 'https://morel-terrassement.fr/a')).toBe(true)
    expect(check(['internal'], 'https://www.bing.com/')).toBe(false)
    expect(check(['search'], 'https://www.bing.com/')).toBe(true)
    expect(check(['search'], 'https://duckduckgo.com/')).toBe(false)
    expect(check(['search'], 'https://morel-terrassement.fr/a')).toBe(false)
    expect(check(['external'], 'https://www.bing.com/')).toBe(true)
    expect(check(['internal', 'external', 'search'], 'https://morel-terrassement.fr/')).toBe(true)
    expect(check([], 'https://x.example/')).toBe(true)
  })

  it('logged in: anonymous always pass; signed-in fail for users=all or a listed role', () => {
    const staff = visit({ user: { loggedIn: true, roles: ['editor'] } })
    const client = visit({ user: { loggedIn: true, roles: ['client'] } })
    expect(CONDITIONS.loggedIn.check({ users: 'all', roles: [] }, visit(), 'p')).toBe(true)
    expect(CONDITIONS.loggedIn.check({ users: 'all', roles: [] }, client, 'p')).toBe(false)
    expect(CONDITIONS.loggedIn.check({ users: 'roles', roles: ['admin', 'editor'] }, staff, 'p')).toBe(false)
    expect(CONDITIONS.loggedIn.check({ users: 'roles', roles: ['admin', 'editor'] }, client, 'p')).toBe(true)
  })

  it('devices by width (mobile to 767, tablet to 1024) and browsers by user agent', () => {
    expect([320, 767, 768, 1024, 1025].map(deviceFor)).toEqual(['mobile', 'mobile', 'tablet', 'tablet', 'desktop'])
    expect(CONDITIONS.devices.check({ devices: ['mobile', 'tablet'] }, visit({ device: 'desktop' }), 'p')).toBe(false)
    expect(CONDITIONS.devices.check({ devices: ['mobile'] }, visit({ device: 'mobile' }), 'p')).toBe(true)
    const agents = {
      chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
      edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 Edg/156.0.0.0',
      firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
      safari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      opera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 OPR/120.0.0.0',
      samsung: 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/27.0 Chrome/125.0.0.0 Mobile Safari/537.36',
    }
    for (const [name, agent] of Object.entries(agents)) expect(browserFor(agent)).toBe(name)
    expect(browserFor('curl/8.0')).toBe('other')
    expect(CONDITIONS.browsers.check({ browsers: 'all' }, visit({ browser: 'other' }), 'p')).toBe(true)
    expect(CONDITIONS.browsers.check({ browsers: ['firefox'] }, visit({ browser: 'chrome' }), 'p')).toBe(false)
    expect(CONDITIONS.browsers.check({ browsers: ['firefox', 'chrome'] }, visit({ browser: 'chrome' }), 'p')).toBe(true)
  })

  it('schedule: from the start (inclusive) to the end (exclusive), in the site’s or the visitor’s zone', () => {
    // 14:00 UTC is 15:00 in Paris (winter) and 09:00 in New York.
    expect(minutesIn(NOW, 'Europe/Paris')).toBe(wallClockMinutes('2026-11-25T15:00'))
    const site = (start?: string, end?: string) => CONDITIONS.schedule.check({ start, end, timeZone: 'site' }, visit(), 'p')
    expect(site('2026-11-25T15:00', '2026-11-25T16:00')).toBe(true)
    expect(site('2026-11-25T15:01')).toBe(false)
    expect(site(undefined, '2026-11-25T15:00')).toBe(false)
    expect(site(undefined, '2026-11-25T15:01')).toBe(true)
    expect(site('2026-11-25')).toBe(true)
    const local = CONDITIONS.schedule.check({ start: '2026-11-25T10:00', timeZone: 'local' }, visit({ timeZone: 'America/New_York' }), 'p')
    expect(local).toBe(false)
    expect(CONDITIONS.schedule.check({ start: '2026-11-25T10:00', timeZone: 'site' }, visit({ timeZone: 'America/New_York' }), 'p')).toBe(true)
    // Dates that are not dates fail, and staff are told.
    expect(site('2026-02-31')).toBe(false)
    expect(site('demain')).toBe(false)
    expect(conditionProblems({ schedule: { start: '2026-02-31', timeZone: 'site' } })[0]).toMatch(/date de début .* n’est pas une date valide/)
    expect(conditionProblems({ schedule: { start: '2026-12-01', end: '2026-11-01', timeZone: 'site' } })[0]).toMatch(/fin du calendrier précède son début/)
  })

  it('times: fewer shows than the limit per none, session, day, week and month', () => {
    let counts = emptyCounts(NOW)
    for (let i = 0; i < 2; i++) counts = recordShow(counts, 'p', 'day', NOW + i)
    const at = (now: number, c = counts) => CONDITIONS.times.check({ times: 2, period: 'day' }, visit({ now, counts: c }), 'p')
    expect(at(NOW + 1000)).toBe(false)
    expect(at(NOW + 24 * 3600_000 - 1)).toBe(false)
    expect(at(NOW + 24 * 3600_000)).toBe(true)
    expect(CONDITIONS.times.check({ times: 3, period: 'day' }, visit({ counts }), 'p')).toBe(true)
    // A limit on another period starts from zero; the session's count comes from the tab's store.
    expect(CONDITIONS.times.check({ times: 2, period: 'week' }, visit({ counts }), 'p')).toBe(true)
    let session = emptyCounts(NOW)
    session = recordShow(session, 'p', 'session', NOW)
    expect(CONDITIONS.times.check({ times: 1, period: 'session' }, visit({ sessionCounts: session }), 'p')).toBe(false)
    expect(CONDITIONS.times.check({ times: 1, period: 'session' }, visit(), 'p')).toBe(true)
    let ever = emptyCounts(NOW)
    ever = recordShow(ever, 'p', 'none', NOW)
    expect(CONDITIONS.times.check({ times: 1, period: 'none' }, visit({ now: NOW + 400 * 24 * 3600_000, counts: ever }), 'p')).toBe(false)
    expect(CONDITIONS.times.check({ times: 0, period: 'none' }, visit({ counts: ever }), 'p')).toBe(true)
    // Month: 30 days from the first show.
    let month = recordShow(emptyCounts(NOW), 'p', 'month', NOW)
    month = recordShow(month, 'p', 'month', NOW + 29 * 24 * 3600_000)
    expect(CONDITIONS.times.check({ times: 2, period: 'month' }, visit({ now: NOW + 2_628_288_000 - 1, counts: month }), 'p')).toBe(false)
    expect(CONDITIONS.times.check({ times: 2, period: 'month' }, visit({ now: NOW + 2_628_288_000, counts: month }), 'p')).toBe(true)
  })

  it('all must pass, “ne plus afficher” wins, and settings of a wrong shape hide rather than break', () => {
    const conditions = { pageViews: { views: 1 }, devices: { devices: ['desktop' as const] } }
    expect(conditionsPass(conditions, withCounts({ pageViews: 1 }), 'p')).toBe(true)
    expect(conditionsPass(conditions, withCounts({ pageViews: 0 }), 'p')).toBe(false)
    expect(conditionsPass({}, visit({ counts: disablePopup(emptyCounts(NOW), 'p') }), 'p')).toBe(false)
    expect(conditionsPass({}, visit({ counts: disablePopup(emptyCounts(NOW), 'q') }), 'p')).toBe(true)
    expect(conditionsPass({ sources: null as never }, visit(), 'p')).toBe(false)
  })

  it('never throws, whatever the referrer or the host', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (referrer, host) => {
        expect(['internal', 'external', 'search']).toContain(sourceOf(referrer, host))
      }),
    )
  })
})
