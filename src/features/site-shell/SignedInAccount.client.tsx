'use client'

/**
 * The account control once the session hint says a session may exist (AccountMenu.client.tsx
 * fetches this file then): the real session is read from Payload's `/api/users/me`; the server's
 * « Se connecter » stays until a signed-in user is found, and afterwards when none is.
 */
import { useEffect, useState, type ReactNode } from 'react'
import { SESSION_HINT_COOKIE } from '@/features/accounts/session-hint-name'
import { removeCookie } from '@/lib/cookies'

import { parseAccountUser } from './account'
import type { AccountMode } from './AccountMenu.client'
import { mobileMediaQuery } from './breakpoint'
import { ME_ENDPOINT } from './constants'
import SignedInMenu from './SignedInMenu.client'
import type { AccountTrigger, AccountUser } from './types'
import { useMediaQuery } from './use-media-query'

export default function SignedInAccount({
  trigger,
  breakpoint,
  signIn,
}: {
  trigger: AccountTrigger
  breakpoint: number
  signIn: ReactNode
}) {
  const [user, setUser] = useState<AccountUser | null>(null)
  const isMobile = useMediaQuery(mobileMediaQuery(breakpoint))
  const mode: AccountMode = trigger === 'click' || isMobile ? 'panel' : 'dropdown'

  useEffect(() => {
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

  return user ? <SignedInMenu user={user} mode={mode} trigger={trigger} /> : signIn
}
