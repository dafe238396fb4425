/**
 * The main menu's behaviour (docs/product.md, Shell; docs/decisions/071) on the markup MenuNav
 * renders closed. What is open lives in the DOM: `data-open` on the navigation (the phone's menu)
 * and on each open item, `aria-expanded` on their buttons. Opening a sub-menu closes its siblings;
 * Escape closes the deepest open level and gives the focus back to its button; a pointer pressed
 * outside, the focus leaving for another part of the page, or a followed link close what is open.
 */
import { messages } from '../messages'

const OPEN = 'data-open'

const subToggleOf = (item: Element) => item.querySelector<HTMLButtonElement>(':scope > .site-nav__row > .site-nav__sub-toggle')

function setItemOpen(item: Element, open: boolean): void {
  item.toggleAttribute(OPEN, open)
  subToggleOf(item)?.setAttribute('aria-expanded', String(open))
}

/** Closes `item` (when given) and every open level inside `within`. */
function closeItems(within: Element, item: Element | null = null): void {
  for (const open of within.querySelectorAll(`li[${OPEN}]`)) setItemOpen(open, false)
  if (item) setItemOpen(item, false)
}

/** Installs the behaviour on one navigation; returns what removes it. */
export function installMenu(nav: HTMLElement): () => void {
  const doc = nav.ownerDocument
  const toggle = nav.querySelector<HTMLButtonElement>(':scope > .site-nav__toggle')

  const setMenuOpen = (open: boolean) => {
    nav.toggleAttribute(OPEN, open)
    toggle?.setAttribute('aria-expanded', String(open))
    toggle?.setAttribute('aria-label', open ? messages.closeMenu : messages.openMenu)
  }
  const closeAll = () => {
    closeItems(nav)
    setMenuOpen(false)
  }
  const anythingOpen = () => nav.hasAttribute(OPEN) || nav.querySelector(`li[${OPEN}]`) !== null

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null
    if (!target) return
    const subToggle = target.closest('.site-nav__sub-toggle')
    if (subToggle && nav.contains(subToggle)) {
      const item = subToggle.closest('li')
      if (!item) return
      if (item.hasAttribute(OPEN)) return closeItems(item, item)
      for (const sibling of item.parentElement?.children ?? []) {
        if (sibling !== item && sibling.hasAttribute(OPEN)) closeItems(sibling, sibling)
      }
      setItemOpen(item, true)
      return
    }
    if (toggle && target.closest('.site-nav__toggle') === toggle) return setMenuOpen(!nav.hasAttribute(OPEN))
    // A followed link leaves the menu closed behind it (a client-side navigation keeps the header).
    if (target.closest('a')) closeAll()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    const open = nav.querySelectorAll(`li[${OPEN}]`)
    // The last open item in the document's order is the deepest: one per level along one path.
    const deepest = open[open.length - 1]
    if (deepest) {
      closeItems(deepest, deepest)
      subToggleOf(deepest)?.focus()
      event.stopPropagation()
    } else if (nav.hasAttribute(OPEN)) {
      setMenuOpen(false)
      toggle?.focus()
      event.stopPropagation()
    }
  }

  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget
    // Only when the focus went somewhere else on the page; a blur to nowhere (a window switch) keeps it.
    if (next instanceof Node && !nav.contains(next)) closeItems(nav)
  }

  const onPointerDown = (event: PointerEvent) => {
    if (anythingOpen() && event.target instanceof Node && !nav.contains(event.target)) closeAll()
  }

  nav.addEventListener('click', onClick)
  nav.addEventListener('keydown', onKeyDown)
  nav.addEventListener('focusout', onFocusOut)
  doc.addEventListener('pointerdown', onPointerDown)
  return () => {
    nav.removeEventListener('click', onClick)
    nav.removeEventListener('keydown', onKeyDown)
    nav.removeEventListener('focusout', onFocusOut)
    doc.removeEventListener('pointerdown', onPointerDown)
  }
}
