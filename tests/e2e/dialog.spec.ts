/**
 * The dialog layer (src/features/ui/dialog, docs/decisions/037) in Chromium, on the production build.
 *
 * First the site's three overlays built on it (the image lightbox, the portfolio preview, the date
 * picker), from the keyboard alone: focus moved in and given back, the page inert and its scroll
 * held, axe with the overlay open, the exit animation played before the dialog closes and goes,
 * and no animation at all for a visitor who asked for reduced motion.
 *
 * Then what none of them uses yet (popups and side panels will): Escape and the backdrop turned
 * off, a close control that appears after a delay, two dialogs stacked, the side panel. There the
 * layer's own modules are loaded into a page of the site (transpiled from src/, served by a route),
 * so they run with the site's real styles.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Locator, Page } from '@playwright/test'
import ts from 'typescript'

import { behavioursReady, expect, expectNoAxeViolations, formLive, portfolioLive, test } from './fixtures'

/**
 * Records, from before the page's own scripts run: the layer's animations starting, a dialog
 * entering its closing state, its exit animations finishing, the native dialog closing, and the
 * element leaving the document.
 */
function recordDialogs() {
  const log: string[] = []
  ;(window as Window & { dialogLog?: string[] }).dialogLog = log
  const inDialog = (target: EventTarget | null) => target instanceof Element && target.closest('dialog') !== null
  document.addEventListener(
    'animationstart',
    (event) => {
      if (inDialog(event.target) && event.animationName.startsWith('ui-dialog')) log.push(`start:${event.animationName}`)
    },
    true,
  )
  new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target as Element
      if (record.type === 'attributes' && target instanceof HTMLDialogElement) {
        if (record.attributeName === 'data-state' && target.getAttribute('data-state') === 'closing') {
          log.push('closing')
          for (const animation of target.getAnimations({ subtree: true })) {
            const name = (animation as CSSAnimation).animationName
            if (name !== 'ui-dialog-out') continue
            // Its length, read as it starts: its start event may come after the dialog has left
            // the document (a busy main thread sends it with the end), where no listener hears it.
            log.push(`out:${Number(animation.effect?.getComputedTiming().duration) > 0 ? 'animée' : 'immédiate'}`)
            animation.finished.then(() => log.push('finished:ui-dialog-out'), () => log.push('cancelled'))
          }
        }
        if (record.attributeName === 'open' && !target.hasAttribute('open')) log.push('closed')
      }
      for (const node of record.removedNodes) {
        if (node instanceof Element && (node.nodeName === 'DIALOG' || node.querySelector('dialog'))) log.push('removed')
      }
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['open', 'data-state'] })
}

/** What happened to the page's dialogs so far, in order (see recordDialogs). */
const dialogLog = (page: Page) => page.evaluate(() => [...((window as Window & { dialogLog?: string[] }).dialogLog ?? [])])

/** Resolves once the dialog's enter animations are over: mid-fade, colours are blends no visitor reads. */
const settled = (dialog: Locator) =>
  dialog.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished),
    ),
  )

/** Whether an element outside the dialog can still take focus (it cannot while the page is inert). */
const pageTakesFocus = (page: Page) =>
  page.evaluate(() => {
    const outside = document.querySelector<HTMLElement>('.site-header a[href]')!
    outside.focus()
    return document.activeElement === outside
  })

type Overlay = {
  name: string
  /** Opens the overlay from the keyboard; returns the dialog and the element that opened it. */
  open: (page: Page) => Promise<{ dialog: Locator; trigger: Locator }>
}

const OVERLAYS: Overlay[] = [
  {
    name: 'la visionneuse d’images',
    open: async (page) => {
      await page.goto('/')
      await behavioursReady(page)
      const trigger = page.getByRole('region', { name: 'Chantiers récents' }).getByRole('link').nth(1)
      await trigger.focus()
      await page.keyboard.press('Enter')
      return { dialog: page.getByRole('dialog', { name: 'Visionneuse d’images' }), trigger }
    },
  },
  {
    name: 'l’aperçu d’une réalisation',
    open: async (page) => {
      await page.goto('/realisations')
      await portfolioLive(page)
      const trigger = page.getByRole('list', { name: 'Réalisations' }).getByRole('link', { name: 'Terrassement d’une maison à Olivet' })
      await trigger.focus()
      await page.keyboard.press('Enter')
      return { dialog: page.getByRole('dialog', { name: 'Terrassement d’une maison à Olivet' }), trigger }
    },
  },
  {
    name: 'le calendrier d’un champ date',
    open: async (page) => {
      await page.goto('/devis')
      const form = page.getByRole('form', { name: 'Votre demande de devis' })
      await formLive(form)
      await form.getByRole('combobox', { name: 'Délai souhaité' }).selectOption({ label: 'À une date précise' })
      const trigger = form.getByRole('button', { name: 'Choisir une date' })
      await trigger.focus()
      await page.keyboard.press('Enter')
      return { dialog: page.getByRole('dialog', { name: 'Choisir une date' }), trigger }
    },
  },
]

test.beforeEach(async ({ page }) => {
  await page.addInitScript(recordDialogs)
})

for (const overlay of OVERLAYS) {
  test(`${overlay.name} au clavier : focus dedans puis rendu, page inerte et immobile, axe, Échap après l’animation de sortie`, async ({ page }) => {
    const { dialog, trigger } = await overlay.open(page)
    await expect(dialog).toBeVisible()
    await expect(dialog.locator(':focus')).toHaveCount(1)
    await settled(dialog)
    expect(await dialogLog(page)).toContain('start:ui-dialog-in')

    // The page behind is inert and holds still.
    expect(await pageTakesFocus(page)).toBe(false)
    await expect(dialog.locator(':focus')).toHaveCount(1)
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden')
    const scrolled = await page.evaluate(() => window.scrollY)
    await page.mouse.move(5, 5)
    await page.mouse.wheel(0, 600)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)

    await expectNoAxeViolations(page, { exclude: ['iframe'] })

    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(trigger).toBeFocused()
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden')
    // Closed, then taken away, only once its exit animation had played to its end.
    const log = await dialogLog(page)
    const order = ['closing', 'out:animée', 'finished:ui-dialog-out', 'closed', 'removed'].map((step) => log.indexOf(step))
    expect(order.every((index) => index >= 0), log.join(' → ')).toBe(true)
    expect([...order].sort((a, b) => a - b), log.join(' → ')).toEqual(order)
  })

  test(`${overlay.name} sans animation pour qui préfère moins de mouvement`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const { dialog, trigger } = await overlay.open(page)
    await expect(dialog).toBeVisible()
    expect(await dialog.evaluate((element) => element.getAnimations().length)).toBe(0)
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(trigger).toBeFocused()
    const log = await dialogLog(page)
    expect(log.filter((step) => step.startsWith('start:') || step === 'out:animée')).toEqual([])
    expect(log).toEqual(expect.arrayContaining(['closed', 'removed']))

    // The same overlay, opened again once the visitor no longer asks for less motion, does move.
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await expect.poll(() => dialogLog(page)).toContain('start:ui-dialog-in')
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(trigger).toBeFocused()
  })
}

const SOURCES = fileURLToPath(new URL('../../src/features/', import.meta.url))
const MODULES = '/__couche-dialogue__/'

type Settings = Record<string, unknown>
type DialogLayer = {
  openDialog: (element: HTMLDialogElement, settings?: Settings) => { state: string }
  openPanel: (element: HTMLDialogElement, settings: Settings & { side: 'left' | 'right'; width?: string }) => { state: string }
}

/**
 * Loads the layer's modules into a page of the site, as its overlays load them: from the source
 * files, transpiled, served under a path of the site's own origin.
 */
async function loadDialogLayer(page: Page) {
  await page.route(`**${MODULES}**`, async (route) => {
    const name = new URL(route.request().url()).pathname.slice(MODULES.length)
    const source = fs.readFileSync(path.join(SOURCES, `${name}.ts`), 'utf8')
    const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } })
    await route.fulfill({ contentType: 'text/javascript', body: outputText })
  })
  await page.goto('/mentions-legales')
  await behavioursReady(page)
  await page.addScriptTag({
    type: 'module',
    content: `import { openDialog } from '${MODULES}ui/dialog/controller'
      import { openPanel } from '${MODULES}ui/panel/panel'
      window.dialogLayer = { openDialog, openPanel }`,
  })
  await page.waitForFunction(() => 'dialogLayer' in window)
}

/**
 * Adds to the page a button « Ouvrir l’essai » that opens a dialog « Essai » (a panel with a link
 * and « Fermer l’essai ») with the given settings; `panel` opens it as a side panel.
 */
async function addTrialDialog(page: Page, settings: Settings, panel?: { side: 'left' | 'right'; width?: string }) {
  await page.evaluate(
    ({ settings, panel }) => {
      const layer = (window as Window & { dialogLayer?: DialogLayer }).dialogLayer!
      const trigger = document.createElement('button')
      trigger.type = 'button'
      trigger.textContent = 'Ouvrir l’essai'
      document.querySelector('main')!.prepend(trigger)
      trigger.addEventListener('click', () => {
        const dialog = document.createElement('dialog')
        dialog.setAttribute('aria-label', 'Essai')
        dialog.innerHTML = `<div data-dialog-panel style="background:#fff;color:#1f1a16;padding:1rem">
            <p>Une fenêtre d’essai.</p><a href="/contact">Nous écrire</a>
            <button type="button" data-dialog-close>Fermer l’essai</button></div>`
        document.body.append(dialog)
        const options = { ...settings, removeOnClose: true }
        if (panel) layer.openPanel(dialog, { ...options, ...panel })
        else layer.openDialog(dialog, options)
      })
    },
    { settings, panel },
  )
  return { trigger: page.getByRole('button', { name: 'Ouvrir l’essai' }), dialog: page.getByRole('dialog', { name: 'Essai' }) }
}

test.describe('la couche de dialogue, réglages que les fenêtres surgissantes utiliseront', () => {
  // The trial modules are injected as an inline module script.
  test.use({ bypassCSP: true })

  test.beforeEach(async ({ page }) => {
    await loadDialogLayer(page)
  })

  test('Échap et un clic à côté ne ferment pas quand les réglages l’interdisent ; « Fermer » reste et ferme', async ({ page }) => {
    const { trigger, dialog } = await addTrialDialog(page, { closeOnEscape: false, closeOnBackdrop: false })
    await trigger.focus()
    await page.keyboard.press('Enter')
    const close = dialog.getByRole('button', { name: 'Fermer l’essai' })
    await expect(close).toBeFocused()
    // Twice: Chromium lets a page refuse only one close request without a gesture in between; the
    // layer keeps the Escape key itself from becoming a close request.
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await page.mouse.click(5, 5)
    await expect(dialog).toBeVisible()
    await expect(close).toBeVisible()
    expect(await pageTakesFocus(page)).toBe(false)
    // The click on the backdrop took focus off the button.
    await close.focus()
    await page.keyboard.press('Enter')
    await expect(dialog).toHaveCount(0)
    await expect(trigger).toBeFocused()
  })

  test('par défaut, Échap et un clic à côté ferment', async ({ page }) => {
    const { trigger, dialog } = await addTrialDialog(page, {})
    await trigger.click()
    await expect(dialog).toBeVisible()
    await page.mouse.click(5, 5)
    await expect(dialog).toHaveCount(0)
    await trigger.click()
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(trigger).toBeFocused()
  })

  test('le bouton de fermeture n’apparaît qu’après son délai', async ({ page }) => {
    const { trigger, dialog } = await addTrialDialog(page, { closeControlDelayMs: 1500, closeOnEscape: false })
    await trigger.click()
    await expect(dialog).toBeVisible()
    const close = dialog.getByRole('button', { name: 'Fermer l’essai' })
    await expect(close).toBeHidden()
    await expect(close).toBeVisible()
    await close.click()
    await expect(dialog).toHaveCount(0)
  })

  test('deux fenêtres superposées : Échap ferme celle du dessus, le focus revient dans l’autre, puis à la page', async ({ page }) => {
    const { trigger, dialog: outer } = await addTrialDialog(page, {})
    await trigger.click()
    await expect(outer).toBeVisible()
    // A date picker in a form inside a popup: the second dialog opens from, and inside, the first.
    await page.evaluate(() => {
      const layer = (window as Window & { dialogLayer?: DialogLayer }).dialogLayer!
      // The trial dialog's own panel: the page also holds the site's closed side panels.
      const panel = document.querySelector('dialog[aria-label="Essai"] [data-dialog-panel]')!
      const opener = document.createElement('button')
      opener.type = 'button'
      opener.textContent = 'Choisir'
      panel.append(opener)
      opener.addEventListener('click', () => {
        const inner = document.createElement('dialog')
        inner.setAttribute('aria-label', 'Dessus')
        inner.innerHTML = '<div data-dialog-panel style="background:#fff;padding:1rem"><button type="button">Un jour</button><button type="button" data-dialog-close>Fermer le dessus</button></div>'
        panel.append(inner)
        layer.openDialog(inner, { initialFocus: inner.querySelector('button'), removeOnClose: true })
      })
    })
    const opener = outer.getByRole('button', { name: 'Choisir' })
    await opener.focus()
    await page.keyboard.press('Enter')
    const inner = page.getByRole('dialog', { name: 'Dessus' })
    await expect(inner.getByRole('button', { name: 'Un jour' })).toBeFocused()
    // The first dialog is inert under the second.
    expect(await opener.evaluate((button: HTMLElement) => (button.focus(), document.activeElement === button))).toBe(false)

    await page.keyboard.press('Escape')
    await expect(inner).toHaveCount(0)
    await expect(outer).toBeVisible()
    await expect(opener).toBeFocused()
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden')

    await page.keyboard.press('Escape')
    await expect(outer).toHaveCount(0)
    await expect(trigger).toBeFocused()
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden')
  })

  test('le panneau latéral : le long de son côté, à sa largeur, glisse de ce côté, page inerte, Échap', async ({ page }) => {
    const { trigger, dialog } = await addTrialDialog(page, {}, { side: 'right', width: '20rem' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await settled(dialog)
    const box = await dialog.locator('[data-dialog-panel]').boundingBox()
    const viewport = page.viewportSize()!
    expect(box).not.toBeNull()
    expect(Math.round(box!.x + box!.width)).toBe(viewport.width)
    expect(Math.round(box!.width)).toBe(Math.min(320, viewport.width))
    expect(Math.round(box!.height)).toBe(viewport.height)
    expect(await dialogLog(page)).toContain('start:ui-dialog-in')
    expect(await dialog.getAttribute('data-enter')).toBe('slide-from-right')
    expect(await pageTakesFocus(page)).toBe(false)
    await expect(dialog.getByRole('button', { name: 'Fermer l’essai' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(trigger).toBeFocused()
  })
})
