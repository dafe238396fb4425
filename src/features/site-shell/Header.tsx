/**
 * Site header (server component). Desktop/mobile mode is switched by a media query built from the
 * back-office breakpoint, so the right layout is in the first paint and hydration moves nothing.
 * The search and the colour switch are server markup, the menu's links a small client component
 * (the current page); their behaviours come when the visitor turns to the header
 * (behaviours/header-intent.ts, docs/decisions/071). The account control is a client island.
 */
import type { ReactNode } from 'react'

import { ColourSwitch, isDarkPalette } from '../palette'
import { AccountMenu } from './AccountMenu.client'
import { AccountSignIn } from './AccountSignIn'
import { BrandName } from './brand-name'
import { clampBreakpoint, headerModeCss } from './breakpoint'
import { HEADER_PRESS_SCRIPT } from './inline-scripts.mjs'
import { MAIN_CONTENT_ID } from './constants'
import { MoonIcon, SunIcon } from './icons'
import { MenuNav } from './MenuNav'
import { messages } from './messages'
import { SearchBox } from './SearchBox'
import type { ShellSettings } from './types'

export type HeaderProps = {
  settings: ShellSettings
  /** Controls other features put in the header's tools (the side panels' header controls), first. */
  tools?: ReactNode
}

export function Header({ settings, tools }: HeaderProps) {
  const breakpoint = clampBreakpoint(settings.headerBreakpoint)
  const { logo, siteTitle } = settings
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: headerModeCss(breakpoint) }} />
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {messages.skipToContent}
      </a>
      <header className="site-header" data-site-header>
        <div className="site-header__inner">
          {/* Named by its content, not by an aria-label: the name drawn holds soft hyphens the name
              read out does not, and a label differing from the visible text is a trap for voice
              control (docs/decisions/084). */}
          <a className="site-header__brand" href="/">
            {logo ? (
              // eslint-disable-next-line @next/next/no-img-element -- fixed-size logo with explicit dimensions; no optimiser round trip needed
              <img className="site-header__logo" src={logo.url} width={logo.width} height={logo.height} alt="" fetchPriority="high" />
            ) : null}
            {/* Always in the markup: the theme's CSS (the settings' title visibility, a preview) hides it. */}
            <span className="site-header__brand-text" aria-hidden="true">
              <BrandName name={siteTitle} />
            </span>
            <span className="sr-only">{messages.homeLink(siteTitle)}</span>
          </a>
          <MenuNav items={settings.menu} />
          <div className="site-header__tools">
            {tools}
            <SearchBox variant={settings.searchVariant} />
            {settings.colourSwitcher.enabled ? (
              <ColourSwitch switcher={settings.colourSwitcher} defaultIsDark={isDarkPalette(settings.palettes.default)}>
                <MoonIcon className="colour-switch__icon colour-switch__icon--default" />
                <SunIcon className="colour-switch__icon colour-switch__icon--switched" />
              </ColourSwitch>
            ) : null}
            <AccountMenu trigger={settings.accountTrigger} breakpoint={breakpoint}>
              <AccountSignIn trigger={settings.accountTrigger} />
            </AccountMenu>
          </div>
        </div>
      </header>
      {/* Marks the menu's link to the page shown, and keeps a press of the header's controls made
          before the page's code listens (docs/decisions/071, 073). */}
      <script dangerouslySetInnerHTML={{ __html: HEADER_PRESS_SCRIPT }} />
    </>
  )
}
