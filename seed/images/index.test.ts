import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { createDemoImage, demoImageSpecs, demoImages } from './index'
import { SCENES } from './scenes'

const images = Object.values(demoImages)

describe('demo images', () => {
  it('are keyed by their own key', () => {
    for (const [key, image] of Object.entries(demoImages)) expect(image.key).toBe(key)
  })

  it('are deterministic: the same key always draws the same picture', () => {
    for (const [key, spec] of Object.entries(demoImageSpecs)) {
      expect(createDemoImage(key, spec).svg).toBe(demoImages[key]?.svg)
    }
  })

  it('differ from one key to another, even for the same scene', () => {
    const svgs = images.map((i) => i.svg)
    expect(new Set(svgs).size).toBe(svgs.length)
  })

  it('cover every scene', () => {
    const used = new Set(Object.values(demoImageSpecs).map((s) => s.scene))
    expect([...used].sort()).toEqual([...SCENES].sort())
  })

  it.each(images)('$key is a small, self-contained SVG', ({ svg, width, height }) => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`)
    expect(svg).not.toMatch(/<text/i)
    expect(svg).not.toMatch(/<image/i)
    expect(svg).not.toMatch(/href=/i)
    expect(svg).not.toMatch(/<script|<foreignObject|<style/i)
    // The only url() references are the image's own gradients.
    for (const [, ref] of svg.matchAll(/url\(([^)]*)\)/g)) expect(ref).toMatch(/^#[\w-]+$/)
    expect(svg).not.toMatch(/NaN|undefined|Infinity/)
    expect(Buffer.byteLength(svg)).toBeLessThan(15 * 1024)
  })

  it.each(images)('$key has a French alt text', ({ alt }) => {
    expect(alt.length).toBeGreaterThan(20)
    expect(alt.length).toBeLessThanOrEqual(250)
    expect(alt).toMatch(/^[A-ZÀ-Ý]/)
    expect(alt).not.toMatch(/\.$/)
  })

  it.each(images)('$key rasterises with sharp at its declared size', async ({ svg, width, height }) => {
    const png = await sharp(Buffer.from(svg)).png().toBuffer()
    const meta = await sharp(png).metadata()
    expect(meta.format).toBe('png')
    expect(meta.width).toBe(width)
    expect(meta.height).toBe(height)
  })
})
