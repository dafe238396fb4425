'use client'

/**
 * A grid video played in place (docs/decisions/053): the lightbox's own player (its provider frame
 * behind the consent gate, or the browser's player for a file), mounted where the item's poster
 * was. Fetched by in-place.ts on the first such click only, like the lightbox itself.
 */
import { useEffect, useRef } from 'react'
import { createRoot } from 'react-dom/client'

import type { LightboxSlide } from '../lightbox'
// The player itself, not the lightbox's front door: this module is already code fetched on use.
import { VideoPlayer } from '../lightbox/video'

function InlinePlayer({ slide, onError }: { slide: LightboxSlide; onError: () => void }) {
  const ref = useRef<HTMLDivElement>(null)
  // The link that was clicked is gone: focus goes to what replaced it (the player, or the consent button).
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body) ref.current?.querySelector<HTMLElement>('iframe, video, button')?.focus()
  }, [])
  return (
    <div ref={ref} className="grid-item__screen">
      <VideoPlayer src={slide.src} title={slide.caption} poster={slide.poster} className="grid-item__video" onError={onError} />
    </div>
  )
}

/** Mounts the player in `container`; returns what removes it (and stops it). */
export function mountPlayer(container: HTMLElement, slide: LightboxSlide, onError: () => void): () => void {
  const root = createRoot(container)
  root.render(<InlinePlayer slide={slide} onError={onError} />)
  return () => root.unmount()
}
