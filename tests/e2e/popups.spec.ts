/**
 * Popups (issue 13 part 3, docs/decisions/042): the demo's three popups as visitors meet them, each
 * trigger's journey on a popup made for the test, the conditions that matter, the keyboard, axe with
 * a popup open, the callback form sent from inside a popup, and bad input (corrupted counters).
 *
 * A popup made by a test is shown only to visits coming from a address holding the test's own mark
 * (the « provenance » condition): the other tests running at the same time never meet it.
 */
import { randomUUID } from 'node:crypto'

import type { Page } from '@playwright/test'

import { ADMIN_STATE, animationsDone, entriesWith, expect, expectNoAxeViolations, failChunk, POPUP_STORAGE_KEY, staffApi, test } from './fixtures'

test.use({ popupsShown: true })

const popupDialog = (page: Page, name: string) => page.getByRole('dialog', { name })
/** The popups still in play on the page (one whose conditions failed is marked gone, and stays closed). */
const popupsInPage = (page: Page) => page.locator('dialog[data-popup-id]:not([data-popup-gone])')
/** Once the popup's conditions passed and its triggers listen. */
const armed = (page: Page) => expect(page.locator('dialog[data-popup-armed]')).toHaveCount(1)

type MadePopup = { mark: string; referer: string; name: string; touch: () => Promise<void> }

/** Once the popups listen for the first sign (the page's scripts are in), or their code came already (a popup whose moment was near). */
const listening = (page: Page) => page.locator('dialog:is([data-popup-waiting], [data-popup-armed], [data-popup-gone])').first()

/**
 * The visitor's first sign, a key that does nothing on its own: the popups' code comes then, or a
 * little before a timed popup's moment (docs/decisions/074).
 */
async function firstSign(page: Page) {
  await expect(listening(page)).toBeAttached()
  await page.keyboard.press('Shift')
}

/**
 * Opens `path` as a visit from the test's address, gives the visitor's first sign and waits for its popup to listen. A page another
 * test had the server render while this popup was being saved may come from the cache without it:
 * the popup is then saved again (which drops the cached pages) and the page asked for again.
 */
async function visit(page: Page, path: string, popup: MadePopup, { clockStopped = false } = {}) {
  let first = true
  await expect(async () => {
    if (!first) await popup.touch()
    first = false
    if (clockStopped) {
      // The page asks for its scripts a frame after its hero is painted (docs/decisions/059): on a
      // stopped clock, that frame and its timer come only when the test moves the clock on.
      // On a loaded machine the hero's paint can come after a first step of the clock: it is moved
      // on by small steps, as long as the page's scripts have not asked for the popups.
      await page.goto(path, { referer: popup.referer, waitUntil: 'domcontentloaded' })
      await page.waitForLoadState('load')
      await expect
        .poll(async () => {
          await page.clock.runFor(50)
          return listening(page).count()
        })
        .toBe(1)
    } else await page.goto(path, { referer: popup.referer })
    await firstSign(page)
    await expect(page.locator('dialog[data-popup-armed]')).toHaveCount(1, { timeout: 4000 })
  }).toPass({ timeout: 30_000 })
}

/** Makes a popup for this test on every page, shown only to a visit from the test's own address. */
async function makePopup(
  { playwright, baseURL }: { playwright: Parameters<typeof staffApi>[0]; baseURL: string | undefined },
  { triggers, behaviour = {}, conditions = {} }: { triggers: Record<string, unknown>; behaviour?: Record<string, unknown>; conditions?: Record<string, unknown> },
): Promise<MadePopup & { remove: () => Promise<void> }> {
  const mark = `essai-${randomUUID().slice(0, 8)}`
  const name = `Fenêtre ${mark}`
  const api = await staffApi(playwright, baseURL)
  const data = {
    title: name,
    layout: [{ blockType: 'cta', heading: 'Une question ?', text: 'Nous répondons sous 48 heures.', action: { label: 'Nous écrire', href: '/contact' } }],
    placement: { where: 'all' },
    triggers,
    behaviour,
    conditions: { url: mark, ...conditions },
  }
  const created = await api.post('/api/popups', { data })
  expect(created.ok(), `création de la fenêtre : ${await created.text()}`).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }
  return {
    mark,
    name,
    referer: `https://${mark}.exemple.test/`,
    touch: async () => {
      expect((await api.patch(`/api/popups/${doc.id}`, { data: { title: name } })).ok()).toBe(true)
    },
    remove: async () => {
      await api.delete(`/api/popups/${doc.id}`)
      await api.dispose()
    },
  }
}

test.describe('les fenêtres de la démonstration', () => {
  test('accueil : la fenêtre de bienvenue s’ouvre après un délai, se ferme, et « Ne plus afficher » tient', async ({ page }) => {
    await page.goto('/')
    const welcome = popupDialog(page, 'Bienvenue chez Morel Terrassement')
    await expect(welcome).toBeVisible({ timeout: 15_000 })
    await expect(welcome.getByRole('link', { name: 'Demander un devis' })).toBeVisible()
    await animationsDone(welcome)
    await expectNoAxeViolations(page, { label: 'fenêtre de bienvenue ouverte' })

    await welcome.getByRole('button', { name: 'Ne plus afficher' }).click()
    await expect(welcome).toBeHidden()
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), POPUP_STORAGE_KEY)
    expect(Object.values(stored.popups as Record<string, { disable: boolean }>).some((p) => p.disable)).toBe(true)

    // Next visit, even in a new session: its markup is taken out, nothing will open.
    await page.evaluate(() => sessionStorage.clear())
    await page.reload()
    await expect(popupsInPage(page)).toHaveCount(0)
  })

  test('accueil, au clavier seul : le focus entre dans la fenêtre, y reste, et Échap la ferme', async ({ page }) => {
    await page.goto('/')
    const welcome = popupDialog(page, 'Bienvenue chez Morel Terrassement')
    await expect(welcome).toBeVisible({ timeout: 15_000 })
    // Accessible navigation: after the focus delay, the first control of the content.
    await expect(welcome.getByRole('link', { name: 'Demander un devis' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(welcome.getByRole('button', { name: 'Ne plus afficher' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await expect(welcome.getByRole('button', { name: 'Fermer la fenêtre' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(welcome).toBeHidden()
    // Once per visit (« times » per session): the next page of the visit shows it no more.
    await page.reload()
    await expect(popupsInPage(page)).toHaveCount(0)
  })

  test('accueil : un compteur abîmé dans le navigateur ne casse rien, la fenêtre s’affiche', async ({ page }) => {
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('essai-abime')) {
        localStorage.setItem(key, '{"pageViews":"beaucoup","popups":{"1":{"times":[],"disable":"oui"},"<x>":{}},')
        sessionStorage.setItem('vitrine-popups-session', 'null')
        sessionStorage.setItem('essai-abime', '1')
      }
    }, POPUP_STORAGE_KEY)
    await page.goto('/')
    await expect(popupDialog(page, 'Bienvenue chez Morel Terrassement')).toBeVisible({ timeout: 15_000 })
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), POPUP_STORAGE_KEY)
    expect(stored).toMatchObject({ pageViews: 1 })
  })

  test('service : l’intention de sortie ouvre le rappel gratuit, envoyé depuis la fenêtre @desktop', async ({ page, playwright, baseURL }) => {
    await page.goto('/services/terrassement')
    const callback = popupDialog(page, 'Rappel gratuit')
    // The pointer comes onto the page: the popup's code with it.
    await expect(page.locator('dialog[data-popup-waiting]')).toBeAttached()
    await page.mouse.move(640, 300)
    await armed(page)
    await expect(callback).toBeHidden()
    // The pointer leaving the window at its top edge: the browser's own event, as a real pointer gives it.
    await page.locator('html').dispatchEvent('mouseout', { clientX: 640, clientY: 0, relatedTarget: null })
    await expect(callback).toBeVisible()
    await animationsDone(callback)
    await expectNoAxeViolations(page, { label: 'rappel gratuit ouvert' })

    // « Ne pas fermer au clic sur le fond »: a click on the backdrop leaves it open.
    await page.mouse.click(5, 790)
    await expect(callback).toBeVisible()

    const name = `Essai-${randomUUID().slice(0, 6)}`
    await callback.getByRole('textbox', { name: 'Prénom' }).fill('Paul')
    await callback.getByRole('textbox', { name: 'Nom', exact: true }).fill(name)
    await callback.getByRole('textbox', { name: 'Téléphone' }).fill('06 12 34 56 78')
    await callback.getByRole('combobox', { name: 'Créneau de rappel' }).selectOption({ label: 'En fin de journée' })
    await callback.getByRole('checkbox', { name: /J’accepte que Morel Terrassement/ }).check()
    await callback.getByRole('button', { name: 'Être rappelé' }).click()
    await expect(callback.getByText(`Merci Paul ${name} ! Nous vous rappelons au créneau choisi.`)).toBeVisible()
    await expect.poll(async () => (await entriesWith(playwright, baseURL, name)).length).toBe(1)

    await callback.getByRole('button', { name: 'Fermer la fenêtre' }).click()
    await expect(callback).toBeHidden()
    // At most once a day: the next service page has none.
    await page.goto('/services/vrd')
    await firstSign(page)
    await expect(popupsInPage(page)).toHaveCount(0)
  })

  test('service : le rappel gratuit n’est jamais proposé au personnel connecté', async ({ browser, baseURL }) => {
    const staff = await browser.newContext({ storageState: ADMIN_STATE, baseURL })
    try {
      const page = await staff.newPage()
      await page.goto('/services/assainissement')
      await firstSign(page)
      await expect(popupsInPage(page)).toHaveCount(0)
    } finally {
      await staff.close()
    }
  })

  test('actualités : la fenêtre s’ouvre à mi-lecture, sans bloquer le défilement', async ({ page }) => {
    await page.goto('/actualites')
    const news = popupDialog(page, 'Suivez nos chantiers')
    await expect(page.locator('dialog[data-popup-waiting], dialog[data-popup-armed]').first()).toBeAttached()
    await expect(news).toBeHidden()
    // One scroll, past the middle: the code comes with it (unless a popup of the tests beside this
    // one brought it already) and the popup opens without another scroll.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(news).toBeVisible()
    await animationsDone(news)
    await expectNoAxeViolations(page, { label: 'fenêtre des actualités ouverte' })
    await news.getByRole('button', { name: 'Fermer la fenêtre' }).click()
    await expect(news).toBeHidden()
  })

  test('actualités : elle s’ouvre aussi sur une vue filtrée de la grille', async ({ page }) => {
    await page.goto('/actualites?e-filter-actualites-category=conseils')
    const news = popupDialog(page, 'Suivez nos chantiers')
    await firstSign(page)
    await armed(page)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(news).toBeVisible()
  })
})

test.describe('déclencheurs et conditions', () => {
  test('au clic sur le sélecteur d’ouverture : le lien n’est pas suivi, le focus revient au lien', async ({ page, playwright, baseURL }) => {
    const popup = await makePopup({ playwright, baseURL }, { triggers: { openSelector: 'footer a[href="/devis"]' } })
    try {
      await visit(page, '/mentions-legales', popup)
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'Demander un devis' })
      await link.focus()
      await page.keyboard.press('Enter')
      const dialog = popupDialog(page, popup.name)
      await expect(dialog).toBeVisible()
      expect(new URL(page.url()).pathname).toBe('/mentions-legales')
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(link).toBeFocused()
    } finally {
      await popup.remove()
    }
  })

  test('au clic sur le sélecteur d’ouverture avant que son code ne soit là : le lien n’est pas suivi, un code qui ne vient pas est dit', async ({ page, playwright, baseURL }) => {
    const popup = await makePopup({ playwright, baseURL }, { triggers: { openSelector: 'footer a[href="/devis"]' } })
    try {
      // The popups' code (an attribute only it sets) cannot come: the visitor's click is still theirs.
      const chunk = await failChunk(page, 'data-popup-armed')
      /** This test's popup in the page (the tests beside it may have theirs there too), its code awaited. */
      const waiting = page.locator('dialog[data-popup-waiting]').filter({ hasText: popup.name })
      let shown = false
      await expect(async () => {
        if (shown) await popup.touch()
        shown = true
        await page.goto('/mentions-legales', { referer: popup.referer })
        await expect(waiting).toBeAttached({ timeout: 4000 })
      }).toPass({ timeout: 30_000 })
      await expect(page.locator('dialog[data-popup-armed]')).toHaveCount(0)
      // The click is the visitor's first gesture on the page.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Demander un devis' }).dispatchEvent('click')
      const alert = page.getByRole('alert').filter({ hasText: 'Cette partie de la page n’a pas pu être chargée.' })
      await expect(alert.getByRole('button', { name: 'Réessayer' })).toBeFocused()
      expect(chunk.refused()).toBeGreaterThan(0)
      expect(new URL(page.url()).pathname).toBe('/mentions-legales')
      chunk.restore()
      await alert.getByRole('button', { name: 'Réessayer' }).click()
      await expect(popupDialog(page, popup.name)).toBeVisible()
      await expect(alert).toBeHidden()
      expect(new URL(page.url()).pathname).toBe('/mentions-legales')
    } finally {
      await popup.remove()
    }
  })

  test('au n-ième clic, et une seule fois par page', async ({ page, playwright, baseURL }) => {
    const popup = await makePopup({ playwright, baseURL }, { triggers: { clicks: 3 } })
    try {
      await visit(page, '/realisations', popup)
      const dialog = popupDialog(page, popup.name)
      const heading = page.getByRole('heading', { level: 1 })
      await heading.click()
      await heading.click()
      await expect(dialog).toBeHidden()
      await heading.click()
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: 'Fermer la fenêtre' }).click()
      await expect(dialog).toBeHidden()
      for (let i = 0; i < 3; i++) await heading.click()
      await expect(dialog).toBeHidden()
    } finally {
      await popup.remove()
    }
  })

  test('au défilement vers le haut, et à l’arrivée d’un élément à l’écran', async ({ page, playwright, baseURL }) => {
    const up = await makePopup({ playwright, baseURL }, { triggers: { onScroll: true, scrollDirection: 'up' } })
    try {
      await visit(page, '/politique-de-confidentialite', up)
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
      await expect.poll(() => page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2)).toBe(true)
      await expect(popupDialog(page, up.name)).toBeHidden()
      // The browser tells the page of a scroll at its next frame: the way down must be told before
      // the way up, or the page sees one scroll, from the top to near the bottom, downwards.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      await page.evaluate(() => window.scrollBy({ top: -200, behavior: 'instant' }))
      await expect(popupDialog(page, up.name)).toBeVisible()
    } finally {
      await up.remove()
    }
    const footer = await makePopup({ playwright, baseURL }, { triggers: { scrollToElement: 'footer' } })
    try {
      await visit(page, '/politique-de-confidentialite', footer)
      await expect(popupDialog(page, footer.name)).toBeHidden()
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
      await expect(popupDialog(page, footer.name)).toBeVisible()
    } finally {
      await footer.remove()
    }
  })

  test('après une inactivité, fermée automatiquement, avec le bouton de fermeture hors de la fenêtre', async ({ page, playwright, baseURL }) => {
    const popup = await makePopup(
      { playwright, baseURL },
      { triggers: { inactivity: 1 }, behaviour: { closeAutomatically: 2, closeButtonPosition: 'outside', entranceAnimation: 'fade', exitAnimation: 'none' } },
    )
    try {
      // The page's clock is the test's, stopped: on a loaded machine the page's load event can come
      // later than the second of inactivity plus the two seconds open, and the popup would have come
      // and gone before the test looked.
      // Paused a second after it was installed: the installed clock runs meanwhile, and pausing at the
      // very time it started would be asking it to go back.
      // Today's time: the visitor's consent (given a minute before the run) is not in the page's future.
      const now = Date.now()
      await page.clock.install({ time: now })
      await page.clock.pauseAt(now + 1_000)
      await visit(page, '/contact', popup, { clockStopped: true })
      const dialog = popupDialog(page, popup.name)
      await expect(dialog).toBeHidden()
      await page.clock.runFor(1_100)
      await expect(dialog).toBeVisible()
      await expect(dialog).toHaveAttribute('data-close-position', 'outside')
      await page.clock.runFor(1_000)
      await expect(dialog).toBeVisible()
      await page.clock.runFor(1_100)
      await expect(dialog).toBeHidden()
    } finally {
      await popup.remove()
    }
  })

  test('pages vues : pas à la première, à la deuxième ; « masquer » selon la provenance', async ({ page, playwright, baseURL }) => {
    const popup = await makePopup({ playwright, baseURL }, { triggers: { onLoad: true }, conditions: { pageViews: 2 } })
    try {
      // The first view: no popup (taken out of the page); the second: it shows.
      let again = false
      await expect(async () => {
        if (again) await popup.touch()
        again = true
        await page.evaluate(() => localStorage.clear()).catch(() => {})
        await page.goto('/recrutement', { referer: popup.referer })
        await expect(popupsInPage(page)).toHaveCount(0, { timeout: 4000 })
        await page.goto('/recrutement', { referer: popup.referer })
        await expect(popupDialog(page, popup.name)).toBeVisible({ timeout: 4000 })
      }).toPass({ timeout: 30_000 })
      // A visit from elsewhere never meets it (the other tests' case).
      await page.goto('/recrutement')
      await expect(popupsInPage(page)).toHaveCount(0)
    } finally {
      await popup.remove()
    }
  })

  test('les actions de lien popup:open et popup:close ; un code qui ne vient pas est dit, « Réessayer » ouvre', async ({ page, playwright, baseURL }) => {
    const popup = await makePopup({ playwright, baseURL }, { triggers: {}, behaviour: { doNotShowAgain: 'Ne plus afficher' } })
    try {
      // The dialog layer's code comes at the first opening (a page without a form: none of its fields holds it).
      const chunk = await failChunk(page, 'data-scroll-locked')
      await visit(page, '/politique-de-confidentialite', popup)
      const id = await popupsInPage(page).getAttribute('data-popup-id')
      await page.evaluate((popupId) => {
        const settings = btoa(JSON.stringify({ id: popupId })).replace(/=+$/, '')
        const link = document.createElement('a')
        link.href = `#action-popup:open?settings=${settings}`
        link.textContent = 'Ouvrir la fenêtre d’essai'
        document.querySelector('main')!.prepend(link)
      }, id)
      await page.getByRole('link', { name: 'Ouvrir la fenêtre d’essai' }).click()
      const dialog = popupDialog(page, popup.name)
      const alert = page.getByRole('alert').filter({ hasText: 'Cette partie de la page n’a pas pu être chargée.' })
      await expect(alert.getByRole('button', { name: 'Réessayer' })).toBeFocused()
      expect(chunk.refused()).toBeGreaterThan(0)
      await expect(dialog).toBeHidden()
      chunk.restore()
      await alert.getByRole('button', { name: 'Réessayer' }).click()
      await expect(dialog).toBeVisible()
      await expect(alert).toBeHidden()
      await dialog.evaluate((element) => {
        const close = document.createElement('a')
        close.href = '#action-popup:close'
        close.textContent = 'Fermer par une action'
        element.querySelector('[data-popup-content]')!.append(close)
      })
      await dialog.getByRole('link', { name: 'Fermer par une action' }).click()
      await expect(dialog).toBeHidden()
    } finally {
      await popup.remove()
    }
  })
})
