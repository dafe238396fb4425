import { describe, expect, it } from 'vitest'
import { decodeBase64Utf8, encodeActionHash, hashToId, isActionHashLike, isValidHashId, parseActionHash } from './hash'

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64')

describe('isValidHashId', () => {
  it.each(['#contenu', 'contenu', '#_top', '#section-2', '#a_b-c9', '#Équipe'.replace('É', 'E'), '#%61bc'])(
    'accepts %s',
    (hash) => expect(isValidHashId(hash)).toBe(true),
  )

  it.each(['', '#', '#1abc', '#-abc', '#a b', '#a.b', '#a:b', '#a/b', '#%E0%A4%A', '#%', '#a%2Fb', '#é'])(
    'rejects %s',
    (hash) => expect(isValidHashId(hash)).toBe(false),
  )

  it('rejects non-strings and decodes the id', () => {
    expect(isValidHashId(null)).toBe(false)
    expect(isValidHashId(undefined)).toBe(false)
    expect(hashToId('#%5Fprix')).toBe('_prix')
  })
})

describe('parseActionHash', () => {
  it('parses our own format with URL-safe or standard base64', () => {
    expect(parseActionHash(encodeActionHash('lightbox', { url: '/media/pelleteuse.webp', slideshow: 'chantier' }))).toEqual({
      name: 'lightbox',
      settings: { url: '/media/pelleteuse.webp', slideshow: 'chantier' },
    })
    expect(parseActionHash(`#action-popup:open?settings=${b64({ id: 12 })}`)).toEqual({
      name: 'popup:open',
      settings: { id: 12 },
    })
  })

  it('parses our format without settings', () => {
    expect(parseActionHash('#action-reload-page')).toEqual({ name: 'reload-page', settings: {} })
    expect(parseActionHash('action-off_canvas:toggle')).toEqual({ name: 'off_canvas:toggle', settings: {} })
  })

  it('parses the page-builder format, plain or percent-encoded', () => {
    const settings = { type: 'image', url: 'https://exemple.fr/a.jpg', slideshow: 'g1', title: 'Déblai' }
    const plain = `#elementor-action:action=lightbox&settings=${b64(settings)}`
    expect(parseActionHash(plain)).toEqual({ name: 'lightbox', settings })
    const encoded = `#${encodeURIComponent(plain.slice(1))}`
    expect(encoded).toContain('%3A')
    expect(parseActionHash(encoded)).toEqual({ name: 'lightbox', settings })
    expect(parseActionHash(`%23${encodeURIComponent(plain.slice(1))}`)).toEqual({ name: 'lightbox', settings })
  })

  it('keeps UTF-8 text in settings', () => {
    expect(parseActionHash(`#action-lightbox?settings=${b64({ title: 'Aménagement extérieur' })}`)?.settings).toEqual({
      title: 'Aménagement extérieur',
    })
  })

  it('returns null for bad base64, bad JSON or non-object JSON', () => {
    expect(parseActionHash('#action-lightbox?settings=%%%')).toBeNull()
    expect(parseActionHash('#action-lightbox?settings=@@notbase64@@')).toBeNull()
    expect(parseActionHash(`#action-lightbox?settings=${Buffer.from('{bad json').toString('base64')}`)).toBeNull()
    expect(parseActionHash(`#action-lightbox?settings=${b64([1, 2])}`)).toBeNull()
    expect(parseActionHash(`#action-lightbox?settings=${b64('text')}`)).toBeNull()
    expect(parseActionHash(`#elementor-action:action=lightbox&settings=${Buffer.from([0xff, 0xfe]).toString('base64')}`)).toBeNull()
    expect(parseActionHash('#elementor-action:action=lightbox&settings=a')).toBeNull()
  })

  it('returns null for ordinary hashes and malformed markers', () => {
    expect(parseActionHash('#contenu')).toBeNull()
    expect(parseActionHash('')).toBeNull()
    expect(parseActionHash(null)).toBeNull()
    expect(parseActionHash('#action-')).toBeNull()
    expect(parseActionHash('#action-1abc')).toBeNull()
    expect(parseActionHash('#elementor-action:foo=bar')).toBeNull()
  })

  it('recognises action-like hashes so anchors can skip them', () => {
    expect(isActionHashLike('#action-lightbox?settings=@@')).toBe(true)
    expect(isActionHashLike('#elementor-action%3Aaction%3Dx')).toBe(true)
    expect(isActionHashLike('#contenu')).toBe(false)
  })

  it('decodes base64 without padding and rejects impossible lengths', () => {
    expect(decodeBase64Utf8('YWI')).toBe('ab')
    expect(decodeBase64Utf8('YWJj')).toBe('abc')
    expect(decodeBase64Utf8('Y')).toBeNull()
  })
})
