/**
 * Every demo page as a search engine and an assistive technology see it: status, language, title,
 * description, Open Graph, one h1, an axe scan (WCAG 2.0/2.1 A and AA) with zero violations in
 * both palettes (the colour switch's dark one rescanned for the colour rules), and text drawn with
 * the two preloaded fonts alone.
 * Then the sitemap, robots.txt, the business JSON-LD and the French 404.
 */
import { DEMO_PAGES as PAGES } from './demo-pages'
import { expectNoAxeViolations, expect, setPalette, test } from './fixtures'

/** The axe rules whose outcome depends on the palette's colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/** Pages checked in one test share its browser context: after the first, scripts come from cache. */
const GROUP_SIZE = 3
const GROUPS = Array.from({ length: Math.ceil(PAGES.length / GROUP_SIZE) }, (_, i) =>
  PAGES.slice(i * GROUP_SIZE, (i + 1) * GROUP_SIZE),
)

test.describe('pages de démonstration', () => {
  // Reveal animations are switched off so the scan sees every section at full opacity (a section
  // still hidden or mid-fade would be skipped or misjudged by the contrast rule).
  test.use({ reducedMotion: 'reduce' })

  for (const group of GROUPS) {
    test(`${group.join(' · ')} : statut, métadonnées, un seul h1, accessibilité`, async ({ page }) => {
      for (const path of group) {
        // Soft assertions: a failing page is reported without hiding the others of the group.
        await test.step(path, async () => {
          const response = await page.goto(path)
          expect.soft(response?.status(), path).toBe(200)
          await expect.soft(page.locator('html'), path).toHaveAttribute('lang', 'fr')
          expect.soft((await page.title()).trim(), path).not.toBe('')
          await expect.soft(page.locator('meta[name="description"]'), path).toHaveAttribute('content', /\S{10,}/)
          await expect.soft(page.locator('meta[property="og:title"]'), path).toHaveAttribute('content', /\S/)
          await expect.soft(page.locator('h1'), path).toHaveCount(1)
          await expect.soft(page.getByRole('heading', { level: 1 }), path).toBeVisible()
          await expect.soft(page.getByRole('main'), path).toBeVisible()
          await expectNoAxeViolations(page, { soft: true })
          // The switched (dark) palette too, on the same page: flipping it changes colours only, so
          // only the rules about colours run again, without loading the page a second time.
          await setPalette(page, 'switched')
          await expectNoAxeViolations(page, { soft: true, rules: COLOUR_RULES, label: 'palette sombre' })
          // Every character of the page is in the two preloaded fonts: no other font file is fetched.
          const fonts = await page.evaluate(async () => {
            await document.fonts.ready
            return [...document.fonts].map((face) => ({ family: face.family, status: face.status }))
          })
          // next/font names the faces after the exports of _fonts/index.ts (and a local « Fallback »).
          const loaded = new Set(fonts.filter((face) => face.status === 'loaded' && !/étendu|Fallback/.test(face.family)).map((face) => face.family))
          expect.soft(loaded, path).toEqual(new Set(['bodyFont', 'headingFont']))
          expect.soft(fonts.filter((face) => face.status !== 'unloaded' && /étendu/.test(face.family)), path).toEqual([])
        })
      }
    })
  }
})

test('chaque page a un titre qui lui est propre', { tag: '@http' }, async ({ request }) => {
  const titles = new Map<string, string>()
  for (const path of PAGES) {
    const html = await (await request.get(path)).text()
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? ''
    expect(title, `titre de ${path}`).not.toBe('')
    expect(titles.get(title), `« ${title} » est aussi le titre de ${titles.get(title)}`).toBeUndefined()
    titles.set(title, path)
  }
})

test('les images de l’équipe sont gardées par le navigateur, pas redemandées à chaque visite', { tag: '@http' }, async ({ request }) => {
  // The home page's own images: the call-to-action's background among them (an original, not a size).
  const html = await (await request.get('/')).text()
  const files = [...new Set([...html.matchAll(/\/api\/media\/file\/[^"'&\s),\\]+/g)].map((m) => m[0]))]
  expect(files.length, 'images de la page d’accueil servies par la médiathèque').toBeGreaterThan(0)
  for (const file of files.slice(0, 4)) {
    const response = await request.get(file)
    expect(response.status(), file).toBe(200)
    expect(response.headers()['cache-control'], file).toBe('public, max-age=86400, stale-while-revalidate=604800')
  }
})

test('l’icône du site et le script des particules sont gardés un jour, pas redemandés à chaque visite', { tag: '@http' }, async ({ request }) => {
  const html = await (await request.get('/')).text()
  const icon = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1]
  expect(icon, 'icône annoncée par la page d’accueil').toMatch(/^\/icon\.svg/)
  for (const file of [icon!, '/vendor/particles.js']) {
    const response = await request.get(file)
    expect(response.status(), file).toBe(200)
    expect(response.headers()['cache-control'], file).toBe('public, max-age=86400, stale-while-revalidate=604800')
  }
})

test('le plan du site liste les pages et les actualités, robots.txt y renvoie', { tag: '@http' }, async ({ request, baseURL }) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  expect(sitemap.headers()['content-type']).toMatch(/xml/)
  const xml = await sitemap.text()
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  for (const path of PAGES.filter((p) => !p.includes('?') && p !== '/connexion')) {
    expect(locs, `${path} dans le plan du site`).toContain(path === '/' ? '/' : path)
  }
  expect(locs.filter((p) => p.startsWith('/actualites/')).length).toBeGreaterThanOrEqual(20)
  expect(locs).not.toContain('/connexion')
  expect(new Set(locs).size).toBe(locs.length)

  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('l’accueil décrit l’entreprise en JSON-LD (GeneralContractor)', async ({ page }) => {
  await page.goto('/')
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>)
  const business = data.find((d) => d['@type'] === 'GeneralContractor')
  expect(business, 'bloc JSON-LD GeneralContractor').toBeDefined()
  expect(business).toMatchObject({ '@context': 'https://schema.org', name: 'Morel Terrassement', telephone: expect.any(String) })
  expect(business?.address).toMatchObject({
    '@type': 'PostalAddress',
    addressLocality: 'Saint-Jean-de-Braye',
    addressCountry: 'FR',
  })
})

test('une adresse inconnue répond 404 « Page introuvable »', async ({ page }) => {
  for (const path of [
    '/cette-page-n-existe-pas',
    '/services/inconnu',
    '/actualites/page/1',
    '/actualites/article-inconnu',
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' }), path).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/')
  }
})

