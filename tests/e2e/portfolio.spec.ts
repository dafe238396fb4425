import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'

import { animationsDone, failChunk, holdChunk, portfolioLive } from './fixtures'

/**
 * The portfolio block on /realisations (demo content of seed/content/portfolio.ts: 27 réalisations,
 * 12 per page) and the WordPress-compatible read API, in a real browser against the production
 * build. Elements are found by role and French accessible name, as a visitor would.
 *
 * The staff test adds a réalisation (last in order, in « Terrassement ») and leaves it: counts
 * below are written so that this extra item, from either project, changes none of them.
 */

const ADMIN = { email: process.env.E2E_ADMIN_EMAIL || 'admin@e2e.test', password: process.env.E2E_ADMIN_PASSWORD || 'e2e-Admin-2026!' }

const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com/embed/Q3mTz8LpV2c?autoplay=1'
const VIMEO_EMBED = 'https://player.vimeo.com/video/824613975?autoplay=1'
const VIDEO_HOSTS = /^https?:\/\/([^/]+\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com)(\/|$)/

const results = (page: Page) => page.getByRole('list', { name: 'Réalisations' })
const items = (page: Page) => results(page).getByRole('listitem')
const categories = (page: Page) => page.getByRole('navigation', { name: 'Filtrer par catégorie' })
const clients = (page: Page) => page.getByRole('navigation', { name: 'Filtrer par type de client' })
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Rechercher une réalisation' })
const loadMore = (page: Page) => page.getByRole('button', { name: 'Voir plus' })
const item = (page: Page, name: string | RegExp) => results(page).getByRole('link', { name })

/** Opens the page and waits until the island has taken over the server's markup. */
async function openPortfolio(page: Page, query = '') {
  await page.goto(`/realisations${query}`)
  // The island marks its own markup; until then the server's copy (plain links) is on screen.
  await portfolioLive(page)
}

async function titles(page: Page): Promise<string[]> {
  return results(page).getByRole('heading').allTextContents()
}

async function expectFocused(locator: Locator) {
  await expect(locator).toBeFocused()
}

test.describe('the portfolio block', () => {
  test('its code fetched on use: if it does not come, the links keep working and « Réessayer » brings it', async ({ page }) => {
    // A log line only the island's chunk holds.
    const chunk = await failChunk(page, 'Error fetching portfolio categories')
    await page.goto('/realisations')
    // Its code comes at the visitor's first sign (docs/decisions/080): the pointer moves in.
    await expect(page.locator('.portfolio-island[data-holding-clicks]')).toBeAttached()
    await page.mouse.move(5, 5)
    await page.mouse.move(6, 6)
    const alert = page.getByRole('alert').filter({ hasText: 'Cette partie de la page n’a pas pu être chargée.' })
    await expect(alert).toBeVisible()
    expect(chunk.refused()).toBeGreaterThan(0)
    // The server's portfolio is still there, as links.
    await expect(items(page)).toHaveCount(12)
    await expect(categories(page).getByRole('link', { name: 'Terrassement' })).toHaveAttribute('href', /^\/realisations\?categorie=/)
    chunk.restore()
    await alert.getByRole('button', { name: 'Réessayer' }).click()
    await expect(alert).toBeHidden()
    await expect(page.locator('.portfolio-view--live')).toBeVisible()
    await expect(items(page)).toHaveCount(12)
  })

  test('shows the first 12 réalisations, the decoded filters and the search box', async ({ page }) => {
    await openPortfolio(page)
    await expect(items(page)).toHaveCount(12)
    await expect(categories(page).getByRole('link')).toHaveText([
      'Tous',
      'Aménagements & extérieurs',
      'Assainissement',
      'Démolition',
      'Location d’engins',
      'Terrassement',
      'VRD',
    ])
    await expect(categories(page).getByRole('link', { name: 'Tous' })).toHaveAttribute('aria-current', 'true')
    await expect(clients(page).getByRole('link')).toHaveText(['Tous', 'Collectivités', 'Particuliers', 'Professionnels'])
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Rechercher…')
    await expect(loadMore(page)).toBeVisible()
    // Raw entities never reach the screen.
    await expect(page.getByText('&amp;')).toHaveCount(0)
  })

  test('filters by category, then by other category; the address follows and Back restores each view', async ({ page }) => {
    await openPortfolio(page)
    await categories(page).getByRole('link', { name: 'Démolition' }).click()
    await expect(items(page)).toHaveCount(3)
    await expect(page).toHaveURL(/\/realisations\?categorie=\d+$/)
    await expect(categories(page).getByRole('link', { name: 'Démolition' })).toHaveAttribute('aria-current', 'true')
    expect(await titles(page)).toEqual([
      'Démolition d’une grange à Jargeau (nouvel onglet)',
      'Vidéo : démolition d’un atelier à Fleury-les-Aubrais',
      'Déconstruction avec tri sélectif à Orléans',
    ])
    await expect(loadMore(page)).toHaveCount(0)

    await clients(page).getByRole('link', { name: 'Collectivités' }).click()
    await expect(items(page)).toHaveCount(1)
    await expect(item(page, 'Déconstruction avec tri sélectif à Orléans')).toBeVisible()
    await expect(page).toHaveURL(/\/realisations\?categorie=\d+&autre=\d+$/)

    await page.goBack()
    await expect(page).toHaveURL(/\/realisations\?categorie=\d+$/)
    await expect(items(page)).toHaveCount(3)
    await expect(clients(page).getByRole('link', { name: 'Tous' })).toHaveAttribute('aria-current', 'true')

    await page.goBack()
    await expect(page).toHaveURL(/\/realisations$/)
    await expect(items(page)).toHaveCount(12)
    await expect(categories(page).getByRole('link', { name: 'Tous' })).toHaveAttribute('aria-current', 'true')

    await page.goForward()
    await expect(items(page)).toHaveCount(3)
  })

  test('a shared filtered address opens on that view, rendered by the server', async ({ page, request }) => {
    const cats = (await (await request.get('/wp-json/wp/v2/portfolio-categories?per_page=100')).json()) as { id: number; slug: string }[]
    const demolition = cats.find((c) => c.slug === 'demolition')!.id
    const response = await page.goto(`/realisations?categorie=${demolition}&q=grange`)
    expect(response?.status()).toBe(200)
    // Before (and whatever) the island does, the HTML already holds the filtered view.
    const html = (await response?.text()) ?? ''
    expect(html).toContain('Démolition d’une grange à Jargeau')
    expect(html).not.toContain('Piscine enterrée à Saint-Cyr-en-Val')
    await portfolioLive(page)
    await expect(items(page)).toHaveCount(1)
    await expect(searchBox(page)).toHaveValue('grange')
  })

  test('searches the titles as the visitor types, regex characters as plain text', async ({ page }) => {
    await openPortfolio(page)
    await searchBox(page).fill('GABIONS')
    await expect(items(page)).toHaveCount(1)
    await expect(item(page, 'Terrasses et mur en gabions à Mardié')).toBeVisible()
    await expect(page).toHaveURL(/[?&]q=GABIONS/)
    await searchBox(page).fill('(.*')
    await expect(items(page)).toHaveCount(0)
    await expect(page.getByText('Aucune réalisation trouvée')).toBeVisible()
    await searchBox(page).fill('')
    await expect(items(page)).toHaveCount(12)
    await expect(page).toHaveURL(/\/realisations$/)
  })

  test('the search covers every réalisation, not only the loaded page', async ({ page }) => {
    await openPortfolio(page)
    // « Donnery » is not among the first 12.
    await expect(item(page, /Donnery/)).toHaveCount(0)
    await searchBox(page).fill('Donnery')
    await expect(item(page, 'Épandage pour un gîte rural à Donnery')).toBeVisible()
    await expect(items(page)).toHaveCount(1)
    await expect(page.getByText('Aucune réalisation trouvée')).toHaveCount(0)
    await expect(loadMore(page)).toHaveCount(0)
    // The same view from the server, as a shared address or without JavaScript.
    const html = (await (await page.request.get('/realisations?q=donnery')).text()) ?? ''
    expect(html).toContain('Épandage pour un gîte rural à Donnery')
    expect(html.match(/<li class="portfolio-item /g)).toHaveLength(1)
    expect(html).not.toContain('class="portfolio-empty"')
  })

  test('« Voir plus » appends below: no card already on screen moves, from the server’s first view on', async ({ page, browser }) => {
    /**
     * Each card's box within the grid, by title. Relative to the grid: what stands above it may
     * differ without JavaScript (the phone's menu is then a plain list of links).
     */
    const boxes = (p: Page) =>
      results(p)
        .locator(':scope > li.portfolio-item')
        .evaluateAll((cards) =>
          cards.map((card) => {
            const grid = card.parentElement!.getBoundingClientRect()
            const r = card.getBoundingClientRect()
            return { title: card.querySelector('.portfolio-item__title')?.textContent ?? '', x: Math.round(r.left - grid.left), y: Math.round(r.top - grid.top), w: Math.round(r.width), h: Math.round(r.height) }
          }),
        )
    // The server's first view, as a visitor without JavaScript gets it.
    const { baseURL, viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = test.info().project.use
    const staticContext = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport, deviceScaleFactor, isMobile, hasTouch, userAgent })
    const staticPage = await staticContext.newPage()
    await staticPage.goto('/realisations')
    await expect(items(staticPage)).toHaveCount(12)
    const server = await boxes(staticPage)
    await staticContext.close()

    await openPortfolio(page)
    await expect(items(page)).toHaveCount(12)
    expect(await boxes(page)).toEqual(server)
    await loadMore(page).click()
    await expect(items(page)).toHaveCount(24)
    const after = await boxes(page)
    expect(after.slice(0, 12)).toEqual(server)
    // The new cards are all below the ones already there.
    const bottom = Math.max(...server.map((b) => b.y + b.h))
    for (const card of after.slice(12)) expect(card.y, card.title).toBeGreaterThanOrEqual(bottom)
  })

  test('loads more réalisations until all are shown', async ({ page }) => {
    await openPortfolio(page)
    await expect(items(page)).toHaveCount(12)
    await loadMore(page).click()
    await expect(items(page)).toHaveCount(24)
    await expect(page.getByRole('status').filter({ hasText: 'affichées' })).toHaveText(/^24 réalisations affichées sur (2[7-9]|3\d)$/)
    // The third page holds the rest (27 demo réalisations, plus those the staff test may add).
    await loadMore(page).click()
    await expect(loadMore(page)).toHaveCount(0)
    const status = (await page.getByRole('status').filter({ hasText: 'affichées' }).textContent()) ?? ''
    const [, shown, total] = /^(\d+) réalisations affichées sur (\d+)$/.exec(status) ?? []
    expect(Number(shown)).toBeGreaterThanOrEqual(27)
    expect(shown).toBe(total)
    await expect(items(page)).toHaveCount(Number(total))
  })

  test('an accessibility scan finds nothing, with the block live and with a preview open', async ({ page }) => {
    await page.route(VIDEO_HOSTS, (route) => route.abort())
    await openPortfolio(page)
    expect((await new AxeBuilder({ page }).include('.portfolio-block').analyze()).violations).toEqual([])
    await item(page, 'Aperçu : nos travaux de voirie et réseaux').click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await animationsDone(page.getByRole('dialog'))
    expect((await new AxeBuilder({ page }).include('.portfolio-preview').exclude('iframe').analyze()).violations).toEqual([])
  })
})

test.describe('before its code came', () => {
  // docs/decisions/080: the portfolio's code comes at the visitor's first sign, not with the page.
  test('a word typed in the search box is searched once the code is here, the focus kept', async ({ page }) => {
    const loader = await holdChunk(page, 'startPortfolio')
    await page.goto('/realisations', { waitUntil: 'networkidle' })
    await expect(page.locator('.portfolio-island[data-holding-clicks]')).toBeAttached()
    // A page left alone asks nothing of it.
    expect(loader.asked()).toBe(false)
    await searchBox(page).fill('grange')
    await expect.poll(() => loader.asked()).toBe(true)
    await expect(items(page)).toHaveCount(12)

    loader.letThrough()
    await expect(page.locator('.portfolio-view--live')).toBeVisible()
    await expect(items(page)).toHaveCount(1)
    await expect(item(page, /Démolition d’une grange à Jargeau/)).toBeVisible()
    await expect(searchBox(page)).toHaveValue('grange')
    await expectFocused(searchBox(page))
    await expect(page).toHaveURL(/\/realisations\?q=grange$/)
  })

  test('a video clicked opens in its preview once the code is here, without leaving the page', async ({ page }) => {
    await page.route(VIDEO_HOSTS, (route) => route.abort())
    const loader = await holdChunk(page, 'startPortfolio')
    await page.goto('/realisations', { waitUntil: 'networkidle' })
    await expect(page.locator('.portfolio-island[data-holding-clicks]')).toBeAttached()
    // The click is the visitor's first sign: it brings the code, and waits for it.
    await item(page, 'Vidéo : viabilisation d’un lotissement à Chécy').click()
    await expect.poll(() => loader.asked()).toBe(true)
    await expect(page).toHaveURL(/\/realisations$/)

    loader.letThrough()
    const dialog = page.getByRole('dialog', { name: 'Vidéo : viabilisation d’un lotissement à Chécy' })
    await expect(dialog.locator('iframe')).toHaveAttribute('src', YOUTUBE_EMBED)
    await expect(page).toHaveURL(/\/realisations$/)
  })
})

test.describe('previews', () => {
  test('the YouTube video opens in the overlay on click, not before; Escape closes it and focus returns', async ({ page }) => {
    const videoRequests: string[] = []
    await page.route(VIDEO_HOSTS, (route) => {
      videoRequests.push(route.request().url())
      return route.abort()
    })
    await openPortfolio(page)
    // Scroll through the whole block, so every lazy thumbnail has loaded.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState('networkidle')
    expect(videoRequests).toEqual([])

    const link = item(page, 'Vidéo : viabilisation d’un lotissement à Chécy')
    await link.click()
    const dialog = page.getByRole('dialog', { name: 'Vidéo : viabilisation d’un lotissement à Chécy' })
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('iframe')).toHaveAttribute('src', YOUTUBE_EMBED)
    await expect.poll(() => videoRequests.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/Q3mTz8LpV2c'))).toBe(true)
    await expectFocused(dialog.getByRole('button', { name: 'Fermer' }))

    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expectFocused(link)
  })

  test('the Vimeo video opens from the keyboard and closes with its close button', async ({ page }) => {
    const videoRequests: string[] = []
    await page.route(VIDEO_HOSTS, (route) => {
      videoRequests.push(route.request().url())
      return route.abort()
    })
    await openPortfolio(page)
    const link = item(page, 'Vidéo : démolition d’un atelier à Fleury-les-Aubrais')
    await link.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Vidéo : démolition d’un atelier à Fleury-les-Aubrais' })
    await expect(dialog.locator('iframe')).toHaveAttribute('src', VIMEO_EMBED)
    expect(videoRequests.every((url) => url.startsWith('https://player.vimeo.com/'))).toBe(true)
    // Focus starts on the close button; the page behind is inert.
    await expectFocused(dialog.getByRole('button', { name: 'Fermer' }))
    await page.keyboard.press('Enter')
    await expect(dialog).toHaveCount(0)
    await expectFocused(link)
  })

  test('a page opens in the framed lightbox with desktop, tablet and mobile views', async ({ page }) => {
    await openPortfolio(page)
    await item(page, 'Microstation et infiltration à Chaingy').click()
    const dialog = page.getByRole('dialog', { name: 'Microstation et infiltration à Chaingy' })
    const frame = dialog.locator('iframe')
    await expect(frame).toHaveAttribute('src', '/actualites/fosse-toutes-eaux-ou-microstation')
    await expect(dialog.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible()

    const views = dialog.getByRole('group', { name: 'Taille de l’aperçu' })
    await expect(views.getByRole('button', { name: 'Ordinateur' })).toHaveAttribute('aria-pressed', 'true')
    await views.getByRole('button', { name: 'Mobile' }).click()
    await expect(views.getByRole('button', { name: 'Mobile' })).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(async () => (await frame.boundingBox())?.width ?? 0).toBeLessThanOrEqual(375)
    await views.getByRole('button', { name: 'Tablette' }).click()
    await expect(views.getByRole('button', { name: 'Tablette' })).toHaveAttribute('aria-pressed', 'true')

    await dialog.getByRole('button', { name: 'Fermer' }).click()
    await expect(dialog).toHaveCount(0)
  })

  test('a site of the réalisations opens in the framed lightbox from the keyboard', async ({ page }) => {
    await openPortfolio(page)
    const link = item(page, 'Aperçu : nos travaux de voirie et réseaux')
    await link.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Aperçu : nos travaux de voirie et réseaux' })
    await expect(dialog.locator('iframe')).toHaveAttribute('src', '/services/vrd')
    await expect(dialog.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible()
    // Tab stays within the dialog: the view toggles, then the close button.
    await page.keyboard.press('Shift+Tab')
    await expectFocused(dialog.getByRole('button', { name: 'Mobile' }))
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('button', { name: 'Mobile' })).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expectFocused(link)
  })

  test('an image opens in the lightbox with its text alternative', async ({ page }) => {
    await openPortfolio(page)
    await item(page, 'Terrassement d’une maison à Olivet').click()
    const dialog = page.getByRole('dialog', { name: 'Terrassement d’une maison à Olivet' })
    const image = dialog.getByRole('img', { name: 'Fouilles pour les fondations d’une maison individuelle à Olivet' })
    await expect(image).toBeVisible()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
  })

  test('an item set to open in a new tab is a plain link to a new tab', async ({ page }) => {
    await openPortfolio(page)
    const link = item(page, 'Démolition d’une grange à Jargeau (nouvel onglet)')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener')
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()])
    await expect(popup).toHaveURL(/\/actualites\/demolition-grange-jargeau$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await popup.close()
  })

  test('an item set to open in the same tab navigates there', async ({ page }) => {
    await openPortfolio(page)
    await item(page, 'Bassin de rétention à Saint-Denis-en-Val').click()
    await expect(page).toHaveURL(/\/actualites\/bassin-retention-saint-denis-en-val$/)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the first page is in the HTML, with working filter links and search form', async ({ page }) => {
    await page.goto('/realisations')
    await expect(items(page)).toHaveCount(12)
    await expect(item(page, 'Terrassement d’une maison à Olivet')).toHaveAttribute('href', /^\/api\/media\/file\/.+\.webp$/)
    await expect(item(page, 'Microstation et infiltration à Chaingy')).toHaveAttribute('href', '/actualites/fosse-toutes-eaux-ou-microstation')
    // Load More cannot work without JavaScript: it keeps its place but is hidden.
    await expect(loadMore(page)).toBeHidden()

    await categories(page).getByRole('link', { name: 'Démolition' }).click()
    await expect(page).toHaveURL(/\/realisations\?categorie=\d+$/)
    await expect(items(page)).toHaveCount(3)
    await expect(categories(page).getByRole('link', { name: 'Démolition' })).toHaveAttribute('aria-current', 'true')

    await searchBox(page).fill('grange')
    await searchBox(page).press('Enter')
    await expect(page).toHaveURL(/\/realisations\?categorie=\d+&q=grange$/)
    await expect(items(page)).toHaveCount(1)
    await expect(item(page, 'Démolition d’une grange à Jargeau (nouvel onglet)')).toBeVisible()
  })
})

test.describe('staff', () => {
  test('an administrator adds a réalisation through the REST API; it shows in the API and the block, a draft does not', async ({ page, request, baseURL }, testInfo) => {
    await page.goto('/connexion')
    await page.getByLabel('E-mail', { exact: true }).fill(ADMIN.email)
    await page.getByLabel('Mot de passe', { exact: true }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await page.waitForURL(/\/admin/)

    const cats = (await (await page.request.get('/wp-json/wp/v2/portfolio-categories?per_page=100')).json()) as { id: number; slug: string }[]
    const terrassement = cats.find((c) => c.slug === 'terrassement')!.id
    const stamp = `${testInfo.project.name}-${Date.now()}`
    const title = `Nivellement d’un terrain à Chécy (${stamp})`
    const create = (data: Record<string, unknown>) =>
      page.request.post('/api/portfolio-items', { headers: { Origin: baseURL! }, data })

    const created = await create({
      title,
      slug: `nivellement-checy-${stamp}`,
      type: 'page',
      pageUrl: '/services/terrassement',
      openIn: 'lightbox',
      categories: [terrassement],
      order: 100000,
      _status: 'published',
    })
    expect(created.status()).toBe(201)
    const draftTitle = `Brouillon d’équipe (${stamp})`
    expect((await create({ title: draftTitle, slug: `brouillon-${stamp}`, type: 'page', pageUrl: '/', categories: [terrassement], _status: 'draft' })).status()).toBe(201)

    // Without a session, as any visitor: the API lists the published one only.
    const api = await request.get(`/wp-json/wp/v2/portfolio?per_page=100&astra-portfolio-categories=${terrassement}`)
    const listed = ((await api.json()) as { title: { rendered: string }; link: string }[]).map((i) => i.title.rendered)
    expect(listed).toContain(title)
    expect(listed.some((t) => t.includes('Brouillon d’équipe'))).toBe(false)

    await openPortfolio(page, `?categorie=${terrassement}`)
    const link = item(page, title)
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('href', '/services/terrassement')
    await expect(item(page, draftTitle)).toHaveCount(0)
  })

  test('a WordPress client follows the Link header to the last page, reads single items, and gets JSON for unknown routes', async ({ request }) => {
    const ids: number[] = []
    // Another test may add a réalisation while this one walks the pages: the walk then starts over.
    await expect(async () => {
      ids.length = 0
      let response = await request.get('/wp-json/wp/v2/portfolio?per_page=10')
      const total = Number(response.headers()['x-wp-total'])
      ids.push(...((await response.json()) as { id: number }[]).map((i) => i.id))
      for (let next = /<([^>]+)>; rel="next"/.exec(response.headers()['link'] ?? '')?.[1]; next; next = /<([^>]+)>; rel="next"/.exec(response.headers()['link'] ?? '')?.[1]) {
        // Absolute, as WordPress writes it: fetched exactly as given.
        expect(next).toMatch(/^https?:\/\/[^/]+\/wp-json\/wp\/v2\/portfolio\?/)
        response = await request.get(next)
        expect(response.status()).toBe(200)
        ids.push(...((await response.json()) as { id: number }[]).map((i) => i.id))
      }
      expect(new Set(ids).size).toBe(total)
    }).toPass()

    const single = await request.get(`/wp-json/wp/v2/portfolio/${ids[0]}`)
    expect(single.status()).toBe(200)
    expect(await single.json()).toMatchObject({ id: ids[0], type: 'portfolio', title: { rendered: expect.any(String) } })
    const cats = (await (await request.get('/wp-json/wp/v2/portfolio-categories')).json()) as { id: number }[]
    expect(await (await request.get(`/wp-json/wp/v2/portfolio-categories/${cats[0]!.id}`)).json()).toMatchObject({ id: cats[0]!.id, taxonomy: 'astra-portfolio-categories' })
    expect((await (await request.get('/wp-json/wp/v2/portfolio/99999999')).json()).code).toBe('rest_post_invalid_id')

    for (const path of ['/wp-json/wp/v2/posts', '/wp-json/wp/v2/portfolio/abc', '/wp-json/nimporte/quoi']) {
      const unknown = await request.get(path)
      expect(unknown.status(), path).toBe(404)
      expect(unknown.headers()['content-type']).toBe('application/json; charset=UTF-8')
      expect(await unknown.json()).toEqual({ code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } })
    }
  })

  test('the read API refuses bad parameters and writes, as WordPress does', async ({ request }) => {
    const bad = await request.get('/wp-json/wp/v2/portfolio?per_page=0')
    expect(bad.status()).toBe(400)
    expect(bad.headers()['content-type']).toBe('application/json; charset=UTF-8')
    expect(await bad.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400, params: { per_page: expect.any(String) } } })
    const beyond = await request.get('/wp-json/wp/v2/portfolio?page=999')
    expect((await beyond.json()).code).toBe('rest_post_invalid_page_number')
    const write = await request.post('/wp-json/wp/v2/portfolio', { data: {} })
    expect(write.status()).toBe(405)
    const ok = await request.get('/wp-json/wp/v2/portfolio?per_page=5')
    expect(ok.headers()['x-wp-total']).toMatch(/^\d+$/)
    expect(ok.headers()['cache-control']).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/)
  })
})
