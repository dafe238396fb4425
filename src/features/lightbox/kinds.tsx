/**
 * The slide kinds of the lightbox (docs/decisions/041), one typed map: for each kind, where its
 * source comes from in a link's address, what the gallery fetches ahead, and how it shows with its
 * loading and error states. A new kind is one entry here.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react'
import { hashToId } from '../../lib/hash'
import type { ContentState, LightboxTexts, SlideKind } from './constants'
import { AjaxRefused, inlineContent, loadAjaxContent } from './content'
import { safeMediaUrl, type LightboxSlide } from './media'
import { messages } from './messages'
import { playsInFrame, VideoPlayer } from './video'

export type SlideViewProps = {
  slide: LightboxSlide
  texts: LightboxTexts
  /** Told each state the content goes through (the lightbox shows it as `data-content-state`). */
  onState?: (state: ContentState) => void
}

type SlideKindSpec = {
  /** The slide's source for a link's address (resolved on the page's), or null when this kind cannot show it. */
  source: (href: string, base: string) => string | null
  /** Fetches ahead what the slide will need (spec §9: the gallery preloads 2 slides after the current one). */
  preload: (slide: LightboxSlide) => void
  /** Content that is a box of text (inline, ajax) rather than a picture. */
  document: boolean
  View: ComponentType<SlideViewProps>
}

/** Tells the lightbox each state the slide's content reaches. */
function useReport(state: ContentState, onState: SlideViewProps['onState']) {
  useEffect(() => onState?.(state), [state, onState])
}

function Loading({ texts }: { texts: LightboxTexts }) {
  return (
    <p className="lightbox__status" role="status">
      {texts.loading}
    </p>
  )
}

function Failure({ text }: { text: string }) {
  return (
    <p className="lightbox__error" role="alert">
      {text}
    </p>
  )
}

/** Spec §8 "Grid": an image that fails proceeds as loaded (no « Chargement… » left), with its error text. */
function ImageView({ slide, texts, onState }: SlideViewProps) {
  const [status, setStatus] = useState<ContentState>('loading')
  useReport(status, onState)
  if (status === 'error') return <Failure text={texts.imageError} />
  return (
    <>
      {/* A plain <img>: slides are arbitrary content URLs (any host, any size) opened on demand, which
          next/image's allow-listed optimiser cannot serve; the page's thumbnails already use it. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        className="lightbox__image"
        src={slide.src}
        alt={slide.alt}
        decoding="async"
        onLoad={() => setStatus('ready')}
        onError={() => setStatus('error')}
      />
      {status === 'loading' ? <Loading texts={texts} /> : null}
    </>
  )
}

/** A file shows « Chargement… » until its first frame; an error hides it (spec §8 "Grid"). A provider's frame is the iframe mode. */
function VideoView({ slide, texts, onState }: SlideViewProps) {
  const [status, setStatus] = useState<ContentState>(() => (playsInFrame(slide.src) ? 'iframe' : 'loading'))
  useReport(status, onState)
  if (status === 'error') return <Failure text={texts.contentError} />
  return (
    <>
      <VideoPlayer
        src={slide.src}
        title={slide.caption || texts.video}
        poster={slide.poster}
        onReady={() => setStatus((current) => (current === 'loading' ? 'ready' : current))}
        onError={() => setStatus('error')}
      />
      {status === 'loading' ? <Loading texts={texts} /> : null}
    </>
  )
}

/** A box of content: scrollable, so it takes focus (a keyboard can scroll it). */
function ContentBox({ fill }: { fill: (box: HTMLDivElement) => void }) {
  const ref = useRef<HTMLDivElement>(null)
  const latest = useRef(fill)
  useLayoutEffect(() => {
    const box = ref.current
    if (box) latest.current(box)
  }, [])
  return <div ref={ref} className="lightbox__content" tabIndex={0} />
}

function InlineView({ slide, texts, onState }: SlideViewProps) {
  const [copy] = useState(() => inlineContent(slide.src))
  useReport(copy ? 'ready' : 'missing', onState)
  if (!copy) return <Failure text={texts.notFound} />
  return <ContentBox fill={(box) => box.replaceChildren(copy)} />
}

function AjaxView({ slide, texts, onState }: SlideViewProps) {
  const [state, setState] = useState<{ status: ContentState; fragment?: DocumentFragment }>({ status: 'loading' })
  useReport(state.status, onState)
  useEffect(() => {
    let current = true
    loadAjaxContent(slide.src).then(
      (fragment) => current && setState({ status: 'ready', fragment }),
      (error: unknown) => {
        if (error instanceof AjaxRefused) console.warn(messages.consoleRefused(error.src))
        if (current) setState({ status: 'error' })
      },
    )
    return () => {
      current = false
    }
  }, [slide.src])
  if (state.status === 'loading') return <Loading texts={texts} />
  if (state.status === 'error' || !state.fragment) return <Failure text={texts.contentError} />
  const fragment = state.fragment
  return <ContentBox fill={(box) => box.replaceChildren(fragment)} />
}

export const slideKinds = {
  image: {
    source: (href, base) => safeMediaUrl(href, base),
    preload: (slide) => {
      new Image().src = slide.src
    },
    document: false,
    View: ImageView,
  },
  video: {
    source: (href, base) => safeMediaUrl(href, base),
    // A player starts on its own: nothing is fetched before the slide is shown.
    preload: () => {},
    document: false,
    View: VideoView,
  },
  inline: {
    // Only an element of this very page: `#id`, or this page's address with `#id`.
    source: (href, base) => {
      const url = safeMediaUrl(href, base)
      if (!url) return null
      const target = new URL(url)
      const here = new URL(base)
      const id = hashToId(target.hash)
      return id && target.origin === here.origin && target.pathname === here.pathname && target.search === here.search ? `#${id}` : null
    },
    preload: () => {},
    document: true,
    View: InlineView,
  },
  ajax: {
    // Any web address is a slide; one of another origin is refused when shown (the error state), never fetched.
    source: (href, base) => safeMediaUrl(href, base),
    preload: (slide) => {
      loadAjaxContent(slide.src).catch(() => {})
    },
    document: true,
    View: AjaxView,
  },
} satisfies Record<SlideKind, SlideKindSpec>

export function isSlideKind(value: unknown): value is SlideKind {
  return typeof value === 'string' && Object.hasOwn(slideKinds, value)
}
