'use client'

/**
 * The portfolio's previews (docs/product.md, Portfolio): the video overlay and the lightbox, a frame of a page
 * or a site with desktop / tablet / mobile views, or an image. A native modal <dialog>: the page
 * behind is inert and focus stays inside; the island gives focus back to the opening link.
 * Reached only through preview-loader.ts, so its code loads on the first preview. The video
 * player's frame is created here, on the visitor's click: nothing is asked of the video host before.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type CSSProperties, type MouseEvent, type ReactNode } from 'react'

import {
  PREVIEW_CLOSE_HOOK_DELAY_MS,
  PREVIEW_DEVICE_WIDTH_PX,
  PREVIEW_DEVICES,
  PREVIEW_FRAME_SIZE,
  PREVIEW_VIDEO_SIZE,
} from './constants'
import { safeUrl } from './embed'
import type { ItemAction, PreviewKind } from './item-action'
import { messages } from './messages'

export type PreviewAction = Extract<ItemAction, { kind: PreviewKind }>
export type Device = (typeof PREVIEW_DEVICES)[number]

export type PreviewDialogProps = {
  title: string
  action: PreviewAction
  /** Text alternative of an image preview. */
  alt: string
  onClose: () => void
}

export type PreviewDialogComponent = (props: PreviewDialogProps) => ReactNode

function ImagePreview({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false)
  if (failed) return <p className="portfolio-preview__error" role="alert">{messages.imageLoadError}</p>
  // A plain <img>: the full-size image is opened on demand, at whatever size the screen allows.
  // eslint-disable-next-line @next/next/no-img-element
  return <img className="portfolio-preview__image" src={src} alt={alt} decoding="async" onError={() => setFailed(true)} />
}

function PreviewBody({ action, title, alt, device }: { action: PreviewAction; title: string; alt: string; device: Device }) {
  switch (action.kind) {
    case 'video':
      return (
        <iframe
          className="portfolio-preview__video"
          src={action.embed.src}
          title={title}
          width={PREVIEW_VIDEO_SIZE.width}
          height={PREVIEW_VIDEO_SIZE.height}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )
    case 'frame': {
      const src = safeUrl(action.href)
      if (!src) return <p className="portfolio-preview__error" role="alert">{messages.contentLoadError}</p>
      const width = PREVIEW_DEVICE_WIDTH_PX[device]
      return (
        <div
          className="portfolio-preview__viewport"
          data-device={device}
          style={width === null ? undefined : ({ '--preview-width': `${width}px` } as CSSProperties)}
        >
          <iframe
            className="portfolio-preview__frame"
            src={src}
            title={title}
            width={PREVIEW_FRAME_SIZE.width}
            height={PREVIEW_FRAME_SIZE.height}
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      )
    }
    case 'image': {
      const src = safeUrl(action.href)
      return src ? <ImagePreview src={src} alt={alt} /> : <p className="portfolio-preview__error" role="alert">{messages.imageLoadError}</p>
    }
    default: {
      const _unknown: never = action
      return null
    }
  }
}

export function PreviewDialog({ title, action, alt, onClose }: PreviewDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const closeArmed = useRef(false)
  const headingId = useId()
  const [device, setDevice] = useState<Device>('desktop')

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal()
    } else {
      dialog.setAttribute('open', '')
    }
    closeRef.current?.focus()
    // docs/product.md, Portfolio: the lightbox's close hook runs 500 ms after opening. Until then a click on the
    // backdrop does not close it, so the click (or double click) that opened it cannot close it.
    const timer = setTimeout(() => {
      closeArmed.current = true
    }, PREVIEW_CLOSE_HOOK_DELAY_MS)
    return () => {
      clearTimeout(timer)
      if (typeof dialog.close === 'function' && dialog.open) dialog.close()
    }
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    onClose()
  }

  // The dialog fills the viewport and the content sits in a centred panel: a click whose target is
  // the dialog itself landed on the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && closeArmed.current) onClose()
  }

  return (
    <dialog
      ref={dialogRef}
      className={`portfolio-preview portfolio-preview--${action.kind}`}
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <div className="portfolio-preview__panel">
        <div className="portfolio-preview__bar">
          <h2 id={headingId} className="portfolio-preview__title">
            {title}
          </h2>
          {action.kind === 'frame' ? (
            <div role="group" aria-label={messages.devices} className="portfolio-preview__devices">
              {PREVIEW_DEVICES.map((d) => (
                <button key={d} type="button" className="portfolio-preview__device" aria-pressed={device === d} onClick={() => setDevice(d)}>
                  {messages.device[d]}
                </button>
              ))}
            </div>
          ) : null}
          <button ref={closeRef} type="button" className="portfolio-preview__close" onClick={onClose}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
              <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
            <span className="sr-only">{messages.close}</span>
          </button>
        </div>
        <div className="portfolio-preview__body">
          <PreviewBody action={action} title={title} alt={alt} device={device} />
        </div>
      </div>
    </dialog>
  )
}
