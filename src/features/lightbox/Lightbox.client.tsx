'use client'

/**
 * Image/video slideshow on the dialog layer (ui/dialog: native modal, focus in and back, Escape,
 * backdrop, scroll held, fade in and out). Only reached through loader.ts's dynamic import, so its
 * code (and the dialog layer's) is fetched on first use. It runs in its own small React root
 * because it is opened from plain DOM event handlers (link actions, image links) rather than from
 * a component tree.
 */
import { useCallback, useEffect, useMemo, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { throttle } from '../../lib/throttle'
import { useDialog } from '../ui/dialog'
import { LIGHTBOX_KEY_THROTTLE_MS, LIGHTBOX_PRELOAD_AFTER } from './constants'
import { videoEmbedUrl, type LightboxOptions, type LightboxSlide } from './media'
import { messages } from './messages'

export type LightboxProps = {
  slides: LightboxSlide[]
  startIndex: number
  /** Focus goes back here once closed (default: what had focus when it opened). */
  opener?: HTMLElement | null
  /** Runs once the lightbox has closed: after its exit animation, focus given back. */
  onClose: () => void
}

function SlideMedia({ slide }: { slide: LightboxSlide }) {
  const [failed, setFailed] = useState(false)
  if (slide.type === 'video') {
    const embed = videoEmbedUrl(slide.src)
    return embed ? (
      <iframe
        className="lightbox__video"
        src={embed}
        title={slide.caption || messages.lightboxVideo}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
      />
    ) : (
      <video className="lightbox__video" src={slide.src} controls autoPlay playsInline aria-label={slide.caption || messages.lightboxVideo} />
    )
  }
  if (failed) return <p className="lightbox__error" role="alert">{messages.imageLoadError}</p>
  // A plain <img>: slides are arbitrary content URLs (any host, any size) opened on demand, which
  // next/image's allow-listed optimiser cannot serve; the page's thumbnails already use it.
  // eslint-disable-next-line @next/next/no-img-element
  return <img className="lightbox__image" src={slide.src} alt={slide.alt} decoding="async" onError={() => setFailed(true)} />
}

export function Lightbox({ slides, startIndex, opener, onClose }: LightboxProps) {
  const { ref } = useDialog({ enter: 'fade', exit: 'fade', returnFocus: opener, onClosed: onClose })
  const total = slides.length
  const [index, setIndex] = useState(() => Math.min(Math.max(0, startIndex), total - 1))
  const slide = slides[index]

  const go = useCallback((step: number) => setIndex((current) => (current + step + total) % total), [total])
  // A held arrow key repeats ~30 times a second; docs/product.md, Shell throttles key presses to one per 300 ms.
  const throttledGo = useMemo(() => throttle(go, LIGHTBOX_KEY_THROTTLE_MS), [go])

  useEffect(() => {
    for (let step = 1; step <= Math.min(LIGHTBOX_PRELOAD_AFTER, total - 1); step++) {
      const next = slides[(index + step) % total]
      if (next.type === 'image') new Image().src = next.src
    }
  }, [index, slides, total])

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDialogElement>) => {
    switch (event.key) {
      case 'ArrowLeft':
        event.preventDefault()
        if (total > 1) throttledGo(-1)
        break
      case 'ArrowRight':
        event.preventDefault()
        if (total > 1) throttledGo(1)
        break
    }
  }

  if (!slide) return null
  const caption = slide.caption
  return (
    <dialog ref={ref} className="lightbox" aria-label={messages.lightboxLabel} onKeyDown={onKeyDown}>
      <figure className="lightbox__figure">
        <SlideMedia key={slide.src} slide={slide} />
        {caption ? <figcaption className="lightbox__caption">{caption}</figcaption> : null}
      </figure>
      {total > 1 ? (
        <>
          <p className="lightbox__counter" aria-live="polite" aria-atomic="true">
            {messages.lightboxCounter(index + 1, total)}
          </p>
          <button type="button" className="lightbox__nav lightbox__nav--prev" aria-label={messages.previousImage} onClick={() => go(-1)}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" /></svg>
          </button>
          <button type="button" className="lightbox__nav lightbox__nav--next" aria-label={messages.nextImage} onClick={() => go(1)}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28"><path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" /></svg>
          </button>
        </>
      ) : null}
      <button type="button" className="lightbox__close" data-dialog-close aria-label={messages.closeLightbox} title={messages.closeLightbox}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="26" height="26"><path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" /></svg>
      </button>
    </dialog>
  )
}

let root: Root | null = null
let session = 0

/** Opens (or replaces) the lightbox; focus returns to `opener` when it closes. */
export function showLightbox({ slides, index, opener }: LightboxOptions): void {
  if (slides.length === 0) return
  if (!root) {
    const container = document.createElement('div')
    container.setAttribute('data-lightbox-root', '')
    document.body.append(container)
    root = createRoot(container)
  }
  const current = ++session
  // The dialog layer has closed the dialog and given focus back; what is left is to unmount it.
  const closed = () => {
    if (current === session) root?.render(null)
  }
  root.render(<Lightbox key={current} slides={slides} startIndex={index} opener={opener} onClose={closed} />)
}
