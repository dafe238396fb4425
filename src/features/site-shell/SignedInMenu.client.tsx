'use client'

/**
 * The header's account menu once a session is found (SignedInAccount.client.tsx shows it): a dropdown
 * on hover or click as configured; in click mode, or in mobile mode, a panel sliding in from the
 * header side that closes on a pointer release outside it.
 */
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react'

import { accountLinks, initials } from './account'
import type { AccountMode } from './AccountMenu.client'
import { ACCOUNT_PATH, ADMIN_PATH, DROPDOWN_HIDE_DELAY_MS, LOGOUT_ENDPOINT } from './constants'
import { messages } from './messages'
import type { AccountTrigger, AccountUser } from './types'

export default function SignedInMenu({ user, mode, trigger }: { user: AccountUser; mode: AccountMode; trigger: AccountTrigger }) {
  const panelId = `${useId().replace(/:/g, '')}-account`
  const rootRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  /** Pointer type of the press that is about to click/focus the toggle ('' = keyboard). */
  const pressedWith = useRef('')
  const [open, setOpen] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const hover = mode === 'dropdown' && trigger === 'hover'

  const cancelHide = () => clearTimeout(hideTimer.current)
  useEffect(() => cancelHide, [])

  const close = useCallback((returnFocus: boolean) => {
    clearTimeout(hideTimer.current)
    setOpen(false)
    if (returnFocus) toggleRef.current?.focus()
  }, [])

  useEffect(() => {
    if (!open) return
    const onPointerUp = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close(false)
    }
    document.addEventListener('pointerup', onPointerUp)
    return () => document.removeEventListener('pointerup', onPointerUp)
  }, [open, close])

  // The sliding panel behaves like a small dialog: focus moves into it when it opens.
  useEffect(() => {
    if (open && mode === 'panel') panelRef.current?.querySelector<HTMLElement>('a[href],button')?.focus({ preventScroll: true })
  }, [open, mode])

  const onToggleClick = () => {
    const pointer = pressedWith.current
    pressedWith.current = ''
    // With a mouse in hover mode the pointer already opened the menu: a click must not close it.
    if (hover && pointer === 'mouse') return setOpen(true)
    setOpen((current) => !current)
  }

  const onPointerEnter = (event: ReactPointerEvent) => {
    if (!hover || event.pointerType !== 'mouse') return
    cancelHide()
    setOpen(true)
  }
  const onPointerLeave = (event: ReactPointerEvent) => {
    if (!hover || event.pointerType !== 'mouse') return
    cancelHide()
    hideTimer.current = setTimeout(() => setOpen(false), DROPDOWN_HIDE_DELAY_MS)
  }
  const onFocus = () => {
    // Keyboard focus opens a hover menu; focus that comes from a press is left to the click.
    if (hover && pressedWith.current === '') {
      cancelHide()
      setOpen(true)
    }
  }
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    pressedWith.current = ''
    const next = event.relatedTarget
    if (next instanceof Node && !rootRef.current?.contains(next)) close(false)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation()
      close(true)
    }
  }

  const signOut = async () => {
    setError(null)
    try {
      const response = await fetch(LOGOUT_ENDPOINT, { method: 'POST', credentials: 'same-origin' })
      if (!response.ok) throw new Error(String(response.status))
      window.location.reload()
    } catch {
      setError(messages.signOutFailed)
    }
  }

  const links = accountLinks(user, messages, { account: ACCOUNT_PATH, admin: ADMIN_PATH })
  return (
    <div
      ref={rootRef}
      className="account"
      data-mode={mode}
      data-open={open ? '' : undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={toggleRef}
        type="button"
        className="account__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerDown={(event) => {
          pressedWith.current = event.pointerType || 'mouse'
        }}
        onClick={onToggleClick}
      >
        <span className="account__avatar" aria-hidden="true">
          {initials(user.name)}
        </span>
        <span className="account__label">{user.name}</span>
      </button>
      <div ref={panelRef} id={panelId} className="account__panel" role="group" aria-label={messages.accountMenuOf(user.name)} inert={!open}>
        <p className="account__identity">
          <strong>{user.name}</strong>
          {user.email && user.email !== user.name ? <span>{user.email}</span> : null}
        </p>
        <ul className="account__links">
          {links.map((link) => (
            <li key={link.href}>
              <a className="account__link" href={link.href}>
                {link.label}
              </a>
            </li>
          ))}
          <li>
            <button type="button" className="account__link account__signout" onClick={signOut}>
              {messages.signOut}
            </button>
          </li>
        </ul>
        {error ? (
          <p className="account__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  )
}
