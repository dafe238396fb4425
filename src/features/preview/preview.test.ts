import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { DEFAULT_PALETTES } from '../site-settings/palettes'
import { readLogo, MAX_LOGO_DATA_URI } from '../theme/logo'
import { DEFAULT_TYPOGRAPHY, readTypography, typographyCss } from '../theme/typography'
import { PREVIEW_CALL, readPreviewMessage, type PreviewContext } from './protocol'
import { EMPTY_PREVIEW_STORE, previewStep, readPreviewStore, storedCommands, writePreviewStore } from './store'

const SITE = 'https://www.morel-terrassement.fr'
const context: PreviewContext = {
  inFrame: true,
  siteOrigin: SITE,
  allowedOrigins: ['https://studio.exemple.fr'],
  palette: DEFAULT_PALETTES.default,
  typography: DEFAULT_TYPOGRAPHY,
}
const message = (param: string, data?: unknown, origin = SITE) => ({ origin, data: { call: PREVIEW_CALL, value: { param, data } } })
const read = (param: string, data?: unknown, ctx: Partial<PreviewContext> = {}) => readPreviewMessage(message(param, data), { ...context, ...ctx })
const accepted = (param: string, data?: unknown) => {
  const r = read(param, data)
  if (!r.ok) throw new Error(r.reason)
  return r.command
}
const refusal = (param: string, data?: unknown) => {
  const r = read(param, data)
  if (r.ok) throw new Error(`${param} accepté`)
  return r.reason
}

// 1×1 images, as a builder would send them.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
const GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=='

describe('the preview protocol: who may talk to the page', () => {
  it('honours a message only inside a frame, from the site or an allowed origin', () => {
    expect(read('siteTitle', false).ok).toBe(true)
    expect(readPreviewMessage(message('siteTitle', false, 'https://studio.exemple.fr'), context).ok).toBe(true)
    const outside = read('siteTitle', false, { inFrame: false })
    expect(outside).toEqual({ ok: false, reason: 'message d’aperçu ignoré : la page n’est pas dans un cadre' })
    const foreign = readPreviewMessage(message('siteTitle', false, 'https://evil.example'), context)
    expect(foreign.ok || foreign.reason).toBe('message d’aperçu ignoré : origine https://evil.example non autorisée')
    const nullOrigin = readPreviewMessage(message('siteTitle', false, 'null'), context)
    expect(nullOrigin.ok).toBe(false)
  })

  it('lets other scripts’ messages pass silently, and says why a protocol message is refused', () => {
    for (const data of [null, 'texte', { call: 'autre' }, { type: 'webpackOk' }, [PREVIEW_CALL]]) {
      expect(readPreviewMessage({ data, origin: SITE }, context)).toMatchObject({ ok: false, silent: true })
    }
    expect(refusal('deleteEverything')).toContain('paramètre inconnu (deleteEverything)')
    expect(readPreviewMessage({ origin: SITE, data: { call: PREVIEW_CALL, value: 'siteTitle' } }, context).ok).toBe(false)
    expect(refusal('siteLogo', { dataUri: `data:image/png;base64,${'A'.repeat(300_000)}` })).toContain('trop volumineux')
  })

  it('never throws, whatever the message', () => {
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom(...['siteLogo', 'colorPalette', 'siteTypography', 'siteTitle', 'cleanStorage', 'x']), (data, param) => {
        const r = read(param, data)
        expect(typeof r.ok).toBe('boolean')
      }),
    )
  })
})

describe('the preview protocol: each call', () => {
  it('siteTitle: booleans and their usual spellings', () => {
    expect(accepted('siteTitle', false)).toMatchObject({ visible: false })
    expect(accepted('siteTitle', 'true')).toMatchObject({ visible: true })
    expect(accepted('siteTitle', { visible: 0 })).toMatchObject({ visible: false })
    expect(refusal('siteTitle', 'peut-être')).toContain('visibilité du titre illisible')
  })

  it('colorPalette: a list of colours mapped to the roles in order, one bad colour refusing the list', () => {
    const cmd = accepted('colorPalette', ['#101010', 'rgb(250, 250, 250)', 'navy'])
    expect(cmd).toMatchObject({ palette: { ...DEFAULT_PALETTES.default, background: '#101010', surface: 'rgb(250, 250, 250)', text: 'navy' } })
    expect(accepted('colorPalette', { colors: ['#fff'] })).toMatchObject({ palette: { background: '#fff' } })
    expect(refusal('colorPalette', ['#fff', 'red;}body{display:none'])).toContain('couleur 2 invalide')
    expect(refusal('colorPalette', ['#fff', 'url(https://evil.example/x.png)'])).toContain('couleur 2 invalide')
    expect(refusal('colorPalette', [])).toContain('liste de couleurs')
    expect(refusal('colorPalette', Array(9).fill('#fff'))).toContain('8 couleurs au plus')
  })

  it('siteLogo: https or site addresses and raster data URIs that are what they say, within bounds', () => {
    expect(accepted('siteLogo', { url: 'https://cdn.exemple.fr/logo.png', width: 180 })).toMatchObject({ logo: { src: 'https://cdn.exemple.fr/logo.png', width: 180 } })
    expect(accepted('siteLogo', { url: '/media/logo.webp' })).toMatchObject({ logo: { width: null } })
    expect(accepted('siteLogo', { dataUri: PNG, width: '16' })).toMatchObject({ logo: { src: PNG, width: 16 } })
    expect(accepted('siteLogo', { dataUri: GIF, width: 600 })).toMatchObject({ logo: { width: 600 } })
    expect(refusal('siteLogo', { url: 'javascript:alert(1)' })).toContain('seule une adresse https ou du site')
    expect(refusal('siteLogo', { url: '//evil.example/logo.png' })).toContain('seule une adresse https ou du site')
    expect(refusal('siteLogo', { url: 'http://exemple.fr/logo.png' })).toContain('seule une adresse https ou du site')
    expect(refusal('siteLogo', { dataUri: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==' })).toContain('seule une image')
    expect(refusal('siteLogo', { dataUri: 'data:image/svg+xml;base64,PHN2Zy8+' })).toContain('seule une image')
    expect(refusal('siteLogo', { dataUri: GIF.replace('image/gif', 'image/png') })).toContain('n’est pas une image PNG')
    expect(refusal('siteLogo', { dataUri: PNG, width: 15 })).toContain('entre 16 et 600 pixels')
    expect(refusal('siteLogo', { dataUri: PNG, width: 601 })).toContain('entre 16 et 600 pixels')
    expect(refusal('siteLogo', {})).toContain('ni adresse ni image')
    expect(readLogo({ dataUri: `data:image/png;base64,${'A'.repeat(MAX_LOGO_DATA_URI)}` })).toMatchObject({ ok: false })
  })

  it('siteTypography: curated families, weights the family has, units and bounds; inherit per heading', () => {
    const cmd = accepted('siteTypography', {
      'body-font-family': 'system-ui',
      'body-font-weight': '300',
      'font-size-body': { desktop: 18, 'desktop-unit': 'px' },
      'body-line-height': '1.5',
      'headings-font-family': "'Archivo'",
      'headings-font-weight': 800,
      'h1-font-family': 'inherit',
      'h1-font-weight': 700,
      'h2-line-height': 1.3,
    })
    if (cmd.param !== 'siteTypography') throw new Error(cmd.param)
    expect(cmd.typography.body).toEqual({ family: 'system-ui', weight: 300, lineHeight: 1.5, size: { value: 18, unit: 'px' } })
    expect(cmd.typography.headings).toEqual({ family: 'Archivo', weight: 800, lineHeight: 1.15 })
    expect(cmd.typography.levels.h1).toEqual({ family: 'inherit', weight: 700, lineHeight: 'inherit' })
    expect(cmd.typography.levels.h3).toBeUndefined()
    const css = typographyCss(cmd.typography)
    expect(css).toContain('--font-size-body:18px')
    expect(css).toContain('h1{font-weight:700}')
    expect(css).toContain('h2{line-height:1.3}')

    expect(refusal('siteTypography', { 'body-font-family': 'Comic Sans MS' })).toContain('body-font-family')
    expect(refusal('siteTypography', { 'body-font-family': 'Roboto', 'body-font-weight': 400 })).toContain('body-font-family')
    // Archivo is served at 700–800 only.
    expect(refusal('siteTypography', { 'headings-font-weight': 400 })).toContain('headings-font-weight')
    expect(refusal('siteTypography', { 'font-size-body': { desktop: 16, 'desktop-unit': 'vw' } })).toContain('font-size-body')
    expect(refusal('siteTypography', { 'font-size-body': '11px' })).toContain('font-size-body')
    expect(accepted('siteTypography', { 'font-size-body': '28px' })).toMatchObject({ typography: { body: { size: { value: 28, unit: 'px' } } } })
    expect(refusal('siteTypography', { 'body-line-height': '1;}*{display:none' })).toContain('body-line-height')
    expect(refusal('siteTypography', 'Inter')).toContain('un objet est attendu')
  })

  it('writes nothing into CSS that a typography did not validate', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('body-font-family', 'body-font-weight', 'font-size-body', 'body-line-height', 'h3-font-family', 'h3-font-weight'), fc.oneof(fc.string(), fc.integer(), fc.double(), fc.constantFrom('inherit', 'Inter', 'serif', '16px', '1.2rem'))), (data) => {
        const r = readTypography(data)
        if (r.ok) expect(typographyCss(r.value)).not.toMatch(/[<>\\]|url\(|@import|expression/i)
      }),
    )
  })

  it('clearPreviewAssets, completeOnboarding and cleanStorage take no data', () => {
    for (const param of ['clearPreviewAssets', 'completeOnboarding', 'cleanStorage']) expect(accepted(param, { anything: 1 })).toEqual({ param })
  })
})

describe('the preview kept for the frame’s next page', () => {
  const url = `${SITE}/services/terrassement`

  it('stores each restyling call with the page’s url and gives it back, read again, on the next page', () => {
    let store = EMPTY_PREVIEW_STORE
    for (const [param, data] of [
      ['colorPalette', ['#202020']],
      ['siteTitle', false],
      ['siteLogo', { dataUri: PNG, width: 120 }],
    ] as const) {
      const step = previewStep(store, accepted(param, data), url)
      expect(step.effects).toEqual(['apply'])
      store = step.store!
    }
    const text = writePreviewStore(store)
    const again = readPreviewStore(text)
    expect(again.problem).toBeNull()
    expect(again.store.url).toBe(url)
    const { commands, problems } = storedCommands(again.store, context)
    expect(problems).toEqual([])
    expect(commands.map((c) => c.param)).toEqual(['siteLogo', 'colorPalette', 'siteTitle'])
  })

  it('clearPreviewAssets removes the styles and keeps the data; completeOnboarding deletes it; cleanStorage resets the logo and empties palette and typography', () => {
    const store = { data: { siteLogo: { url: '/logo.png' }, colorPalette: ['#111'], siteTypography: { 'body-font-family': 'serif' }, siteTitle: true }, url }
    expect(previewStep(store, accepted('clearPreviewAssets'), url)).toEqual({ store, effects: ['remove-styles'] })
    expect(previewStep(store, accepted('completeOnboarding'), url)).toEqual({ store: null, effects: [] })
    const cleaned = previewStep(store, accepted('cleanStorage'), url)
    expect(cleaned.effects).toEqual(['remove-styles', 'reset-logo'])
    expect(storedCommands(cleaned.store!, context).commands.map((c) => c.param)).toEqual(['siteTitle'])
  })

  it('ignores storage corrupted by hand, entry by entry, with a reason', () => {
    for (const text of ['{', 'null', '[1,2]', '"texte"']) {
      expect(readPreviewStore(text)).toEqual({ store: EMPTY_PREVIEW_STORE, problem: 'aperçu enregistré illisible : ignoré' })
    }
    const { store } = readPreviewStore(JSON.stringify({ data: { colorPalette: ['#111', 'expression(alert(1))'], siteTitle: 'true', siteLogo: { url: 'javascript:alert(1)' }, evil: 1 }, url: 5 }))
    expect(store.url).toBeNull()
    expect(Object.keys(store.data)).not.toContain('evil')
    const { commands, problems } = storedCommands(store, context)
    expect(commands).toEqual([{ param: 'siteTitle', visible: true, data: 'true' }])
    expect(problems).toHaveLength(2)
    expect(problems.join(' ')).toMatch(/colorPalette.*couleur 2 invalide/)
  })
})
