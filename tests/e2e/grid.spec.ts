import type { Page } from '@playwright/test'

import { expect, expectFrameFocused, expectNoAxeViolations, holdChunk, test, watchClicks } from './fixtures'

/**
 * Content grids on the demo pages (seed/content/grids.ts): « Location d’engins » (14 engins, 6 per
 * page, numbered pages, type and use filters, sorts, search) and « Galerie » (44 photos and 5
 * videos, 12 per page, « Voir plus »), in a real browser against the production build, with and
 * without JavaScript; and the two calls over HTTP.
 */

const catalogue = (page: Page) => page.getByRole('list', { name: 'Nos engins à louer' })
const gallery = (page: Page) => page.getByRole('list', { name: 'Nos chantiers en images' })
const titles = (list: ReturnType<typeof catalogue>) => list.getByRole('heading').allTextContents()
const types = (page: Page) => page.getByRole('navigation', { name: 'Filtrer : Types d’engins' })
const uses = (page: Page) => page.getByRole('navigation', { name: 'Filtrer : Usages' })
const widget = (page: Page, id: string) => page.locator(`#grid-${id}`)
const VIDEO_HOSTS = /^https?:\/\/([^/]+\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|vimeo\.com|vimeocdn\.com|wistia\.com|wistia\.net)(\/|$)/

/** Once the grid's loader listens (its links are held from then on, docs/decisions/079), or its code is already live. */
const listening = (page: Page, id: string) => expect(page.locator(`#grid-${id}:is([data-holding-clicks], [data-loaded])`)).toBeAttached()

/**
 * Opens a grid page and waits until its island has taken the markup over and the page has loaded.
 * A grid's code comes at the visitor's first sign (docs/decisions/079), once the page listens (a
 * sign before the page's scripts run is not one): the pointer moves in. A move rather than a key or
 * a tap: it is no input for the layout-shift score, which a test below reads.
 */
async function openLive(page: Page, path: string, id: string) {
  await page.goto(path)
  await listening(page, id)
  // Two points: the pointer moves even if it was left on one of them.
  await page.mouse.move(5, 5)
  await page.mouse.move(6, 6)
  await expect(widget(page, id)).toHaveAttribute('data-loaded', '')
  // Set once: a full reload would drop it.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
}

/** Holds the grid's code back until `letThrough`: the chunk that exports startGrid. */
const holdIsland = (page: Page) => holdChunk(page, 'startGrid')

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)

/** A short webm recorded by the browser itself (MediaRecorder over a canvas): the demo has no video file. */
async function recordedWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas')
    canvas.width = 64
    canvas.height = 48
    const context = canvas.getContext('2d')!
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm' })
    const chunks: Blob[] = []
    recorder.ondataavailable = (event) => chunks.push(event.data)
    const stopped = new Promise((resolve) => (recorder.onstop = resolve))
    recorder.start()
    for (let i = 0; i < 20; i++) {
      context.fillStyle = `hsl(${i * 18} 60% 50%)`
      context.fillRect(0, 0, 64, 48)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    recorder.stop()
    await stopped
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer())
    let text = ''
    for (const byte of bytes) text += String.fromCharCode(byte)
    return btoa(text)
  })
  return Buffer.from(base64, 'base64')
}

test.describe('with JavaScript', () => {
  test('filters across two taxonomies without reloading; Back and a copied address restore the view', async ({ page }) => {
    await openLive(page, '/location-engins', 'engins')
    await types(page).getByRole('link', { name: 'Mini-pelles' }).click()
    await expect(page).toHaveURL(/[?&]e-filter-engins-machine-type=mini-pelle(&|$)/)
    await expect.poll(() => titles(catalogue(page))).toEqual(['Mini-pelle 1,5 t', 'Mini-pelle 2,7 t', 'Mini-pelle 5 t'])
    await uses(page).getByRole('link', { name: 'Chantier urbain' }).click()
    await expect(page).toHaveURL(/e-filter-engins-machine-use=urbain/)
    await expect.poll(() => titles(catalogue(page))).toEqual(['Mini-pelle 1,5 t'])
    await expect(uses(page).getByRole('link', { name: 'Chantier urbain' })).toHaveAttribute('aria-current', 'true')
    expect(await sameDocument(page)).toBe(true)
    await expectNoAxeViolations(page)

    await page.goBack()
    await expect.poll(() => titles(catalogue(page))).toEqual(['Mini-pelle 1,5 t', 'Mini-pelle 2,7 t', 'Mini-pelle 5 t'])
    await expect(page).not.toHaveURL(/machine-use/)

    const copied = page.url()
    const other = await page.context().newPage()
    await other.goto(copied)
    await expect(types(other).getByRole('link', { name: 'Mini-pelles' })).toHaveAttribute('aria-current', 'true')
    expect(await titles(catalogue(other))).toEqual(['Mini-pelle 1,5 t', 'Mini-pelle 2,7 t', 'Mini-pelle 5 t'])
    await other.close()
  })

  test('the grid’s code comes at the visitor’s first sign: a filter clicked before it came is answered once it is here, without leaving the page', async ({ page }) => {
    const island = await holdIsland(page)
    await page.goto('/location-engins', { waitUntil: 'networkidle' })
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
    // A page left alone asks nothing of it.
    expect(island.asked()).toBe(false)
    const root = widget(page, 'engins')
    await expect(root).toHaveAttribute('data-holding-clicks', '')
    await types(page).getByRole('link', { name: 'Mini-pelles' }).click()
    await expect.poll(() => island.asked()).toBe(true)
    await expect(page).toHaveURL(/\/location-engins$/)
    expect(await titles(catalogue(page))).toHaveLength(6)

    island.letThrough()
    await expect(page).toHaveURL(/[?&]e-filter-engins-machine-type=mini-pelle(&|$)/)
    await expect.poll(() => titles(catalogue(page))).toEqual(['Mini-pelle 1,5 t', 'Mini-pelle 2,7 t', 'Mini-pelle 5 t'])
    await expect(root).not.toHaveAttribute('data-holding-clicks', '')
    expect(await sameDocument(page)).toBe(true)
  })

  test('a word typed in the grid’s search before its code came is searched once it is here', async ({ page }) => {
    const island = await holdIsland(page)
    await page.goto('/location-engins', { waitUntil: 'networkidle' })
    await listening(page, 'engins')
    const search = page.getByRole('searchbox', { name: 'Rechercher' })
    await search.fill('PELLE')
    await expect.poll(() => island.asked()).toBe(true)
    island.letThrough()
    await expect(page).toHaveURL(/e-search-engins=PELLE/)
    await expect.poll(async () => (await titles(catalogue(page))).length).toBe(6)
    for (const title of await titles(catalogue(page))) expect(title.toLowerCase()).toContain('pelle')
  })

  test('sorts by price, pages with e-page and searches the typed text', async ({ page }) => {
    await openLive(page, '/location-engins', 'engins')
    await page.getByRole('combobox', { name: 'Trier par' }).selectOption({ label: 'Prix' })
    await page.getByRole('combobox', { name: 'Ordre' }).selectOption({ label: 'Croissant' })
    await expect.poll(() => titles(catalogue(page))).toEqual(['Plaque vibrante', 'Pilonneuse', 'Dumper 3 t', 'Mini-pelle 1,5 t', 'Camion benne 3,5 t', 'Mini-pelle 2,7 t'])
    const pages = page.getByRole('navigation', { name: 'Pages de la grille' })
    await pages.getByRole('link', { name: '2' }).click()
    await expect(page).toHaveURL(/e-page-engins=2/)
    await expect(page).toHaveURL(/e-sort-engins=regular-price/)
    await expect.poll(() => titles(catalogue(page))).toEqual(['Chargeuse compacte', 'Rouleau compacteur 3 t', 'Mini-pelle 5 t', 'Chargeuse sur pneus', 'Pelle sur chenilles 14 t', 'Pelle sur pneus 16 t'])
    await expect(pages.getByRole('link', { name: '2' })).toHaveAttribute('aria-current', 'page')

    const search = page.getByRole('searchbox', { name: 'Rechercher' })
    await search.fill('PELLE')
    await expect(page).toHaveURL(/e-search-engins=PELLE/)
    await expect.poll(async () => (await titles(catalogue(page))).length).toBe(6)
    for (const title of await titles(catalogue(page))) expect(title.toLowerCase()).toContain('pelle')
    // Typed characters are text, not a pattern.
    await search.fill('(.*')
    await expect(widget(page, 'engins').getByRole('status')).toHaveText('Aucun élément ne correspond.')
    expect(await sameDocument(page)).toBe(true)
  })

  test('the gallery loads more until there is no more, filters, and asks no video host before a click', async ({ page }) => {
    const hosts: string[] = []
    page.on('request', (request) => {
      if (VIDEO_HOSTS.test(request.url())) hosts.push(request.url())
    })
    await openLive(page, '/galerie', 'galerie')
    await expect(gallery(page).getByRole('listitem')).toHaveCount(12)
    for (const count of [24, 36, 48, 49]) {
      await page.getByRole('link', { name: 'Voir plus' }).click()
      await expect(gallery(page).getByRole('listitem')).toHaveCount(count)
    }
    await expect(widget(page, 'galerie').getByText('Plus aucun élément')).toBeVisible()
    await expect(page).toHaveURL(/e-page-galerie=5/)
    await page.getByRole('navigation', { name: 'Filtrer : Services' }).first().getByRole('link', { name: 'VRD' }).click()
    await expect(page).toHaveURL(/e-filter-galerie-service=vrd/)
    await expect(widget(page, 'galerie').getByRole('status')).toHaveText('11 éléments')
    expect(hosts).toEqual([])
    await expectNoAxeViolations(page)
  })
})

test('nothing on a grid page moves while its images arrive and its island starts', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = [])
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  for (const [path, id] of [['/location-engins', 'engins'], ['/actualites', 'actualites'], ['/galerie', 'galerie']] as const) {
    await openLive(page, path, id)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const total = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0))
    expect(total, `décalage cumulé sur ${path}`).toBeLessThanOrEqual(0.02)
  }
})

test('the slider moves with its arrows and bullets, and its rotation can be paused', async ({ page }) => {
  await openLive(page, '/galerie', 'carrousel')
  const slider = widget(page, 'carrousel')
  const strip = slider.getByRole('list', { name: 'Avant, après' })
  await slider.getByRole('button', { name: 'Suivant' }).click()
  await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
  await slider.getByRole('button', { name: /^Aller à la page 1 sur/ }).click()
  await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(0)
  const pause = widget(page, 'diaporama').getByRole('button', { name: 'Mettre en pause le défilement' })
  await pause.click()
  await expect(widget(page, 'diaporama').getByRole('button', { name: 'Reprendre le défilement' })).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('filters, sorts and pages are plain links and a form', async ({ page }) => {
    await page.goto('/location-engins')
    await types(page).getByRole('link', { name: 'Compacteurs' }).click()
    await expect(page).toHaveURL(/e-filter-engins-machine-type=compacteur/)
    expect(await titles(catalogue(page))).toEqual(['Pilonneuse', 'Plaque vibrante', 'Rouleau compacteur 3 t'])
    await page.getByRole('combobox', { name: 'Trier par' }).selectOption({ label: 'Prix' })
    await page.getByRole('combobox', { name: 'Ordre' }).selectOption({ label: 'Croissant' })
    await page.getByRole('button', { name: 'Appliquer' }).click()
    await expect(page).toHaveURL(/e-sort-engins=regular-price/)
    expect(await titles(catalogue(page))).toEqual(['Plaque vibrante', 'Pilonneuse', 'Rouleau compacteur 3 t'])

    await page.goto('/galerie')
    await page.getByRole('link', { name: 'Voir plus' }).click()
    await expect(page).toHaveURL(/e-page-galerie=2/)
    await expect(gallery(page).getByRole('listitem')).toHaveCount(24)
  })

  test('OR and NOT read from the address as the old site wrote them', async ({ page }) => {
    await page.goto('/location-engins?e-filter-engins-machine-type=camion~chargeuse')
    await expect(widget(page, 'engins').getByRole('status')).toHaveText('5 éléments')
    await page.goto('/location-engins?e-filter-engins-machine-type=!camion')
    await expect(widget(page, 'engins').getByRole('status')).toHaveText('11 éléments')
    await page.goto('/location-engins?e-filter-engins-machine-type=mini-pelle&e-filter-engins-machine-use=urbain')
    expect(await titles(catalogue(page))).toEqual(['Mini-pelle 1,5 t'])
  })
})

test('a mangled address shows the unfiltered view, never an error @http', async ({ page }) => {
  for (const query of ['e-filter-engins-machine-type=inconnu', 'e-filter-engins-couleur=rouge', 'e-filter-engins-machine-type=a+b~c', 'e-page-engins=abc', 'e-page-engins=99', 'e-page-engins=-1', 'e-filter-engins-machine-type=%3Cscript%3E']) {
    const response = await page.goto(`/location-engins?${query}`)
    expect(response?.status(), query).toBe(200)
    await expect(widget(page, 'engins').getByRole('status'), query).toHaveText('14 éléments')
    await expect(page.getByRole('navigation', { name: 'Pages de la grille' }).getByRole('link', { name: '1' })).toHaveAttribute('aria-current', 'page')
  }
})

test('the two calls answer over HTTP and refuse bad fields with a French 400 @http', async ({ request }) => {
  const html = await (await request.get('/galerie')).text()
  const postId = Number(/data-post-id="(\d+)"/.exec(html)?.[1])
  const nonce = /id="grid-galerie"[^>]*data-nonce="([^"]+)"/.exec(html)?.[1] ?? /data-nonce="([^"]+)"[^>]*data-pagination="more"/.exec(html)?.[1]
  expect(postId).toBeGreaterThan(0)
  const form = (fields: Record<string, string>) => ({ action: 'the_grid_load_more', grid_name: 'galerie', grid_page: '2', grid_ajax: 'load_more', main_query: '', grid_data: JSON.stringify({ post_id: postId }), grid_nonce: nonce ?? '', ...fields })
  const more = await request.post('/wp-admin/admin-ajax.php', { form: form({}) })
  expect(more.status()).toBe(200)
  const body = await more.json()
  expect(body).toMatchObject({ success: true, ajax_data: { page: 2, page_count: 5, total: 49 } })
  expect(body.content.match(/<li class="grid-item"/g)).toHaveLength(12)
  const forged = await request.post('/wp-admin/admin-ajax.php', { form: form({ grid_nonce: 'forged-forged-forged-x' }) })
  expect(forged.status()).toBe(400)
  expect((await forged.json()).message).toMatch(/Jeton de la grille invalide/)

  const refresh = await request.post('/wp-json/elementor-pro/v1/refresh-loop', {
    data: { post_id: postId, widget_id: 'galerie', widget_filters: { filters: { s: { filterType: 'taxonomy', filterData: { terms: ['demolition'], selectedTaxonomy: 'service', logicalJoin: 'OR' } } } }, pagination_base_url: '/galerie' },
  })
  expect(refresh.status()).toBe(200)
  expect((await refresh.json()).data).toContain('data-term="demolition" aria-current="true"')
  const unknown = await request.post('/wp-json/elementor-pro/v1/refresh-loop', { data: { post_id: postId, widget_id: 'inconnue', widget_filters: { filters: {} }, pagination_base_url: '/galerie' } })
  expect(unknown.status()).toBe(400)
  expect((await unknown.json()).message).toBe('Grille inconnue sur cette page.')
})

/**
 * The grid's lightbox and its videos (docs/decisions/053) on « Galerie »: a click on a photo or a
 * video opens the lightbox with every media item of that grid; the carousel plays its videos in
 * place. Video hosts are unreachable here: their frames get a page of ours, and what was asked of
 * them is recorded.
 */
test.describe('the grid’s lightbox and its videos', () => {
  const viewer = (page: Page) => page.getByRole('dialog', { name: 'Visionneuse', exact: true })
  const counter = (page: Page) => viewer(page).getByText(/^\d+ sur \d+$/)
  /** Spec §9: arrow keys are taken once per 300 ms; the next press waits this out. */
  const KEY_THROTTLE_MS = 300
  const FRAME_HOSTS = ['https://www.youtube-nocookie.com/**', 'https://player.vimeo.com/**', 'https://fast.wistia.net/**']

  /** Frames of the hosts get a page of ours; returns the addresses asked of any video host. */
  async function videoHosts(page: Page): Promise<string[]> {
    const asked: string[] = []
    page.on('request', (request) => {
      if (VIDEO_HOSTS.test(request.url())) asked.push(request.url())
    })
    for (const host of FRAME_HOSTS)
      await page.route(host, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="fr"><title>Lecteur</title><p>Lecteur vidéo</p></html>' }))
    return asked
  }

  /** The gallery page with the items of `attributes` turned into a video file at `path`, as the server renders one. */
  const asVideoFile = (page: Page, attributes: string, path: string) =>
    page.route(
      (url) => url.pathname === '/galerie',
      async (route) => {
        const response = await route.fetch()
        const html = (await response.text()).replaceAll(attributes, `data-type="video" data-src="${path}"`)
        await route.fulfill({ response, body: html })
      },
    )

  /** Where `link` stands among the grid's media links (1-based), and the item's title. */
  const placeOf = (link: ReturnType<Page['getByRole']>) =>
    link.evaluate((a) => {
      const all = [...(a.closest('.grid-items')?.querySelectorAll('a[data-type]') ?? [])]
      return { place: all.indexOf(a) + 1, total: all.length, title: a.querySelector('.grid-item__title')?.textContent ?? '' }
    })

  test('a photo clicked while the grid’s code is still on the way opens in the viewer once it comes, without leaving the page', async ({ page }) => {
    const island = await holdIsland(page)
    // Not until « load »: the held chunk is part of what the page waits for.
    await page.goto('/galerie', { waitUntil: 'domcontentloaded' })
    const root = widget(page, 'galerie')
    await expect(root).toHaveAttribute('data-holding-clicks', '')
    await expect(root).not.toHaveAttribute('data-loaded', '')
    const photo = gallery(page).getByRole('link', { name: /photo de chantier/ }).nth(1)
    const { place, title } = await placeOf(photo)
    await photo.click()
    await expect(page).toHaveURL(/\/galerie$/)
    await expect(viewer(page)).toBeHidden()

    island.letThrough()
    await expect(viewer(page)).toHaveAttribute('data-content-state', 'ready')
    await expect(counter(page)).toHaveText(`${place} sur 12`)
    await expect(viewer(page).getByRole('figure')).toContainText(title)
    await expect(root).not.toHaveAttribute('data-holding-clicks', '')
    expect(new URL(page.url()).pathname).toBe('/galerie')
  })

  test('a photo opens at its place among the grid’s media: counter, title, buttons, keys that wrap, Escape back to the photo', async ({ page }) => {
    await openLive(page, '/galerie', 'galerie')
    const photo = gallery(page).getByRole('link', { name: /photo de chantier/ }).first()
    const { place, total, title } = await placeOf(photo)
    expect(total).toBe(12)
    await photo.click()
    const dialog = viewer(page)
    await expect(dialog).toHaveAttribute('data-lightbox-state', 'ready')
    await expect(counter(page)).toHaveText(`${place} sur 12`)
    await expect(dialog.getByRole('figure')).toContainText(title)
    await expect(dialog.getByRole('img', { name: `${title} : photo de chantier` })).toBeVisible()
    await expect(dialog).toHaveAttribute('data-content-state', 'ready')
    await expect(dialog.getByText('Chargement…')).toHaveCount(0)

    // The slide is as tall as the window less 80 px at most; a phone's pinch-zoom is the browser's.
    const fit = await dialog.getByRole('img').evaluate((img) => ({ maxHeight: getComputedStyle(img).maxHeight, touch: getComputedStyle(img).touchAction, window: window.innerHeight }))
    expect(fit.maxHeight).toBe(`${fit.window - 80}px`)
    expect(fit.touch).toBe('auto')
    expect(await dialog.evaluate((d) => getComputedStyle(d).touchAction)).toBe('auto')
    const viewport = await page.locator('meta[name="viewport"]').getAttribute('content')
    expect(viewport).not.toMatch(/user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0*)?(\D|$)/)

    await expectNoAxeViolations(page, { label: 'visionneuse de la grille' })

    const at = (n: number) => `${((n - 1 + 12) % 12) + 1} sur 12`
    await dialog.getByRole('button', { name: 'Suivant (flèche droite)' }).click()
    await expect(counter(page)).toHaveText(at(place + 1))
    await dialog.getByRole('button', { name: 'Précédent (flèche gauche)' }).click()
    await expect(counter(page)).toHaveText(at(place))
    await page.keyboard.press('ArrowLeft')
    await expect(counter(page)).toHaveText(at(place - 1))
    await page.waitForTimeout(KEY_THROTTLE_MS)
    await page.keyboard.press('ArrowLeft')
    await expect(counter(page)).toHaveText(at(place - 2))
    await page.waitForTimeout(KEY_THROTTLE_MS)
    await page.keyboard.press('ArrowRight')
    await expect(counter(page)).toHaveText(at(place - 1))
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(photo).toBeFocused()
    // Closed, its content is gone (cleared once the closing is over).
    await expect(page.locator('[data-lightbox-root]')).toBeEmpty()
  })

  test('YouTube, Vimeo and Wistia items show their player’s frame, and nothing is asked of a host before the click', async ({ page }) => {
    const asked = await videoHosts(page)
    await openLive(page, '/galerie', 'galerie')
    // The Wistia video is on the second page: what « Voir plus » brings joins the gallery.
    await page.getByRole('link', { name: 'Voir plus' }).click()
    await expect(gallery(page).getByRole('listitem')).toHaveCount(24)
    expect(asked).toEqual([])

    const dialog = viewer(page)
    const videos = [
      ['Vidéo : une journée de terrassement', /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?autoplay=1$/],
      ['Vidéo : démolition en accéléré', /^https:\/\/player\.vimeo\.com\/video\/76979871\?autoplay=1$/],
      ['Vidéo : le parc d’engins', /^https:\/\/fast\.wistia\.net\/embed\/iframe\/e4a27b971d\?autoPlay=true$/],
    ] as const
    for (const [title, src] of videos) {
      const link = gallery(page).getByRole('link', { name: `Lire la vidéo : ${title}` })
      const { place } = await placeOf(link)
      await link.click()
      await expect(counter(page)).toHaveText(`${place} sur 24`)
      const frame = dialog.locator(`iframe[title="${title}"]`)
      await expect(frame).toHaveAttribute('src', src)
      await expect(dialog).toHaveAttribute('data-content-state', 'iframe')
      await expect.poll(() => asked.some((url) => src.test(url)), title).toBe(true)
      if (title === videos[0][0]) {
        await expect(dialog).toHaveAttribute('data-lightbox-state', 'ready')
        await expectNoAxeViolations(page, { exclude: ['iframe'], label: 'vidéo de la grille' })
      }
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(link).toBeFocused()
      // The player is gone with the lightbox: the video stops.
      await expect(page.locator('iframe')).toHaveCount(0)
    }
  })

  test('a photo that cannot be loaded shows the error text, not « Chargement… »', async ({ page }) => {
    await openLive(page, '/galerie', 'galerie')
    const photo = gallery(page).getByRole('link', { name: /photo de chantier/ }).nth(1)
    const src = await photo.getAttribute('data-src')
    await page.route((url) => url.pathname === src, (route) => route.fulfill({ status: 404, body: '' }))
    await photo.click()
    const dialog = viewer(page)
    await expect(dialog.getByRole('alert')).toHaveText('L’image n’a pas pu être chargée.')
    await expect(dialog.getByText('Chargement…')).toHaveCount(0)
    await expect(dialog).toHaveAttribute('data-content-state', 'error')
  })

  test('a video file plays in the browser’s player at 0.8 of the volume, « Chargement… » until it comes, an error in its place', async ({ page }) => {
    // The demo has no video file yet: the page's Vimeo item becomes one, as the server renders it.
    await asVideoFile(page, 'data-type="vimeo" data-src="https://player.vimeo.com/video/76979871?autoplay=1"', '/media/chantier-essai.webm')
    let release: () => void = () => {}
    const answered = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/media/chantier-essai.webm', async (route) => {
      await answered
      await route.fulfill({ status: 200, contentType: 'video/webm', body: 'pas une vidéo' })
    })
    await openLive(page, '/galerie', 'galerie')
    await gallery(page).getByRole('link', { name: 'Lire la vidéo : Vidéo : démolition en accéléré' }).click()
    const dialog = viewer(page)
    const video = dialog.locator('video')
    await expect(video).toHaveAttribute('src', '/media/chantier-essai.webm')
    await expect(video).toHaveAttribute('poster', /\/api\/media\/file\//)
    await expect(dialog.getByRole('status').filter({ hasText: 'Chargement…' })).toBeVisible()
    await expect(dialog).toHaveAttribute('data-content-state', 'loading')
    expect(await video.evaluate((v: HTMLVideoElement) => v.volume)).toBe(0.8)
    release()
    await expect(dialog.getByRole('alert')).toHaveText('Le contenu n’a pas pu être chargé.')
    await expect(dialog.getByText('Chargement…')).toHaveCount(0)
  })

  test('a middle or modified click is left to the browser', async ({ page }) => {
    await openLive(page, '/galerie', 'galerie')
    const photo = gallery(page).getByRole('link', { name: /photo de chantier/ }).first()
    // Whether the page took each click on the item (prevented its default) or left it to the browser.
    const clicks = await watchClicks(page, 'a[data-type]')
    await photo.click({ button: 'middle' })
    await photo.click({ modifiers: ['ControlOrMeta'] })
    await expect.poll(clicks).toEqual(['auxclick:1:laissé', 'click:0:laissé'])
    await expect(viewer(page)).toHaveCount(0)
    await photo.click()
    await expect(viewer(page)).toBeVisible()
    expect(await clicks()).toEqual(['auxclick:1:laissé', 'click:0:laissé', 'click:0:pris'])
  })

  test('in place, a video file is paused when another video starts, and starting it again stops the other', async ({ page }) => {
    const asked = await videoHosts(page)
    // The demo has no video file yet: the second YouTube item becomes one, as the server renders it,
    // and its file is a short webm the browser records itself.
    await asVideoFile(page, 'data-type="youtube" data-src="https://www.youtube-nocookie.com/embed/ScMzIvxBSi4?autoplay=1"', '/media/reseau-essai.webm')
    await openLive(page, '/galerie', 'carrousel')
    const webm = await recordedWebm(page)
    await page.route('**/media/reseau-essai.webm', (route) => route.fulfill({ status: 200, contentType: 'video/webm', body: webm }))
    const carousel = page.getByRole('list', { name: 'Avant, après' })
    await carousel.getByRole('link', { name: 'Lire la vidéo : Vidéo : pose d’un réseau d’assainissement' }).click()
    const file = carousel.locator('video')
    await expect(file).toHaveAttribute('src', '/media/reseau-essai.webm')
    expect(await file.evaluate((v: HTMLVideoElement) => v.volume)).toBe(0.8)
    // Long enough for the test, whatever the machine's pace.
    await file.evaluate((v: HTMLVideoElement) => (v.loop = true))
    await expect.poll(() => file.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true)

    const youtube = carousel.getByRole('link', { name: 'Lire la vidéo : Vidéo : une journée de terrassement' })
    await youtube.click()
    await expect(carousel.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/aqz-KE-bpKQ/)
    await expect.poll(() => file.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
    // Paused, not taken away: its place still holds the player.
    await expect(file).toBeVisible()

    await file.evaluate((v: HTMLVideoElement) => v.play())
    await expect(carousel.locator('iframe')).toHaveCount(0)
    await expect(youtube).toBeVisible()
    expect(asked.every((url) => url.includes('aqz-KE-bpKQ'))).toBe(true)
  })

  test('the carousel plays its videos in place; starting one puts the other’s poster back', async ({ page }) => {
    const asked = await videoHosts(page)
    await openLive(page, '/galerie', 'carrousel')
    const carousel = page.getByRole('list', { name: 'Avant, après' })
    const first = carousel.getByRole('link', { name: 'Lire la vidéo : Vidéo : une journée de terrassement' })
    const second = carousel.getByRole('link', { name: 'Lire la vidéo : Vidéo : pose d’un réseau d’assainissement' })
    await expect(first).toBeVisible()
    expect(asked).toEqual([])

    await first.click()
    const firstFrame = carousel.locator('iframe[title="Vidéo : une journée de terrassement"]')
    await expect(firstFrame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1')
    await expect(first).toHaveCount(0)
    await expectFrameFocused(firstFrame)
    await expect(viewer(page)).toHaveCount(0)

    await second.click()
    await expect(carousel.locator('iframe[title="Vidéo : pose d’un réseau d’assainissement"]')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/ScMzIvxBSi4\?autoplay=1$/)
    await expect(firstFrame).toHaveCount(0)
    await expect(first).toBeVisible()
    await expectNoAxeViolations(page, { exclude: ['iframe'], label: 'vidéo sur place' })
  })
})
