'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { armPanels } from '../off-canvas/first-use'
import { afterBrowserJump, scrollToInitialHash } from './behaviours/anchors'
import { installPageBehaviours } from './behaviours/install'
import type { ShellSettings } from './types'

export type PageBehavioursProps = { settings: Pick<ShellSettings, 'imageLightbox' | 'particlesScriptUrl'> }

/**
 * Mount once in the root layout. Renders nothing; installs smooth anchors, lazy backgrounds,
 * reveal animations, template links, link actions, image lightbox links, particles, and the links
 * to the site's pages followed through the router (behaviours/navigation.ts).
 */
export function PageBehaviours({ settings }: PageBehavioursProps) {
  const { imageLightbox, particlesScriptUrl } = settings
  const router = useRouter()
  useEffect(
    () =>
      installPageBehaviours({ imageLightbox: imageLightbox === true, particlesScriptUrl: particlesScriptUrl ?? null, router }),
    [imageLightbox, particlesScriptUrl, router],
  )
  useAlignAfterClientNavigation()
  usePagePopups()
  usePagePanels()
  return null
}

/**
 * The popups the server rendered in this page (features/popups, docs/decisions/042): their code is
 * fetched only when the page holds one, and started again after each client-side navigation.
 */
function usePagePopups() {
  const pathname = usePathname()
  useEffect(() => {
    if (!document.querySelector('dialog[data-popup]')) return
    let stop: (() => void) | null = null
    let cancelled = false
    import('../popups/page')
      .then(({ startPagePopups }) => {
        if (!cancelled) stop = startPagePopups()
      })
      // The code could not be fetched (offline, a new deploy): the page simply shows no popup.
      .catch(() => {})
    return () => {
      cancelled = true
      stop?.()
    }
  }, [pathname])
}

/** The side panels of the page (features/off-canvas, docs/decisions/044): their code on first use. */
function usePagePanels() {
  const pathname = usePathname()
  useEffect(() => armPanels(), [pathname])
}

/**
 * A link to a section of another page (the menu's « Services », /#services, followed from
 * /contact) is a client-side navigation: the router scrolls the new page to the #fragment itself,
 * with scrollIntoView, which measures a section still shifted down by its reveal animation
 * (fade-up), so the section ends up under the sticky header once the animation is over. The target
 * is aligned again, from its place in the layout, once the router has made its jump. The first
 * page is left to installPageBehaviours, which does the same after the browser's own jump.
 */
function useAlignAfterClientNavigation() {
  const pathname = usePathname()
  const first = useRef(pathname)
  useEffect(() => {
    if (pathname === first.current) return
    first.current = ''
    return afterBrowserJump(scrollToInitialHash)
  }, [pathname])
}
