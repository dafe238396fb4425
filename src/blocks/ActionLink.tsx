import Link from 'next/link'

import type { Action } from '@/payload-types'

/** A call-to-action link; internal paths use client navigation, anything else a plain anchor. */
export function ActionLink({ action, className = '' }: { action?: Partial<Action> | null; className?: string }) {
  if (!action?.label || !action.href) return null
  const cls = `btn ${action.style === 'secondary' ? 'btn-secondary' : 'btn-primary'} ${className}`
  return action.href.startsWith('/') ? (
    <Link href={action.href} className={cls}>
      {action.label}
    </Link>
  ) : (
    <a href={action.href} className={cls}>
      {action.label}
    </a>
  )
}
