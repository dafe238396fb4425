// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LIGHTBOX_KEY_THROTTLE_MS } from './constants'
import { Lightbox, showLightbox } from './Lightbox.client'
import { videoEmbedUrl, type LightboxSlide } from './media'
import { stubNativeDialog } from '../ui/dialog/testing'

const slides: LightboxSlide[] = [
  { type: 'image', src: '/media/1.webp', alt: 'Pelle mécanique', caption: 'Décapage de la terre végétale' },
  { type: 'image', src: '/media/2.webp', alt: 'Tranchée', caption: 'Pose des réseaux' },
  { type: 'image', src: '/media/3.webp', alt: 'Enrobé', caption: '' },
]

beforeEach(() => {
  stubNativeDialog()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const counter = () => screen.getByText(/sur 3$/).textContent

describe('Lightbox', () => {
  it('shows the image with its alt, caption, counter and French controls, focusing close', () => {
    render(<Lightbox slides={slides} startIndex={1} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Visionneuse d’images' })
    expect(dialog.hasAttribute('open')).toBe(true)
    expect(screen.getByRole('img', { name: 'Tranchée' }).getAttribute('src')).toBe('/media/2.webp')
    expect(screen.getByText('Pose des réseaux')).toBeTruthy()
    expect(counter()).toBe('2 sur 3')
    expect(screen.getByRole('button', { name: 'Image précédente' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Image suivante' })).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fermer (Échap)' }))
  })

  it('wraps around with the previous/next buttons', () => {
    render(<Lightbox slides={slides} startIndex={0} onClose={() => {}} />)
    fireEvent.click(screen.getByRole('button', { name: 'Image précédente' }))
    expect(counter()).toBe('3 sur 3')
    fireEvent.click(screen.getByRole('button', { name: 'Image suivante' }))
    expect(counter()).toBe('1 sur 3')
  })

  it('moves with the arrow keys, at most once per 300 ms', () => {
    vi.useFakeTimers()
    vi.setSystemTime(10_000)
    render(<Lightbox slides={slides} startIndex={0} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog')
    fireEvent.keyDown(dialog, { key: 'ArrowRight' })
    fireEvent.keyDown(dialog, { key: 'ArrowRight' })
    expect(counter()).toBe('2 sur 3')
    act(() => {
      vi.advanceTimersByTime(LIGHTBOX_KEY_THROTTLE_MS)
    })
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' })
    expect(counter()).toBe('1 sur 3')
  })

  it('closes on Escape, on the close button and on a backdrop click, not on a click on the image', () => {
    // Each way, on a lightbox of its own: once closed, a lightbox stays closed.
    const ways: ((dialog: HTMLElement) => void)[] = [
      (dialog) => fireEvent.keyDown(dialog, { key: 'Escape' }),
      () => fireEvent.click(screen.getByRole('button', { name: 'Fermer (Échap)' })),
      (dialog) => fireEvent.click(dialog),
    ]
    for (const close of ways) {
      const onClose = vi.fn()
      render(<Lightbox slides={slides} startIndex={0} onClose={onClose} />)
      const dialog = screen.getByRole('dialog')
      fireEvent.click(screen.getByRole('img'))
      expect(onClose).not.toHaveBeenCalled()
      close(dialog)
      expect(onClose).toHaveBeenCalledOnce()
      expect(dialog.hasAttribute('open')).toBe(false)
      cleanup()
    }
  })

  it('hides the slideshow controls for a single image', () => {
    render(<Lightbox slides={[slides[0]]} startIndex={0} onClose={() => {}} />)
    expect(screen.queryByRole('button', { name: 'Image suivante' })).toBeNull()
    expect(screen.queryByText(/sur/)).toBeNull()
  })

  it('showLightbox returns focus to the opener when it closes', () => {
    const opener = document.createElement('a')
    opener.href = '/media/1.webp'
    document.body.append(opener)
    act(() => showLightbox({ slides, index: 2, opener }))
    expect(screen.getByRole('img', { name: 'Enrobé' })).toBeTruthy()
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Fermer (Échap)' }))
    })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
    opener.remove()
  })
})

describe('videoEmbedUrl', () => {
  it('embeds YouTube and Vimeo, leaves files alone', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toContain('youtube-nocookie.com/embed/dQw4w9WgXcQ')
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toContain('/embed/dQw4w9WgXcQ')
    expect(videoEmbedUrl('https://vimeo.com/123456')).toBe('https://player.vimeo.com/video/123456?autoplay=1&dnt=1')
    expect(videoEmbedUrl('/media/chantier.mp4')).toBeNull()
  })
})
