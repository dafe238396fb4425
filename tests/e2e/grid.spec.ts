import type { Page } from '@playwright/test'

import { expect, expectNoAxeViolations, test } from './fixtures'

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

/** Opens a grid page and waits until its island has taken the markup over and the page has loaded. */
async function openLive(page: Page, path: string, id: string) {
  await page.goto(path)
  await expect(widget(page, id)).toHaveAttribute('data-loaded', '')
  // Set once: a full reload would drop it.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)

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
