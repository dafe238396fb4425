import type { Choice } from '../../types'

/**
 * A choice's label; as an image choice, its picture above the text. The picture is decorative
 * (alt=""): the text names the choice, so a screen reader does not read it twice.
 */
export function ChoiceLabel({ htmlFor, choice, image }: { htmlFor: string; choice: Choice; image: boolean }) {
  if (!image) return <label htmlFor={htmlFor}>{choice.label}</label>
  return (
    <label htmlFor={htmlFor} className="image-choice-label">
      {choice.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- a media thumbnail already sized by Payload; next/image would add a client component
        <img src={choice.image.url} alt="" width={choice.image.width} height={choice.image.height} loading="lazy" decoding="async" />
      ) : (
        <span className="image-choice-placeholder" aria-hidden="true" />
      )}
      <span className="image-choice-text">{choice.label}</span>
    </label>
  )
}
