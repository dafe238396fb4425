import type { Page } from '@playwright/test'

import { posts } from '../../seed/content/posts'
import { postCategories, postTags } from '../../seed/content/taxonomies'
import { expect, expectNoAxeViolations, test } from './fixtures'

/**
 * The news list, /actualites: a page of the back office holding a grid of the news (seed: 9 per
 * page, numbered pages, category and tag filters, AND between them), docs/decisions/057. What the
 * grid shows is worked out here from the seed's own posts, newest first.
 */

const newest = [...posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
const PER_PAGE = 9
const news = (page: Page) => page.getByRole('list', { name: 'Actualités' })
const titles = (page: Page) => news(page).getByRole('heading').allTextContents()
const categories = (page: Page) => page.getByRole('navigation', { name: 'Filtrer : Catégories' })
const tags = (page: Page) => page.getByRole('navigation', { name: 'Filtrer : Étiquettes' })
const nameOf = (list: { slug: string; name: string }[], slug: string) => list.find((t) => t.slug === slug)!.name
/** The category and tag that two or more posts share, so the AND of both is a real narrowing. */
const pair = (() => {
  for (const category of postCategories)
    for (const tag of postTags) {
      const both = newest.filter((p) => (p.categories ?? []).includes(category.slug) && (p.tags ?? []).includes(tag.slug))
      const inCategory = newest.filter((p) => (p.categories ?? []).includes(category.slug))
      if (both.length >= 2 && inCategory.length > both.length) return { category: category.slug, tag: tag.slug, both, inCategory }
    }
  throw new Error('The seed has no category and tag shared by two posts.')
})()

test('the news page lists the newest nine with their date, and its numbered pages lead to the older ones', async ({ page }) => {
  const response = await page.goto('/actualites')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Actualités' })).toBeVisible()
  await expect(page).toHaveTitle(/^Actualités \|/)
  expect(await titles(page)).toEqual(newest.slice(0, PER_PAGE).map((p) => p.title))
  // Each card: its date as the French reads it, and a link to the article.
  const first = news(page).getByRole('listitem').first()
  await expect(first.locator('time')).toHaveAttribute('datetime', newest[0]!.publishedAt)
  await expect(first.locator('time')).toHaveText(/^\d{1,2} [a-zéû]+ \d{4}$/)
  await expect(first.getByRole('link')).toHaveAttribute('href', `/actualites/${newest[0]!.slug}`)

  const pages = page.getByRole('navigation', { name: 'Pages de la grille' })
  await expect(pages.getByRole('link')).toHaveCount(Math.ceil(newest.length / PER_PAGE))
  await pages.getByRole('link', { name: '2' }).click()
  await expect(page).toHaveURL(/\/actualites\?e-page-actualites=2$/)
  await expect.poll(() => titles(page)).toEqual(newest.slice(PER_PAGE, 2 * PER_PAGE).map((p) => p.title))
  await expectNoAxeViolations(page, { label: 'page 2 des actualités' })

  // Opened from the address (a copied link, a reload): the same page, titled as such.
  await page.goto('/actualites?e-page-actualites=2')
  await expect(page).toHaveTitle(/^Actualités — page 2 \|/)
  expect(await titles(page)).toEqual(newest.slice(PER_PAGE, 2 * PER_PAGE).map((p) => p.title))
  await news(page).getByRole('link', { name: new RegExp(newest[PER_PAGE]!.title.slice(0, 20)) }).click()
  await expect(page).toHaveURL(`/actualites/${newest[PER_PAGE]!.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest[PER_PAGE]!.title)
})

test('a category and a tag narrow the news together (AND), and a copied address reopens the same view', async ({ page }) => {
  await page.goto('/actualites')
  await categories(page).getByRole('link', { name: nameOf(postCategories, pair.category) }).click()
  await expect(page).toHaveURL(new RegExp(`e-filter-actualites-category=${pair.category}`))
  await expect.poll(() => titles(page)).toEqual(pair.inCategory.slice(0, PER_PAGE).map((p) => p.title))
  await tags(page).getByRole('link', { name: nameOf(postTags, pair.tag), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`e-filter-actualites-post_tag=${pair.tag}`))
  await expect.poll(() => titles(page)).toEqual(pair.both.map((p) => p.title))

  const other = await page.context().newPage()
  await other.goto(page.url())
  expect(await titles(other)).toEqual(pair.both.map((p) => p.title))
  await expect(categories(other).getByRole('link', { name: nameOf(postCategories, pair.category) })).toHaveAttribute('aria-current', 'true')
  await other.close()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the filters and pages are plain links that the server renders', async ({ page }) => {
    await page.goto('/actualites')
    await categories(page).getByRole('link', { name: nameOf(postCategories, pair.category) }).click()
    await expect(page).toHaveURL(new RegExp(`e-filter-actualites-category=${pair.category}`))
    expect(await titles(page)).toEqual(pair.inCategory.slice(0, PER_PAGE).map((p) => p.title))
    await page.goto('/actualites')
    await page.getByRole('navigation', { name: 'Pages de la grille' }).getByRole('link', { name: '3' }).click()
    expect(await titles(page)).toEqual(newest.slice(2 * PER_PAGE, 3 * PER_PAGE).map((p) => p.title))
  })
})

test('the old numbered pages lead for good to the same page of the grid, with one Location', { tag: '@http' }, async ({ request }) => {
  const response = await request.get('/actualites/page/2', { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  const locations = response.headersArray().filter((h) => h.name.toLowerCase() === 'location')
  expect(locations.map((h) => h.value)).toEqual(['/actualites?e-page-actualites=2'])
  const followed = await request.get('/actualites/page/2')
  expect(followed.status()).toBe(200)
  const html = await followed.text()
  for (const post of newest.slice(PER_PAGE, 2 * PER_PAGE)) expect(html).toContain(`/actualites/${post.slug}"`)
  expect(html).not.toContain(`/actualites/${newest[0]!.slug}"`)
})
