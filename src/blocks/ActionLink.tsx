import Link from 'next/link'

import { isPageHref } from '@/lib/page-href'
import type { Action } from '@/payload-types'

/** A call-to-action link; the site's pages use client navigation, anything else a plain anchor. */
export function ActionLink({ action, className = '' }: { action?: Partial<Action> | null; className?: string }) {
  if (!action?.label || !action.href) return null
  const cls = `btn ${action.style === 'secondary' ? 'btn-secondary' : 'btn-primary'} ${className}`
  return isPageHref(action.href) ? (
    <Link href={action.href} className={cls}>
      {action.label}
    </Link>
  ) : (
    <a href={action.href} className={cls}>
      {action.label}
    </a>
  )
}
