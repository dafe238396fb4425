// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { encodeActionHash } from '../../lib/hash'

const openLightbox = vi.fn(async () => {})
vi.mock('./lightbox-loader', () => ({ openLightbox: (...args: unknown[]) => openLightbox(...(args as [])) }))

const { getLinkAction, registerLinkAction, runActionHash, runLinkAction } = await import('./link-actions')

const context = { trigger: null, event: null }

afterEach(() => {
  vi.restoreAllMocks()
  openLightbox.mockClear()
  document.body.innerHTML = ''
})

describe('link-action registry', () => {
  it('has the built-in lightbox and reload-page actions', () => {
    expect(getLinkAction('lightbox')).toBeTypeOf('function')
    expect(getLinkAction('reload-page')).toBeTypeOf('function')
    expect(getLinkAction('toString')).toBeUndefined()
  })

  it('runs a registered action with its settings, and can unregister it', () => {
    const handler = vi.fn()
    const unregister = registerLinkAction('popup:open', handler)
    expect(runLinkAction('popup:open', { id: 7 }, context)).toBe(true)
    expect(handler).toHaveBeenCalledWith({ id: 7 }, context)
    unregister()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(runLinkAction('popup:open', {}, context)).toBe(false)
    expect(warn).toHaveBeenCalledOnce()
  })

  it('warns and does nothing for an unknown action', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(runLinkAction('teleport', {}, context)).toBe(false)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('teleport'))
  })

  it('contains a throwing or rejecting handler', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    registerLinkAction('off_canvas:toggle', () => {
      throw new Error('boom')
    })
    registerLinkAction('off_canvas:open', () => Promise.reject(new Error('later')))
    expect(() => runLinkAction('off_canvas:toggle', {}, context)).not.toThrow()
    runLinkAction('off_canvas:open', {}, context)
    await Promise.resolve()
    await Promise.resolve()
    expect(error).toHaveBeenCalledTimes(2)
  })

  it('runs the action of a hash in either format, and reports non-action hashes', () => {
    const handler = vi.fn()
    registerLinkAction('popup:close', handler)
    expect(runActionHash(encodeActionHash('popup:close', { do_not_show_again: 'yes' }), context)).toBe(true)
    const elementor = `#${encodeURIComponent(`elementor-action:action=popup:close&settings=${btoa('{"id":"3"}')}`)}`
    expect(runActionHash(elementor, context)).toBe(true)
    expect(handler.mock.calls.map((call) => call[0])).toEqual([{ do_not_show_again: 'yes' }, { id: '3' }])
    expect(runActionHash('#contenu', context)).toBe(false)
    // A broken action hash is swallowed (true) so it is never treated as an anchor.
    expect(runActionHash('#action-popup:close?settings=%%%', context)).toBe(true)
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('opens the lightbox on a gallery from the lightbox action settings', () => {
    document.body.innerHTML = `
      <a href="/media/a.webp" data-lightbox-gallery="chantier"><img src="/a-thumb.webp" alt="Décapage"></a>
      <a href="/media/b.webp" data-lightbox-gallery="chantier" data-caption="Remblai compacté"><img src="/b.webp" alt=""></a>
      <a href="/media/c.webp" data-lightbox-gallery="autre"></a>`
    runLinkAction('lightbox', { type: 'image', url: '/media/b.webp', slideshow: 'chantier' }, context)
    expect(openLightbox).toHaveBeenCalledOnce()
    const [options] = openLightbox.mock.calls[0] as unknown as [{ slides: { caption: string; alt: string }[]; index: number }]
    expect(options.index).toBe(1)
    expect(options.slides.map((s) => s.caption)).toEqual(['Décapage', 'Remblai compacté'])
    expect(options.slides[1].alt).toBe('Remblai compacté')
  })

  it('opens a single slide from a url and refuses unsafe urls', () => {
    runLinkAction('lightbox', { url: 'https://exemple.fr/photo.jpg', title: 'Tranchée' }, context)
    expect(openLightbox).toHaveBeenCalledWith({
      slides: [{ type: 'image', src: 'https://exemple.fr/photo.jpg', alt: 'Tranchée', caption: 'Tranchée' }],
      index: 0,
      opener: null,
    })
    openLightbox.mockClear()
    runLinkAction('lightbox', { url: 'javascript:alert(1)' }, context)
    runLinkAction('lightbox', {}, context)
    expect(openLightbox).not.toHaveBeenCalled()
  })
})
