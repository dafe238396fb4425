/**
 * A video slide's player. The provider's frame is made in `videoFrame` alone: it is the one place
 * where a request leaves for a third party (YouTube, Vimeo, Wistia), so a consent gate wraps this
 * function and nothing else. A file (mp4, webm) plays in the browser's own player.
 */
import { ConsentGate } from '../consent'
import { parseVideo, type GridVideo } from '../grid/media'

/**
 * The provider's player in a frame (only for the hosts parseVideo knows), behind the visitor's
 * consent to videos (docs/decisions/045): until then, the French placeholder saying who receives
 * the data, with « Accepter et afficher ».
 */
export function videoFrame(video: GridVideo, title: string) {
  return (
    <ConsentGate purpose="videos" title={title} className="lightbox__video lightbox__video--consent">
      <iframe
        className="lightbox__video"
        src={video.src}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
      />
    </ConsentGate>
  )
}

/** The player for an address: a provider's frame, or the browser's own for a file or any other address. */
export function VideoPlayer({ src, title, onError }: { src: string; title: string; onError: () => void }) {
  const video = parseVideo(src)
  if (video && video.type !== 'video') return videoFrame(video, title)
  return <video className="lightbox__video" src={video?.src ?? src} controls autoPlay playsInline aria-label={title} onError={onError} />
}
