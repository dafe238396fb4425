import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { CONSENT_MAX_AGE_DAYS, decide, isGranted, readChoices, serialiseChoices } from './choices'
import { PURPOSE_KEYS, purposeFor } from './purposes'

const NOW = Date.UTC(2026, 10, 25)
const ID = 'k3j4h5g6f7d8s9a0q1w2'
const DAY = 24 * 3600_000

describe('consent choices', () => {
  it('keeps « Tout accepter », « Tout refuser » and a choice per purpose, and reads them back', () => {
    for (const granted of ['all', 'none', { videos: true }, { maps: true, captcha: true }] as const) {
      const choices = decide(ID, granted, NOW)
      expect(readChoices(serialiseChoices(choices), NOW + DAY)).toEqual(choices)
    }
    const custom = decide(ID, { videos: true }, NOW)
    expect(isGranted(custom, 'videos')).toBe(true)
    expect(isGranted(custom, 'maps')).toBe(false)
    expect(PURPOSE_KEYS.every((p) => !isGranted(decide(ID, 'none', NOW), p))).toBe(true)
    expect(isGranted(null, 'videos')).toBe(false)
  })

  it('asks again after six months, for another version of the text, and for anything unreadable', () => {
    const value = serialiseChoices(decide(ID, 'all', NOW))
    expect(readChoices(value, NOW + CONSENT_MAX_AGE_DAYS * DAY)).not.toBeNull()
    expect(readChoices(value, NOW + CONSENT_MAX_AGE_DAYS * DAY + 1)).toBeNull()
    expect(readChoices(value.replace('.1.', '.0.'), NOW)).toBeNull()
    for (const bad of ['', 'x', `${ID}.1.${NOW}.videos+inconnu`, `${ID}.1.demain.videos`, `court.1.${NOW}.videos`, `${ID}.1.${NOW + 10 * DAY}.videos`, `${ID}.1.${NOW}.videos.extra`]) {
      expect(readChoices(bad, NOW)).toBeNull()
    }
    fc.assert(fc.property(fc.string(), (text) => readChoices(text, NOW) === null || typeof readChoices(text, NOW)?.id === 'string'))
  })
})

describe('what needs consent', () => {
  const site = 'https://morel-terrassement.fr'
  it('classifies video, map and captcha hosts; the site itself needs none; an unknown host needs some', () => {
    expect(purposeFor('https://www.youtube-nocookie.com/embed/abc', site)).toBe('videos')
    expect(purposeFor('https://player.vimeo.com/video/1', site)).toBe('videos')
    expect(purposeFor('https://fast.wistia.net/embed/iframe/x', site)).toBe('videos')
    expect(purposeFor('https://www.google.com/maps/embed?pb=1', site)).toBe('maps')
    expect(purposeFor('https://www.google.com/recaptcha/api.js', site)).toBe('captcha')
    expect(purposeFor('https://cdn.example.net/particles.js', site)).toBe('effects')
    expect(purposeFor('/particles.js', site)).toBeNull()
    expect(purposeFor('https://morel-terrassement.fr/video.mp4', site)).toBeNull()
    expect(purposeFor('https://youtube.com.evil.example/embed', site)).toBe('effects')
    expect(purposeFor('javascript:alert(1)', site)).toBeNull()
  })
})
