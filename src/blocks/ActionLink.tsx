import { LIGHTBOX_GALLERY_ATTRIBUTE, LIGHTBOX_KIND_ATTRIBUTE, LIGHTBOX_MIDCLICK_ATTRIBUTE } from '@/features/lightbox/constants'
import type { Action } from '@/payload-types'

/**
 * A call-to-action link (the site's pages are followed through the router: site-shell/behaviours/navigation.ts). A
 * button set to open in the lightbox (docs/decisions/041) is a plain anchor marked with its slide
 * kind, its gallery and whether a middle or modified click opens it too (midClick): the page behaviours open it on click, and without JavaScript it is an ordinary link.
 */
export function ActionLink({ action, className = '' }: { action?: Partial<Action> | null; className?: string }) {
  if (!action?.label || !action.href) return null
  const cls = `btn ${action.style === 'secondary' ? 'btn-secondary' : 'btn-primary'} ${className}`
  if (action.lightbox) {
    const marks = {
      [LIGHTBOX_KIND_ATTRIBUTE]: action.lightbox,
      ...(action.gallery ? { [LIGHTBOX_GALLERY_ATTRIBUTE]: action.gallery } : {}),
      ...(action.midClick ? { [LIGHTBOX_MIDCLICK_ATTRIBUTE]: '' } : {}),
    }
    return (
      <a href={action.href} className={cls} aria-haspopup="dialog" {...marks}>
        {action.label}
      </a>
    )
  }
  return (
    <a href={action.href} className={cls}>
      {action.label}
    </a>
  )
}
