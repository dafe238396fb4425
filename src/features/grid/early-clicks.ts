import { MEDIA_LINK } from './constants'

/** Marks a grid whose early clicks are being held, until its island is live (for tests and styles). */
export const HOLDING_ATTRIBUTE = 'data-holding-clicks'

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented

/**
 * A click on a photo or a video of the grid while its island is still on the way: without this it
 * would leave the page for the image's file or the provider's page, and the visitor would lose
 * their place. The last such click is held; once the island is live, `release` gives it to the
 * island (the lightbox opens on that item, or the video plays in place); if the island never comes,
 * `abandon` does what the link says after all. A middle or modified click is never held (a new
 * tab), and filters and pages are plain links that work without the island.
 */
export function holdEarlyClicks(root: HTMLElement): { release(): void; abandon(): void; drop(): void } {
  let held: HTMLAnchorElement | null = null
  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event)) return
    const link = (event.target as Element | null)?.closest?.(MEDIA_LINK)
    if (!(link instanceof HTMLAnchorElement) || !root.contains(link)) return
    event.preventDefault()
    held = link
  }
  root.addEventListener('click', onClick)
  root.setAttribute(HOLDING_ATTRIBUTE, '')
  const stop = () => {
    root.removeEventListener('click', onClick)
    root.removeAttribute(HOLDING_ATTRIBUTE)
    const link = held
    held = null
    return link?.isConnected ? link : null
  }
  return {
    release: () => stop()?.click(),
    abandon: () => {
      const link = stop()
      if (link) window.location.assign(link.href)
    },
    // The grid leaves the page (another page opened in the app): nothing to give to anyone.
    drop: () => void stop(),
  }
}
