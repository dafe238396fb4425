'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { watchPagePopups } from '../popups/early'
import { PAGE_INTENT_EVENTS, startPageBehaviours } from './behaviours/start'
import type { ShellSettings } from './types'

export type PageBehavioursProps = { settings: Pick<ShellSettings, 'imageLightbox' | 'particlesScriptUrl'> }

/**
 * Mount once in the root layout. Renders nothing; starts smooth anchors, lazy backgrounds, reveal
 * animations, template links, link actions, image lightbox links, particles, and the links to the
 * site's pages followed through the router (behaviours/navigation.ts), each fetched when the page
 * or the visitor needs it (behaviours/start.ts).
 */
export function PageBehaviours({ settings }: PageBehavioursProps) {
  const { imageLightbox, particlesScriptUrl } = settings
  const router = useRouter()
  useEffect(
    () => startPageBehaviours({ imageLightbox: imageLightbox === true, particlesScriptUrl: particlesScriptUrl ?? null, router }),
    [imageLightbox, particlesScriptUrl, router],
  )
  useFollowClientNavigation()
  usePagePopups()
  return null
}

/**
 * The popups the server rendered in this page (features/popups, docs/decisions/042): on a page that
 * holds one, their arming module comes when one of them nears or at the visitor's first sign
 * (popups/early.ts, docs/decisions/078), and their code when one of them can open (decision 074).
 * Started again after each client-side navigation.
 */
function usePagePopups() {
  const pathname = usePathname()
  useEffect(() => watchPagePopups(PAGE_INTENT_EVENTS), [pathname])
}

/**
 * After a client-side navigation, the menu marks the new page's link (the inline script after the
 * header marked the first page's; behaviours/current-page.ts), and the side panels of the new page
 * are armed for their first use (features/off-canvas, docs/decisions/044).
 *
 * And a link to a section of another page (the menu's « Services », /#services, followed from
 * /contact) is a client-side navigation: the router scrolls the new page to the #fragment itself,
 * with scrollIntoView, which measures a section still shifted down by its reveal animation
 * (fade-up), so the section ends up under the sticky header once the animation is over. The target
 * is aligned again, from its place in the layout, once the router has made its jump. The first
 * page is left to installPageBehaviours, which does the same after the browser's own jump.
 */
function useFollowClientNavigation() {
  const pathname = usePathname()
  const first = useRef(pathname)
  useEffect(() => {
    if (pathname === first.current) return
    first.current = ''
    let cancel: (() => void) | null = null
    let left = false
    // This code comes with the behaviours that answer the visitor (one file, fetched once), which
    // a client-side navigation follows.
    import('./behaviours/install')
      .then(({ afterBrowserJump, armPagePanels, markCurrentLinks, scrollToInitialHash }) => {
        if (left) return
        markCurrentLinks(pathname)
        armPagePanels()
        cancel = afterBrowserJump(scrollToInitialHash)
      })
      .catch(() => {})
    return () => {
      left = true
      cancel?.()
    }
  }, [pathname])
}
