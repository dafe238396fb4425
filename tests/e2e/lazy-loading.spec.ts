/**
 * What loads or shows only when it comes near the viewport: lazy backgrounds (docs/product.md, Shell, 200 px
 * margin), reveal animations (docs/product.md, Shell) and the particle-background script (§2.12, the seed's
 * `particlesScriptUrl` is /vendor/particles.js).
 */
import type { Page, Request } from '@playwright/test'

import { behavioursReady, collectScripts, expect, failChunk, test, type Script } from './fixtures'

const PARTICLES_SCRIPT = '/vendor/particles.js'
/** The home page's hero, whichever of the media pipeline's sizes the browser picks. */
const HERO_FILE = /\/api\/media\/file\/accueil-hero[^/]*\.webp$/

/** The home page's closing call to action: lazy background, particles, reveal. */
const homeCta = (page: Page) => page.getByRole('region', { name: 'Un projet de terrassement ?' })

const backgroundImage = (page: Page) => homeCta(page).evaluate((el) => getComputedStyle(el).backgroundImage)

test('le fond de la section d’appel à l’action ne se charge qu’à son approche', async ({ page }) => {
  await page.goto('/')
  await behavioursReady(page)
  const cta = homeCta(page)
  await expect(cta).toHaveAttribute('data-lazy-bg', /\/api\/media\/file\/.+/)
  await expect(cta).not.toBeInViewport()
  expect(await backgroundImage(page)).toBe('none')

  await cta.scrollIntoViewIfNeeded()
  await expect.poll(() => backgroundImage(page)).toMatch(/^url\(".*\/api\/media\/file\/.+"\)$/)
  await expect(cta).toHaveAttribute('data-lazy-bg-loaded', '')
  await expect(cta).not.toHaveAttribute('data-lazy-bg', /.*/)
})

test.describe('apparition au défilement', () => {
  test('les sections animées n’apparaissent qu’une fois dans la fenêtre', async ({ page }) => {
    await page.goto('/')
    await behavioursReady(page)
    const faq = page.locator('[data-theme-template-id="102"]')
    await expect(faq).toHaveAttribute('data-reveal', 'fade-up')
    await expect(faq).not.toBeInViewport()
    await expect(faq).not.toHaveAttribute('data-revealed', /.*/)
    expect(await faq.evaluate((el) => getComputedStyle(el).opacity)).toBe('0')

    await faq.scrollIntoViewIfNeeded()
    await expect(faq).toHaveAttribute('data-revealed', '')
    await expect.poll(() => faq.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
    await expect(faq.getByRole('heading', { name: 'Questions fréquentes' })).toBeVisible()
  })

  test('le premier écran est visible avant l’arrivée des scripts, le reste apparaîtra au défilement', async ({ page }) => {
    // A phone over a poor link: the HTML is in, the scripts are not (they never come here).
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, (route) => route.abort())
    const sections = []
    for (const path of ['/realisations', '/']) {
      await page.goto(path)
      sections.push(
        ...(await page.locator('[data-reveal]').evaluateAll((elements) =>
          elements.map((el) => ({
            text: (el.textContent ?? '').trim().slice(0, 40),
            top: el.getBoundingClientRect().top,
            viewport: window.innerHeight,
            firstScreen: el.getBoundingClientRect().top < window.innerHeight,
            revealed: el.getAttribute('data-revealed'),
            opacity: getComputedStyle(el).opacity,
          })),
        )),
      )
      if (path === '/realisations') await expect(page.getByText('Chaque chantier est différent')).toBeVisible()
    }
    // Measured again here, after the fonts swapped in: a section starting right at the fold may have
    // moved by a few pixels since the script judged it, so those are left out.
    const clear = sections.filter((section) => Math.abs(section.top - section.viewport) > 40)
    const firstScreen = clear.filter((section) => section.firstScreen)
    const below = clear.filter((section) => !section.firstScreen)
    expect(firstScreen.length).toBeGreaterThan(0)
    expect(below.length).toBeGreaterThan(0)
    // Shown as first painted, without a fade (no transition ran: full opacity at once).
    for (const section of firstScreen) expect(section).toMatchObject({ revealed: 'first-screen', opacity: '1' })
    // Left to the scripts, which reveal them as they come into view.
    for (const section of below) expect(section.revealed, section.text).toBeNull()
  })

  /** An attribute only the appearances' code sets (behaviours/reveal.ts). */
  const APPEAR_MARKER = 'data-reveal-ready'
  const carriesAppear = (s: Script) => s.body.toString('utf8').includes(APPEAR_MARKER)
  /** The service page's last section to reveal, far below its first screen on a phone as on a desktop. */
  const lastToReveal = (page: Page) => page.locator('[data-reveal]').last()

  test('leur code vient au premier geste ; d’ici là, ce qui est plus bas attend sans être montré d’office', async ({ page }) => {
    const scripts = collectScripts(page)
    await page.goto('/services/terrassement')
    await behavioursReady(page)
    await page.waitForLoadState('networkidle')
    const section = lastToReveal(page)
    await expect(section).not.toBeInViewport()
    await expect(section).not.toHaveAttribute('data-revealed', /.*/)
    expect((await scripts()).filter(carriesAppear).map((s) => s.url), 'code des apparitions chargé avec la page').toEqual([])
    await expect(page.locator('html')).toHaveAttribute('data-appear-waiting', '')
    // The failsafe that shows everything when the code never comes is not running meanwhile: the
    // section is still hidden, to fade in when the visitor reaches it.
    expect(await section.evaluate((el) => ({ opacity: getComputedStyle(el).opacity, animations: el.getAnimations().length }))).toEqual({
      opacity: '0',
      animations: 0,
    })
    await section.evaluate((el) => el.addEventListener('transitionrun', () => el.setAttribute('data-test-faded', ''), { once: true }))

    // The visitor's scroll brings the code, and the section fades in as it comes into view.
    await section.scrollIntoViewIfNeeded()
    await expect(section).toHaveAttribute('data-revealed', '')
    await expect.poll(() => section.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
    await expect(section).toHaveAttribute('data-test-faded', '')
    expect((await scripts()).filter(carriesAppear).length, 'code des apparitions au premier geste').toBeGreaterThan(0)
  })

  test('si leur code ne vient pas, ce qui devait apparaître est montré quand même', async ({ page }) => {
    const chunk = await failChunk(page, APPEAR_MARKER)
    await page.goto('/services/terrassement')
    await behavioursReady(page)
    const section = lastToReveal(page)
    await section.scrollIntoViewIfNeeded()
    await expect.poll(chunk.refused, { message: 'code des apparitions demandé au défilement' }).toBeGreaterThan(0)
    await expect(page.locator('html')).not.toHaveAttribute('data-appear-waiting', /.*/)
    // shell.css's failsafe, 4 s after the code was asked for.
    await expect.poll(() => section.evaluate((el) => getComputedStyle(el).opacity), { timeout: 10_000 }).toBe('1')
  })

  test('une page imprimée montre aussi ce qui n’a pas encore été atteint', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/services/terrassement')
    await behavioursReady(page)
    const section = lastToReveal(page)
    await expect(section).not.toHaveAttribute('data-revealed', /.*/)
    expect(await section.evaluate((el) => getComputedStyle(el).opacity)).toBe('0')
    await page.emulateMedia({ media: 'print' })
    expect(await section.evaluate((el) => [getComputedStyle(el).opacity, getComputedStyle(el).transform])).toEqual(['1', 'none'])
  })

  test('avec « réduire les animations », tout est visible d’emblée', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await behavioursReady(page)
    const animated = page.locator('[data-reveal]')
    expect(await animated.count()).toBeGreaterThan(3)
    // Before any gesture: nothing waits for the reveals' code, nothing fades in.
    for (const element of await animated.all()) {
      expect(await element.evaluate((el) => [getComputedStyle(el).opacity, getComputedStyle(el).transform, el.getAnimations().length])).toEqual(['1', 'none', 0])
    }
  })
})

test.describe('fond à particules', () => {
  const particleRequests = (page: Page) => {
    const requests: Request[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === PARTICLES_SCRIPT) requests.push(request)
    })
    return requests
  }

  test('le script n’est chargé qu’à l’approche de la section, une seule fois', async ({ page }) => {
    const requests = particleRequests(page)
    await page.goto('/')
    await behavioursReady(page)
    const cta = homeCta(page)
    await expect(cta).toHaveAttribute('data-particles', '')
    await expect(cta).not.toBeInViewport()
    expect(requests, 'script des particules demandé avant que la section approche').toHaveLength(0)

    const loaded = page.waitForResponse((response) => new URL(response.url()).pathname === PARTICLES_SCRIPT)
    await cta.scrollIntoViewIfNeeded()
    expect((await loaded).status()).toBe(200)
    await expect(page.locator(`script[src="${PARTICLES_SCRIPT}"]`)).toHaveCount(1)

    // Scrolling away and back does not load it again.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await cta.scrollIntoViewIfNeeded()
    await expect(page.locator(`script[src="${PARTICLES_SCRIPT}"]`)).toHaveCount(1)
    expect(requests).toHaveLength(1)
  })

  test('une page sans section à particules ne le demande jamais', async ({ page }) => {
    const requests = particleRequests(page)
    await page.goto('/services/terrassement')
    await behavioursReady(page)
    await expect(page.locator('[data-particles]')).toHaveCount(0)
    // Scroll through the whole page: every animated section is reached, so every observer had its chance.
    for (const section of await page.locator('[data-reveal]').all()) {
      await section.scrollIntoViewIfNeeded()
      await expect(section).toHaveAttribute('data-revealed')
    }
    await page.waitForLoadState('networkidle')
    expect(requests).toHaveLength(0)
    await expect(page.locator(`script[src="${PARTICLES_SCRIPT}"]`)).toHaveCount(0)
  })
})

/** Stops the page's clock (installed, then paused a second later: pausing at its start would be going back). */
async function stopClock(page: Page) {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00+01:00') })
  await page.clock.pauseAt(new Date('2026-03-02T09:00:01+01:00'))
}

test.describe('images d’une page', () => {
  test('l’image principale de l’accueil est annoncée dans l’en-tête et demandée en premier', async ({ page }) => {
    await page.goto('/')
    const hero = page.locator('main img').first()
    await expect(hero).toHaveAttribute('fetchpriority', 'high')
    await expect(hero).not.toHaveAttribute('loading', 'lazy')
    const srcset = await hero.getAttribute('srcset')
    expect(await page.locator('head link[rel="preload"][as="image"]').evaluateAll((links) => links.map((l) => l.getAttribute('imagesrcset')))).toContain(srcset)
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  })

  test('l’image principale est peinte sans attendre les scripts : ils ne sont demandés qu’une fois l’image arrivée', async ({ page }) => {
    // docs/decisions/059: requested at once, the framework's files share a phone's link with the
    // hero and its largest paint waits for them. Here the hero's file is held back by the test.
    let releaseHero = () => {}
    const heroHeld = new Promise<void>((resolve) => (releaseHero = resolve))
    const order: string[] = []
    await page.route(HERO_FILE, async (route) => {
      order.push('hero')
      await heroHeld
      await route.continue()
    })
    page.on('request', (request) => {
      if (/\/_next\/static\/.+\.js$/.test(request.url())) order.push('script')
    })
    // The page's clock stopped: its 3 s limit cannot release the scripts while the test looks.
    await stopClock(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    const hero = page.locator('main img').first()
    // In the server's HTML: high priority, not lazy, and shown as it is, neither faded nor moved in.
    await expect(hero).toHaveAttribute('fetchpriority', 'high')
    await expect(hero).not.toHaveAttribute('loading', 'lazy')
    for (const element of [hero, page.locator('main section').first()]) {
      const style = await element.evaluate((el) => {
        const s = getComputedStyle(el)
        return { opacity: s.opacity, transform: s.transform, animation: s.animationName, visibility: s.visibility }
      })
      expect(style).toEqual({ opacity: '1', transform: 'none', animation: 'none', visibility: 'visible' })
    }
    await expect.poll(() => order).toContain('hero')
    await expect(page.locator('html')).toHaveAttribute('data-scripts', 'held')
    expect(order.filter((r) => r === 'script'), 'scripts demandés avant l’arrivée de l’image principale').toEqual([])

    releaseHero()
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    // Its decoding (which the stopped clock does not hold), then the frames that paint it, then the
    // scripts: the clock is moved on by a frame until they are asked for.
    await expect(async () => {
      await page.clock.runFor(20)
      await expect(page.locator('html')).not.toHaveAttribute('data-scripts', 'held', { timeout: 200 })
    }).toPass({ timeout: 10_000 })
    await expect(page.locator('html')).toHaveAttribute('data-scripts', 'run')
    expect(order.indexOf('script')).toBeGreaterThan(order.indexOf('hero'))
    // And the page comes alive: the reveal behaviours are installed by the scripts.
    await page.clock.resume()
    await behavioursReady(page)
  })

  test('une page touchée avant l’arrivée de son image principale demande ses scripts tout de suite', async ({ page }) => {
    await page.route(HERO_FILE, () => {
      // Never answered during the test: a link that stalls on the hero.
    })
    await stopClock(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await expect(page.locator('html')).toHaveAttribute('data-scripts', 'held')
    await page.keyboard.press('Tab')
    await expect(page.locator('html')).toHaveAttribute('data-scripts', 'run')
    await page.clock.resume()
    await behavioursReady(page)
  })

  test('les images sont les fichiers préparés à l’envoi, gardés par le navigateur', async ({ page }) => {
    // docs/decisions/060: no image is re-encoded on a visit; each is a file of the media pipeline,
    // with a lifetime and a validator.
    const images: { url: string; cacheControl: string | null; etag: string | null; status: number }[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'image') return
      images.push({ url: response.url(), cacheControl: await response.headerValue('cache-control'), etag: await response.headerValue('etag'), status: response.status() })
    })
    await page.goto('/')
    await behavioursReady(page)
    // Every lazy image and background asked for, down to the foot of the page.
    await page.locator('footer').scrollIntoViewIfNeeded()
    await homeCta(page).scrollIntoViewIfNeeded()
    await expect.poll(() => backgroundImage(page)).toMatch(/\/api\/media\/file\//)
    const shown = await page.locator('main img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src))
    expect(shown.length).toBeGreaterThan(3)
    for (const src of shown) expect(new URL(src).pathname).toMatch(/^\/api\/media\/file\/[^/]+\.webp$/)
    const media = images.filter((image) => new URL(image.url).pathname.startsWith('/api/media/file/'))
    expect(media.length).toBeGreaterThan(3)
    expect(images.filter((image) => image.url.includes('/_next/image'))).toEqual([])
    for (const image of media) {
      expect(image.status, image.url).toBe(200)
      expect(image.cacheControl, image.url).toMatch(/max-age=\d{4,}/)
      expect(image.etag, image.url).toBeTruthy()
    }
    // A copy past its day is checked, not sent again.
    const checked = await page.request.get(media[0]!.url, { headers: { 'if-none-match': media[0]!.etag! } })
    expect(checked.status()).toBe(304)
  })

  test('dans les actualités, la première vignette passe d’abord, la première rangée tout de suite après, la suite à l’approche', async ({ page }) => {
    await page.goto('/actualites')
    const images = page.getByRole('list', { name: 'Actualités' }).getByRole('listitem').locator('img')
    expect(await images.count()).toBeGreaterThan(6)
    await expect(images.nth(0)).toHaveAttribute('fetchpriority', 'high')
    // Announced in the head too, so it is asked for before the styles and scripts.
    const srcset = await images.nth(0).getAttribute('srcset')
    expect(await page.locator('head link[rel="preload"][as="image"]').evaluateAll((links) => links.map((l) => l.getAttribute('imagesrcset')))).toContain(srcset)
    for (const i of [0, 1, 2]) await expect(images.nth(i)).toHaveAttribute('loading', 'eager')
    // After the first: on a phone they are below the first screen, and must not share the link with it.
    for (const i of [1, 2]) await expect(images.nth(i)).toHaveAttribute('fetchpriority', 'low')
    const last = await images.count()
    for (let i = 3; i < last; i++) await expect(images.nth(i)).toHaveAttribute('loading', 'lazy')
  })
})
