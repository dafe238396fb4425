// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

const openLightbox = vi.fn(async (_request: unknown) => true)
vi.mock('./loader', () => ({ openLightbox: (request: unknown) => openLightbox(request) }))

const { opensOnClick, registerLightboxAction } = await import('./page')
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
  it('hands its settings and its link to the lightbox’s code, which is fetched then', () => {
    const trigger = document.createElement('a')
    runLinkAction('lightbox', { type: 'image', url: '/media/b.webp', slideshow: 'chantier' }, { trigger, event: null })
    expect(openLightbox).toHaveBeenCalledExactlyOnceWith({ settings: { type: 'image', url: '/media/b.webp', slideshow: 'chantier' }, opener: trigger })
    runLinkAction('lightbox', {}, context)
    expect(openLightbox).toHaveBeenLastCalledWith({ settings: {}, opener: null })
  })
})

describe('which clicks open (spec §4, midClick)', () => {
  const click = (init: Partial<MouseEvent> = {}) => ({ button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false, ...init })

  it('a plain primary click opens; a middle click or a modifier key does not', () => {
    expect(opensOnClick(click(), false)).toBe(true)
    for (const init of [{ button: 1 }, { button: 2 }, { ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { defaultPrevented: true }]) {
      expect(opensOnClick(click(init), false), JSON.stringify(init)).toBe(false)
    }
  })

  it('with midClick, a middle click and a modified click open too; a right click never', () => {
    expect(opensOnClick(click({ button: 1 }), true)).toBe(true)
    expect(opensOnClick(click({ ctrlKey: true }), true)).toBe(true)
    expect(opensOnClick(click({ button: 2 }), true)).toBe(false)
  })
})
