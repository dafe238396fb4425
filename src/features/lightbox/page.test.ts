// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

const openLightbox = vi.fn(async (_options: unknown) => {})
vi.mock('./loader', () => ({ openLightbox: (options: unknown) => openLightbox(options) }))

const { registerLightboxAction } = await import('./page')
const { runLinkAction } = await import('../link-actions')

const context = { trigger: null, event: null }

beforeAll(() => {
  registerLightboxAction()
})
afterEach(() => {
  openLightbox.mockClear()
  document.body.innerHTML = ''
})

describe('the lightbox link action', () => {
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
