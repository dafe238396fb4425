'use client'

/**
 * The portfolio's previews (docs/product.md, Portfolio): the video overlay and the lightbox, a frame of a page
 * or a site with desktop / tablet / mobile views, or an image. On the dialog layer (ui/dialog): a
 * native modal, the page behind inert, focus in and back to the opening link, Escape, the
 * backdrop once the close hook has run, zoom in and out. Reached only through preview-loader.ts,
 * so its code (and the dialog layer's) loads on the first preview. The video player's frame is
 * created here, on the visitor's click, once the visitor has accepted the videos' purpose
 * (consent's gate): nothing is asked of the video host before.
 */
import { useId, useState, type CSSProperties, type ReactNode } from 'react'

import { ConsentGate, purposeFor } from '../consent'
import { useDialog } from '../ui/dialog'

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
  /** Focus goes back here once closed (default: what had focus when it opened). */
  opener?: HTMLElement | null
  /** Runs once the preview has closed: after its exit animation, focus given back. */
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
    case 'video': {
      const player = (
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
      // A player on another site asks it for nothing before the visitor accepts (docs/decisions/045).
      const needsConsent = purposeFor(action.embed.src, location.href) !== null
      return needsConsent ? (
        <ConsentGate purpose="videos" title={title} className="portfolio-preview__consent">
          {player}
        </ConsentGate>
      ) : (
        player
      )
    }
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

export function PreviewDialog({ title, action, alt, opener, onClose }: PreviewDialogProps) {
  // docs/product.md, Portfolio: the lightbox's close hook runs 500 ms after opening. Until then a
  // click on the backdrop does not close it, so the click (or double click) that opened it cannot.
  const { ref } = useDialog({ backdropGraceMs: PREVIEW_CLOSE_HOOK_DELAY_MS, returnFocus: opener, onClosed: onClose })
  const headingId = useId()
  const [device, setDevice] = useState<Device>('desktop')

  return (
    <dialog ref={ref} className={`portfolio-preview portfolio-preview--${action.kind}`} aria-labelledby={headingId}>
      <div className="portfolio-preview__panel" data-dialog-panel>
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
          <button type="button" className="portfolio-preview__close" data-dialog-close>
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
