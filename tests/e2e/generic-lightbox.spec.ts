/**
 * The generic lightbox on the demo page /services/terrassement (docs/decisions/041): a button
 * opening an element of the page (inline), one opening a section of another page (ajax), and a
 * gallery made of a video button and the images of the « Le chantier en images » block.
 */
import type { Locator, Page, Route } from '@playwright/test'

import { behavioursReady, expect, expectNoAxeViolations, failChunk, test, watchClicks } from './fixtures'

const PATH = '/services/terrassement'
/** A class name only the lightbox component's code contains (as in budget.spec.ts). */
const LIGHTBOX_MARKER = 'lightbox__counter'
/** Spec §9: arrow keys are taken once per 300 ms; the next press waits this out. */
const KEY_THROTTLE_MS = 300

const viewer = (page: Page) => page.getByRole('dialog', { name: 'Visionneuse', exact: true })
const closeButton = (dialog: Locator) => dialog.getByRole('button', { name: 'Fermer (Échap)' })
const stepsLink = (page: Page) => page.getByRole('link', { name: 'Les étapes en bref' })
const ajaxLink = (page: Page) => page.getByRole('link', { name: 'Les étapes d’un assainissement' })
const videoLink = (page: Page) => page.getByRole('link', { name: 'Voir le chantier en vidéo' })

test.beforeEach(async ({ page }) => {
  // The player's frame gets a page of ours: no request leaves the machine during the test.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="fr"><title>Lecteur</title><p>Lecteur vidéo</p></html>' }),
  )
  await page.goto(PATH)
  await behavioursReady(page)
})

test('un élément de la page s’ouvre dans la visionneuse et se ferme par Échap, le bouton ou le fond, le focus revenant au lien', async ({ page }) => {
  const link = stepsLink(page)
  const dialog = viewer(page)
  const ways: [string, () => Promise<void>][] = [
    ['Échap', () => page.keyboard.press('Escape')],
    ['bouton', () => closeButton(dialog).click()],
    // The dark layer around the box: its left edge, beside the content.
    ['fond', () => page.mouse.click(8, 400)],
  ]
  for (const [way, close] of ways) {
    await link.click()
    await expect(dialog, way).toBeVisible()
    await expect(dialog).toHaveAttribute('data-lightbox-state', 'ready')
    await expect(dialog.getByRole('heading', { name: 'Les étapes d’un chantier' })).toBeVisible()
    await expect(dialog.getByText('remblais compactés par couches de 30 cm', { exact: false })).toBeVisible()
    // A copy: the page's own section stays where it is, and no id is there twice.
    await expect(page.locator('#etapes')).toHaveCount(1)
    await close()
    await expect(dialog, way).toBeHidden()
    await expect(link, way).toBeFocused()
  }
  await expect(page).toHaveURL(new RegExp(`${PATH}$`))
})

test('la visionneuse ouverte passe axe', async ({ page }) => {
  await stepsLink(page).click()
  const dialog = viewer(page)
  await expect(dialog).toHaveAttribute('data-lightbox-state', 'ready')
  await expectNoAxeViolations(page, { label: 'élément de la page' })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await ajaxLink(page).click()
  await expect(dialog.getByText('Avis favorable du SPANC', { exact: false })).toBeVisible()
  await expect(dialog).toHaveAttribute('data-lightbox-state', 'ready')
  await expectNoAxeViolations(page, { label: 'contenu d’une autre page' })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await videoLink(page).click()
  await expect(dialog.locator('iframe')).toBeVisible()
  await expect(dialog).toHaveAttribute('data-lightbox-state', 'ready')
  await expectNoAxeViolations(page, { exclude: ['iframe'], label: 'galerie' })
})

test('le contenu d’une autre page du site arrive nettoyé, et se ferme', async ({ page }) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(new URL(request.url()).pathname))
  const link = ajaxLink(page)
  await link.click()
  const dialog = viewer(page)
  await expect(dialog.getByRole('heading', { name: 'Les filières que nous installons' })).toBeVisible()
  await expect(dialog.getByText('Avis favorable du SPANC', { exact: false })).toBeVisible()
  // Only the section the address names, without the other page's header, scripts or ids.
  await expect(dialog.getByRole('banner')).toHaveCount(0)
  await expect(dialog.locator('script, form, iframe, [id]')).toHaveCount(0)
  expect(requests).toContain('/services/assainissement')
  await closeButton(dialog).click()
  await expect(dialog).toBeHidden()
  await expect(link).toBeFocused()
})

test('un contenu qui ne vient pas, ou d’un autre site, montre l’erreur', async ({ page }) => {
  await page.route('**/services/assainissement', (route: Route) => route.fulfill({ status: 500, body: 'Erreur' }))
  const dialog = viewer(page)
  await ajaxLink(page).click()
  await expect(dialog.getByRole('alert')).toHaveText('Le contenu n’a pas pu être chargé.')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // An address of another origin: refused before any request leaves.
  const foreign: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith('https://exemple.org/')) foreign.push(request.url())
  })
  await ajaxLink(page).evaluate((link: HTMLAnchorElement) => {
    link.href = 'https://exemple.org/page'
  })
  await ajaxLink(page).click()
  await expect(dialog.getByRole('alert')).toHaveText('Le contenu n’a pas pu être chargé.')
  expect(foreign).toEqual([])
})

test('la galerie : vidéo et images à la suite, compteur, flèches du clavier et boutons qui bouclent', async ({ page }) => {
  await videoLink(page).click()
  const dialog = viewer(page)
  const counter = dialog.getByText(/^\d+ sur \d+$/)
  await expect(counter).toHaveText('1 sur 4')
  await expect(dialog.locator('iframe[title="Vidéo"]')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/aqz-KE-bpKQ/)

  // Left from the first wraps to the last; right from the last wraps to the first.
  await page.keyboard.press('ArrowLeft')
  await expect(counter).toHaveText('4 sur 4')
  await expect(dialog.getByText('Terrassement d’une piscine à Saint-Cyr-en-Val')).toBeVisible()
  await expect(dialog.getByRole('img')).toBeVisible()
  await page.waitForTimeout(KEY_THROTTLE_MS)
  await page.keyboard.press('ArrowRight')
  await expect(counter).toHaveText('1 sur 4')
  await page.waitForTimeout(KEY_THROTTLE_MS)
  await page.keyboard.press('ArrowRight')
  await expect(counter).toHaveText('2 sur 4')
  await expect(dialog.getByText('Décapage de la terre végétale, mise en merlon')).toBeVisible()

  await dialog.getByRole('button', { name: 'Suivant (flèche droite)' }).click()
  await expect(counter).toHaveText('3 sur 4')
  await dialog.getByRole('button', { name: 'Précédent (flèche gauche)' }).click()
  await expect(counter).toHaveText('2 sur 4')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(videoLink(page)).toBeFocused()

  // An image of the block opens the same gallery, at its place.
  await page.getByRole('region', { name: 'Le chantier en images' }).getByRole('link').nth(2).click()
  await expect(counter).toHaveText('4 sur 4')
})

test('un clic du milieu ou avec Ctrl n’ouvre pas la visionneuse', async ({ page }) => {
  const link = stepsLink(page)
  // Whether the page took each click on the link (prevented its default) or left it to the browser.
  const clicks = await watchClicks(page, 'a[data-lightbox-kind]')
  await link.click({ button: 'middle' })
  await link.click({ modifiers: ['ControlOrMeta'] })
  await expect.poll(clicks).toEqual(['auxclick:1:laissé', 'click:0:laissé'])
  await expect(viewer(page)).toHaveCount(0)
  await link.click()
  await expect(viewer(page)).toBeVisible()
  expect(await clicks()).toEqual(['auxclick:1:laissé', 'click:0:laissé', 'click:0:pris'])
})

test('un bouton réglé « Ouvrir aussi au clic molette ou avec Ctrl / Cmd » s’ouvre à ces clics aussi', async ({ page }) => {
  const link = ajaxLink(page)
  await link.scrollIntoViewIfNeeded()
  await link.click({ modifiers: ['ControlOrMeta'] })
  const dialog = viewer(page)
  await expect(dialog.getByRole('heading', { name: 'Les filières que nous installons' })).toBeVisible()
  await closeButton(dialog).click()
  await expect(dialog).toHaveCount(0)
  await expect(link).toBeFocused()
  await link.click({ button: 'middle' })
  await expect(dialog.getByRole('heading', { name: 'Les filières que nous installons' })).toBeVisible()
  // Neither click opened a tab: the page stays the only one.
  expect(page.context().pages()).toHaveLength(1)
})

test('un code de visionneuse qui ne se charge pas : « Réessayer » le charge et la visionneuse s’ouvre', async ({ page }) => {
  const chunk = await failChunk(page, LIGHTBOX_MARKER)
  const link = stepsLink(page)
  await link.click()
  const alert = page.getByRole('alert').filter({ hasText: 'Cette partie de la page n’a pas pu être chargée.' })
  await expect(alert).toBeVisible()
  expect(chunk.refused()).toBeGreaterThan(0)
  await expect(viewer(page)).toHaveCount(0)
  await expect(alert.getByRole('button', { name: 'Réessayer' })).toBeFocused()

  chunk.restore()
  await alert.getByRole('button', { name: 'Réessayer' }).click()
  await expect(alert).toBeHidden()
  const dialog = viewer(page)
  await expect(dialog.getByRole('heading', { name: 'Les étapes d’un chantier' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(link).toBeFocused()
})
