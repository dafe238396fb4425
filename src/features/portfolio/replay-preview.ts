import { PREVIEW_LINK, type Typed } from './typed'

/** Opens, in the live view, the preview a visitor asked for before it was live. */
export function replayPreview(typed: Typed, view: ParentNode = document): void {
  typed.live = true
  const href = typed.preview
  typed.preview = null
  if (!href) return
  for (const link of view.querySelectorAll<HTMLAnchorElement>(`.portfolio-view--live ${PREVIEW_LINK}`))
    if (link.getAttribute('href') === href) return link.click()
}
