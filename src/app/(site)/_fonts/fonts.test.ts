import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { familyRange, fontCodePoints, inRange, parseRange, subtractRange } from '../../../../scripts/fonts.mjs'
import subset from './subset.json'

const DIR = import.meta.dirname
const ROOT = path.resolve(DIR, '../../../..')
/** What the body's font holds: every character of the demo content and of the interface. */
const covered = parseRange(subset.unicodeRange)
const isCovered = (codePoint: number) => inRange(covered, codePoint)
/**
 * What French text is written with, typography included (« », ’, –, …, €, non-breaking space),
 * and the signs of a text about earthworks (m², m³, camion 6×4, salarié·es, ½ journée).
 */
const FRENCH =
  Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('') +
  'àâäçéèêëîïôöùûüÿœæÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŒÆ«»‘’“”–—…€°·×²³½\u00a0'
/** The characters a family's file is made for (the headings' font has a set of its own). */
const rangeOf = (family: (typeof subset.families)[keyof typeof subset.families]) => parseRange(familyRange(subset, family))

describe('unicode ranges', () => {
  it('reads, sorts and merges spans', () => {
    expect(parseRange('U+00A0-00FF, U+0020-007E,U+007F,U+00A5,U+0152')).toEqual([
      [0x20, 0x7f],
      [0xa0, 0xff],
      [0x152, 0x152],
    ])
  })

  it('keeps only what lies outside the removed spans', () => {
    expect(
      subtractRange(parseRange('U+0000-00FF,U+0131,U+2000-206F'), parseRange('U+0020-007E,U+00A0-00FF,U+2013-2014')),
    ).toEqual([
      [0x00, 0x1f],
      [0x7f, 0x9f],
      [0x131, 0x131],
      [0x2000, 0x2012],
      [0x2015, 0x206f],
    ])
    expect(subtractRange([[0x41, 0x5a]], [[0x20, 0x7e]])).toEqual([])
    // The removed spans may come in any order.
    expect(
      subtractRange(
        [[0x80, 0xa5]],
        [
          [0xa0, 0xff],
          [0x7f, 0x9f],
        ],
      ),
    ).toEqual([])
  })
})

describe.each(Object.entries(subset.families))('the preloaded %s file', (id, family) => {
  it('holds French text at the weights the site uses, and nothing beyond subset.json', async () => {
    const { codePoints, axes } = await fontCodePoints(path.join(DIR, `${id}.woff2`))
    const own = rangeOf(family)
    expect([...FRENCH].filter((c) => !codePoints.has(c.codePointAt(0)!))).toEqual([])
    // Nothing beyond: other characters come from the « étendu » family, only when a page needs them.
    expect([...codePoints].filter((c) => !inRange(own, c))).toEqual([])
    expect(axes).toMatchObject({ wght: { min: family.weight[0], max: family.weight[1] } })
    // And nothing of subset.json the package's file could draw is lost.
    const source = await fontCodePoints(path.join(ROOT, 'node_modules', family.package, 'files', `${id}-latin-wght-normal.woff2`))
    expect([...source.codePoints].filter((c) => inRange(own, c) && !codePoints.has(c))).toEqual([])
  })
})

describe('the « étendu » families', () => {
  const css = fs.readFileSync(path.join(DIR, 'extended.css'), 'utf8')
  const faces = [...css.matchAll(/font-family: '([^']+)';[\s\S]*?src: url\('([^']+)'\)[\s\S]*?unicode-range: ([^;]+);/g)]

  it('declare, for each font, the characters its preloaded file lacks, and none that it holds', () => {
    expect(new Set(faces.map((f) => f[1]))).toEqual(new Set(Object.values(subset.families).map((f) => f.extendedFamily)))
    for (const family of Object.values(subset.families)) {
      const own = rangeOf(family)
      for (const [, , , range] of faces.filter((f) => f[1] === family.extendedFamily)) {
        expect(parseRange(range).filter(([from, to]) => own.some(([a, b]) => from <= b && to >= a))).toEqual([])
      }
    }
    // Polish, Czech and Vietnamese names are drawn in the site's font.
    for (const family of Object.values(subset.families)) {
      const ranges = faces.filter((f) => f[1] === family.extendedFamily).flatMap((f) => parseRange(f[3]))
      for (const c of 'ŁłŚźčřễ') expect(inRange(ranges, c.codePointAt(0)!)).toBe(true)
    }
  })

  it('point at font files that exist', () => {
    for (const [, , url] of faces) expect(fs.existsSync(path.resolve(DIR, url)), url).toBe(true)
  })
})

describe('the demo content and the interface', () => {
  it('use only characters of the preloaded files, so no page fetches another font', () => {
    const files = execFileSync('git', ['ls-files', 'seed', 'src'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(tsx?|json)$/.test(f) && !/\.test\.tsx?$/.test(f))
    const outside: string[] = []
    for (const file of files) {
      for (const line of fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n')) {
        // Comments are for developers and never shown.
        if (/^\s*(\/\/|\/\*|\*)/.test(line)) continue
        for (const char of line.replace(/\s\/\/.*$/, '')) {
          if (char.codePointAt(0)! > 0x7e && !isCovered(char.codePointAt(0)!)) outside.push(`${file}: ${char}`)
        }
      }
    }
    expect(outside).toEqual([])
  })
})
