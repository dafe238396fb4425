import {
  HEADER_BREAKPOINT_DEFAULT_PX,
  HEADER_BREAKPOINT_MAX_PX,
  HEADER_BREAKPOINT_MIN_PX,
  HEADER_HEIGHT_DESKTOP_PX,
  HEADER_HEIGHT_MOBILE_PX,
} from './constants'

/**
 * The breakpoint comes from the back office and ends up inside CSS and a media query string, so it
 * is forced to a whole number within spec bounds before any interpolation.
 */
export function clampBreakpoint(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value)
  if (!Number.isFinite(n)) return HEADER_BREAKPOINT_DEFAULT_PX
  return Math.min(HEADER_BREAKPOINT_MAX_PX, Math.max(HEADER_BREAKPOINT_MIN_PX, Math.round(n)))
}

/** "Below this width the header is in mobile mode": max-width just under the breakpoint. */
export function mobileMediaQuery(breakpoint: number): string {
  return `(max-width: ${clampBreakpoint(breakpoint) - 0.02}px)`
}

/**
 * CSS that switches the header between desktop and mobile mode without JavaScript (so there is no
 * flash or layout shift before hydration). Desktop is the base style in shell.css; these rules
 * only exist because a media query cannot read a custom property.
 */
export function headerModeCss(breakpoint: number): string {
  const query = mobileMediaQuery(breakpoint)
  // Every rule is scoped under .site-header so it outranks shell.css's desktop rules by
  // specificity, whatever order the stylesheets end up in.
  return [
    `:root{--header-height:${HEADER_HEIGHT_DESKTOP_PX}px}`,
    `@media ${query}{`,
    `:root{--header-height:${HEADER_HEIGHT_MOBILE_PX}px}`,
    '.site-header .site-nav{flex:0 0 auto;order:-1;margin-left:-.5rem}',
    '.site-header .site-nav__toggle{display:inline-flex}',
    // A tool shown only in mobile mode (a side panel's header control, features/off-canvas).
    '.site-header .site-header__mobile-only{display:inline-flex}',
    '.site-header .site-nav__list{position:absolute;top:100%;left:0;right:0;flex-direction:column;align-items:stretch;gap:0;',
    'max-height:calc(100dvh - var(--header-height));overflow-y:auto;padding:.5rem 1rem 1rem;',
    'background:var(--color-background);border-bottom:1px solid var(--color-border);box-shadow:0 12px 24px rgb(0 0 0/.12)}',
    'html.js .site-header .site-nav:not([data-open]) .site-nav__list{display:none}',
    '.site-header .site-nav__link{min-height:44px}',
    '.site-header .site-nav__sub-toggle{width:44px;height:44px;margin-left:0}',
    '.site-header .site-nav__sub{position:static;box-shadow:none;border:0;min-width:0;padding:0 0 0 1rem;background:transparent}',
    // Without JS the mobile menu is shown open, in the flow under the brand (not over the page),
    // every sub-menu expanded; the header stops being sticky so it cannot cover the content.
    'html:not(.js) .site-header{position:relative;height:auto}',
    'html:not(.js) .site-header .site-header__inner{flex-wrap:wrap;padding-block:.5rem}',
    'html:not(.js) .site-header .site-nav{order:10;flex-basis:100%;margin:0}',
    'html:not(.js) .site-header .site-nav__list{position:static;box-shadow:none;border:0;max-height:none;padding:0}',
    'html:not(.js) .site-header .site-nav__item>.site-nav__sub{display:block!important}',
    // Down to a 320 px phone the bar holds the menu toggle, the name and three 44 px controls:
    // narrower margins and gaps, and the name wraps onto two lines when it must. Its size follows
    // the screen's width below 390 px so that a name in two words keeps each word whole from 360 px
    // (partly in rem: a visitor's larger text still enlarges it).
    '.site-header .site-header__inner{gap:.5rem;width:min(100% - 1rem,72rem)}',
    '.site-header .site-header__tools{gap:.125rem}',
    '.site-header .site-header__brand-text{font-size:min(1.05rem,calc(3.3vw + .25rem))}',
    '.site-header .site-search--dropdown .site-search__panel{right:.5rem;width:min(26rem,calc(100% - 1rem))}',
    '.site-header .account{width:auto}',
    '.site-header .account__signin{justify-content:center;min-width:44px;padding:0}',
    '.site-header .account__label{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}',
    '}',
  ].join('')
}
