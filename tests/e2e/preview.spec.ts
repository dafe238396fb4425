/**
 * The template-preview frame (spec §2 "Template preview frame", §3 "Template preview data", §4, §5;
 * docs/decisions/047, 050): a page of the site shown in a frame of the site restyles itself from
 * the protocol's messages, keeps them for the frame's next page and obeys the three commands; the
 * same messages do nothing outside a frame or from another origin, and bad data or a storage entry
 * edited by hand is ignored with a log line, never a broken page.
 *
 * The harness is a document of the site's own origin (so the site's frame-ancestors allow it)
 * holding the site in a frame, and a sandboxed frame of an opaque origin that plays the stranger.
 */
import type { ConsoleMessage, Frame, Page } from '@playwright/test'

import { behavioursReady, expect, test } from './fixtures'

const CALL = 'starterTemplatePreviewDispatch'
const KEY = 'vitrine-template-preview'
// A 1×1 PNG, as a builder would send an uploaded logo.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
const PALETTE = ['#102030', '#1c2a3a', '#f4f1ea']

test.describe.configure({ mode: 'serial' })

/** The log lines of the preview frame (all frames of the page). */
function previewLog(page: Page) {
  const lines: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.text().startsWith('[aperçu du modèle]')) lines.push(message.text())
  })
  return lines
}

/** Opens the harness: the site at `path` in a frame, ready for messages; returns that frame. */
async function framedSite(page: Page, path = '/'): Promise<Frame> {
  await page.goto('/robots.txt')
  await page.setContent(
    `<!doctype html><html lang="fr"><title>Banc d’essai</title>
     <iframe name="site" title="Site" src="${path}" style="width:1200px;height:700px"></iframe>
     <iframe name="etranger" title="Autre origine" sandbox="allow-scripts" srcdoc="<p>Ailleurs</p>"></iframe></html>`,
  )
  const frame = page.frame({ name: 'site' })
  if (!frame) throw new Error('cadre du site absent')
  await expect(page.frameLocator('iframe[name=site]').locator('html')).toHaveAttribute('data-preview-frame', 'ready')
  return frame
}

/** Posts a protocol message to the site's frame from the harness (the site's origin). */
async function send(page: Page, param: string, data?: unknown) {
  await page.evaluate(
    ({ call, param, data }) => document.querySelector<HTMLIFrameElement>('iframe[name=site]')!.contentWindow!.postMessage({ call, value: { param, data } }, '*'),
    { call: CALL, param, data },
  )
}

const look = (frame: Frame) =>
  frame.evaluate(() => {
    const root = getComputedStyle(document.documentElement)
    const body = getComputedStyle(document.body)
    const logo = document.querySelector<HTMLImageElement>('.site-header__logo')
    const title = document.querySelector('.site-header__brand-text')
    return {
      background: root.getPropertyValue('--color-background').trim(),
      text: root.getPropertyValue('--color-text').trim(),
      bodyFont: body.fontFamily,
      bodySize: body.fontSize,
      h2LineHeight: getComputedStyle(document.querySelector('h2') ?? document.body).lineHeight,
      logoSrc: logo?.getAttribute('src') ?? null,
      logoWidth: logo ? logo.getBoundingClientRect().width : null,
      titleShown: title ? getComputedStyle(title).display !== 'none' : null,
    }
  })

const stored = (frame: Frame) => frame.evaluate((key) => window.localStorage.getItem(key), KEY)

test.describe('aperçu de modèle dans un cadre', { tag: '@desktop' }, () => {
  test.afterEach(async ({ page }) => {
    await page.evaluate((key) => window.localStorage.removeItem(key), KEY).catch(() => {})
  })

  test('chaque appel restyle la page, suit le cadre à la page suivante, et chaque commande agit', async ({ page }) => {
    const frame = await framedSite(page)
    const before = await look(frame)
    expect(before.titleShown).toBe(true)

    await send(page, 'colorPalette', PALETTE)
    await expect.poll(async () => (await look(frame)).background).toBe(PALETTE[0])
    expect((await look(frame)).text).toBe(PALETTE[2])

    await send(page, 'siteTypography', { 'body-font-family': 'serif', 'font-size-body': { desktop: 19, 'desktop-unit': 'px' }, 'h2-line-height': 2 })
    await expect.poll(async () => (await look(frame)).bodySize).toBe('19px')
    expect((await look(frame)).bodyFont).toContain('Georgia')

    await send(page, 'siteLogo', { dataUri: PNG, width: 120 })
    await expect.poll(async () => (await look(frame)).logoWidth).toBe(120)
    expect((await look(frame)).logoSrc).toBe(PNG)

    await send(page, 'siteTitle', false)
    await expect.poll(async () => (await look(frame)).titleShown).toBe(false)

    // Kept as the spec says, and applied again on the frame's next page.
    const data = JSON.parse((await stored(frame)) ?? 'null')
    expect(data).toMatchObject({ data: { colorPalette: PALETTE, siteTitle: false, siteLogo: { dataUri: PNG, width: 120 } }, url: '/' })
    expect(data.data.siteTypography['body-font-family']).toBe('serif')
    await frame.goto('/contact')
    await expect(page.frameLocator('iframe[name=site]').locator('html')).toHaveAttribute('data-preview-frame', 'ready')
    await expect.poll(async () => look(frame)).toMatchObject({ background: PALETTE[0], bodySize: '19px', logoSrc: PNG, titleShown: false })

    // clearPreviewAssets: the injected styles go, the data stays (the next page has them again).
    await send(page, 'clearPreviewAssets')
    await expect.poll(async () => (await look(frame)).background).toBe(before.background)
    expect((await look(frame)).bodySize).toBe(before.bodySize)
    expect(JSON.parse((await stored(frame)) ?? 'null').data.colorPalette).toEqual(PALETTE)
    await frame.goto('/')
    await expect.poll(async () => (await look(frame)).background).toBe(PALETTE[0])

    // cleanStorage: the logo back to the site's own, palette and typography emptied.
    await send(page, 'cleanStorage')
    await expect.poll(async () => look(frame)).toMatchObject({ background: before.background, bodySize: before.bodySize, logoSrc: before.logoSrc })
    const cleaned = JSON.parse((await stored(frame)) ?? 'null')
    expect(cleaned.data).toMatchObject({ colorPalette: [], siteTypography: {} })
    expect(cleaned.data.siteLogo).toBeUndefined()

    // completeOnboarding: the stored preview is deleted.
    await send(page, 'completeOnboarding')
    await expect.poll(() => stored(frame)).toBeNull()
  })

  test('des données invalides sont ignorées avec une ligne au journal, la page reste intacte', async ({ page }) => {
    const log = previewLog(page)
    const frame = await framedSite(page)
    const before = await look(frame)
    await send(page, 'colorPalette', ['#fff', 'red;}body{display:none'])
    await send(page, 'siteTypography', { 'font-size-body': { desktop: 16, 'desktop-unit': 'vw' } })
    await send(page, 'siteTypography', { 'body-font-family': 'Comic Sans MS' })
    await send(page, 'siteLogo', { url: 'javascript:alert(1)' })
    await send(page, 'siteLogo', { dataUri: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' })
    await send(page, 'siteTitle', 'peut-être')
    await send(page, 'effacerTout')
    await expect.poll(() => log.length).toBe(7)
    expect(log.join('\n')).toMatch(/colorPalette ignoré : Palette refusée : couleur 2 invalide/)
    expect(log.join('\n')).toMatch(/font-size-body/)
    expect(log.join('\n')).toMatch(/body-font-family/)
    expect(log.join('\n')).toMatch(/Logo refusé : seule une adresse https ou du site/)
    expect(log.join('\n')).toMatch(/Logo refusé : seule une image PNG, JPEG/)
    expect(log.join('\n')).toMatch(/paramètre inconnu \(effacerTout\)/)
    expect(await look(frame)).toEqual(before)
    expect(await stored(frame)).toBeNull()
  })

  test('une entrée enregistrée corrompue est ignorée, entrée par entrée', async ({ page }) => {
    const log = previewLog(page)
    await page.goto('/robots.txt')
    await page.evaluate((key) => window.localStorage.setItem(key, '{"data": pas du JSON'), KEY)
    let frame = await framedSite(page)
    await expect.poll(() => log.some((l) => l.includes('aperçu enregistré illisible'))).toBe(true)
    await expect(page.frameLocator('iframe[name=site]').getByRole('banner')).toBeVisible()

    await page.evaluate(
      (key) => window.localStorage.setItem(key, JSON.stringify({ data: { colorPalette: ['url(javascript:alert(1))'], siteTitle: false, siteLogo: { url: '//ailleurs.exemple/logo.png' } }, url: '/' })),
      KEY,
    )
    frame = await framedSite(page)
    // The valid entry applies; each bad one is logged and left out.
    await expect.poll(async () => (await look(frame)).titleShown).toBe(false)
    await expect.poll(() => log.filter((l) => l.includes('aperçu enregistré')).length).toBe(3)
    const looked = await look(frame)
    expect(looked.logoSrc).toBeNull()
    expect(looked.background).not.toContain('url')
  })
})

test.describe('aperçu de modèle hors cadre ou d’une autre origine', { tag: '@desktop' }, () => {
  test('hors d’un cadre, les mêmes messages ne font rien et le code de l’aperçu n’est pas chargé', async ({ page }) => {
    const scripts: string[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''))
    })
    await page.goto('/')
    // The behaviours that would start the preview in a frame come at the visitor's first sign: given here.
    await behavioursReady(page)
    await page.mouse.move(20, 20)
    await expect(page.locator('html')).toHaveAttribute('data-behaviours', 'ready')
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-background').trim())
    await page.evaluate(
      ({ call, palette }) => {
        window.postMessage({ call, value: { param: 'colorPalette', data: palette } }, window.location.origin)
        window.postMessage({ call, value: { param: 'siteTitle', data: false } }, window.location.origin)
      },
      { call: CALL, palette: PALETTE },
    )
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-background').trim())).toBe(background)
    await expect(page.getByRole('banner').getByText('Morel Terrassement', { exact: true })).toBeVisible()
    expect(await page.evaluate((key) => window.localStorage.getItem(key), KEY)).toBeNull()
    await expect(page.locator('html')).not.toHaveAttribute('data-preview-frame', /.*/)
    expect(scripts.filter((s) => s.includes('vitrine-preview-style'))).toEqual([])
  })

  test('dans un cadre, un message d’une autre origine est ignoré avec une ligne au journal', async ({ page }) => {
    const log = previewLog(page)
    const frame = await framedSite(page)
    const before = await look(frame)
    const stranger = page.frame({ name: 'etranger' })!
    await stranger.evaluate(
      ({ call, palette }) => window.parent.frames[0].postMessage({ call, value: { param: 'colorPalette', data: palette } }, '*'),
      { call: CALL, palette: PALETTE },
    )
    await expect.poll(() => log.join('\n')).toContain('origine null non autorisée')
    expect(await look(frame)).toEqual(before)
    expect(await stored(frame)).toBeNull()
  })
})
