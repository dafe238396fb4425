import type { ReactNode } from 'react'

import { largeUrl } from '@/features/media/MediaImage'
import { HASH_ID_PATTERN } from '@/lib/hash-pattern'

export type SectionSettings = {
  anchor?: string | null
  reveal?: 'none' | 'fade-up' | 'fade-in' | null
  revealDelay?: number | null
  templateId?: number | null
  background?: unknown
  particles?: boolean | null
}

type Props = {
  settings?: SectionSettings | null
  className?: string
  labelledBy?: string
  children: ReactNode
}

/** The wrapper every block renders in: it turns the shared settings into the data attributes the page behaviours act on. */
export function Section({ settings, className = '', labelledBy, children }: Props) {
  const s = settings ?? {}
  const bg = largeUrl(s.background)
  const anchor = s.anchor && HASH_ID_PATTERN.test(s.anchor) ? s.anchor : undefined
  return (
    <section
      id={anchor}
      aria-labelledby={labelledBy}
      className={`block-section ${bg ? 'has-bg' : ''} ${className}`}
      data-reveal={s.reveal && s.reveal !== 'none' ? s.reveal : undefined}
      data-reveal-delay={s.reveal && s.reveal !== 'none' && s.revealDelay ? String(s.revealDelay) : undefined}
      data-theme-template-id={s.templateId ? String(s.templateId) : undefined}
      data-lazy-bg={bg ?? undefined}
      data-particles={s.particles ? '' : undefined}
      // The first-screen script (site-shell FirstScreenReveal) may mark it revealed before hydration.
      suppressHydrationWarning={Boolean(s.reveal && s.reveal !== 'none')}
    >
      {children}
    </section>
  )
}
