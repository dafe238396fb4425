import { describe, expect, it } from 'vitest'

import { HOME_SLUG, PAGE_SLUG_PATTERN, pagePath, slugFromSegments } from './path'

describe('page paths', () => {
  it('maps the home slug to / and others to /slug', () => {
    expect(pagePath(HOME_SLUG)).toBe('/')
    expect(pagePath('services/vrd')).toBe('/services/vrd')
  })
  it('reads URL segments back into a slug', () => {
    expect(slugFromSegments(undefined)).toBe(HOME_SLUG)
    expect(slugFromSegments(['services', 'vrd'])).toBe('services/vrd')
  })
  it('accepts only clean nested slugs', () => {
    for (const ok of ['contact', 'services/terrassement', 'a-b/c-d-1']) expect(PAGE_SLUG_PATTERN.test(ok)).toBe(true)
    for (const bad of ['', '/contact', 'Contact', 'a//b', 'a/', '../etc', 'a b', 'é']) expect(PAGE_SLUG_PATTERN.test(bad)).toBe(false)
  })
})
