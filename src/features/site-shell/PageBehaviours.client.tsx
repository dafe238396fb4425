'use client'

import { useEffect } from 'react'
import { installPageBehaviours } from './behaviours/install'
import type { ShellSettings } from './types'

export type PageBehavioursProps = { settings: Pick<ShellSettings, 'imageLightbox' | 'particlesScriptUrl'> }

/**
 * Mount once in the root layout. Renders nothing; installs smooth anchors, lazy backgrounds,
 * reveal animations, template links, link actions, image lightbox links and particles.
 */
export function PageBehaviours({ settings }: PageBehavioursProps) {
  const { imageLightbox, particlesScriptUrl } = settings
  useEffect(
    () => installPageBehaviours({ imageLightbox: imageLightbox === true, particlesScriptUrl: particlesScriptUrl ?? null }),
    [imageLightbox, particlesScriptUrl],
  )
  return null
}
