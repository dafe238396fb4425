// `npm run fonts`: makes the site's two fonts from their npm packages (decision 023).
// Each becomes one small file holding the characters of French text (src/app/(site)/_fonts/subset.json)
// at the weights the site draws it with, preloaded by every page. Any other character a page may hold (a
// visitor's Polish name, a Greek letter) is drawn from the package's own files, declared in
// extended.css for exactly the characters the small file lacks, so a browser fetches them only
// for a page that needs them. `check` fails when the committed files differ from what this makes.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import fontverter from 'fontverter'
import subsetFont from 'subset-font'

import { ROOT } from './lib.mjs'

const DIR = path.join(ROOT, 'src', 'app', '(site)', '_fonts')
const config = JSON.parse(fs.readFileSync(path.join(DIR, 'subset.json'), 'utf8'))

/** "U+0020-007E,U+00A0" → [[0x20, 0x7e], [0xa0, 0xa0]], sorted and merged. */
export function parseRange(range) {
  const spans = range.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-')
    return [parseInt(from, 16), parseInt(to, 16)]
  })
  spans.sort((a, b) => a[0] - b[0])
  const merged = []
  for (const [from, to] of spans) {
    const last = merged.at(-1)
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to)
    else merged.push([from, to])
  }
  return merged
}

/** Whether `codePoint` lies in one of `spans`. */
export const inRange = (spans, codePoint) => spans.some(([from, to]) => codePoint >= from && codePoint <= to)

/** Sorted code points → spans. */
function spansOf(codePoints) {
  const spans = []
  for (const c of [...codePoints].sort((a, b) => a - b)) {
    const last = spans.at(-1)
    if (last && c === last[1] + 1) last[1] = c
    else spans.push([c, c])
  }
  return spans
}

/** The code points a font file has glyphs for (its cmap). */
export async function fontCodePoints(file) {
  // harfbuzzjs exports a promise of the library.
  const hb = await createRequire(import.meta.url)('harfbuzzjs')
  const blob = hb.createBlob(await fontverter.convert(fs.readFileSync(file), 'sfnt'))
  const face = hb.createFace(blob, 0)
  try {
    return { codePoints: new Set(face.collectUnicodes()), axes: face.getAxisInfos() }
  } finally {
    face.destroy()
    blob.destroy()
  }
}

/** The spans of `spans` outside `removed` (either in any order). */
export function subtractRange(spans, removed) {
  removed = [...removed].sort((a, b) => a[0] - b[0])
  const out = []
  for (const [from, to] of spans) {
    let start = from
    for (const [rFrom, rTo] of removed) {
      if (rTo < start || rFrom > to) continue
      if (rFrom > start) out.push([start, rFrom - 1])
      start = Math.max(start, rTo + 1)
    }
    if (start <= to) out.push([start, to])
  }
  return out
}

/** Never drawn with a glyph, though some font files map them. */
const CONTROL_CHARACTERS = parseRange('U+0000-001F,U+007F-009F')

const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0')
const formatRange = (spans) => spans.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',')

/**
 * The characters a family's preloaded file holds: its own set when subset.json gives one (the
 * headings' font, drawn for fewer characters), otherwise the set of French text.
 * @param {{ unicodeRange: string }} settings subset.json
 * @param {{ extendedFamily: string, unicodeRange?: string }} family
 */
export const familyRange = (settings, family) => family.unicodeRange ?? settings.unicodeRange

/** Every file this script writes, by name, with its content. */
async function generate() {
  const files = new Map()
  const css = [
    '/* Made by `npm run fonts` (scripts/fonts.mjs) from subset.json: do not edit.',
    ' * Characters beyond the preloaded files, from the fonts’ own packages, fetched only by a page that shows one. */',
  ]
  for (const [id, family] of Object.entries(config.families)) {
    const { package: pkg, extendedFamily, weight } = family
    const [min, max] = weight
    const subset = parseRange(familyRange(config, family))
    const text = subset.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i))).join('')
    const pkgDir = path.join(ROOT, 'node_modules', pkg)
    const source = fs.readFileSync(path.join(pkgDir, 'files', `${id}-latin-wght-normal.woff2`))
    // Layout closure off: glyphs reachable only through optional features (stylistic sets,
    // alternates) are left out; kerning and the default shaping of the kept glyphs remain.
    const out = await subsetFont(source, text, {
      targetFormat: 'woff2',
      noLayoutClosure: true,
      variationAxes: { wght: { min, max } },
    })
    files.set(`${id}.woff2`, out)
    const unicode = JSON.parse(fs.readFileSync(path.join(pkgDir, 'unicode.json'), 'utf8'))
    for (const [name, range] of Object.entries(unicode)) {
      const fileName = `${id}-${name}-wght-normal.woff2`
      // Only characters the file really draws: a page showing one it lacks must not fetch it.
      const { codePoints } = await fontCodePoints(path.join(pkgDir, 'files', fileName))
      const declared = parseRange(range)
      const drawn = spansOf([...codePoints].filter((c) => inRange(declared, c)))
      const rest = subtractRange(drawn, [...subset, ...CONTROL_CHARACTERS])
      if (!rest.length) continue
      const file = path.posix.join('../../../../node_modules', pkg, 'files', fileName)
      css.push(
        '',
        '@font-face {',
        `  font-family: '${extendedFamily}';`,
        '  font-style: normal;',
        '  font-display: swap;',
        '  font-weight: 100 900;',
        `  src: url('${file}') format('woff2');`,
        `  unicode-range: ${formatRange(rest)};`,
        '}',
      )
    }
  }
  files.set('extended.css', Buffer.from(`${css.join('\n')}\n`))
  return files
}

/** Names of the committed files that differ from what `generate` makes. */
export async function staleFontFiles() {
  const stale = []
  for (const [name, content] of await generate()) {
    const file = path.join(DIR, name)
    if (!fs.existsSync(file) || !fs.readFileSync(file).equals(content)) stale.push(name)
  }
  return stale
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [name, content] of await generate()) {
    fs.writeFileSync(path.join(DIR, name), content)
    console.log(`✔ ${path.relative(ROOT, path.join(DIR, name))} (${(content.length / 1024).toFixed(1)} Ko)`)
  }
}
