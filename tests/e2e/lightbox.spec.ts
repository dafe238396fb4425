/**
 * docs/product.md, Shell: image links open a slideshow lightbox (counter, previous/next, arrow keys,
 * Escape, focus returned), link actions run from a click or from the page hash on load
 * (`#action-<name>?settings=<base64url JSON>`, see src/lib/hash.ts), `reload-page` reloads, an
 * unknown action only warns.
 */
import type { ConsoleMessage, Page } from '@playwright/test'

import { behavioursReady, expect, test } from './fixtures'

const galleryLinks = (page: Page) => page.getByRole('region', { name: 'Chantiers récents' }).getByRole('link')

/** Our own action-hash format (src/lib/hash.ts encodeActionHash): URL-safe base64 of UTF-8 JSON. */
function actionHash(name: string, settings?: Record<string, unknown>): string {
  if (!settings) return `#action-${name}`
  const base64 = Buffer.from(JSON.stringify(settings), 'utf8').toString('base64url')
  return `#action-${name}?settings=${base64}`
}

test('une image de la galerie s’ouvre dans la visionneuse', async ({ page, lightbox }) => {
  await page.goto('/')
  await behavioursReady(page)
  const links = galleryLinks(page)
  await expect(links).toHaveCount(6)
  const first = links.first()
  const firstAlt = await first.getByRole('img').getAttribute('alt')
  await first.click()

  await expect(lightbox.dialog).toBeVisible()
  await expect(lightbox.image).toHaveAccessibleName(firstAlt ?? '')
  await expect(lightbox.image).toHaveAttribute('src', /\/api\/media\/file\/realisation-maison-olivet/)
  await expect.poll(() => lightbox.image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await expect(lightbox.counter).toHaveText('1 sur 6')
  await expect(lightbox.dialog.getByText('Fouilles en rigole pour une maison individuelle à Olivet')).toBeVisible()
  // The page is still in the URL: opening an image did not navigate to the file.
  await expect(page).toHaveURL(/\/$/)

  await lightbox.next.click()
  await expect(lightbox.counter).toHaveText('2 sur 6')
  await expect(lightbox.image).toHaveAttribute('src', /realisation-microstation-chaingy/)
  await lightbox.previous.click()
  await expect(lightbox.counter).toHaveText('1 sur 6')
  // Wrap-around: previous from the first image goes to the last.
  await lightbox.previous.click()
  await expect(lightbox.counter).toHaveText('6 sur 6')
  await lightbox.next.click()
  await expect(lightbox.counter).toHaveText('1 sur 6')

  // Arrow keys; key presses are throttled (300 ms), so a press may be dropped: retry until it counts.
  await expect(async () => {
    await page.keyboard.press('ArrowRight')
    await expect(lightbox.counter).toHaveText('2 sur 6', { timeout: 100 })
  }).toPass()
  await expect(async () => {
    await page.keyboard.press('ArrowLeft')
    await expect(lightbox.counter).toHaveText('1 sur 6', { timeout: 100 })
  }).toPass()

  await page.keyboard.press('Escape')
  await expect(lightbox.dialog).toBeHidden()
  await expect(first).toBeFocused()
})

test('la visionneuse se ferme par son bouton et rend le focus au lien ouvert au clavier', async ({ page, lightbox }) => {
  await page.goto('/')
  await behavioursReady(page)
  const third = galleryLinks(page).nth(2)
  await third.focus()
  await page.keyboard.press('Enter')
  await expect(lightbox.counter).toHaveText('3 sur 6')
  // The modal dialog takes focus and keeps it inside.
  await expect(lightbox.close).toBeFocused()
  await lightbox.close.click()
  await expect(lightbox.dialog).toBeHidden()
  await expect(third).toBeFocused()
})

test('une action « lightbox » dans l’adresse ouvre la visionneuse au chargement', async ({ page, lightbox }) => {
  await page.goto('/')
  const src = await galleryLinks(page).nth(3).getAttribute('href')
  expect(src).toMatch(/^\/api\/media\/file\//)
  await page.goto('about:blank')

  await page.goto(`/${actionHash('lightbox', { url: src })}`)
  await expect(lightbox.dialog).toBeVisible()
  await expect(lightbox.media).toHaveAttribute('src', new RegExp(`${src}$`))
  await page.keyboard.press('Escape')
  await expect(lightbox.dialog).toBeHidden()
})

test('l’ancien format de lien (elementor-action) ouvre aussi la visionneuse', async ({ page, lightbox }) => {
  await page.goto('/')
  const src = await galleryLinks(page).nth(1).getAttribute('href')
  const settings = Buffer.from(JSON.stringify({ url: src })).toString('base64')
  await page.goto('about:blank')
  await page.goto(`/#${encodeURIComponent(`elementor-action:action=lightbox&settings=${settings}`)}`)
  await expect(lightbox.dialog).toBeVisible()
  await expect(lightbox.media).toHaveAttribute('src', new RegExp(`${src}$`))
})

test('une action « lightbox » vers une adresse non http est ignorée', async ({ page, lightbox }) => {
  await page.goto(`/${actionHash('lightbox', { url: 'javascript:alert(1)' })}`)
  await behavioursReady(page)
  await expect(lightbox.dialog).toHaveCount(0)
})

test('un lien « reload-page » recharge la page', async ({ page }) => {
  await page.goto('/')
  await behavioursReady(page)
  await page.evaluate((hash) => {
    ;(window as Window & { avantRechargement?: boolean }).avantRechargement = true
    const link = document.createElement('a')
    link.href = hash
    link.textContent = 'Recharger'
    document.querySelector('main')?.prepend(link)
  }, actionHash('reload-page'))

  const reloaded = page.waitForEvent('load')
  await page.getByRole('link', { name: 'Recharger' }).click()
  await reloaded
  await behavioursReady(page)
  expect(await page.evaluate(() => (window as Window & { avantRechargement?: boolean }).avantRechargement)).toBeUndefined()
  // The action did not leave its marker in the address.
  expect(new URL(page.url()).hash).toBe('')
})

test('« reload-page » dans l’adresse recharge une fois, sans boucle', async ({ page }) => {
  let loads = 0
  page.on('load', () => loads++)
  await page.goto(`/${actionHash('reload-page')}`, { waitUntil: 'commit' })
  // The reloaded page has no action left in its address, so nothing can reload it again.
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '')
  await page.waitForLoadState('load')
  await behavioursReady(page)
  await page.evaluate(() => ((window as Window & { stable?: boolean }).stable = true))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => (window as Window & { stable?: boolean }).stable)).toBe(true)
  expect(loads).toBeLessThanOrEqual(2)
})

test('une action inconnue avertit dans la console et ne fait rien', async ({ page, lightbox }) => {
  const warnings: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.goto(`/${actionHash('inconnue', { id: 1 })}`)
  await behavioursReady(page)
  await expect.poll(() => warnings).toContain('Action de lien inconnue : « inconnue ».')
  await expect(lightbox.dialog).toHaveCount(0)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
