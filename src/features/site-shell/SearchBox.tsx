'use client'

/**
 * Header search (docs/product.md, Shell). Three variants share this behaviour and differ by CSS only.
 * Opening: shown, faded in after SEARCH_OPEN_DELAY_MS, field focused after SEARCH_FOCUS_DELAY_MS.
 * Closing: faded out, then hidden after SEARCH_CLOSE_ANIMATION_MS. The icon submits the form when
 * the field has text. Without JavaScript the icon is a plain link to the search page.
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { debounce } from '../../lib/debounce'
import {
  RESIZE_DEBOUNCE_MS,
  SEARCH_CLOSE_ANIMATION_MS,
  SEARCH_FOCUS_DELAY_MS,
  SEARCH_OPEN_DELAY_MS,
  SEARCH_PARAM,
  SEARCH_PATH,
} from './constants'
import { ArrowRightIcon, CloseIcon, SearchIcon } from './icons'
import { messages } from './messages'
import type { SearchVariant } from './types'

export type SearchBoxProps = { variant: SearchVariant }

type Phase = 'closed' | 'opening' | 'open' | 'closing'

function variantClass(variant: SearchVariant): string {
  switch (variant) {
    case 'dropdown':
      return 'site-search--dropdown'
    case 'fullscreen':
      return 'site-search--fullscreen'
    case 'header-cover':
      return 'site-search--header-cover'
    default: {
      const unreachable: never = variant
      return unreachable
    }
  }
}

export function SearchBox({ variant }: SearchBoxProps) {
  const id = useId().replace(/:/g, '')
  const panelId = `${id}-panel`
  const inputId = `${id}-input`
  const rootRef = useRef<HTMLDivElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const [phase, setPhase] = useState<Phase>('closed')
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])

  const clearTimers = () => {
    for (const timer of timers.current) clearTimeout(timer)
    timers.current = []
  }
  const later = (fn: () => void, ms: number) => {
    timers.current.push(setTimeout(fn, ms))
  }
  useEffect(() => clearTimers, [])

  const open = () => {
    clearTimers()
    setPhase('opening')
    later(() => setPhase('open'), SEARCH_OPEN_DELAY_MS)
    later(() => inputRef.current?.focus(), SEARCH_FOCUS_DELAY_MS)
  }

  const close = useCallback((returnFocus: boolean) => {
    clearTimers()
    setPhase((current) => (current === 'closed' ? current : 'closing'))
    later(() => setPhase('closed'), SEARCH_CLOSE_ANIMATION_MS)
    if (returnFocus) toggleRef.current?.focus()
  }, [])

  const isVisible = phase !== 'closed'

  const onToggle = () => {
    if (!isVisible || phase === 'closing') return open()
    // docs/product.md, Shell: clicking the icon again submits the form if the field has text.
    if (inputRef.current && inputRef.current.value.trim() !== '') formRef.current?.requestSubmit()
    else close(false)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const input = inputRef.current
    // docs/product.md, Shell: never submit an empty (or blank) search, whatever triggered the submit.
    if (!input || input.value.trim() === '') {
      event.preventDefault()
      input?.focus()
      return
    }
    input.value = input.value.trim()
  }

  useEffect(() => {
    if (!isVisible) return
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close(false)
    }
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      // Focus goes back to the icon only if it was inside the search box, not from elsewhere on the page.
      if (event.key === 'Escape') close(rootRef.current?.contains(document.activeElement) ?? false)
    }
    // The header-cover panel takes the header's height; a resize may change it, so the inline
    // height is recomputed once the resizing settles.
    const resetHeight = debounce(() => {
      const panel = panelRef.current
      if (!panel) return
      panel.style.height = ''
      if (variant === 'header-cover') {
        const header = panel.closest('header')
        if (header) panel.style.height = `${header.getBoundingClientRect().height}px`
      }
    }, RESIZE_DEBOUNCE_MS)
    resetHeight()
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    window.addEventListener('resize', resetHeight)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
      window.removeEventListener('resize', resetHeight)
      resetHeight.cancel()
    }
  }, [isVisible, close, variant])

  return (
    <div
      ref={rootRef}
      className={`site-search ${variantClass(variant)}`}
      data-visible={isVisible ? '' : undefined}
      data-active={phase === 'open' ? '' : undefined}
    >
      {/* Shown only without JavaScript (see shell.css): the search page has its own form. */}
      <a className="site-search__fallback icon-button" href={SEARCH_PATH} aria-label={messages.searchSite}>
        <SearchIcon />
      </a>
      <button
        ref={toggleRef}
        type="button"
        className="site-search__toggle icon-button"
        aria-expanded={isVisible && phase !== 'closing'}
        aria-controls={panelId}
        aria-label={messages.search}
        onClick={onToggle}
      >
        <SearchIcon />
      </button>
      <div ref={panelRef} id={panelId} className="site-search__panel" hidden={!isVisible}>
        <form
          ref={formRef}
          className="site-search__form"
          role="search"
          aria-label={messages.searchSite}
          action={SEARCH_PATH}
          method="get"
          onSubmit={onSubmit}
        >
          <label className="sr-only" htmlFor={inputId}>
            {messages.searchSite}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className="site-search__input"
            type="search"
            name={SEARCH_PARAM}
            placeholder={messages.searchPlaceholder}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className="site-search__submit" aria-label={messages.submitSearch} title={messages.submitSearch}>
            <ArrowRightIcon />
          </button>
          <button type="button" className="site-search__close icon-button" aria-label={messages.closeSearch} onClick={() => close(true)}>
            <CloseIcon />
          </button>
        </form>
      </div>
    </div>
  )
}
