/**
 * docs/product.md, Shell smooth anchors (sticky header allowed for, also for a hash on load, only simple ids
 * are targets) and docs/product.md `?theme_template_id=`.
 */
import type { Locator, Page } from '@playwright/test'

import { behavioursReady, expect, test } from './fixtures'

/** Height of the sticky header as laid out now. */
const headerHeight = (page: Page) => page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().height)

/** Top of the target relative to the viewport, once scrolling and reveal animations have settled. */
async function settledTop(target: Locator): Promise<number> {
  let previous = Number.NaN
  let top = Number.NaN
  await expect
    .poll(
      async () => {
        previous = top
        top = await target.evaluate((el) => Math.round(el.getBoundingClientRect().top))
        return top === previous
      },
      { intervals: [100], message: 'la page doit cesser de défiler' },
    )
    .toBe(true)
  return top
}

/** The target sits just under the sticky header: fully uncovered, and not far below it. */
async function expectJustBelowHeader(page: Page, target: Locator) {
  const header = await headerHeight(page)
  const top = await settledTop(target)
  expect(top, `haut de la cible (${top}px) sous l’en-tête de ${header}px`).toBeGreaterThanOrEqual(header - 1)
  expect(top).toBeLessThanOrEqual(header + 8)
}

test('« Nos services » défile jusqu’à la section, sous l’en-tête collant', async ({ page }) => {
  await page.goto('/')
  await behavioursReady(page)
  const hero = page.getByRole('region', { name: /Terrassement, assainissement et VRD/ })
  await hero.getByRole('link', { name: 'Nos services' }).click()

  const services = page.locator('#services')
  await expect(page).toHaveURL(/\/#services$/)
  await expect(services).toBeInViewport()
  await expectJustBelowHeader(page, services)
  // Focus follows, so keyboard users continue from the section.
  await expect(services).toBeFocused()
})

test('une page ouverte avec un ancre depuis une autre page arrive sur la cible', async ({ page }) => {
  await page.goto('/')
  await page.goto('/services/terrassement#etapes')
  const steps = page.locator('#etapes')
  await expect(steps).toBeInViewport()
  await behavioursReady(page)
  await expectJustBelowHeader(page, steps)
})

test('« Services » du menu, suivi depuis une autre page, arrive sur la section sous l’en-tête collant', async ({ page, header }) => {
  await page.goto('/contact')
  await behavioursReady(page)
  await header.revealMenu()
  // A client-side navigation: the router itself scrolls the new page to #services, which is still
  // shifted down by its reveal animation at that moment.
  await header.menuLink('Services').click()
  await expect(page).toHaveURL(/\/#services$/)
  const services = page.locator('#services')
  await expect(services).toBeInViewport()
  await expectJustBelowHeader(page, services)
})

test('un ancre invalide dans l’adresse ne casse pas la page', async ({ page, header, pageErrors }) => {
  for (const hash of ['#1bad', '#%E0%A4%A', '#<script>alert(1)</script>', '#services"]']) {
    // From another document each time: a hash-only change would not load the page again.
    await page.goto('about:blank')
    await page.goto(`/${hash}`)
    await behavioursReady(page)
    // Nothing was scrolled to, nothing was thrown, and the page still works.
    expect(await page.evaluate(() => window.scrollY), hash).toBe(0)
    expect(pageErrors, hash).toEqual([])
    await header.revealMenu()
    await header.subMenuToggle('Services').click()
    await expect(header.subMenuToggle('Services'), hash).toHaveAttribute('aria-expanded', 'true')
  }
})

test('un lien vers un ancre invalide est laissé au navigateur, sans erreur', async ({ page }) => {
  await page.goto('/')
  await behavioursReady(page)
  await page.evaluate(() => {
    const link = document.createElement('a')
    link.href = '#1services'
    link.textContent = 'Lien cassé'
    document.querySelector('main')?.prepend(link)
  })
  await page.getByRole('link', { name: 'Lien cassé' }).click()
  await expect(page).toHaveURL(/#1services$/)
})

test('?theme_template_id=102 amène à la FAQ', async ({ page }) => {
  await page.goto('/?theme_template_id=102')
  const faq = page.locator('[data-theme-template-id="102"]')
  await expect(faq).toBeInViewport()
  await expect(faq.getByRole('heading', { name: 'Questions fréquentes' })).toBeInViewport()
  await expectJustBelowHeader(page, faq)
})

test('?theme_template_id=abc est ignoré', async ({ page }) => {
  await page.goto('/?theme_template_id=abc')
  await behavioursReady(page)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
})

test('un bandeau collant ([data-sticky]) sous l’en-tête est compté : la cible arrive dessous', async ({ page }) => {
  await page.goto('/')
  await behavioursReady(page)
  // A bar pinned under the header, as a section marked sticky by a block would be (no demo page
  // has one, so the test adds it).
  await page.evaluate(() => {
    const bar = document.createElement('div')
    bar.setAttribute('data-sticky', '')
    bar.setAttribute('role', 'note')
    bar.setAttribute('aria-label', 'Bandeau collant')
    bar.textContent = 'Devis gratuit sous 48 h'
    Object.assign(bar.style, { position: 'sticky', top: 'var(--header-height)', zIndex: '5', height: '48px', background: '#eee' })
    document.querySelector('main')?.prepend(bar)
  })
  const bar = page.getByRole('note', { name: 'Bandeau collant' })
  const hero = page.getByRole('region', { name: /Terrassement, assainissement et VRD/ })
  await hero.getByRole('link', { name: 'Nos services' }).click()

  const services = page.locator('#services')
  const top = await settledTop(services)
  const barBottom = await bar.evaluate((el) => Math.round(el.getBoundingClientRect().bottom))
  expect(barBottom, 'le bandeau reste collé sous l’en-tête').toBe(Math.round(await headerHeight(page)) + 48)
  expect(top, `haut de la cible (${top}px) sous le bandeau (${barBottom}px)`).toBeGreaterThanOrEqual(barBottom - 1)
  expect(top).toBeLessThanOrEqual(barBottom + 8)
})
