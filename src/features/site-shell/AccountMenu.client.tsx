'use client'

/**
 * Header account menu (docs/product.md, Shell). The server renders the anonymous state (pages are cached and
 * shared), then, when the session hint says a session may exist (features/accounts/session-hint),
 * the real session is read from Payload's `/api/users/me`. Only this gate is in every page's first
 * load: the signed-in menu (SignedInMenu.client.tsx) is fetched once a session is found, so the
 * visitors who never signed in — most of them — do not download it. The slot has a fixed width so
 * swapping « Se connecter » for the user's name never shifts the header.
 */
import { lazy, Suspense, useEffect, useState } from 'react'
import { SESSION_HINT_COOKIE } from '@/features/accounts/session-hint'
import { getCookie, removeCookie } from '@/lib/cookies'

import { parseAccountUser } from './account'
import { mobileMediaQuery } from './breakpoint'
import { LOGIN_PATH, ME_ENDPOINT } from './constants'
import { UserIcon } from './icons'
import { messages } from './messages'
import type { AccountTrigger, AccountUser } from './types'
import { useMediaQuery } from './use-media-query'

const SignedInMenu = lazy(() => import('./SignedInMenu.client'))

export type AccountMenuProps = { trigger: AccountTrigger; breakpoint: number }

export type AccountMode = 'dropdown' | 'panel'

export function AccountMenu({ trigger, breakpoint }: AccountMenuProps) {
  const [user, setUser] = useState<AccountUser | null>(null)
  const isMobile = useMediaQuery(mobileMediaQuery(breakpoint))
  const mode: AccountMode = trigger === 'click' || isMobile ? 'panel' : 'dropdown'

  useEffect(() => {
    // Visitors who never signed in are not asked about: most of them, on every page.
    if (getCookie(SESSION_HINT_COOKIE) === null) return
    const controller = new AbortController()
    fetch(ME_ENDPOINT, { credentials: 'same-origin', signal: controller.signal, headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        const signedIn = parseAccountUser(body)
        // The session ended (expired, or signed out elsewhere): later pages need not ask again.
        if (!signedIn && body !== null) removeCookie(SESSION_HINT_COOKIE)
        setUser(signedIn)
      })
      // Offline or a server error: the visitor keeps the « Se connecter » link, which still works.
      .catch(() => {})
    return () => controller.abort()
  }, [])

  const signIn = (
    <div className="account" data-mode={mode}>
      <a className="account__signin" href={LOGIN_PATH}>
        <UserIcon />
        <span className="account__label">{messages.signIn}</span>
      </a>
    </div>
  )
  if (!user) return signIn
  return (
    <Suspense fallback={signIn}>
      <SignedInMenu user={user} mode={mode} trigger={trigger} />
    </Suspense>
  )
}
