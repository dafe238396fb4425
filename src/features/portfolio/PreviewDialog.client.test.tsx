// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CONSENT_COOKIE, decide, serialiseChoices } from '../consent/choices'
import { PREVIEW_CLOSE_HOOK_DELAY_MS } from './constants'
import { videoEmbed } from './embed'
import { PreviewDialog, type PreviewAction } from './PreviewDialog.client'
import { stubNativeDialog } from '../ui/dialog/testing'

const grantVideos = () => {
  document.cookie = `${CONSENT_COOKIE}=${serialiseChoices(decide('k3j4h5g6f7d8s9a0q1w2', { videos: true }, Date.now()))}; path=/`
}
const clearConsent = () => {
  document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`
}

beforeEach(() => {
  stubNativeDialog()
})
afterEach(() => {
  cleanup()
  clearConsent()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const show = (action: PreviewAction, onClose = vi.fn()) => {
  render(<PreviewDialog title="Lotissement de Chécy" alt="Tranchée de réseaux" action={action} onClose={onClose} />)
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Lotissement de Chécy' }) }
}

describe('PreviewDialog', () => {
  it('opens as a modal, named by its title, with focus on its close button', () => {
    const { dialog } = show({ kind: 'frame', href: '/services/vrd' })
    expect(dialog.hasAttribute('open')).toBe(true)
    expect(dialog.getAttribute('aria-labelledby')).toBe(within(dialog).getByRole('heading', { level: 2 }).id)
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Fermer' }))
  })

  it('closes with the backdrop once the close hook has run (500 ms), not on a click in the content', () => {
    vi.useFakeTimers()
    const { dialog, onClose } = show({ kind: 'image', href: '/api/media/file/a.webp' })
    fireEvent.click(dialog)
    expect(onClose).not.toHaveBeenCalled()
    act(() => {
      vi.advanceTimersByTime(PREVIEW_CLOSE_HOOK_DELAY_MS - 1)
    })
    fireEvent.click(dialog)
    expect(onClose).not.toHaveBeenCalled()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    // A click inside the content is not a click on the backdrop.
    fireEvent.click(within(dialog).getByRole('img'))
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.click(dialog)
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(dialog.hasAttribute('open')).toBe(false)
  })

  it('closes with Escape and with the close button at once', () => {
    const escape = show({ kind: 'image', href: '/api/media/file/a.webp' })
    fireEvent.keyDown(escape.dialog, { key: 'Escape' })
    expect(escape.onClose).toHaveBeenCalledTimes(1)
    cleanup()
    const button = show({ kind: 'image', href: '/api/media/file/a.webp' })
    fireEvent.click(within(button.dialog).getByRole('button', { name: 'Fermer' }))
    expect(button.onClose).toHaveBeenCalledTimes(1)
  })

  it('closes the native dialog when it goes away', () => {
    const { dialog } = show({ kind: 'image', href: '/a.webp' })
    cleanup()
    expect(dialog.hasAttribute('open')).toBe(false)
  })

  it('frames a page at 600×550 and switches between desktop, tablet and mobile views', () => {
    const { dialog } = show({ kind: 'frame', href: '/services/vrd' })
    const frame = dialog.querySelector('iframe')!
    expect(frame.getAttribute('src')).toBe('/services/vrd')
    expect(frame.getAttribute('title')).toBe('Lotissement de Chécy')
    expect([frame.getAttribute('width'), frame.getAttribute('height')]).toEqual(['600', '550'])
    const group = within(dialog).getByRole('group', { name: 'Taille de l’aperçu' })
    const button = (name: string) => within(group).getByRole('button', { name })
    expect(button('Ordinateur').getAttribute('aria-pressed')).toBe('true')
    const viewport = frame.parentElement!
    const width = () => viewport.style.getPropertyValue('--preview-width')
    expect(width()).toBe('')
    fireEvent.click(button('Tablette'))
    expect(width()).toBe('768px')
    expect(viewport.dataset.device).toBe('tablet')
    fireEvent.click(button('Mobile'))
    expect(width()).toBe('375px')
    expect(button('Mobile').getAttribute('aria-pressed')).toBe('true')
    expect(button('Ordinateur').getAttribute('aria-pressed')).toBe('false')
  })

  it('plays a video at 800×450 from its embed URL, or from a URL of another host as given', () => {
    grantVideos()
    const { dialog } = show({ kind: 'video', href: 'https://vimeo.com/824613975', embed: videoEmbed('https://vimeo.com/824613975')! })
    const frame = dialog.querySelector('iframe')!
    expect(frame.getAttribute('src')).toBe('https://player.vimeo.com/video/824613975?autoplay=1')
    expect([frame.getAttribute('width'), frame.getAttribute('height')]).toEqual(['800', '450'])
    expect(frame.getAttribute('allow')).toContain('autoplay')
    expect(within(dialog).queryByRole('group')).toBeNull()
    cleanup()
    const other = show({ kind: 'video', href: 'https://videos.example.org/a.mp4', embed: videoEmbed('https://videos.example.org/a.mp4')! })
    expect(other.dialog.querySelector('iframe')?.getAttribute('src')).toBe('https://videos.example.org/a.mp4')
  })

  it('shows the consent placeholder instead of a video host’s player until the visitor accepts', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"ok":true}', { status: 201 })))
    const { dialog } = show({ kind: 'video', href: 'https://vimeo.com/824613975', embed: videoEmbed('https://vimeo.com/824613975')! })
    expect(dialog.querySelector('iframe')).toBeNull()
    const placeholder = within(dialog).getByRole('group', { name: 'Contenu bloqué : Lotissement de Chécy' })
    expect(placeholder.textContent).toContain('YouTube (Google), Vimeo, Wistia')
    await act(async () => {
      fireEvent.click(within(placeholder).getByRole('button', { name: 'Accepter et afficher' }))
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    const frame = await vi.waitFor(() => {
      const shown = dialog.querySelector('iframe')
      if (!shown) throw new Error('lecteur pas encore affiché')
      return shown
    })
    expect(frame.getAttribute('src')).toBe('https://player.vimeo.com/video/824613975?autoplay=1')
    expect(document.activeElement).toBe(frame)
    // A video of this very site needs nobody's consent.
    cleanup()
    clearConsent()
    const own = show({ kind: 'video', href: '/videos/chantier.mp4', embed: videoEmbed('/videos/chantier.mp4') ?? { host: 'other', src: `${location.origin}/videos/chantier.mp4` } })
    expect(own.dialog.querySelector('iframe')).not.toBeNull()
  })

  it('shows an image with its text alternative, and says so in French when it cannot load', () => {
    const { dialog } = show({ kind: 'image', href: '/api/media/file/a.webp' })
    const img = within(dialog).getByRole('img', { name: 'Tranchée de réseaux' })
    fireEvent.error(img)
    expect(within(dialog).getByRole('alert').textContent).toBe('L’image n’a pas pu être chargée.')
  })

  it('refuses to frame an address that is not a web address', () => {
    const { dialog } = show({ kind: 'frame', href: 'javascript:alert(1)' })
    expect(dialog.querySelector('iframe')).toBeNull()
    expect(within(dialog).getByRole('alert').textContent).toBe('Le contenu n’a pas pu être chargé.')
  })
})
