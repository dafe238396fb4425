'use client'

/**
 * The lightbox (docs/decisions/037, 041): slides of any kind of the registry (kinds.tsx) on the
 * dialog layer (ui/dialog: native modal, focus in and back, Escape, backdrop, scroll held), with a
 * 300 ms zoom that reduced motion turns off, a gallery that wraps around, and the spec's states
 * (opening, ready, closing, closed) on `data-lightbox-state`. Only reached through loader.ts's
 * dynamic import, so its code (and the dialog layer's) is fetched on first use. It runs in its own
 * small React root because it is opened from plain DOM event handlers (link actions, links) rather
 * than from a component tree.
 */
import { useCallback, useEffect, useMemo, useReducer, useState, type CSSProperties, type KeyboardEvent as ReactKeyboardEvent } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { throttle } from '../../lib/throttle'
import { useDialog } from '../ui/dialog'
import {
  GRID_LIGHTBOX_MARGIN_PX,
  LIGHTBOX_DEFAULT_TEXTS,
  LIGHTBOX_KEY_THROTTLE_MS,
  LIGHTBOX_ZOOM_MS,
  type ContentState,
  type LightboxTexts,
  type LightboxVariant,
} from './constants'
import { nextLightboxState, preloadIndices, wrapIndex, type LightboxState } from './gallery'
import { slideKinds } from './kinds'
import type { LightboxOptions, LightboxRequest, LightboxSlide } from './media'
import { messages } from './messages'
import { resolveRequest } from './slides'

export type LightboxProps = {
  slides: LightboxSlide[]
  startIndex: number
  /** Focus goes back here once closed (default: what had focus when it opened). */
  opener?: HTMLElement | null
  /** Runs once the lightbox has closed: after its exit animation, focus given back. */
  onClose: () => void
  /** Its words (default: the spec's, in English). */
  texts?: LightboxTexts
  /** `grid`: a grid's media, as tall as the window less 80 px, the title over the picture. */
  variant?: LightboxVariant
}

/** The grid's slides' height (spec §9), as a custom property lightbox.css reads. */
const GRID_STYLE = { '--lightbox-max-height': `calc(100dvh - ${GRID_LIGHTBOX_MARGIN_PX}px)` } as CSSProperties

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

export function Lightbox({ slides, startIndex, opener, onClose, texts = LIGHTBOX_DEFAULT_TEXTS, variant = 'default' }: LightboxProps) {
  const [state, dispatch] = useReducer(nextLightboxState, 'opening' satisfies LightboxState)
  const { ref } = useDialog({
    enter: 'zoom',
    exit: 'zoom',
    durationMs: LIGHTBOX_ZOOM_MS,
    returnFocus: opener,
    onClosed: () => {
      dispatch('closed')
      onClose()
    },
  })
  const total = slides.length
  const [index, setIndex] = useState(() => wrapIndex(startIndex, total))
  const slide = slides[index]
  // Spec §4 "Grid lightbox": loading, then ready, or the iframe mode of a provider's player.
  const [content, setContent] = useState<ContentState>('loading')

  // Opening lasts the zoom (none when motion is reduced); the layer marks its own closing.
  useEffect(() => {
    const timer = setTimeout(() => dispatch('opened'), reducedMotion() ? 0 : LIGHTBOX_ZOOM_MS)
    const element = ref.current
    const observer = new MutationObserver(() => {
      if (element?.getAttribute('data-state') === 'closing') dispatch('close')
    })
    if (element) observer.observe(element, { attributes: true, attributeFilter: ['data-state'] })
    return () => {
      clearTimeout(timer)
      observer.disconnect()
    }
  }, [ref])

  const go = useCallback((step: number) => setIndex((current) => wrapIndex(current + step, total)), [total])
  // A held arrow key repeats ~30 times a second; docs/product.md, Shell throttles key presses to one per 300 ms.
  const throttledGo = useMemo(() => throttle(go, LIGHTBOX_KEY_THROTTLE_MS), [go])

  useEffect(() => {
    for (const ahead of preloadIndices(index, total)) {
      const next = slides[ahead]
      slideKinds[next.type].preload(next)
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
  const kind = slideKinds[slide.type]
  const caption = slide.caption
  return (
    <dialog
      ref={ref}
      className={`lightbox lightbox--${variant}`}
      style={variant === 'grid' ? GRID_STYLE : undefined}
      aria-label={texts.label}
      data-lightbox-state={state}
      data-slide-kind={slide.type}
      data-content-state={content}
      onKeyDown={onKeyDown}
    >
      <figure className={`lightbox__figure${kind.document ? ' lightbox__figure--document' : ''}`} data-dialog-panel>
        <kind.View key={`${index}:${slide.src}`} slide={slide} texts={texts} onState={setContent} />
        {caption && !kind.document ? <figcaption className="lightbox__caption">{caption}</figcaption> : null}
      </figure>
      {total > 1 ? (
        <>
          <p className="lightbox__counter" aria-live="polite" aria-atomic="true">
            {texts.counter(index + 1, total)}
          </p>
          <button type="button" className="lightbox__nav lightbox__nav--prev" aria-label={texts.previous} title={texts.previous} onClick={() => go(-1)}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" /></svg>
          </button>
          <button type="button" className="lightbox__nav lightbox__nav--next" aria-label={texts.next} title={texts.next} onClick={() => go(1)}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28"><path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" /></svg>
          </button>
        </>
      ) : null}
      <button type="button" className="lightbox__close" data-dialog-close aria-label={texts.close} title={texts.close}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="26" height="26"><path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" /></svg>
      </button>
    </dialog>
  )
}

let root: Root | null = null
let container: HTMLElement | null = null
let session = 0

/** The site's words for these slides: an image slideshow keeps its own names, anything else the generic ones. */
export function textsFor(slides: LightboxSlide[]): LightboxTexts {
  return slides.every((slide) => slide.type === 'image') ? messages.images : messages.generic
}

/** Opens (or replaces) the lightbox; focus returns to `opener` when it closes. */
export function showLightbox({ slides, index, opener, variant }: LightboxOptions): void {
  if (slides.length === 0) return
  if (!root || !container) {
    container = document.createElement('div')
    container.setAttribute('data-lightbox-root', '')
    root = createRoot(container)
  }
  // Its place may have gone with the page's body (a page replaced by another).
  if (!container.isConnected) document.body.append(container)
  const current = ++session
  // The dialog layer has closed the dialog and given focus back; what is left is to unmount it.
  const closed = () => {
    if (current === session) root?.render(null)
  }
  root.render(<Lightbox key={current} slides={slides} startIndex={index} opener={opener} onClose={closed} texts={textsFor(slides)} variant={variant} />)
}

/** Opens the lightbox a page's request stands for (a link, action settings, slides); false when there is nothing to show. */
export function showLightboxFor(request: LightboxRequest): boolean {
  const options = resolveRequest(request)
  if (!options) return false
  showLightbox(options)
  return true
}
