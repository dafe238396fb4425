// The consent banner's first moments (docs/decisions/061): the banner is in every page's HTML,
// hidden, and this inline script shows it while the page is parsed when the browser holds no answer,
// so it is painted with the first screen rather than after the site's scripts. Plain JavaScript with
// the cookie's fixed names: the production server imports it (for the script's hash) before Next.js
// is loaded, and choices.ts / constants.ts re-export the names.

/** The first-party cookie holding the visitor's choices (choices.ts). Letters and hyphens: written as is in CONSENT_BANNER_SCRIPT's pattern. */
export const CONSENT_COOKIE = 'vitrine-consent'
/** Six months (CNIL's recommended maximum for keeping a consent choice). */
export const CONSENT_MAX_AGE_DAYS = 182
/** Raise when the banner's text or the purposes change: every visitor is asked again. */
export const CONSENT_TEXT_VERSION = 1
/** The page where a visitor reviews and changes their choices (the footer's « Gestion des cookies »). */
export const CONSENT_PAGE_PATH = '/gestion-des-cookies'

/** On <html> while the banner is shown: the visitor has no answer yet (consent.css shows the banner). */
export const CONSENT_ASK_ATTRIBUTE = 'data-consent-ask'
/** The banner's element in the page (Banner.tsx). */
export const CONSENT_BANNER_ATTRIBUTE = 'data-consent-banner'
/** On each of the banner's buttons: `all`, `none` or `customise`. */
export const CONSENT_ANSWER_ATTRIBUTE = 'data-consent-answer'
/** On <html>: the answer clicked before the banner's code came; that code applies it (banner.client.tsx). */
export const CONSENT_EARLY_ATTRIBUTE = 'data-consent-early'

/**
 * Run by the parser right after the banner. Shows it (CONSENT_ASK_ATTRIBUTE) unless the cookie holds
 * an answer of this text's version, younger than six months, or the page is the page of choices.
 * It reads the cookie as choices.ts `readChoices` does in its broad lines; the first check
 * (first-check.ts), once the scripts run, decides with the full rules and corrects it. A click on
 * one of the banner's buttons before the banner's code has come is kept on <html>, not lost.
 * Without JavaScript nothing runs and the banner stays hidden (the footer's page works without it).
 */
export const CONSENT_BANNER_SCRIPT =
  `(function(){var d=document,h=d.documentElement,ok=false;` +
  `try{var m=d.cookie.match(/(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)/),p=m?decodeURIComponent(m[1]).split('.'):[],t=+p[2],n=new Date().getTime();` +
  `ok=p.length===4&&/^[a-z0-9]{16,40}$/.test(p[0])&&p[1]==='${CONSENT_TEXT_VERSION}'&&t<=n+60000&&n-t<=${CONSENT_MAX_AGE_DAYS * 24 * 3600_000}}catch(e){}` +
  `if(!ok&&location.pathname!=='${CONSENT_PAGE_PATH}')h.setAttribute('${CONSENT_ASK_ATTRIBUTE}','');` +
  `d.addEventListener('click',function(e){var b=e.target&&e.target.closest?e.target.closest('[${CONSENT_ANSWER_ATTRIBUTE}]'):null;` +
  `if(b)h.setAttribute('${CONSENT_EARLY_ATTRIBUTE}',b.getAttribute('${CONSENT_ANSWER_ATTRIBUTE}'))},true)})()`
