/**
 * A video slide's player. The provider's frame is made in `videoFrame` alone: it is the one place
 * where a request leaves for a third party (YouTube, Vimeo, Wistia), so a consent gate wraps this
 * function and nothing else. A file (mp4, webm) plays in the browser's own player. The grid's
 * videos played in place use this player too (grid/inline-player.tsx), with their own class.
 */
import { ConsentGate } from '../consent'
import { parseVideo, type GridVideo } from '../grid/media'
import { MEDIA_START_VOLUME } from './constants'

/**
 * The provider's player in a frame (only for the hosts parseVideo knows), behind the visitor's
 * consent to videos (docs/decisions/045): until then, the French placeholder saying who receives
 * the data, with « Accepter et afficher ».
 */
export function videoFrame(video: GridVideo, title: string, className = 'lightbox__video') {
  return (
    <ConsentGate purpose="videos" title={title} className={`${className} ${className}--consent`}>
      <iframe className={className} src={video.src} title={title} allow="autoplay; fullscreen; picture-in-picture" allowFullScreen />
    </ConsentGate>
  )
}

/** Whether an address plays in a provider's frame (the lightbox's "iframe mode") rather than in the browser's player. */
export function playsInFrame(src: string): boolean {
  const video = parseVideo(src)
  return video !== null && video.type !== 'video'
}

/** Spec §9: a file starts at 0.8 of full volume, set before it plays. */
const startVolume = (element: HTMLVideoElement | null) => {
  if (element) element.volume = MEDIA_START_VOLUME
}

export type VideoPlayerProps = {
  src: string
  title: string
  poster?: string
  className?: string
  /** A file's first frame is in (a frame's loading is the provider's own). */
  onReady?: () => void
  onError: () => void
}

/** The player for an address: a provider's frame, or the browser's own for a file or any other address. */
export function VideoPlayer({ src, title, poster, className = 'lightbox__video', onReady, onError }: VideoPlayerProps) {
  const video = parseVideo(src)
  if (video && video.type !== 'video') return videoFrame(video, title, className)
  return (
    <video
      ref={startVolume}
      className={className}
      src={video?.src ?? src}
      poster={poster}
      controls
      autoPlay
      playsInline
      aria-label={title}
      onLoadedData={onReady}
      onError={onError}
    />
  )
}
