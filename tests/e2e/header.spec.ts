/**
 * docs/product.md, Shell "Header and colour states": desktop and mobile header modes switched at the
 * back-office breakpoint (1024 px in the seed), the mobile menu toggle, click-to-open sub-menus
 * where opening one closes its siblings, Escape and keyboard use. On phones from 320 px wide,
 * every page fits the screen with each header control wholly on it, the search field included.
 */
import type { Locator, Page } from '@playwright/test'

import { DEMO_PAGES } from './demo-pages'
import { behavioursReady, expect, expectNoAxeViolations, test, type Header } from './fixtures'

/** The seed's `headerBreakpoint`: below it the header is in mobile mode. */
const BREAKPOINT = 1024

test('le mode de l’en-tête bascule au point de rupture des réglages', async ({ page, header }) => {
  await page.setViewportSize({ width: BREAKPOINT, height: 800 })
  await page.goto('/')
  await expect(header.menuToggle).toBeHidden()
  for (const name of ['Accueil', 'Services', 'Réalisations', 'Actualités', 'Contact'])
    await expect(header.menuLink(name)).toBeVisible()

  await page.setViewportSize({ width: BREAKPOINT - 1, height: 800 })
  await expect(header.menuToggle).toBeVisible()
  await expect(header.menuToggle).toHaveAccessibleName('Ouvrir le menu')
  await expect(header.menuToggle).toHaveAttribute('aria-expanded', 'false')
  await expect(header.menuLink('Réalisations')).toBeHidden()

  await page.setViewportSize({ width: BREAKPOINT, height: 800 })
  await expect(header.menuToggle).toBeHidden()
  await expect(header.menuLink('Réalisations')).toBeVisible()
})

test('chaque appareil reçoit son mode d’en-tête dès le premier affichage', async ({ page, header }, testInfo) => {
  await page.goto('/')
  if (testInfo.project.name === 'mobile') {
    await expect(header.menuToggle).toBeVisible()
    await expect(header.menuLink('Réalisations')).toBeHidden()
  } else {
    await expect(header.menuToggle).toBeHidden()
    await expect(header.menuLink('Réalisations')).toBeVisible()
  }
  // The header is sticky: it stays at the top of the viewport while the page scrolls.
  await page.mouse.wheel(0, 1500)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await expect.poll(async () => (await header.banner.boundingBox())?.y).toBe(0)
})

test.describe('menu mobile', () => {
  test.beforeEach(async ({ page, header }) => {
    await page.goto('/')
    // On the desktop project the mobile mode is reached by narrowing the window under the breakpoint.
    if (!(await header.isMobile())) await page.setViewportSize({ width: 800, height: 800 })
    await expect(header.menuToggle).toBeVisible()
  })

  test('le bouton « Ouvrir le menu » ouvre et ferme le menu', async ({ header }) => {
    await expect(header.menuToggle).toHaveAttribute('aria-expanded', 'false')
    await expect(header.menuLink('Réalisations')).toBeHidden()

    await header.menuToggle.click()
    await expect(header.menuToggle).toHaveAttribute('aria-expanded', 'true')
    await expect(header.menuToggle).toHaveAccessibleName('Fermer le menu')
    await expect(header.menuLink('Réalisations')).toBeVisible()
    // Sub-menus stay collapsed until asked for.
    await expect(header.menuLink('Terrassement')).toBeHidden()

    await header.menuToggle.click()
    await expect(header.menuToggle).toHaveAttribute('aria-expanded', 'false')
    await expect(header.menuToggle).toHaveAccessibleName('Ouvrir le menu')
    await expect(header.menuLink('Réalisations')).toBeHidden()
  })

  test('Échap ferme le menu et rend le focus au bouton', async ({ page, header }) => {
    await header.menuToggle.focus()
    await page.keyboard.press('Enter')
    await expect(header.menuToggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(header.menuLink('Accueil')).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(header.menuToggle).toHaveAttribute('aria-expanded', 'false')
    await expect(header.menuToggle).toBeFocused()
    await expect(header.menuLink('Accueil')).toBeHidden()
  })

  test('un lien suivi referme le menu derrière lui', async ({ page, header }) => {
    await header.menuToggle.click()
    await header.menuLink('Réalisations').click()
    await expect(page).toHaveURL(/\/realisations$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(header.menuToggle).toHaveAttribute('aria-expanded', 'false')
  })
})

test('une page du site s’ouvre sans recharger le document ; la page des choix de cookies, dans un nouveau', { tag: '@desktop' }, async ({ page, header }) => {
  await page.goto('/')
  await behavioursReady(page)
  // Gone if the link were followed by a full load of a new document.
  const mark = () => page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''))
  await mark()
  await header.menuLink('Réalisations').click()
  await expect(page).toHaveURL(/\/realisations$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Nos réalisations' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-same-document', '')
  await expect(header.menuLink('Réalisations')).toHaveAttribute('aria-current', 'page')

  // Read afresh from the visitor's cookies: a new document.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gestion des cookies' }).click()
  await expect(page).toHaveURL(/\/gestion-des-cookies$/)
  await expect(page.locator('html')).not.toHaveAttribute('data-same-document', '')
})

test.describe('sous-menus', () => {
  test.beforeEach(async ({ page, header }) => {
    await page.goto('/')
    await header.revealMenu()
  })

  test('s’ouvrent et se ferment au clic, un seul à la fois', async ({ header }) => {
    const services = header.subMenuToggle('Services')
    const contact = header.subMenuToggle('Contact')
    const servicesList = await header.subMenu('Services')
    const contactList = await header.subMenu('Contact')
    await expect(services).toHaveAttribute('aria-expanded', 'false')
    await expect(contact).toHaveAttribute('aria-expanded', 'false')
    await expect(servicesList).toBeHidden()

    await services.click()
    await expect(services).toHaveAttribute('aria-expanded', 'true')
    await expect(servicesList).toBeVisible()
    await expect(servicesList.getByRole('link', { name: 'Terrassement' })).toBeVisible()
    await expect(servicesList.getByRole('link')).toHaveCount(6)

    // Opening a sibling closes the open one.
    await contact.click()
    await expect(contact).toHaveAttribute('aria-expanded', 'true')
    await expect(contactList.getByRole('link', { name: 'Demander un devis' })).toBeVisible()
    await expect(services).toHaveAttribute('aria-expanded', 'false')
    await expect(servicesList).toBeHidden()

    await contact.click()
    await expect(contact).toHaveAttribute('aria-expanded', 'false')
    await expect(contactList).toBeHidden()
  })

  test('le parent reste un lien qui navigue', async ({ page, header }) => {
    await header.menuLink('Contact').click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('Échap ferme le sous-menu et rend le focus à son bouton', async ({ page, header }) => {
    const services = header.subMenuToggle('Services')
    await services.click()
    const servicesList = await header.subMenu('Services')
    await servicesList.getByRole('link', { name: 'Assainissement' }).focus()

    await page.keyboard.press('Escape')
    await expect(services).toHaveAttribute('aria-expanded', 'false')
    await expect(servicesList).toBeHidden()
    await expect(services).toBeFocused()
  })

  test('s’utilisent au clavier', async ({ page, header }) => {
    const services = header.subMenuToggle('Services')
    const servicesList = await header.subMenu('Services')
    await header.menuLink('Services').focus()
    await page.keyboard.press('Tab')
    await expect(services).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(services).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(servicesList.getByRole('link', { name: 'Terrassement' })).toBeFocused()

    await page.keyboard.press('Shift+Tab')
    await expect(services).toBeFocused()
    await page.keyboard.press('Space')
    await expect(services).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Space')
    await expect(services).toHaveAttribute('aria-expanded', 'true')

    // Following a sub-menu link by keyboard navigates.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/services\/terrassement$/)
  })

  test('un clic en dehors du menu ferme le sous-menu ouvert', async ({ header }) => {
    const services = header.subMenuToggle('Services')
    const servicesList = await header.subMenu('Services')
    await services.click()
    await expect(services).toHaveAttribute('aria-expanded', 'true')
    // A control outside the navigation (in mobile mode the open menu covers the page below the header).
    await header.searchToggle.click()
    await expect(servicesList).toBeHidden()
    // In mobile mode the whole menu closed with it; reopened, the sub-menu is still collapsed.
    await header.revealMenu()
    await expect(services).toHaveAttribute('aria-expanded', 'false')
  })
})

/** Phone widths: the smallest still sold (320 px), a common Android one (360 px), a Pixel 7 (412 px). */
const PHONE_WIDTHS = [412, 360, 320]

/** Each control of the header as a visitor finds it, anonymous (the account control is « Se connecter »). */
const headerControls = (header: Header) => ({
  'Ouvrir le menu': header.menuToggle,
  'lien vers l’accueil': header.banner.getByRole('link', { name: /accueil$/ }),
  Rechercher: header.searchToggle,
  'Basculer les couleurs du site': header.colourSwitch,
  'Se connecter': header.signInLink,
  // The demo's side panel (features/off-canvas), shown in the mobile mode only.
  'Nos coordonnées': header.banner.getByRole('link', { name: 'Nos coordonnées' }),
})

/** Every box lies within 0…width: nothing is cut off by, or hidden beyond, the screen's edges. */
async function expectWithinScreen(boxes: Record<string, Locator>, width: number, where: string) {
  for (const [name, control] of Object.entries(boxes)) {
    await expect.soft(control, `${name} (${where})`).toBeVisible()
    const box = await control.boundingBox()
    expect.soft(box, `${name} (${where})`).not.toBeNull()
    if (!box) continue
    expect.soft(box.x, `bord gauche de ${name} (${where})`).toBeGreaterThanOrEqual(0)
    expect.soft(box.x + box.width, `bord droit de ${name} (${where})`).toBeLessThanOrEqual(width + 0.5)
  }
}

test.describe('téléphones étroits', () => {
  // On the mobile project only (tag @mobile): a phone's touch screen, where a page wider than the screen widens
  // the layout viewport (and the document's scrollWidth shows it) as on a real phone.
  for (const path of DEMO_PAGES) {
    test(`${path} : la page tient dans l’écran et chaque contrôle de l’en-tête est visible en entier, de 412 à 320 px`, { tag: '@mobile' }, async ({ page, header }) => {
      await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 800 })
      await page.goto(path)
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        // Nothing wider than the screen: no sideways scrolling.
        await expect
          .soft
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `largeur du document à ${width} px` })
          .toBeLessThanOrEqual(width)
        await expectWithinScreen(headerControls(header), width, `${path} à ${width} px`)
      }
    })
  }
})

/**
 * The site's name as drawn: each word (as typed), with the lines its syllables are drawn on (the
 * tops of their letters' boxes). The server marks the syllables with soft hyphens
 * (site-shell/brand-name.tsx), the only places a word may be cut; they are left out of the boxes
 * measured, and so is the hyphen drawn at a line's end, which Chromium counts in the box of the
 * letter after it (the last box of a letter is its own).
 */
const nameLines = (page: Page) =>
  page.locator('.site-header__brand-text').evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    const texts: Text[] = []
    while (walker.nextNode()) texts.push(walker.currentNode as Text)
    const tops = (text: Text, start: number, end: number) =>
      Array.from({ length: end - start }, (_, i) => {
        const range = document.createRange()
        range.setStart(text, start + i)
        range.setEnd(text, start + i + 1)
        return Math.round([...range.getClientRects()].filter((box) => box.width > 0).at(-1)?.top ?? NaN)
      })
    return texts.flatMap((text) =>
      [...text.data.matchAll(/\S+/g)].map((word) => {
        const syllables = [...word[0].matchAll(/[^\u00AD]+/g)].map((s) => new Set(tops(text, word.index + s.index, word.index + s.index + s[0].length)))
        return {
          word: word[0].replaceAll('\u00AD', ''),
          // A syllable drawn on two lines would be a word cut elsewhere than between its syllables.
          syllablesCut: syllables.filter((lines) => lines.size > 1).length,
          lines: new Set(syllables.flatMap((lines) => [...lines])).size,
        }
      }),
    )
  })

test('le nom du site, à côté des contrôles d’un téléphone, garde chacun de ses mots entier dès 360 px', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/mentions-legales')
  for (const width of [412, 375, 360]) {
    await page.setViewportSize({ width, height: 800 })
    expect(await nameLines(page), `à ${width} px`).toEqual([
      { word: 'Morel', syllablesCut: 0, lines: 1 },
      { word: 'Terrassement', syllablesCut: 0, lines: 1 },
    ])
  }
})

test('le nom du site, à 320 px, ne coupe un mot qu’entre deux de ses syllabes, là où le français le coupe', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/mentions-legales')
  await page.setViewportSize({ width: 320, height: 800 })
  // « Terrassement » beside the menu and four controls is too long for the bar: it is cut (with a
  // hyphen the browser draws at a soft hyphen) between two of its syllables, never inside one.
  expect(await nameLines(page)).toEqual([
    { word: 'Morel', syllablesCut: 0, lines: 1 },
    { word: 'Terrassement', syllablesCut: 0, lines: 2 },
  ])
  // Read out as typed, its visible words first: what is on screen is what voice control says.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Morel Terrassement – accueil', exact: true })).toBeVisible()
  await expectNoAxeViolations(page, { include: ['header'] })
})

test('le champ de recherche s’ouvre en entier dans l’écran, à toutes les largeurs', async ({ page, header }) => {
  await page.goto('/contact')
  for (const width of [...PHONE_WIDTHS, 800, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await header.searchToggle.click()
    await expect(header.searchField).toBeFocused()
    const panel = page.locator('.site-search__panel')
    await expectWithinScreen(
      { 'panneau de recherche': panel, 'champ de recherche': header.searchField, 'bouton Lancer la recherche': header.banner.getByRole('button', { name: 'Lancer la recherche' }) },
      width,
      `${width} px`,
    )
    // The placeholder is read from its first letter: the field starts well inside the screen.
    const field = await header.searchField.boundingBox()
    expect(field?.x, `champ à ${width} px`).toBeGreaterThanOrEqual(4)
    await page.keyboard.press('Escape')
    await expect(header.searchField).toBeHidden()
  }
})
