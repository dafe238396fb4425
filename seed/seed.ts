import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'

import { DATA_DIR } from '../src/lib/paths'
import { company } from './content/company'
import { forms, type SeedFormKey } from './content/forms'
import { gridFilm, gridPages, gridPhotos, gridVideos, machines, machineTypes, machineUses } from './content/grids'
import { pages } from './content/pages'
import { portfolioCategories, portfolioItems, portfolioOtherCategories, portfolioTags } from './content/portfolio'
import { panels } from './content/panels'
import { popups } from './content/popups'
import { posts } from './content/posts'
import { postCategories, postTags } from './content/taxonomies'
import type { SeedBlock, SeedPage, SeedTaxonomy } from './content/types'
import { createDemoImage, demoImages } from './images'
import { toLexical } from './lexical'
import { createDemoVideo } from './video'

type Ids = Record<string, number>

const DEV_ADMIN_EMAIL = 'admin@morel-terrassement.test'

/**
 * Staff accounts of the demo. In production nothing is created unless ADMIN_EMAIL and
 * ADMIN_PASSWORD are given; elsewhere a development administrator gets a random password,
 * written to data/admin-credentials.txt and printed at start.
 */
async function seedUsers(payload: Payload): Promise<{ admin: number | null; editor: number | null }> {
  const production = process.env.NODE_ENV === 'production'
  let email = process.env.ADMIN_EMAIL
  let password = process.env.ADMIN_PASSWORD
  if (!email || !password) {
    if (production) {
      payload.logger.warn('NODE_ENV=production : aucun compte administrateur créé (définissez ADMIN_EMAIL et ADMIN_PASSWORD).')
      return { admin: null, editor: null }
    }
    email = DEV_ADMIN_EMAIL
    password = randomBytes(9).toString('base64url')
    fs.mkdirSync(DATA_DIR, { recursive: true })
    fs.writeFileSync(path.join(DATA_DIR, 'admin-credentials.txt'), `${email} / ${password}\n`, { mode: 0o600 })
  }
  const admin = await payload.create({
    collection: 'users',
    data: { email, password, name: company.manager, role: 'admin' },
    overrideAccess: true,
  })
  const editor = await payload.create({
    collection: 'users',
    data: {
      email: 'redaction@morel-terrassement.test',
      password: randomBytes(12).toString('base64url'),
      name: 'Camille Morel',
      role: 'editor',
    },
    overrideAccess: true,
  })
  return { admin: admin.id, editor: editor.id }
}

async function seedImages(payload: Payload): Promise<Ids> {
  const ids: Ids = {}
  for (const image of Object.values(demoImages)) {
    const data = await sharp(Buffer.from(image.svg)).png({ compressionLevel: 6 }).toBuffer()
    const doc = await payload.create({
      collection: 'media',
      data: { alt: image.alt },
      file: { data, mimetype: 'image/png', name: `${image.key}.png`, size: data.length },
      overrideAccess: true,
    })
    ids[image.key] = doc.id
  }
  return ids
}

function imageId(images: Ids, key: string | undefined): number | undefined {
  if (!key) return undefined
  const id = images[key]
  if (id === undefined) throw new Error(`Image de démonstration inconnue : ${key}`)
  return id
}

type PortfolioTerms = { categories: Ids; otherCategories: Ids; tags: Ids }

function termIds(ids: Ids, slugs: string[] | undefined): number[] {
  return (slugs ?? []).map((slug) => {
    const id = ids[slug]
    if (id === undefined) throw new Error(`Terme de réalisation inconnu : ${slug}`)
    return id
  })
}

type SeedRefs = { images: Ids; terms: PortfolioTerms; formIds: Record<SeedFormKey, number> }

/** Turns the plain seed blocks into Payload block data (image keys -> media ids, lines -> Lexical, term slugs and form keys -> ids). */
function toBlock(block: SeedBlock, { images, terms, formIds }: SeedRefs): Record<string, unknown> {
  const settings = {
    ...block.settings,
    background: imageId(images, block.settings?.background),
  }
  switch (block.blockType) {
    case 'hero':
      return { ...block, image: imageId(images, block.image), settings }
    case 'richText':
      return { ...block, content: toLexical(block.content), settings }
    case 'services':
      return {
        ...block,
        columns: String(block.columns ?? 3),
        items: block.items.map((item) => ({ ...item, image: imageId(images, item.image) })),
        settings,
      }
    case 'cta':
      return { ...block, settings }
    case 'imageText':
      return { ...block, content: toLexical(block.content), image: imageId(images, block.image), settings }
    case 'gallery':
      return { ...block, items: block.items.map((item) => ({ ...item, image: imageId(images, item.image) })), settings }
    case 'faq':
      return { ...block, settings }
    case 'contactDetails':
      return { ...block, settings }
    case 'portfolio':
      return {
        ...block,
        categories: termIds(terms.categories, block.categories),
        otherCategories: termIds(terms.otherCategories, block.otherCategories),
        tags: termIds(terms.tags, block.tags),
        settings,
      }
    case 'form':
      return { ...block, form: formIds[block.form], settings }
    case 'grid':
      return { ...block, settings }
    default: {
      const unknown: never = block
      throw new Error(`Bloc inconnu : ${JSON.stringify(unknown)}`)
    }
  }
}

/** Image choices name their pictures by demo image key; Payload wants media ids. */
function withChoiceImages(data: Record<string, unknown>, images: Ids): Record<string, unknown> {
  const fields = (data.fields as Record<string, unknown>[]).map((f) =>
    Array.isArray(f.choices)
      ? { ...f, choices: (f.choices as Record<string, unknown>[]).map((c) => (typeof c.image === 'string' ? { ...c, image: imageId(images, c.image) } : c)) }
      : f,
  )
  return { ...data, fields }
}

async function seedForms(payload: Payload, images: Ids): Promise<Record<SeedFormKey, number>> {
  const ids = {} as Record<SeedFormKey, number>
  for (const [key, data] of Object.entries(forms) as [SeedFormKey, Record<string, unknown>][]) {
    ids[key] = (await payload.create({ collection: 'forms', data: withChoiceImages(data, images) as never, overrideAccess: true })).id
  }
  return ids
}

async function seedPages(payload: Payload, refs: SeedRefs) {
  for (const page of pages as SeedPage[]) {
    await payload.create({
      collection: 'pages',
      data: {
        title: page.title,
        slug: page.slug,
        description: page.description,
        layout: page.layout.map((b) => toBlock(b, refs)) as never,
        _status: 'published',
      },
      overrideAccess: true,
    })
  }
}

/** The demo side panels (seed/content/panels.ts). */
async function seedPanels(payload: Payload, refs: SeedRefs) {
  for (const panel of panels) {
    await payload.create({
      collection: 'off-canvas-panels',
      data: { ...panel, layout: panel.layout.map((b) => toBlock(b, refs)) } as never,
      overrideAccess: true,
    })
  }
}

/** The demo popups (seed/content/popups.ts), once the pages they are placed on exist. */
async function seedPopups(payload: Payload, refs: SeedRefs) {
  const { docs } = await payload.find({ collection: 'pages', depth: 0, limit: 100, pagination: false, overrideAccess: true, select: { slug: true } })
  const pageIds = Object.fromEntries(docs.map((d) => [d.slug, d.id]))
  for (const popup of popups) {
    const placement =
      popup.placement.where === 'pages'
        ? {
            where: 'pages',
            pages: popup.placement.pages.map((slug) => {
              const id = pageIds[slug]
              if (id === undefined) throw new Error(`Page inconnue pour une fenêtre : ${slug}`)
              return id
            }),
          }
        : popup.placement
    await payload.create({
      collection: 'popups',
      data: { ...popup, placement, layout: popup.layout.map((b) => toBlock(b, refs)) } as never,
      overrideAccess: true,
    })
  }
}

async function seedTaxonomies(payload: Payload) {
  const categories: Ids = {}
  const tags: Ids = {}
  for (const c of postCategories) {
    categories[c.slug] = (await payload.create({ collection: 'categories', data: c, overrideAccess: true })).id
  }
  for (const t of postTags) {
    tags[t.slug] = (await payload.create({ collection: 'tags', data: t, overrideAccess: true })).id
  }
  return { categories, tags }
}

async function seedPosts(payload: Payload, images: Ids, tax: { categories: Ids; tags: Ids }, authors: { admin: number | null; editor: number | null }) {
  for (const post of posts) {
    await payload.create({
      collection: 'posts',
      data: {
        title: post.title,
        slug: post.slug,
        publishedAt: post.publishedAt,
        excerpt: post.excerpt,
        content: toLexical(post.content) as never,
        featuredImage: imageId(images, post.image),
        categories: post.categories.map((s) => tax.categories[s]),
        tags: post.tags.map((s) => tax.tags[s]),
        author: authors[post.author] ?? undefined,
        _status: 'published',
      },
      overrideAccess: true,
    })
  }
}

/**
 * The demo's HTML5 video: made here (seed/video), stored as a media file like any staff upload,
 * and played from the address Payload serves it at, with its first frame as the poster.
 */
async function seedFilm(payload: Payload, refs: SeedRefs) {
  const started = Date.now()
  const { webm, poster, spec } = await createDemoVideo()
  const create = (data: Buffer, mimetype: string, name: string) => payload.create({ collection: 'media', data: { alt: spec.alt }, file: { data, mimetype, name, size: data.length }, overrideAccess: true })
  const image = await create(poster, 'image/png', `${spec.key}.png`)
  const file = await create(webm, 'video/webm', `${spec.key}.webm`)
  if (!file.url) throw new Error('La vidéo de démonstration n’a pas d’adresse.')
  await payload.create({
    collection: 'grid-media',
    data: { title: gridFilm.title, kind: 'video', videoUrl: file.url, image: image.id, categories: termIds(refs.terms.categories, gridFilm.services), publishedAt: gridFilm.publishedAt, _status: 'published' },
    overrideAccess: true,
  })
  payload.logger.info(`Seed : vidéo de la galerie, ${spec.frames} images, ${Math.round(webm.length / 1024)} Ko, en ${((Date.now() - started) / 1000).toFixed(1)} s.`)
}

/** The grids' demo: photos and videos (« Médias de grille »), the engins and their pages (seed/content/grids.ts). */
async function seedGrids(payload: Payload, refs: SeedRefs) {
  const photos: Ids = {}
  for (const photo of gridPhotos) {
    const image = createDemoImage(photo.key, photo.spec)
    const data = await sharp(Buffer.from(image.svg)).png({ compressionLevel: 6 }).toBuffer()
    photos[photo.key] = (await payload.create({ collection: 'media', data: { alt: image.alt }, file: { data, mimetype: 'image/png', name: `${photo.key}.png`, size: data.length }, overrideAccess: true })).id
    await payload.create({
      collection: 'grid-media',
      data: { title: photo.title, kind: 'image', image: photos[photo.key], categories: termIds(refs.terms.categories, photo.services), views: photo.views, col: photo.col, row: photo.row, publishedAt: photo.publishedAt, _status: 'published' },
      overrideAccess: true,
    })
  }
  for (const video of gridVideos) {
    await payload.create({
      collection: 'grid-media',
      data: { title: video.title, kind: video.kind, videoUrl: video.videoUrl, image: photos[video.poster], categories: termIds(refs.terms.categories, video.services), publishedAt: video.publishedAt, _status: 'published' },
      overrideAccess: true,
    })
  }
  await seedFilm(payload, refs)
  const types: Ids = {}
  const uses: Ids = {}
  for (const t of machineTypes) types[t.slug] = (await payload.create({ collection: 'machine-types', data: t, overrideAccess: true })).id
  for (const u of machineUses) uses[u.slug] = (await payload.create({ collection: 'machine-uses', data: u, overrideAccess: true })).id
  for (const { image, types: typeSlugs, uses: useSlugs, weight, ...machine } of machines) {
    await payload.create({
      collection: 'machines',
      data: { ...machine, image: photos[image], machineTypes: typeSlugs.map((s) => types[s]!), machineUses: useSlugs.map((s) => uses[s]!), meta: [{ key: 'poids', value: String(weight) }], _status: 'published' },
      overrideAccess: true,
    })
  }
  for (const page of gridPages) {
    await payload.create({
      collection: 'pages',
      data: { title: page.title, slug: page.slug, description: page.description, layout: page.layout.map((b) => toBlock(b, refs)) as never, _status: 'published' },
      overrideAccess: true,
    })
  }
}

async function seedTerms(
  payload: Payload,
  collection: 'portfolio-categories' | 'portfolio-other-categories' | 'portfolio-tags',
  terms: SeedTaxonomy[],
): Promise<Ids> {
  const ids: Ids = {}
  for (const term of terms) ids[term.slug] = (await payload.create({ collection, data: term, overrideAccess: true })).id
  return ids
}

/** The réalisations and their taxonomies, published, in the listed order. */
async function seedPortfolio(payload: Payload, images: Ids): Promise<PortfolioTerms> {
  const terms = {
    categories: await seedTerms(payload, 'portfolio-categories', portfolioCategories),
    otherCategories: await seedTerms(payload, 'portfolio-other-categories', portfolioOtherCategories),
    tags: await seedTerms(payload, 'portfolio-tags', portfolioTags),
  }
  for (const [index, item] of portfolioItems.entries()) {
    const { image, alt, categories, otherCategories, tags, ...rest } = item
    await payload.create({
      collection: 'portfolio-items',
      data: {
        ...rest,
        thumbnail: imageId(images, image),
        thumbnailAlt: alt,
        categories: termIds(terms.categories, categories),
        otherCategories: termIds(terms.otherCategories, otherCategories),
        tags: termIds(terms.tags, tags),
        order: (index + 1) * 10,
        _status: 'published',
      },
      overrideAccess: true,
    })
  }
  return terms
}

async function seedSettings(payload: Payload) {
  await payload.updateGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    data: {
      siteTitle: company.name,
      tagline: company.tagline,
      contact: {
        phone: company.phone,
        email: company.email,
        street: company.street,
        postalCode: company.postalCode,
        city: company.city,
        siret: company.siret.replace(/\s/g, ''),
        openingHours: company.openingHours,
      },
      social: [
        { network: 'facebook', url: 'https://www.facebook.com/morel.terrassement.demo' },
        { network: 'linkedin', url: 'https://www.linkedin.com/company/morel-terrassement-demo' },
      ],
      menu: [
        { label: 'Accueil', href: '/' },
        {
          label: 'Services',
          href: '/#services',
          children: [
            { label: 'Terrassement', href: '/services/terrassement' },
            { label: 'Assainissement', href: '/services/assainissement' },
            { label: 'VRD', href: '/services/vrd' },
            { label: 'Démolition', href: '/services/demolition' },
            { label: 'Aménagements extérieurs', href: '/services/amenagements-exterieurs' },
            { label: 'Location d’engins avec chauffeur', href: '/services/location-engins' },
          ],
        },
        { label: 'Réalisations', href: '/realisations' },
        { label: 'Actualités', href: '/actualites' },
        {
          label: 'Contact',
          href: '/contact',
          children: [
            { label: 'Nous contacter', href: '/contact' },
            { label: 'Demander un devis', href: '/devis' },
            { label: 'Estimer mon terrassement', href: '/estimation' },
            { label: 'Recrutement', href: '/recrutement' },
          ],
        },
      ],
      headerBreakpoint: 1024,
      searchVariant: 'dropdown',
      accountTrigger: 'click',
      scrollTop: { variant: 'simple', device: 'both' },
      imageLightbox: true,
      // Self-hosted demo script (public/vendor): loaded only by sections with a particle background.
      particlesScriptUrl: '/vendor/particles.js',
      colourSwitcher: { enabled: true, defaultMode: 'system', switchedIsDark: true, forceReload: false },
      footer: {
        text: `${company.tagline}. Intervention ${company.serviceArea}.`,
        links: [
          { label: 'Demander un devis', href: '/devis' },
          { label: 'Mentions légales', href: '/mentions-legales' },
          { label: 'Politique de confidentialité', href: '/politique-de-confidentialite' },
          { label: 'Plan du site', href: '/sitemap.xml' },
        ],
      },
    },
  })
}

export async function seedDemo(payload: Payload) {
  const started = Date.now()
  payload.logger.info('Seed : comptes…')
  const authors = await seedUsers(payload)
  payload.logger.info(`Seed : ${Object.keys(demoImages).length} images…`)
  const images = await seedImages(payload)
  payload.logger.info('Seed : réalisations, formulaires, pages, actualités, réglages…')
  await seedSettings(payload)
  const terms = await seedPortfolio(payload, images)
  const formIds = await seedForms(payload, images)
  await seedPages(payload, { images, terms, formIds })
  payload.logger.info('Seed : galerie et location d’engins…')
  await seedGrids(payload, { images, terms, formIds })
  await seedPopups(payload, { images, terms, formIds })
  await seedPanels(payload, { images, terms, formIds })
  const tax = await seedTaxonomies(payload)
  await seedPosts(payload, images, tax, authors)
  payload.logger.info(`Seed terminé en ${Math.round((Date.now() - started) / 1000)} s.`)
}
