/**
 * Primary navigation (docs/product.md, Shell). Sub-menus open on click through a disclosure button next to the
 * parent link (the link itself still navigates); opening one closes its siblings. Below the header
 * breakpoint a toggle shows the menu; which mode applies is decided by CSS (Header's <style>),
 * so the markup is the same for both and nothing moves at hydration.
 *
 * A server component: it renders the links, every button closed. What is open is the behaviour's
 * (behaviours/menu.ts, with the page behaviours at the visitor's first sign on the page, docs/decisions/071
 * and 073), in the DOM's attributes. The link to the page shown is marked (`aria-current`) in the browser, as the
 * layout that renders the header does not know the page: by the inline script after the header
 * before the first paint, then after each client-side navigation (behaviours/current-page.ts,
 * docs/decisions/073).
 */
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
}

/** The menu's list: one main menu per page, so a fixed id. */
const LIST_ID = 'menu-principal'

const control = { [HEADER_CONTROL_ATTRIBUTE]: '' }

function MenuLevel({ items, level, pathKey, listId }: LevelProps) {
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
              {/* aria-current is the inline script's, before React's hydration. */}
              <a className="site-nav__link" href={href} suppressHydrationWarning>
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
              />
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

export function MenuNav({ items }: MenuNavProps) {
  const listId = LIST_ID
  return (
    <nav className="site-nav" aria-label={messages.mainMenu} data-site-nav="">
      <button type="button" className="site-nav__toggle" aria-expanded="false" aria-controls={listId} aria-label={messages.openMenu} {...control}>
        <span className="site-nav__bars" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
      </button>
      <MenuLevel items={items} level={0} pathKey="" listId={listId} />
    </nav>
  )
}
