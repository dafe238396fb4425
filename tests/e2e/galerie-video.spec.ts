import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

/**
 * The demo's own HTML5 video (seed/video, docs/decisions/054) on « Galerie »: an item like the
 * other videos (its poster, a play mark), a WebM Chromium plays, served as a video with byte ranges.
 */

const TITLE = 'Vidéo : chargement d’un camion benne'
const videoLink = (page: Page) => page.getByRole('list', { name: 'Nos chantiers en images' }).getByRole('link', { name: `Lire la vidéo : ${TITLE}` })

async function videoAddress(page: Page): Promise<string> {
  await page.goto('/galerie')
  const href = await videoLink(page).getAttribute('href')
  expect(href).toMatch(/^\/api\/media\/file\/[\w-]+\.webm$/)
  return href!
}

test('the gallery shows the video with its poster, and the file plays in Chromium', async ({ page }) => {
  const href = await videoAddress(page)
  const poster = videoLink(page).getByRole('img')
  // Lazily loaded, as every picture below the fold: brought into view as a visitor scrolls to it.
  await poster.scrollIntoViewIfNeeded()
  await expect(poster).toBeVisible()
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

  // The file itself, as the link opens it without the island: Chromium's own player.
  await page.goto(href)
  const video = page.locator('video')
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2)
  const shown = await video.evaluate((v: HTMLVideoElement) => ({ duration: v.duration, width: v.videoWidth, height: v.videoHeight, error: v.error?.code ?? null }))
  expect(shown).toMatchObject({ width: 640, height: 360, error: null })
  expect(shown.duration).toBeGreaterThan(0)
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true
    return v.play()
  })
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5)
  // Seeking asks for a range of bytes; the frame there is decoded.
  await video.evaluate((v: HTMLVideoElement) => {
    v.pause()
    v.currentTime = 4
  })
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.seeking && v.readyState >= 2 && Math.abs(v.currentTime - 4) < 0.2)).toBe(true)
})

test('the video file is served as video/webm, by byte ranges, and kept a day by browsers @http', async ({ page, request }) => {
  const href = await videoAddress(page)
  const whole = await request.get(href)
  expect(whole.status()).toBe(200)
  const body = await whole.body()
  expect(whole.headers()).toMatchObject({ 'content-type': 'video/webm', 'accept-ranges': 'bytes', 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' })
  expect([...body.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3])

  const head = await request.get(href, { headers: { Range: 'bytes=0-3' } })
  expect(head.status()).toBe(206)
  expect(head.headers()).toMatchObject({ 'content-type': 'video/webm', 'content-range': `bytes 0-3/${body.length}` })
  expect((await head.body()).equals(body.subarray(0, 4))).toBe(true)
  const tail = await request.get(href, { headers: { Range: `bytes=${body.length - 100}-` } })
  expect(tail.status()).toBe(206)
  expect((await tail.body()).equals(body.subarray(body.length - 100))).toBe(true)

  const beyond = await request.get(href, { headers: { Range: `bytes=${body.length}-` } })
  expect(beyond.status()).toBe(416)
  expect(beyond.headers()['content-range']).toBe(`bytes */${body.length}`)
})
