/**
 * docs/product.md, Shell: the header search (opens focused, the icon submits only a non-empty field,
 * closes on Escape, outside click and its close control) and the search page it leads to.
 */
import { expect, test } from './fixtures'

test.describe('recherche de l’en-tête', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/services/vrd')
  })

  test('le bouton ouvre le champ, le focalise, puis lance la recherche', async ({ page, header }) => {
    await expect(header.searchField).toBeHidden()
    await expect(header.searchToggle).toHaveAttribute('aria-expanded', 'false')

    await header.searchToggle.click()
    await expect(header.searchField).toBeVisible()
    await expect(header.searchToggle).toHaveAttribute('aria-expanded', 'true')
    await expect(header.searchField).toBeFocused()

    await header.searchField.fill('  déblai ')
    await header.searchToggle.click()
    await expect(page).toHaveURL((url) => url.pathname === '/recherche' && url.searchParams.get('s') === 'déblai')
    await expect(page.getByRole('heading', { level: 2, name: /résultats? pour « déblai »/ })).toBeVisible()
  })

  test('un champ vide ne lance pas la recherche', async ({ page, header }) => {
    await header.searchToggle.click()
    await expect(header.searchField).toBeFocused()
    // Enter in the empty (or blank) field submits nothing and keeps the field open.
    await header.searchField.fill('   ')
    await header.searchField.press('Enter')
    await expect(header.searchField).toBeVisible()
    await expect(header.searchField).toBeFocused()
    // The icon with an empty field closes the box instead of submitting.
    await header.searchField.fill('')
    await header.searchToggle.click()
    await expect(header.searchField).toBeHidden()
    await expect(page).toHaveURL(/\/services\/vrd$/)
  })

  test('Échap ferme le champ et rend le focus au bouton', async ({ page, header }) => {
    await header.searchToggle.click()
    await expect(header.searchField).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(header.searchField).toBeHidden()
    await expect(header.searchToggle).toHaveAttribute('aria-expanded', 'false')
    await expect(header.searchToggle).toBeFocused()
  })

  test('un clic en dehors ou sur « Fermer la recherche » ferme le champ', async ({ page, header }) => {
    await header.searchToggle.click()
    await expect(header.searchField).toBeVisible()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(header.searchField).toBeHidden()

    await header.searchToggle.click()
    await expect(header.searchField).toBeVisible()
    await header.closeSearch.click()
    await expect(header.searchField).toBeHidden()
    await expect(header.searchToggle).toBeFocused()
  })
})

test.describe('page de recherche', () => {
  const results = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('listitem')

  test('« deblai » trouve les contenus qui parlent de « déblai » (accents ignorés)', async ({ page }) => {
    await page.goto('/recherche?s=deblai')
    const heading = page.getByRole('heading', { level: 2, name: /^\d+ résultats? pour « deblai »$/ })
    await expect(heading).toBeVisible()
    await expect(
      results(page)
        .filter({ hasText: /déblai/i })
        .first(),
    ).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Terrassement', exact: true })).toBeVisible()
    const total = (await heading.textContent())?.match(/^\d+/)?.[0]

    // The accented query finds the same documents.
    await page.goto('/recherche?s=D%C3%89BLAI')
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${total} résultats? pour « DÉBLAI »$`) })).toBeVisible()
  })

  test('une recherche sans résultat le dit', async ({ page }) => {
    await page.goto('/recherche?s=zzzz')
    await expect(page.getByRole('heading', { level: 2, name: 'Aucun résultat pour « zzzz »' })).toBeVisible()
    await expect(results(page)).toHaveCount(0)
  })

  test('au-delà de 10 résultats, les pages sont liées', async ({ page }) => {
    await page.goto('/recherche?s=terrassement')
    await expect(results(page).filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(10)
    const pages = page.getByRole('navigation', { name: 'Pages des résultats' })
    await expect(pages.getByText('1', { exact: true })).toHaveAttribute('aria-current', 'page')
    await pages.getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('s') === 'terrassement')
    await expect(pages.getByText('2', { exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(
      results(page)
        .filter({ has: page.getByRole('heading', { level: 3 }) })
        .first(),
    ).toBeVisible()
    await expect(pages.getByRole('link', { name: 'Page précédente' })).toBeVisible()
  })
})

test('un nom hors du français est dessiné dans la police du site, chargée pour cette page seulement', async ({ page }) => {
  await page.goto('/recherche?s=' + encodeURIComponent('Łukasz Wójcik'))
  await expect(page.getByRole('heading', { level: 2, name: 'Aucun résultat pour « Łukasz Wójcik »' })).toBeVisible()
  // Neither « Ł » nor « ó » is in the preloaded files: the heading font's two files that draw them
  // (its Latin Extended file and its full Latin one) are fetched, and those only.
  const loaded = () =>
    page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded' && face.family === 'Archivo étendu').map((face) => face.family))
  await expect.poll(loaded).toEqual(['Archivo étendu', 'Archivo étendu'])
})
