'use client'

/**
 * Header account menu (docs/product.md, Shell). The server renders the anonymous state (pages are
 * cached and shared: AccountSignIn.tsx, passed here as children). Only this gate is in every page's
 * first load: when the session hint says a session may exist (features/accounts/session-hint), it
 * fetches SignedInAccount.client.tsx, which reads the real session from Payload's `/api/users/me`
 * and shows the signed-in menu, so the visitors who never signed in (most of them) download
 * neither. The slot has a fixed width so swapping « Se connecter » for the user's name never shifts
 * the header.
 */
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react'

import { hasSessionHint } from '@/features/accounts/session-hint-name'
import type { AccountTrigger } from './types'

const SignedInAccount = lazy(() => import('./SignedInAccount.client'))

export type AccountMenuProps = { trigger: AccountTrigger; breakpoint: number; children: ReactNode }

export type AccountMode = 'dropdown' | 'panel'

/** The hint is read once per render: a sign-in or a sign-out is followed by a new page. */
const unchanging = () => () => {}

export function AccountMenu({ trigger, breakpoint, children }: AccountMenuProps) {
  // Visitors who never signed in are not asked about: most of them, on every page. The server's
  // page (shared by all) and the hydration are the anonymous one; the hint is read just after.
  const hinted = useSyncExternalStore(unchanging, hasSessionHint, () => false)
  if (!hinted) return children
  return (
    <Suspense fallback={children}>
      <SignedInAccount trigger={trigger} breakpoint={breakpoint} signIn={children} />
    </Suspense>
  )
}
