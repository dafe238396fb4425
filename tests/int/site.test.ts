import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshPayload } from './harness'

/** The per-field French messages of a refused write (the admin shows these beside each field). */
async function fieldErrors(write: Promise<unknown>): Promise<string[]> {
  try {
    await write
  } catch (error) {
    const errors = (error as { data?: { errors?: { message: string }[] } }).data?.errors ?? []
    return errors.map((e) => e.message)
  }
  throw new Error('the write was accepted')
}

let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
  const { seedDemo } = await import('../../seed/seed')
  await seedDemo(payload)
}, 180_000)

afterAll(async () => {
  await cleanup?.()
})

describe('the demo content', () => {
  it('has every page of the site map, published', async () => {
    const pages = await payload.find({ collection: 'pages', limit: 100, overrideAccess: false, draft: false })
    const slugs = pages.docs.map((p) => p.slug)
    for (const slug of [
      'accueil',
      'services/terrassement',
      'services/assainissement',
      'services/vrd',
      'services/demolition',
      'services/amenagements-exterieurs',
      'services/location-engins',
      'realisations',
      // The news list: a page whose grid lists the posts (docs/decisions/057).
      'actualites',
      'galerie',
      'location-engins',
      'contact',
      'devis',
      'mentions-legales',
      'politique-de-confidentialite',
    ]) {
      expect(slugs).toContain(slug)
    }
  })

  it('has at least 20 published news posts with images through the media pipeline', async () => {
    const posts = await payload.find({ collection: 'posts', limit: 100, depth: 1, overrideAccess: false })
    expect(posts.totalDocs).toBeGreaterThanOrEqual(20)
    const image = posts.docs[0].featuredImage
    expect(image && typeof image === 'object' && image.mimeType).toBe('image/webp')
    expect(image && typeof image === 'object' && image.sizes?.card?.url).toMatch(/\.webp$/)
  })

  it('has the contact form on /contact and the multi-page quote request on /devis', async () => {
    const forms = await payload.find({ collection: 'forms', overrideAccess: true, limit: 10 })
    expect(forms.docs.map((f) => [f.title, f.method])).toEqual(
      expect.arrayContaining([
        ['Nous écrire', 'ajax'],
        ['Votre demande de devis', 'postback'],
      ]),
    )
    for (const [slug, title] of [
      ['contact', 'Nous écrire'],
      ['devis', 'Votre demande de devis'],
    ]) {
      const page = (await payload.find({ collection: 'pages', where: { slug: { equals: slug } }, depth: 1, overrideAccess: true })).docs[0]
      const block = page.layout?.find((b) => b.blockType === 'form')
      expect(block && block.blockType === 'form' && typeof block.form === 'object' && block.form?.title).toBe(title)
    }
  })

  it('creates the administrator from the environment, and an editor', async () => {
    const users = await payload.find({ collection: 'users', overrideAccess: true })
    expect(users.docs.map((u) => [u.email, u.role])).toEqual(
      expect.arrayContaining([
        ['admin@int.test', 'admin'],
        ['redaction@morel-terrassement.test', 'editor'],
      ]),
    )
  })
})

describe('the demo portfolio', () => {
  it('has at least 24 published réalisations with thumbnails, read through the WordPress-compatible API', async () => {
    const { getPortfolioItems, getPortfolioTerms } = await import('@/features/portfolio/api/handlers.server')
    const response = await getPortfolioItems(new Request('http://localhost/wp-json/wp/v2/portfolio?per_page=100'))
    expect(Number(response.headers.get('X-WP-Total'))).toBeGreaterThanOrEqual(24)
    const items = (await response.json()) as { 'thumbnail-image-url': string; 'portfolio-type': string }[]
    expect(items.every((i) => i['thumbnail-image-url'].startsWith('/api/media/file/'))).toBe(true)
    expect(new Set(items.map((i) => i['portfolio-type']))).toEqual(new Set(['image', 'video', 'page', 'iframe']))
    const categories = (await (await getPortfolioTerms('categories', new Request('http://localhost/wp-json/wp/v2/portfolio-categories'))).json()) as {
      name: string
      count: number
    }[]
    expect(categories).toHaveLength(6)
    expect(categories.map((c) => c.name)).toContain('Aménagements &amp; extérieurs')
    expect(categories.every((c) => c.count > 0)).toBe(true)
  })

  it('shows them on /realisations, through a portfolio block', async () => {
    const page = await payload.find({ collection: 'pages', where: { slug: { equals: 'realisations' } }, overrideAccess: false, depth: 1 })
    const block = page.docs[0]?.layout?.find((b) => b.blockType === 'portfolio')
    expect(block).toMatchObject({ itemsPerPage: 12, allText: 'Tous', loadMoreText: 'Voir plus', quickViewText: 'Aperçu rapide' })
  })
})

describe('access rules', () => {
  it('never shows users to anonymous visitors', async () => {
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow()
  })

  it('hides drafts from visitors and shows them to staff', async () => {
    const draft = await payload.create({
      collection: 'pages',
      data: { title: 'Brouillon secret', slug: 'brouillon-secret', _status: 'draft' },
      draft: true,
      overrideAccess: true,
    })
    const asVisitor = await payload.find({ collection: 'pages', where: { slug: { equals: 'brouillon-secret' } }, overrideAccess: false })
    expect(asVisitor.totalDocs).toBe(0)
    const editor = (await payload.find({ collection: 'users', where: { role: { equals: 'editor' } }, overrideAccess: true })).docs[0]
    const asStaff = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'brouillon-secret' } },
      overrideAccess: false,
      user: editor,
      draft: true,
    })
    expect(asStaff.docs.map((d) => d.id)).toEqual([draft.id])
  })

  it('refuses that a visitor creates content or promotes an account', async () => {
    await expect(
      payload.create({ collection: 'pages', data: { title: 'Intrus', slug: 'intrus' }, overrideAccess: false }),
    ).rejects.toThrow()
    const client = await payload.create({
      collection: 'users',
      data: { email: 'client@int.test', password: 'client-Pass-2026', name: 'Client', role: 'client' },
      overrideAccess: true,
    })
    const updated = await payload.update({
      collection: 'users',
      id: client.id,
      data: { role: 'admin' },
      overrideAccess: false,
      user: client,
    })
    expect(updated.role).toBe('client')
  })
})

describe('site settings', () => {
  it('refuses an invalid colour with a French message and keeps the stored value', async () => {
    const before = await payload.findGlobal({ slug: 'site-settings' })
    const messages = await fieldErrors(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { default: { ...before.default, primary: 'red; background:url(x)' } } as never,
        overrideAccess: true,
      }),
    )
    expect(messages).toContain('Couleur invalide : utilisez le format #rrggbb.')
    const after = await payload.findGlobal({ slug: 'site-settings' })
    expect(after.default?.primary).toBe(before.default?.primary)
  })

  it('refuses a header breakpoint out of range', async () => {
    await expect(
      payload.updateGlobal({ slug: 'site-settings', data: { headerBreakpoint: 50 }, overrideAccess: true }),
    ).rejects.toThrow()
  })

  it('refuses a javascript: link in the menu', async () => {
    const messages = await fieldErrors(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { menu: [{ label: 'Piège', href: 'javascript:alert(1)' }] },
        overrideAccess: true,
      }),
    )
    expect(messages.join(' ')).toMatch(/Lien invalide/)
  })

  it('stores the canonical address of a social handle, and refuses a bad one with the network’s rule in French', async () => {
    const before = await payload.findGlobal({ slug: 'site-settings' })
    const messages = await fieldErrors(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { social: [{ network: 'x', url: '@morel_terrassement_45' }] },
        overrideAccess: true,
      }),
    )
    expect(messages).toEqual([
      'Identifiant X invalide : 1 à 15 lettres, chiffres ou « _ » (exemple : https://x.com/morel_tp).',
    ])
    expect((await payload.findGlobal({ slug: 'site-settings' })).social).toEqual(before.social)

    const saved = await payload.updateGlobal({
      slug: 'site-settings',
      data: {
        social: [
          { network: 'bluesky', url: 'morel' },
          { network: 'whatsapp', url: '06 12 34 56 78' },
          { network: 'instagram', url: 'instagram.com/Morel.Terrassement' },
        ],
      },
      overrideAccess: true,
    })
    expect(saved.social?.map((s) => s.url)).toEqual([
      'https://bsky.app/profile/morel.bsky.social',
      'https://wa.me/33612345678',
      'https://www.instagram.com/morel.terrassement/',
    ])
    const { normaliseSiteSettings } = await import('@/features/site-settings/normalise')
    expect(normaliseSiteSettings(saved).social.map((s) => s.label)).toEqual(['Bluesky', 'WhatsApp', 'Instagram'])
    await payload.updateGlobal({ slug: 'site-settings', data: { social: before.social }, overrideAccess: true })
  })
})

describe('site search', () => {
  it('finds "déblai" when the visitor types "deblai", case and accents ignored', async () => {
    const { searchSite } = await import('@/features/search/search.server')
    const result = await searchSite('DEBLAI', 1)
    expect(result.total).toBeGreaterThan(0)
    expect(result.hits.every((h) => h.href.startsWith('/'))).toBe(true)
  })

  it('paginates and reports nothing for an unknown word', async () => {
    const { searchSite, SEARCH_PAGE_SIZE } = await import('@/features/search/search.server')
    const all = await searchSite('terrassement', 1)
    expect(all.hits.length).toBeLessThanOrEqual(SEARCH_PAGE_SIZE)
    if (all.total > SEARCH_PAGE_SIZE) expect(all.totalPages).toBeGreaterThan(1)
    expect((await searchSite('zzzqqqxyz', 1)).total).toBe(0)
  })

  it('treats LIKE wildcards and regex characters as plain text', async () => {
    const { searchSite } = await import('@/features/search/search.server')
    expect((await searchSite('%', 1)).total).toBe(0)
    expect((await searchSite('(.*', 1)).total).toBe(0)
  })

  it('does not find drafts', async () => {
    const { searchSite } = await import('@/features/search/search.server')
    expect((await searchSite('Brouillon secret', 1)).total).toBe(0)
  })
})

describe('popups', () => {
  const ids = async () => (await payload.find({ collection: 'popups', depth: 0, limit: 100, overrideAccess: true })).docs
  const pageId = async (slug: string) => (await payload.find({ collection: 'pages', where: { slug: { equals: slug } }, depth: 0, overrideAccess: true })).docs[0]!.id

  it('has the demo popups: welcome on the home page, the callback form on the service pages, one on the news', async () => {
    const { placementMatches, popupConfig } = await import('@/features/popups/settings')
    const docs = await ids()
    const where = async (place: Parameters<typeof placementMatches>[1]) => docs.filter((d) => placementMatches(d, place) && popupConfig(d)).map((d) => d.title)
    expect(await where({ type: 'page', pageId: await pageId('accueil') })).toEqual(['Bienvenue chez Morel Terrassement'])
    expect(await where({ type: 'page', pageId: await pageId('services/vrd') })).toEqual(['Rappel gratuit'])
    expect(await where({ type: 'page', pageId: await pageId('contact') })).toEqual([])
    expect(await where({ type: 'news' })).toEqual(['Suivez nos chantiers'])
    const callback = popupConfig(docs.find((d) => d.title === 'Rappel gratuit'))!
    expect(callback.triggers.exitIntent).toEqual({})
    expect(callback.conditions.loggedIn).toEqual({ users: 'roles', roles: ['admin', 'editor'] })
  })

  it('refuses an invalid pattern or date in French, where staff save it', async () => {
    const base = { title: 'Essai', placement: { where: 'all' } }
    expect(await fieldErrors(payload.create({ collection: 'popups', data: { ...base, conditions: { url: '([a-z', urlRegex: true } } as never, overrideAccess: true }))).toEqual([
      expect.stringMatching(/L’expression régulière « \(\[a-z » est invalide/),
    ])
    expect(await fieldErrors(payload.create({ collection: 'popups', data: { ...base, conditions: { scheduleStart: '2026-02-31' } } as never, overrideAccess: true }))).toEqual([
      expect.stringMatching(/date de début « 2026-02-31 » n’est pas une date valide/),
    ])
    expect(await fieldErrors(payload.create({ collection: 'popups', data: { ...base, conditions: { scheduleStart: '2026-12-01 08:00', scheduleEnd: '2026-11-01' } } as never, overrideAccess: true }))).toEqual([
      expect.stringMatching(/fin du calendrier précède son début/),
    ])
    // The same text without « expression régulière » is plain text, and valid.
    const plain = await payload.create({ collection: 'popups', data: { ...base, active: false, conditions: { url: '([a-z' } } as never, overrideAccess: true })
    await payload.delete({ collection: 'popups', id: plain.id, overrideAccess: true })
  })

  it('disables, rather than breaks, a popup whose stored settings cannot work', async () => {
    const { popupConfig } = await import('@/features/popups/settings')
    const created = await payload.create({ collection: 'popups', data: { title: 'Réglages abîmés', placement: { where: 'all' }, triggers: { onLoad: true } } as never, overrideAccess: true })
    try {
      const read = () => payload.findByID({ collection: 'popups', id: created.id, depth: 0, overrideAccess: true })
      expect(popupConfig(await read())).not.toBeNull()
      // Written past the validation, as an old save or a hand edit of the database would be.
      for (const conditions of [{ url: '(', urlRegex: true }, { scheduleEnd: 'demain' }]) {
        await payload.db.updateOne({ collection: 'popups', where: { id: { equals: created.id } }, data: { conditions } })
        expect(popupConfig(await read()), JSON.stringify(conditions)).toBeNull()
      }
    } finally {
      await payload.delete({ collection: 'popups', id: created.id, overrideAccess: true })
    }
  })
})

describe('side panels', () => {
  const pageId = async (slug: string) => (await payload.find({ collection: 'pages', where: { slug: { equals: slug } }, depth: 0, overrideAccess: true })).docs[0]!.id
  const titlesOn = async (place: { pageId?: number }) => {
    const { panelsFor } = await import('@/features/off-canvas/server')
    return (await panelsFor(place)).map(({ config }) => config.name)
  }
  const base = { title: 'Essai', side: 'right', placement: { where: 'all' } }

  it('has the demo « Nos coordonnées » panel on every page, with its header control on phones', async () => {
    const { panelConfig, panelHeaderControl } = await import('@/features/off-canvas/settings')
    expect(await titlesOn({ pageId: await pageId('accueil') })).toEqual(['Nos coordonnées'])
    expect(await titlesOn({})).toEqual(['Nos coordonnées'])
    const { docs } = await payload.find({ collection: 'off-canvas-panels', depth: 0, overrideAccess: true })
    const demo = docs.find((d) => d.title === 'Nos coordonnées')!
    expect(panelConfig(demo)).toEqual({ key: 'coordonnees', name: 'Nos coordonnées', side: 'right', width: '24rem' })
    expect(panelHeaderControl(demo)).toEqual({ key: 'coordonnees', label: 'Nos coordonnées', show: 'mobile', fallbackHref: '/contact#coordonnees' })
    // The details shown are the site settings' (the contact details block).
    expect(demo.layout?.map((b) => b.blockType)).toEqual(['contactDetails', 'cta'])
  })

  it('renders a panel placed on chosen pages on those pages only, and an inactive one nowhere', async () => {
    const [home, contact] = [await pageId('accueil'), await pageId('contact')]
    const chosen = await payload.create({ collection: 'off-canvas-panels', data: { ...base, title: 'Horaires d’été', key: 'horaires', placement: { where: 'pages', pages: [home] } } as never, overrideAccess: true })
    const off = await payload.create({ collection: 'off-canvas-panels', data: { ...base, title: 'Éteint', active: false } as never, overrideAccess: true })
    try {
      expect(await titlesOn({ pageId: home })).toEqual(['Nos coordonnées', 'Horaires d’été'])
      expect(await titlesOn({ pageId: contact })).toEqual(['Nos coordonnées'])
      // The news are no chosen page.
      expect(await titlesOn({})).toEqual(['Nos coordonnées'])
    } finally {
      await payload.delete({ collection: 'off-canvas-panels', id: chosen.id, overrideAccess: true })
      await payload.delete({ collection: 'off-canvas-panels', id: off.id, overrideAccess: true })
    }
  })

  it('refuses a width, an identifier or a page address that cannot work, in French, where staff save it', async () => {
    const create = (data: Record<string, unknown>) => fieldErrors(payload.create({ collection: 'off-canvas-panels', data: { ...base, ...data } as never, overrideAccess: true }))
    expect(await create({ width: 'large' })).toEqual([expect.stringMatching(/^Largeur invalide/)])
    expect(await create({ width: '5000px' })).toEqual(['Largeur hors limites : entre 200 et 1200 px.'])
    expect(await create({ key: 'Nos coordonnées' })).toEqual([expect.stringMatching(/^Identifiant invalide/)])
    expect(await create({ key: 'coordonnees' })).toEqual(['Un autre panneau porte déjà cet identifiant.'])
    expect(await create({ header: { show: 'mobile', fallbackHref: '//ailleurs.example' } })).toEqual([expect.stringMatching(/^Adresse invalide/)])
    expect(await create({ side: 'haut' })).toHaveLength(1)
    // Saving the demo panel again keeps its own identifier.
    const { docs } = await payload.find({ collection: 'off-canvas-panels', where: { key: { equals: 'coordonnees' } }, depth: 0, overrideAccess: true })
    await payload.update({ collection: 'off-canvas-panels', id: docs[0]!.id, data: { width: '24rem' }, overrideAccess: true })
  })

  it('gives a width edited past the checks the panel’s default, rather than the page a broken style', async () => {
    const { panelsFor } = await import('@/features/off-canvas/server')
    const created = await payload.create({ collection: 'off-canvas-panels', data: { ...base, title: 'Abîmé', key: 'abime', width: '22rem' } as never, overrideAccess: true })
    try {
      await payload.db.updateOne({ collection: 'off-canvas-panels', where: { id: { equals: created.id } }, data: { width: '10px; background: red', side: 'haut' } })
      const config = (await panelsFor({})).find((p) => p.config.key === 'abime')?.config
      expect(config).toEqual({ key: 'abime', name: 'Abîmé', side: 'right' })
    } finally {
      await payload.delete({ collection: 'off-canvas-panels', id: created.id, overrideAccess: true })
    }
  })
})
