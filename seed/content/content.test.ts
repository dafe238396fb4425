import { describe, expect, it } from 'vitest'

import { demoImages } from '../images'
import { videoOf } from '../../src/features/grid/media'
import { NEWS_PAGE_SLUG } from '../../src/features/posts/paths'
import { company } from './company'
import { gridFilm, gridPages, gridPhotos, gridVideos } from './grids'
import { pages } from './pages'
import { DEMO_VIMEO_URL, DEMO_YOUTUBE_URL, portfolioCategories, portfolioItems, portfolioOtherCategories, portfolioTags } from './portfolio'
import { posts } from './posts'
import { postCategories, postTags } from './taxonomies'
import type { ImageKey, SeedAction, SeedBlock, SeedPage } from './types'

// Same rules as the collections (src/features/pages/path.ts, posts, taxonomies, lib/hash-pattern).
const PAGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const ANCHOR = /^[A-Za-z_][\w-]*$/
const SAFE_HREF = /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/
const RICH_LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g

const REQUIRED_SLUGS = [
  'accueil',
  'services/terrassement',
  'services/assainissement',
  'services/vrd',
  'services/demolition',
  'services/amenagements-exterieurs',
  'services/location-engins',
  'realisations',
  'contact',
  'devis',
  'estimation',
  'recrutement',
  'mentions-legales',
  'politique-de-confidentialite',
]

const pagePath = (slug: string) => (slug === 'accueil' ? '/' : `/${slug}`)

function blockImages(block: SeedBlock): ImageKey[] {
  const keys: ImageKey[] = block.settings?.background ? [block.settings.background] : []
  switch (block.blockType) {
    case 'hero':
      return block.image ? [...keys, block.image] : keys
    case 'services':
      return [...keys, ...block.items.flatMap((item) => (item.image ? [item.image] : []))]
    case 'imageText':
      return [...keys, block.image]
    case 'gallery':
      return [...keys, ...block.items.map((item) => item.image)]
    case 'richText':
    case 'cta':
    case 'faq':
    case 'contactDetails':
    case 'portfolio':
    case 'form':
    case 'grid':
      return keys
  }
}

function blockActions(block: SeedBlock): SeedAction[] {
  switch (block.blockType) {
    case 'hero':
      return block.actions ?? []
    case 'cta':
      return [block.action]
    case 'imageText':
      return block.action ? [block.action] : []
    case 'services':
    case 'richText':
    case 'gallery':
    case 'faq':
    case 'contactDetails':
    case 'portfolio':
    case 'form':
    case 'grid':
      return []
  }
}

const richLinks = (lines: string[]) => lines.flatMap((line) => [...line.matchAll(RICH_LINK)].map((m) => m[2] ?? ''))

function blockHrefs(block: SeedBlock): string[] {
  const hrefs = blockActions(block).map((action) => action.href)
  if (block.blockType === 'services') hrefs.push(...block.items.flatMap((item) => (item.href ? [item.href] : [])))
  if (block.blockType === 'richText' || block.blockType === 'imageText') hrefs.push(...richLinks(block.content))
  return hrefs
}

const pageHrefs = (page: SeedPage) => page.layout.flatMap(blockHrefs)
const anchorsOf = (page: SeedPage) => page.layout.flatMap((b) => (b.settings?.anchor ? [b.settings.anchor] : []))

const usedImageKeys = [...pages.flatMap((p) => p.layout.flatMap(blockImages)), ...posts.map((p) => p.image), ...portfolioItems.map((i) => i.image)]

// Accent- and case-insensitive, like the site search (src/features/search/normalise.ts).
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()

describe('images', () => {
  it('every image key used by pages and posts has a demo image', () => {
    const missing = usedImageKeys.filter((key) => !(key in demoImages))
    expect(missing).toEqual([])
  })

  it('every demo image is used somewhere, so the seed renders nothing for nothing', () => {
    const used = new Set(usedImageKeys)
    expect(Object.keys(demoImages).filter((key) => !used.has(key))).toEqual([])
  })
})

describe('pages', () => {
  it('have unique, valid slugs and include every required page', () => {
    const slugs = pages.map((p) => p.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) {
      expect(slug).toMatch(PAGE_SLUG)
      expect(slug).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/)
    }
    expect([...slugs].sort()).toEqual([...REQUIRED_SLUGS].sort())
    expect(slugs).not.toContain('actualites')
  })

  it.each(pages)('$slug has a title and a 120–160 character meta description', (page) => {
    expect(page.title.length).toBeGreaterThan(0)
    expect(page.title.length).toBeLessThanOrEqual(140)
    expect(page.description.length).toBeGreaterThanOrEqual(120)
    expect(page.description.length).toBeLessThanOrEqual(160)
  })

  it.each(pages)('$slug fits the block field limits', (page) => {
    expect(page.layout.length).toBeGreaterThan(0)
    for (const block of page.layout) {
      if ('heading' in block) expect(block.heading?.length ?? 0).toBeLessThanOrEqual(140)
      for (const action of blockActions(block)) expect(action.label.length).toBeLessThanOrEqual(80)
      switch (block.blockType) {
        case 'hero':
          expect(block.text.length).toBeLessThanOrEqual(600)
          expect(block.actions?.length ?? 0).toBeLessThanOrEqual(3)
          break
        case 'services':
          expect(block.intro?.length ?? 0).toBeLessThanOrEqual(600)
          for (const item of block.items) {
            expect(item.title.length).toBeLessThanOrEqual(100)
            expect(item.text.length).toBeLessThanOrEqual(400)
          }
          break
        case 'cta':
          expect(block.text.length).toBeLessThanOrEqual(400)
          break
        case 'gallery':
          expect(block.intro?.length ?? 0).toBeLessThanOrEqual(600)
          for (const item of block.items) expect(item.caption.length).toBeLessThanOrEqual(200)
          break
        case 'faq':
          for (const item of block.items) {
            expect(item.question.length).toBeLessThanOrEqual(200)
            expect(item.answer.length).toBeLessThanOrEqual(2000)
          }
          break
        case 'contactDetails':
          expect(block.intro?.length ?? 0).toBeLessThanOrEqual(600)
          break
        case 'richText':
        case 'imageText':
          expect(block.content.length).toBeGreaterThan(0)
          break
        case 'portfolio':
          expect(block.intro?.length ?? 0).toBeLessThanOrEqual(600)
          expect(block.itemsPerPage).toBeGreaterThanOrEqual(1)
          expect(block.itemsPerPage).toBeLessThanOrEqual(100)
          for (const label of [block.allText, block.searchPlaceholder, block.noItemsText, block.loadMoreText, block.quickViewText]) {
            expect(label.length).toBeLessThanOrEqual(80)
          }
          break
      }
    }
  })

  it('anchors are valid hash ids and unique within a page', () => {
    for (const page of pages) {
      const anchors = anchorsOf(page)
      for (const anchor of anchors) expect(anchor).toMatch(ANCHOR)
      expect(new Set(anchors).size).toBe(anchors.length)
    }
  })

  it('reveal delays and template ids are in the accepted ranges', () => {
    const templateIds: number[] = []
    for (const block of pages.flatMap((p) => p.layout)) {
      const delay = block.settings?.revealDelay
      if (delay !== undefined) expect(delay).toBeGreaterThanOrEqual(0)
      if (delay !== undefined) expect(delay).toBeLessThanOrEqual(5000)
      if (block.settings?.templateId !== undefined) templateIds.push(block.settings.templateId)
    }
    expect(new Set(templateIds).size).toBe(templateIds.length)
  })
})

describe('links', () => {
  const pagePaths = new Set(pages.map((p) => pagePath(p.slug)))
  const postPaths = new Set(posts.map((p) => `/actualites/${p.slug}`))
  const routes = new Set(['/', '/actualites', '/devis', '/contact'])
  const anchorsByPath = new Map(pages.map((p) => [pagePath(p.slug), new Set(anchorsOf(p))]))

  const sources = [
    ...pages.map((page) => ({ where: `page ${page.slug}`, path: pagePath(page.slug), hrefs: pageHrefs(page) })),
    ...posts.map((post) => ({ where: `post ${post.slug}`, path: `/actualites/${post.slug}`, hrefs: richLinks(post.content) })),
  ]

  it.each(sources)('$where links only to safe, existing targets', ({ path, hrefs }) => {
    for (const href of hrefs) {
      expect(href).toMatch(SAFE_HREF)
      if (href.startsWith('#')) {
        // An in-page anchor must exist on that same page.
        expect(href.slice(1)).toMatch(ANCHOR)
        expect(anchorsByPath.get(path)?.has(href.slice(1)), `${href} on ${path}`).toBe(true)
      } else if (href.startsWith('/')) {
        const [target = '', hash] = href.split('#')
        const known = pagePaths.has(target) || postPaths.has(target) || routes.has(target)
        expect(known, `${href} from ${path}`).toBe(true)
        if (hash !== undefined) expect(anchorsByPath.get(target)?.has(hash), href).toBe(true)
      }
    }
  })

  it('each service page offers an in-page anchor link', () => {
    for (const page of pages.filter((p) => p.slug.startsWith('services/'))) {
      expect(pageHrefs(page).some((href) => href.startsWith('#'))).toBe(true)
    }
  })
})

describe('home page', () => {
  const home = pages.find((p) => p.slug === 'accueil')
  if (!home) throw new Error('no home page')
  const of = <T extends SeedBlock['blockType']>(type: T) =>
    home.layout.filter((b): b is Extract<SeedBlock, { blockType: T }> => b.blockType === type)

  it('opens with a hero offering a quote and the services anchor', () => {
    const hero = home.layout[0]
    expect(hero?.blockType).toBe('hero')
    expect(blockActions(hero as SeedBlock).map((a) => a.href)).toEqual(['/devis', '#services'])
  })

  it('lists the six services, linking to their pages, under #services', () => {
    const [services] = of('services')
    expect(services?.settings?.anchor).toBe('services')
    expect(services?.items.map((i) => i.href)).toEqual(
      REQUIRED_SLUGS.filter((s) => s.startsWith('services/')).map((s) => `/${s}`),
    )
  })

  it('has an image-text, a six-image gallery, a five-question FAQ and a CTA to /devis with a background', () => {
    expect(of('imageText')).toHaveLength(1)
    expect(of('gallery')[0]?.items).toHaveLength(6)
    expect(of('faq')[0]?.items).toHaveLength(5)
    const [cta] = of('cta')
    expect(cta?.action.href).toBe('/devis')
    expect(cta?.settings?.background).toBeTruthy()
  })

  it('exercises the section settings: reveal, delays, template ids 101 and 102, particles', () => {
    const settings = home.layout.map((b) => b.settings ?? {})
    expect(settings.filter((s) => s.reveal === 'fade-up').length).toBeGreaterThanOrEqual(3)
    expect(settings.filter((s) => (s.revealDelay ?? 0) > 0).length).toBeGreaterThanOrEqual(2)
    expect(settings.map((s) => s.templateId).filter(Boolean)).toEqual([101, 102])
    expect(settings.filter((s) => s.particles)).toHaveLength(1)
  })
})

describe('posts', () => {
  const categorySlugs = new Set(postCategories.map((c) => c.slug))
  const tagSlugs = new Set(postTags.map((t) => t.slug))

  it('are at least 22, with unique slugs and titles', () => {
    expect(posts.length).toBeGreaterThanOrEqual(22)
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length)
    expect(new Set(posts.map((p) => p.title)).size).toBe(posts.length)
  })

  it('are dated with ISO strings spread over 2024–2026, none after 2026-11-01', () => {
    const years = new Set<number>()
    for (const post of posts) {
      const date = new Date(post.publishedAt)
      expect(Number.isNaN(date.getTime())).toBe(false)
      expect(date.toISOString()).toBe(post.publishedAt)
      expect(post.publishedAt >= '2024-01-01').toBe(true)
      expect(post.publishedAt < '2026-11-01').toBe(true)
      years.add(date.getUTCFullYear())
    }
    expect([...years].sort()).toEqual([2024, 2025, 2026])
  })

  it.each(posts)('$slug is well formed', (post) => {
    expect(post.slug).toMatch(SLUG)
    expect(post.title.length).toBeLessThanOrEqual(160)
    expect(post.excerpt.length).toBeGreaterThan(40)
    expect(post.excerpt.length).toBeLessThanOrEqual(200)
    expect(post.content.length).toBeGreaterThanOrEqual(4)
    expect(post.content.length).toBeLessThanOrEqual(8)
    expect(post.categories.length).toBeGreaterThanOrEqual(1)
    expect(post.categories.length).toBeLessThanOrEqual(2)
    expect(post.tags.length).toBeGreaterThanOrEqual(1)
    expect(post.tags.length).toBeLessThanOrEqual(3)
    for (const c of post.categories) expect(categorySlugs.has(c), c).toBe(true)
    for (const t of post.tags) expect(tagSlugs.has(t), t).toBe(true)
    expect(['admin', 'editor']).toContain(post.author)
  })

  it('mix paragraphs, headings and lists', () => {
    const lines = posts.flatMap((p) => p.content)
    expect(lines.some((l) => l.startsWith('## '))).toBe(true)
    expect(lines.some((l) => l.startsWith('- '))).toBe(true)
    for (const post of posts) expect(post.content.some((l) => !l.startsWith('## ') && !l.startsWith('- '))).toBe(true)
  })

  it('include "déblai" with its accent, found by an accent-insensitive search for "deblai"', () => {
    const withAccent = posts.filter((p) => [p.title, p.excerpt, ...p.content].join(' ').includes('déblai'))
    expect(withAccent.length).toBeGreaterThan(0)
    const found = posts.filter((p) => fold([p.title, p.excerpt, ...p.content].join(' ')).includes('deblai'))
    expect(found.length).toBeGreaterThanOrEqual(withAccent.length)
  })

  it('use both authors and every category', () => {
    expect(new Set(posts.map((p) => p.author))).toEqual(new Set(['admin', 'editor']))
    expect(new Set(posts.flatMap((p) => p.categories))).toEqual(categorySlugs)
  })
})

describe('taxonomies', () => {
  it('have unique, valid slugs and names', () => {
    for (const list of [postCategories, postTags]) {
      expect(new Set(list.map((t) => t.slug)).size).toBe(list.length)
      expect(new Set(list.map((t) => t.name)).size).toBe(list.length)
      for (const t of list) expect(t.slug).toMatch(SLUG)
    }
    expect(postTags.length).toBeGreaterThanOrEqual(8)
    expect(postTags.length).toBeLessThanOrEqual(12)
  })

  it('every tag is used by at least one post', () => {
    const used = new Set(posts.flatMap((p) => p.tags))
    expect(postTags.filter((t) => !used.has(t.slug))).toEqual([])
  })
})

describe('réalisations', () => {
  const slugsOf = (list: { slug: string }[]) => new Set(list.map((t) => t.slug))
  const categories = slugsOf(portfolioCategories)
  const others = slugsOf(portfolioOtherCategories)
  const tags = slugsOf(portfolioTags)
  const pagePaths = new Set(pages.map((p) => pagePath(p.slug)))
  const postPaths = new Set(posts.map((p) => `/actualites/${p.slug}`))

  it('are at least 24, with unique slugs and titles', () => {
    expect(portfolioItems.length).toBeGreaterThanOrEqual(24)
    expect(new Set(portfolioItems.map((i) => i.slug)).size).toBe(portfolioItems.length)
    expect(new Set(portfolioItems.map((i) => i.title)).size).toBe(portfolioItems.length)
    for (const item of portfolioItems) {
      expect(item.slug).toMatch(SLUG)
      expect(item.title.length).toBeLessThanOrEqual(160)
      if (item.alt) expect(item.alt.length).toBeLessThanOrEqual(250)
    }
  })

  it('cover the six services, the three kinds of client and use every tag', () => {
    expect([...categories].sort()).toEqual(['amenagements-exterieurs', 'assainissement', 'demolition', 'location-engins', 'terrassement', 'vrd'])
    expect([...others].sort()).toEqual(['collectivites', 'particuliers', 'professionnels'])
    for (const item of portfolioItems) {
      expect(item.categories.length).toBeGreaterThan(0)
      for (const c of item.categories) expect(categories.has(c), c).toBe(true)
      for (const o of item.otherCategories) expect(others.has(o), o).toBe(true)
      for (const t of item.tags) expect(tags.has(t), t).toBe(true)
    }
    expect(new Set(portfolioItems.flatMap((i) => i.categories))).toEqual(categories)
    expect(new Set(portfolioItems.flatMap((i) => i.otherCategories))).toEqual(others)
    expect(new Set(portfolioItems.flatMap((i) => i.tags))).toEqual(tags)
  })

  it('hold a category name with an HTML entity, for the decoding', () => {
    expect(portfolioCategories.map((c) => c.name)).toContain('Aménagements &amp; extérieurs')
  })

  it('mix images, one YouTube and one Vimeo video, pages and two previews of this site’s own pages', () => {
    const ofType = <T extends (typeof portfolioItems)[number]['type']>(type: T) =>
      portfolioItems.filter((i): i is Extract<(typeof portfolioItems)[number], { type: T }> => i.type === type)
    expect(ofType('image').length).toBeGreaterThanOrEqual(10)
    expect(ofType('video').map((v) => v.videoUrl).sort()).toEqual([DEMO_YOUTUBE_URL, DEMO_VIMEO_URL].sort())
    expect(DEMO_YOUTUBE_URL).toMatch(/[?&]v=[\w-]{11}$/)
    expect(DEMO_VIMEO_URL).toMatch(/vimeo\.com\/\d+$/)
    const pagesItems = ofType('page')
    expect(pagesItems.length).toBeGreaterThanOrEqual(3)
    expect(new Set(pagesItems.map((p) => p.openIn))).toEqual(new Set(['lightbox', 'new-tab', 'same-tab']))
    for (const p of pagesItems) expect(pagePaths.has(p.pageUrl) || postPaths.has(p.pageUrl), p.pageUrl).toBe(true)
    const sites = ofType('iframe')
    expect(sites).toHaveLength(2)
    for (const site of sites) expect(pagePaths.has(site.siteUrl), site.siteUrl).toBe(true)
  })

  it('show every kind of item on the first page of the demo block', () => {
    const block = pages.find((p) => p.slug === 'realisations')?.layout.find((b) => b.blockType === 'portfolio')
    expect(block?.blockType).toBe('portfolio')
    if (block?.blockType !== 'portfolio') return
    expect(portfolioItems.length).toBeGreaterThan(2 * block.itemsPerPage)
    const first = portfolioItems.slice(0, block.itemsPerPage)
    expect(new Set(first.map((i) => i.type))).toEqual(new Set(['image', 'video', 'page', 'iframe']))
    expect(first.filter((i) => i.type === 'video')).toHaveLength(2)
    expect(block).toMatchObject({ allText: 'Tous', searchPlaceholder: 'Rechercher…', noItemsText: 'Aucune réalisation trouvée', loadMoreText: 'Voir plus', quickViewText: 'Aperçu rapide' })
  })
})

describe('galerie', () => {
  it('holds at least 40 chantier photos and five videos: two YouTube, one Vimeo, one Wistia and the project’s own file', () => {
    expect(gridPhotos.length).toBeGreaterThanOrEqual(40)
    expect([...gridVideos.map((v) => v.kind), 'video'].sort()).toEqual(['video', 'vimeo', 'wistia', 'youtube', 'youtube'])
    for (const video of gridVideos) expect(videoOf(video.kind, video.videoUrl), video.videoUrl).not.toBeNull()
    // The file's address is Payload's, known once stored (seed/seed.ts); its item needs the rest.
    expect(gridFilm.title).toMatch(/^Vidéo : /)
    expect(gridFilm.services.length).toBeGreaterThan(0)
  })
})

describe('the news page', () => {
  const news = gridPages.find((p) => p.slug === NEWS_PAGE_SLUG)

  it('is a page whose grid lists the news with category and tag filters and numbered pages', () => {
    const block = news?.layout[0]
    expect(block?.blockType).toBe('grid')
    if (block?.blockType !== 'grid') return
    expect(block).toMatchObject({ source: 'posts', pagination: 'pages', filterTaxonomies: ['category', 'post_tag'] })
    // More than one page of them, so the numbered pages show.
    expect(posts.length).toBeGreaterThan(block.perPage ?? 12)
  })

  it('has a title and a meta description as every page', () => {
    expect(news?.title).toBe('Actualités')
    expect(news?.description.length).toBeGreaterThanOrEqual(100)
    expect(news?.description.length).toBeLessThanOrEqual(160)
  })
})

describe('company', () => {
  it('has a 14-digit SIRET starting with its SIREN', () => {
    const siret = company.siret.replace(/\s/g, '')
    expect(siret).toMatch(/^\d{14}$/)
    expect(siret.startsWith(company.siren.replace(/\s/g, ''))).toBe(true)
  })
})
