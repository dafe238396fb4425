import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { parseSocial } from './parse'
import { SOCIAL_NETWORKS, SOCIAL_PLATFORMS, type SocialNetwork } from './platforms'

const ok = (network: SocialNetwork, input: string) => {
  const result = parseSocial(network, input)
  if (!result.ok) throw new Error(`${network} « ${input} » refusé : ${result.message}`)
  return result
}
const refused = (network: SocialNetwork, input: unknown) => {
  const result = parseSocial(network, input)
  if (result.ok) throw new Error(`${network} « ${String(input)} » accepté : ${result.url}`)
  return result.message
}

/** Handles each network's rule allows, as staff would type them. */
const HANDLES: Record<SocialNetwork, fc.Arbitrary<string>> = {
  calendly: fc.stringMatching(/^[a-z0-9_-]{1,64}(\/[a-z0-9_-]{1,64})?$/),
  youtube: fc.oneof(fc.stringMatching(/^@[\w.-]{3,30}$/), fc.stringMatching(/^UC[\w-]{22}$/)),
  wordpress: fc.stringMatching(/^[a-z0-9]{4,63}$/),
  x: fc.stringMatching(/^\w{1,15}$/),
  facebook: fc.oneof(fc.stringMatching(/^[A-Za-z][A-Za-z0-9.]{4,49}$/), fc.stringMatching(/^[1-9]\d{4,19}$/)),
  bluesky: fc.oneof(fc.stringMatching(/^[a-z0-9]{1,20}$/), fc.stringMatching(/^[a-z0-9]{1,20}\.[a-z]{2,10}$/)),
  tiktok: fc.stringMatching(/^[a-z0-9_.]{1,23}[a-z0-9_]$/),
  whatsapp: fc.oneof(fc.stringMatching(/^\+[1-9]\d{7,14}$/), fc.stringMatching(/^0[1-9]( \d\d){4}$/)),
  threads: fc.stringMatching(/^[a-z0-9_]([a-z0-9_]|\.[a-z0-9_]){0,14}$/),
  linkedin: fc.stringMatching(/^(in|company)\/[a-z0-9][a-z0-9-]{1,60}$/),
  savvycal: fc.stringMatching(/^[a-z0-9_-]{1,64}$/),
  github: fc.stringMatching(/^[A-Za-z0-9]([A-Za-z0-9]|-[A-Za-z0-9]){0,19}$/),
  instagram: fc.stringMatching(/^[a-z0-9_]([a-z0-9_]|\.[a-z0-9_]){0,14}$/),
}

describe('the social-handle parser, on every network', () => {
  it('covers the thirteen networks of the spec', () => {
    expect(SOCIAL_NETWORKS.map((n) => SOCIAL_PLATFORMS[n].label).sort()).toEqual(
      ['Bluesky', 'Calendly', 'Facebook', 'GitHub', 'Instagram', 'LinkedIn', 'SavvyCal', 'Threads', 'TikTok', 'WhatsApp', 'WordPress', 'X', 'YouTube'].sort(),
    )
  })

  for (const network of SOCIAL_NETWORKS) {
    const platform = SOCIAL_PLATFORMS[network]
    it(`${platform.label}: handle → address → handle, and the address is stable`, () => {
      fc.assert(
        fc.property(HANDLES[network], (typed) => {
          const first = ok(network, typed)
          expect(new URL(first.url).protocol).toBe('https:')
          const again = ok(network, first.url)
          expect(again).toEqual(first)
          expect(ok(network, first.handle)).toEqual(first)
          // Typed without https:// or with stray spaces, it is the same profile.
          expect(ok(network, `  ${first.url.replace(/^https:\/\//, '')}  `)).toEqual(first)
        }),
      )
    })

    it(`${platform.label}: never throws, and what it accepts is an https address of the network`, () => {
      fc.assert(
        fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.webUrl(), HANDLES[network].map((h) => `${h}\u0000`)), (text) => {
          const result = parseSocial(network, text)
          if (!result.ok) {
            expect(result.message.length).toBeGreaterThan(0)
            return
          }
          const url = new URL(result.url)
          expect(url.protocol).toBe('https:')
          expect(network === 'wordpress' ? url.hostname.endsWith('.wordpress.com') : platform.hosts.some((h) => url.hostname.endsWith(h))).toBe(true)
        }),
      )
    })

    it(`${platform.label}: the example in its messages is accepted`, () => {
      expect(ok(network, platform.example.split(' ou ').at(-1)!).url).toMatch(/^https:\/\//)
    })
  }
})

describe('the spec’s rules and each network’s edges', () => {
  it('X: 1 to 15 word characters, from a handle, @handle or an x.com / twitter.com address', () => {
    expect(ok('x', 'a').url).toBe('https://x.com/a')
    expect(ok('x', '@Morel_TP').url).toBe('https://x.com/Morel_TP')
    expect(ok('x', 'abcdefghijklmno').handle).toHaveLength(15)
    expect(refused('x', 'abcdefghijklmnop')).toContain('1 à 15 lettres, chiffres ou « _ »')
    expect(refused('x', 'morel-tp')).toContain('Identifiant X invalide')
    expect(refused('x', 'été')).toContain('Identifiant X invalide')
    expect(ok('x', 'https://twitter.com/morel_tp?lang=fr').url).toBe('https://x.com/morel_tp')
    expect(ok('x', 'mobile.twitter.com/morel_tp').url).toBe('https://x.com/morel_tp')
    expect(refused('x', 'https://x.com/morel_tp/status/1')).toContain('ne mène pas à un profil')
  })

  it('Bluesky: a handle without a dot gets the default suffix; a domain or a DID is kept', () => {
    expect(ok('bluesky', 'morel')).toEqual({ ok: true, handle: 'morel.bsky.social', url: 'https://bsky.app/profile/morel.bsky.social' })
    expect(ok('bluesky', '@Morel-Terrassement.fr').handle).toBe('morel-terrassement.fr')
    expect(ok('bluesky', 'https://bsky.app/profile/morel.bsky.social').handle).toBe('morel.bsky.social')
    const did = 'did:plc:abcdefghijklmnopqrstuvwx'
    expect(ok('bluesky', did).url).toBe(`https://bsky.app/profile/${did}`)
    expect(refused('bluesky', 'morel..fr')).toContain('Identifiant Bluesky invalide')
    expect(refused('bluesky', 'morel.123')).toContain('Identifiant Bluesky invalide')
    expect(refused('bluesky', 'https://bsky.app/morel')).toContain('ne mène pas à un profil')
  })

  it('WhatsApp: international and French numbers become a wa.me link', () => {
    expect(ok('whatsapp', '06 12 34 56 78').url).toBe('https://wa.me/33612345678')
    expect(ok('whatsapp', '+33 6.12.34.56.78').url).toBe('https://wa.me/33612345678')
    expect(ok('whatsapp', '0033612345678').url).toBe('https://wa.me/33612345678')
    expect(ok('whatsapp', 'https://api.whatsapp.com/send?phone=33612345678&text=Bonjour').url).toBe('https://wa.me/33612345678')
    expect(refused('whatsapp', '+1234567')).toContain('Identifiant WhatsApp invalide')
    expect(refused('whatsapp', '+1234567890123456')).toContain('Identifiant WhatsApp invalide')
    expect(refused('whatsapp', 'https://wa.me/')).toContain('ne mène pas à un profil')
  })

  it('Instagram and Threads: 1 to 30 characters, no period first, last or doubled; lower case', () => {
    expect(ok('instagram', 'Morel.Terrassement').url).toBe('https://www.instagram.com/morel.terrassement/')
    expect(ok('instagram', 'a'.repeat(30)).handle).toHaveLength(30)
    expect(refused('instagram', 'a'.repeat(31))).toContain('1 à 30')
    for (const bad of ['.morel', 'morel.', 'mo..rel']) expect(refused('instagram', bad)).toContain('Identifiant Instagram invalide')
    expect(refused('instagram', 'https://www.instagram.com/p/Cx12AbC/')).toContain('ne mène pas à un profil')
    expect(ok('threads', 'https://www.threads.net/@morel.tp').url).toBe('https://www.threads.com/@morel.tp')
    expect(refused('threads', 'https://www.threads.com/morel.tp')).toContain('ne mène pas à un profil')
  })

  it('YouTube: @handles of 3 to 30 characters and channel ids', () => {
    expect(ok('youtube', 'morelterrassement').url).toBe('https://www.youtube.com/@morelterrassement')
    expect(ok('youtube', 'https://m.youtube.com/@morel.tp/videos').handle).toBe('@morel.tp')
    expect(ok('youtube', 'UC1234567890123456789012').url).toBe('https://www.youtube.com/channel/UC1234567890123456789012')
    expect(ok('youtube', 'https://www.youtube.com/c/MorelTP').url).toBe('https://www.youtube.com/c/MorelTP')
    expect(refused('youtube', '@ab')).toContain('Identifiant YouTube invalide')
    expect(refused('youtube', 'https://youtu.be/dQw4w9WgXcQ')).toContain('n’est pas une adresse YouTube')
  })

  it('LinkedIn: people and companies; a bare name is the firm’s page; country hosts', () => {
    expect(ok('linkedin', 'morel-terrassement').url).toBe('https://www.linkedin.com/company/morel-terrassement')
    expect(ok('linkedin', 'in/jean-morel').url).toBe('https://www.linkedin.com/in/jean-morel')
    expect(ok('linkedin', 'https://fr.linkedin.com/in/Jean-Morel/').url).toBe('https://www.linkedin.com/in/jean-morel')
    expect(refused('linkedin', 'https://www.linkedin.com/feed/')).toContain('ne mène pas à un profil')
  })

  it('Facebook: names of at least 5 characters and profile numbers', () => {
    expect(ok('facebook', 'morel.terrassement.demo').url).toBe('https://www.facebook.com/morel.terrassement.demo')
    expect(ok('facebook', 'https://www.facebook.com/profile.php?id=100064123456789').url).toBe(
      'https://www.facebook.com/profile.php?id=100064123456789',
    )
    expect(refused('facebook', 'more')).toContain('au moins 5')
    expect(refused('facebook', 'https://www.facebook.com/groups/123456/')).toContain('ne mène pas à un profil')
  })

  it('GitHub: 1 to 39 characters, hyphens only between letters or digits', () => {
    expect(ok('github', 'a'.repeat(39)).handle).toHaveLength(39)
    expect(refused('github', 'a'.repeat(40))).toContain('Identifiant GitHub invalide')
    for (const bad of ['-morel', 'morel-', 'mo--rel']) expect(refused('github', bad)).toContain('Identifiant GitHub invalide')
  })

  it('TikTok, Calendly, SavvyCal and WordPress', () => {
    expect(ok('tiktok', '@Morel_TP').url).toBe('https://www.tiktok.com/@morel_tp')
    expect(refused('tiktok', 'morel.')).toContain('Identifiant TikTok invalide')
    expect(ok('calendly', 'https://calendly.com/morel-terrassement/visite-chantier').handle).toBe('morel-terrassement/visite-chantier')
    expect(refused('calendly', 'https://calendly.com/a/b/c')).toContain('ne mène pas à un profil')
    expect(ok('savvycal', 'savvycal.com/morel').url).toBe('https://savvycal.com/morel')
    expect(ok('wordpress', 'https://MorelTP.wordpress.com/').url).toBe('https://moreltp.wordpress.com')
    expect(refused('wordpress', 'https://wordpress.com/')).toContain('site WordPress.com')
    expect(refused('wordpress', 'mtp')).toContain('au moins 4')
  })

  it('refuses other schemes, other hosts, credentials, empty and oversized texts, calmly', () => {
    for (const network of SOCIAL_NETWORKS) {
      expect(refused(network, 'javascript:alert(1)')).toBe('Seules les adresses web (https) sont acceptées.')
      expect(refused(network, 'data:text/html,<script>alert(1)</script>')).toBe('Seules les adresses web (https) sont acceptées.')
      expect(refused(network, '   ')).toContain('Indiquez un identifiant ou une adresse')
      expect(refused(network, null)).toContain('Indiquez un identifiant ou une adresse')
      expect(refused(network, 'a'.repeat(301))).toContain('300 caractères')
      expect(refused(network, 'https://exemple.fr/morel')).toMatch(/n’est pas une adresse|site WordPress.com/)
    }
    expect(refused('x', 'https://user:pass@x.com/morel')).toContain('Adresse X inattendue')
    expect(refused('x', 'https://x.com:8443/morel')).toContain('Adresse X inattendue')
    expect(refused('github', 'https://github.com/%E0%A4%A')).toContain('ne mène pas à un profil')
    expect(refused('x', 'https://x.com.evil.example/morel')).toContain('n’est pas une adresse X')
  })
})
