// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LIGHTBOX_KEY_THROTTLE_MS } from './constants'
import { Lightbox, showLightbox, showLightboxFor } from './Lightbox.client'
import { clearAjaxCache } from './content'
import type { LightboxSlide } from './media'
import { messages } from './messages'
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
    render(<Lightbox slides={slides} startIndex={1} onClose={() => {}} texts={messages.images} />)
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
    render(<Lightbox slides={slides} startIndex={0} onClose={() => {}} texts={messages.images} />)
    fireEvent.click(screen.getByRole('button', { name: 'Image précédente' }))
    expect(counter()).toBe('3 sur 3')
    fireEvent.click(screen.getByRole('button', { name: 'Image suivante' }))
    expect(counter()).toBe('1 sur 3')
  })

  it('moves with the arrow keys, at most once per 300 ms', () => {
    vi.useFakeTimers()
    vi.setSystemTime(10_000)
    render(<Lightbox slides={slides} startIndex={0} onClose={() => {}} texts={messages.images} />)
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
      render(<Lightbox slides={slides} startIndex={0} onClose={onClose} texts={messages.images} />)
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
    render(<Lightbox slides={[slides[0]]} startIndex={0} onClose={() => {}} texts={messages.images} />)
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

describe('the generic lightbox', () => {
  afterEach(() => {
    clearAjaxCache()
    vi.unstubAllGlobals()
    document.body.innerHTML = ''
  })

  it('speaks the spec’s English by default', () => {
    render(<Lightbox slides={slides} startIndex={0} onClose={() => {}} />)
    expect(screen.getByRole('button', { name: 'Close (Esc)' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Previous (Left arrow key)' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Next (Right arrow key)' })).toBeTruthy()
    expect(screen.getByText('1 of 3')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Loading...')
  })

  it('says what its content is doing: loading, ready, an image error as loaded; a file at 0.8 of the volume, its error hiding the loading', () => {
    render(<Lightbox slides={[...slides.slice(0, 2), { type: 'video', src: '/media/chantier.webm', alt: '', caption: 'Chantier', poster: '/media/affiche.webp' }]} startIndex={0} onClose={() => {}} texts={messages.generic} variant="grid" />)
    const dialog = screen.getByRole('dialog')
    expect(dialog.classList.contains('lightbox--grid')).toBe(true)
    expect(dialog.style.getPropertyValue('--lightbox-max-height')).toBe('calc(100dvh - 80px)')
    expect(dialog.getAttribute('data-content-state')).toBe('loading')
    fireEvent.load(screen.getByRole('img', { name: 'Pelle mécanique' }))
    expect(dialog.getAttribute('data-content-state')).toBe('ready')
    fireEvent.click(screen.getByRole('button', { name: 'Suivant (flèche droite)' }))
    fireEvent.error(screen.getByRole('img', { name: 'Tranchée' }))
    expect(screen.getByRole('alert').textContent).toBe('L’image n’a pas pu être chargée.')
    expect(screen.queryByRole('status')).toBeNull()
    expect(dialog.getAttribute('data-content-state')).toBe('error')
    fireEvent.click(screen.getByRole('button', { name: 'Suivant (flèche droite)' }))
    const video = dialog.querySelector('video')!
    expect(video.volume).toBe(0.8)
    expect(video.getAttribute('poster')).toBe('/media/affiche.webp')
    expect(screen.getByRole('status').textContent).toBe('Chargement…')
    fireEvent.error(video)
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getByRole('alert').textContent).toBe('Le contenu n’a pas pu être chargé.')
  })

  it('shows a provider’s video in its frame: the iframe mode', () => {
    render(<Lightbox slides={[{ type: 'video', src: 'https://vimeo.com/76979871', alt: '', caption: 'Démolition' }]} startIndex={0} onClose={() => {}} texts={messages.generic} />)
    expect(screen.getByRole('dialog').getAttribute('data-content-state')).toBe('iframe')
  })

  it('goes from opening to ready once its 300 ms zoom is over', () => {
    vi.useFakeTimers()
    render(<Lightbox slides={slides} startIndex={0} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog')
    expect(dialog.getAttribute('data-lightbox-state')).toBe('opening')
    act(() => {
      vi.advanceTimersByTime(299)
    })
    expect(dialog.getAttribute('data-lightbox-state')).toBe('opening')
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(dialog.getAttribute('data-lightbox-state')).toBe('ready')
  })

  it('is ready at once for a visitor who prefers less motion', () => {
    vi.useFakeTimers()
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }))
    render(<Lightbox slides={slides} startIndex={0} onClose={() => {}} />)
    act(() => {
      vi.advanceTimersByTime(0)
    })
    expect(screen.getByRole('dialog').getAttribute('data-lightbox-state')).toBe('ready')
  })

  it('shows a copy of an element of the page, in French, and « Contenu introuvable » for a missing one', () => {
    document.body.innerHTML = '<section id="etapes" data-reveal="fade-up"><h2 id="h-etapes">Les étapes</h2><p>Visite et relevés</p></section><a id="l" href="#etapes" data-lightbox-kind="inline">Voir</a><a id="m" href="#absent" data-lightbox-kind="inline">Voir</a>'
    act(() => {
      showLightboxFor({ link: document.getElementById('l') as HTMLAnchorElement })
    })
    const dialog = screen.getByRole('dialog', { name: 'Visionneuse' })
    expect(dialog.textContent).toContain('Visite et relevés')
    // A copy: the page keeps its element, and no id is there twice.
    expect(document.querySelectorAll('#etapes')).toHaveLength(1)
    expect(dialog.querySelector('[data-reveal]')).toBeNull()
    act(() => {
      showLightboxFor({ link: document.getElementById('m') as HTMLAnchorElement })
    })
    expect(screen.getByRole('alert').textContent).toBe('Contenu introuvable')
  })

  it('loads an ajax slide with « Chargement… », then shows it sanitised; a failure says so', async () => {
    const fetcher = vi.fn(async (url: string) =>
      url.endsWith('/absent')
        ? new Response('Introuvable', { status: 404 })
        : new Response('<main><h1>Assainissement</h1><p onclick="alert(1)">Filière<script>window.hacked = 1</script></p></main>', { status: 200 }),
    )
    vi.stubGlobal('fetch', fetcher)
    document.body.innerHTML = '<a id="a" href="/services/assainissement" data-lightbox-kind="ajax">Voir</a><a id="b" href="/absent" data-lightbox-kind="ajax">Voir</a>'
    act(() => {
      showLightboxFor({ link: document.getElementById('a') as HTMLAnchorElement })
    })
    expect(screen.getByRole('status').textContent).toBe('Chargement…')
    const heading = await screen.findByRole('heading', { name: 'Assainissement' })
    const box = heading.closest('.lightbox__content')!
    expect(box.innerHTML).not.toContain('script')
    expect(box.innerHTML).not.toContain('onclick')
    act(() => {
      showLightboxFor({ link: document.getElementById('b') as HTMLAnchorElement })
    })
    expect((await screen.findByRole('alert')).textContent).toBe('Le contenu n’a pas pu être chargé.')
  })
})
