// The shell's inline scripts, as constant text. They must run as the page is parsed (before the
// first paint, or to ask for the framework's files), so they cannot wait for a file; the
// Content-Security-Policy allows them by the hash of this exact text
// (src/server/content-security-policy.mjs, docs/decisions/033). Whatever varies per site (the
// colour switcher's settings) is read from the element's `data-config`, never written into the code,
// or each setting would need its own hash. Plain JavaScript: the production server imports it
// before Next.js is loaded. Plain ES5 inside the strings: they run as the page is parsed.

import {
  COLOUR_SWITCH_ATTRIBUTE,
  HEADER_CONTROL_ATTRIBUTE,
  HEADER_PRESSED_ATTRIBUTE,
  REVEAL_ATTRIBUTE,
  REVEALED_ATTRIBUTE,
} from './markers.mjs'

export { COLOUR_SWITCH_ATTRIBUTE, HEADER_CONTROL_ATTRIBUTE, HEADER_PRESSED_ATTRIBUTE, REVEAL_ATTRIBUTE, REVEALED_ATTRIBUTE }

/** docs/product.md, Shell colour switcher: a cookie holding true/false. Letters and hyphens: written as is in THEME_SCRIPT's pattern. */
export const COLOUR_COOKIE = 'vitrine-colour-switched'
export const PALETTE_ATTRIBUTE = 'data-palette'
export const DARK_CLASS = 'dark'

/** `data-revealed` value of elements shown at once because the first screen held them (shell.css: no transition). */
export const REVEALED_FIRST_SCREEN = 'first-screen'

/** The attribute of the theme script's element holding its settings (colour.ts `themeScriptData`). */
export const THEME_SCRIPT_CONFIG_ATTRIBUTE = 'data-config'

/**
 * Run first thing in <head>: adds `html.js`, then sets `data-palette` and the `dark` class from the
 * visitor's cookie and the configured mode (`e` enabled, `m` default mode, `s` switched palette is
 * dark, `d` default palette is dark), so the right palette is painted at once.
 */
export const THEME_SCRIPT =
  `(function(){var h=document.documentElement;h.classList.add('js');var c={},v=null,p=false,w,s;` +
  `try{c=JSON.parse(document.currentScript.getAttribute('${THEME_SCRIPT_CONFIG_ATTRIBUTE}'))||{}}catch(e){}` +
  `try{var m=document.cookie.match(/(?:^|;\\s*)${COLOUR_COOKIE}=([^;]*)/);v=m?m[1].trim():null}catch(e){}` +
  `try{p=window.matchMedia('(prefers-color-scheme: dark)').matches}catch(e){}` +
  `if(!c.e)s=false;else if(v==='true')s=true;else if(v==='false')s=false;` +
  `else{w=c.m==='dark'||(c.m==='system'&&p);s=c.d!==w&&c.s===w}` +
  `h.setAttribute('${PALETTE_ATTRIBUTE}',s?'switched':'default');` +
  `h.classList.toggle('${DARK_CLASS}',s?c.s===true:c.d===true)})()`

/**
 * Run by the parser once the page's content is in (stylesheets loaded, so positions are final but
 * for the fonts' swap): elements starting within the viewport are revealed at once (decision 023).
 */
export const FIRST_SCREEN_SCRIPT = `(function(){try{if(!document.documentElement.classList.contains('js'))return;var h=window.innerHeight,l=document.querySelectorAll('[${REVEAL_ATTRIBUTE}]:not([${REVEALED_ATTRIBUTE}])');for(var i=0;i<l.length;i++){if(l[i].getBoundingClientRect().top<h)l[i].setAttribute('${REVEALED_ATTRIBUTE}','${REVEALED_FIRST_SCREEN}')}}catch(e){}})()`

/** The type the server gives the framework's script files it holds back (not JavaScript: the browser leaves them). */
export const HELD_SCRIPT_TYPE = 'vitrine/after-hero'
/** Where a held script's address is kept. */
export const HELD_SCRIPT_SOURCE = 'data-src'
/** The element of SCRIPTS_AFTER_HERO: a page that holds it gets its framework's files held back. */
export const SCRIPTS_AFTER_HERO_ID = 'vitrine-scripts-after-hero'
/** On <html>: `held`, then `asked` when the files are asked for, `run` once every one of them has run (or failed). */
export const SCRIPTS_STATE_ATTRIBUTE = 'data-scripts'

/**
 * Run by the parser at the end of <body> (docs/decisions/059). The server turned the framework's
 * script files into inert elements (HELD_SCRIPT_TYPE, address in HELD_SCRIPT_SOURCE): asked for at
 * once, they would share a phone's slow link with the hero image and the largest paint would wait
 * for them. They are asked for as soon as the first screen's high-priority images (the hero, the
 * logo) are in, decoded and painted (two frames later: the first frame may not show them yet, and a
 * file asked for before the largest paint counts against it in Lighthouse's simulation); as soon as
 * the page is parsed and those frames have passed when there is none or they are in already;
 * on the visitor's first tap, key or focus, so that a page used before its hero arrives comes alive
 * at once; and after 3 s at most, whatever happens. Each is a new async <script> (the policy allows
 * the site's own files), in the order of the page, once the whole page is parsed.
 */
export const SCRIPTS_AFTER_HERO =
  `(function(){var d=document,h=d.documentElement,w=window,done=false,left=0,` +
  `ev=['pointerdown','keydown','touchstart','focusin'],i;` +
  `function state(v){h.setAttribute('${SCRIPTS_STATE_ATTRIBUTE}',v)}` +
  `function ran(){if(--left===0)state('run')}` +
  `function go(){if(done)return;if(d.readyState==='loading'){d.addEventListener('DOMContentLoaded',go);return}done=true;for(var j=0;j<ev.length;j++)w.removeEventListener(ev[j],go,true);` +
  `var l=d.querySelectorAll('script[type="${HELD_SCRIPT_TYPE}"]'),k,s,a;left=l.length;state(left?'asked':'run');` +
  `for(k=0;k<l.length;k++){a=l[k];s=d.createElement('script');s.src=a.getAttribute('${HELD_SCRIPT_SOURCE}');s.async=true;` +
  `if(a.hasAttribute('crossorigin'))s.crossOrigin=a.getAttribute('crossorigin');` +
  `s.onload=s.onerror=ran;a.parentNode.replaceChild(s,a)}}` +
  `function later(){w.requestAnimationFrame(function(){w.requestAnimationFrame(function(){setTimeout(go,0)})})}` +
  `function painted(){var p=[],j;for(j=0;j<m.length;j++)if(m[j].decode)p.push(m[j].decode().catch(function(){}));` +
  `if(p.length&&w.Promise)Promise.all(p).then(later);else later()}` +
  `state('held');for(i=0;i<ev.length;i++)w.addEventListener(ev[i],go,{capture:true,passive:true});setTimeout(go,3000);` +
  `var m=d.querySelectorAll('img[fetchpriority="high"]'),wait=0;` +
  `function one(){if(--wait===0)painted()}` +
  `for(i=0;i<m.length;i++)if(!m[i].complete){wait++;m[i].addEventListener('load',one);m[i].addEventListener('error',one)}` +
  `if(!wait)painted()})()`

/** On <html> once the header's own code listens for presses (behaviours/header-intent.ts). */
export const HEADER_ARMED_ATTRIBUTE = 'data-header-armed'

/** The menu's links, among which the one to the page shown is marked (behaviours/current-page.ts). */
export const MENU_LINK_SELECTOR = '.site-nav__link'

/**
 * Run by the parser right after the header. It marks the menu's link to the page shown
 * (`aria-current="page"`: the layout that renders the menu does not know the page; after a
 * client-side navigation, behaviours/current-page.ts does the same), and sets the colour switch's
 * `aria-pressed` from the palette the theme script chose (palette/switch.ts keeps it in step once
 * the page behaviours are here: a screen reader reads it before any gesture). And until the page's
 * behaviours listen themselves, a press of one of the header's controls (the menu, the search, the
 * colour switch) is kept on <html>, so a tap made while the page is still coming is not lost
 * (behaviours/header-intent.ts gives it again).
 */
export const HEADER_PRESS_SCRIPT =
  `(function(){var d=document,h=d.documentElement,q='[${HEADER_CONTROL_ATTRIBUTE}],[${COLOUR_SWITCH_ATTRIBUTE}]',` +
  `t=function(p){return p.replace(/\\/+$/,'')||'/'},p=t(location.pathname),a=d.querySelectorAll('${MENU_LINK_SELECTOR}'),j,r;` +
  `for(j=0;j<a.length;j++){r=a[j].getAttribute('href')||'';` +
  `if(r.charAt(0)==='/'&&r.charAt(1)!=='/'&&r.indexOf('#')<0&&t(r.split('?')[0])===p)a[j].setAttribute('aria-current','page')}` +
  `a=d.querySelectorAll('[${COLOUR_SWITCH_ATTRIBUTE}]');for(j=0;j<a.length;j++)a[j].setAttribute('aria-pressed',String(h.getAttribute('${PALETTE_ATTRIBUTE}')==='switched'));` +
  `d.addEventListener('click',function(e){if(h.hasAttribute('${HEADER_ARMED_ATTRIBUTE}'))return;` +
  `var c=e.target&&e.target.closest?e.target.closest(q):null,l=d.querySelectorAll(q),i;` +
  `for(i=0;c&&i<l.length;i++)if(l[i]===c)h.setAttribute('${HEADER_PRESSED_ATTRIBUTE}',String(i))},true)})()`
