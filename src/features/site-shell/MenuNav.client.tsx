'use client'

/**
 * Primary navigation (docs/product.md, Shell). Sub-menus open on click through a disclosure button next to the
 * parent link (the link itself still navigates); opening one closes its siblings. Below the header
 * breakpoint a toggle shows the menu; which mode applies is decided by CSS (Header's <style>),
 * so the markup is the same for both and nothing moves at hydration.
 */
import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react'
import { isPageHref } from '../../lib/page-href'
import { safeHref } from '../../lib/safe-href'
import { ChevronIcon } from './icons'
import { messages } from './messages'
import type { MenuItem } from './types'

export type MenuNavProps = { items: MenuItem[] }

type LevelProps = {
  items: MenuItem[]
  level: number
  pathKey: string
  listId: string
  openPath: string[]
  currentPath: string | null
  onToggle: (level: number, key: string) => void
}

function isCurrent(href: string, currentPath: string | null): boolean {
  // A link to a section (/#services) points into a page, not to the page itself.
  if (!currentPath || !isPageHref(href) || href.includes('#')) return false
  const path = href.split(/[?#]/, 1)[0].replace(/\/+$/, '') || '/'
  return path === (currentPath.replace(/\/+$/, '') || '/')
}

function MenuLevel({ items, level, pathKey, listId, openPath, currentPath, onToggle }: LevelProps) {
  return (
    <ul id={listId} className={level === 0 ? 'site-nav__list' : 'site-nav__sub'}>
      {items.map((item, index) => {
        const key = pathKey ? `${pathKey}-${index}` : String(index)
        const children = item.children?.filter(Boolean) ?? []
        const hasChildren = children.length > 0
        const open = hasChildren && openPath[level] === key
        const subId = `${listId}-${index}`
        const href = safeHref(item.href)
        return (
          <li
            key={item.id || key}
            className="site-nav__item"
            data-level={level}
            data-has-children={hasChildren ? '' : undefined}
            data-open={open ? '' : undefined}
          >
            <div className="site-nav__row">
              {/* The site's pages go through the router (behaviours/navigation.ts); anything else is the browser's. */}
              <a className="site-nav__link" href={href} aria-current={isCurrent(href, currentPath) ? 'page' : undefined}>
                {item.label}
              </a>
              {hasChildren ? (
                <button
                  type="button"
                  className="site-nav__sub-toggle"
                  aria-expanded={open}
                  aria-controls={subId}
                  aria-label={messages.subMenuToggle(item.label)}
                  data-submenu-toggle={key}
                  onClick={() => onToggle(level, key)}
                >
                  <ChevronIcon size={18} />
                </button>
              ) : null}
            </div>
            {hasChildren ? (
              <MenuLevel
                items={children}
                level={level + 1}
                pathKey={key}
                listId={subId}
                openPath={openPath}
                currentPath={currentPath}
                onToggle={onToggle}
              />
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

export function MenuNav({ items }: MenuNavProps) {
  const listId = useId().replace(/:/g, '')
  const navRef = useRef<HTMLElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const [menuOpen, setMenuOpen] = useState(false)
  /** Key of the open sub-menu at each depth; opening at depth N drops depth N and below. */
  const [openPath, setOpenPath] = useState<string[]>([])
  const currentPath = usePathname()

  const onToggle = useCallback((level: number, key: string) => {
    setOpenPath((path) => (path[level] === key ? path.slice(0, level) : [...path.slice(0, level), key]))
  }, [])

  const closeAll = useCallback(() => {
    setOpenPath([])
    setMenuOpen(false)
  }, [])

  const anythingOpen = menuOpen || openPath.length > 0
  useEffect(() => {
    if (!anythingOpen) return
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) closeAll()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [anythingOpen, closeAll])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return
    if (openPath.length > 0) {
      const key = openPath[openPath.length - 1]
      setOpenPath(openPath.slice(0, -1))
      navRef.current?.querySelector<HTMLButtonElement>(`[data-submenu-toggle="${key}"]`)?.focus()
      event.stopPropagation()
    } else if (menuOpen) {
      setMenuOpen(false)
      toggleRef.current?.focus()
      event.stopPropagation()
    }
  }

  // A followed link leaves the menu closed behind it (client-side navigation keeps this component).
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) closeAll()
  }

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (openPath.length > 0 && !(event.relatedTarget instanceof Node && navRef.current?.contains(event.relatedTarget))) {
      // Only close when focus went somewhere on the page; a blur to nowhere (window switch) keeps state.
      if (event.relatedTarget) setOpenPath([])
    }
  }

  return (
    <nav
      ref={navRef}
      className="site-nav"
      aria-label={messages.mainMenu}
      data-open={menuOpen ? '' : undefined}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onBlur={onBlur}
    >
      <button
        ref={toggleRef}
        type="button"
        className="site-nav__toggle"
        aria-expanded={menuOpen}
        aria-controls={listId}
        aria-label={menuOpen ? messages.closeMenu : messages.openMenu}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <span className="site-nav__bars" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
      </button>
      <MenuLevel items={items} level={0} pathKey="" listId={listId} openPath={openPath} currentPath={currentPath} onToggle={onToggle} />
    </nav>
  )
}
