'use client'

/**
 * Primary navigation (docs/product.md, Shell). Sub-menus open on click through a disclosure button next to the
 * parent link (the link itself still navigates); opening one closes its siblings. Below the header
 * breakpoint a toggle shows the menu; which mode applies is decided by CSS (Header's <style>),
 * so the markup is the same for both and nothing moves at hydration.
 *
 * This component renders the links and marks the current page, in the server's HTML and after each
 * client-side navigation. What is open is the behaviour's (behaviours/menu.ts, fetched when the
 * visitor turns to the header, docs/decisions/071): it lives in the DOM's attributes, which this
 * component renders closed and never changes afterwards.
 */
import { usePathname } from 'next/navigation'
import { useId } from 'react'
import { isPageHref } from '../../lib/page-href'
import { safeHref } from '../../lib/safe-href'
import { HEADER_CONTROL_ATTRIBUTE } from './constants'
import { ChevronIcon } from './icons'
import { messages } from './messages'
import type { MenuItem } from './types'

export type MenuNavProps = { items: MenuItem[] }

type LevelProps = {
  items: MenuItem[]
  level: number
  pathKey: string
  listId: string
  currentPath: string | null
}

const control = { [HEADER_CONTROL_ATTRIBUTE]: '' }

function isCurrent(href: string, currentPath: string | null): boolean {
  // A link to a section (/#services) points into a page, not to the page itself.
  if (!currentPath || !isPageHref(href) || href.includes('#')) return false
  const path = href.split(/[?#]/, 1)[0].replace(/\/+$/, '') || '/'
  return path === (currentPath.replace(/\/+$/, '') || '/')
}

function MenuLevel({ items, level, pathKey, listId, currentPath }: LevelProps) {
  return (
    <ul id={listId} className={level === 0 ? 'site-nav__list' : 'site-nav__sub'}>
      {items.map((item, index) => {
        const key = pathKey ? `${pathKey}-${index}` : String(index)
        const children = item.children?.filter(Boolean) ?? []
        const hasChildren = children.length > 0
        const subId = `${listId}-${index}`
        const href = safeHref(item.href)
        return (
          <li
            key={item.id || key}
            className="site-nav__item"
            data-level={level}
            data-has-children={hasChildren ? '' : undefined}
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
                  aria-expanded="false"
                  aria-controls={subId}
                  aria-label={messages.subMenuToggle(item.label)}
                  {...control}
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
                currentPath={currentPath}
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
  const currentPath = usePathname()
  return (
    <nav className="site-nav" aria-label={messages.mainMenu} data-site-nav="">
      <button type="button" className="site-nav__toggle" aria-expanded="false" aria-controls={listId} aria-label={messages.openMenu} {...control}>
        <span className="site-nav__bars" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
      </button>
      <MenuLevel items={items} level={0} pathKey="" listId={listId} currentPath={currentPath} />
    </nav>
  )
}
