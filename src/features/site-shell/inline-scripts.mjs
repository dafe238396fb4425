// The shell's two inline scripts, as constant text. They must run before the first paint, so they
// cannot wait for a file; the Content-Security-Policy allows them by the hash of this exact text
// (src/server/content-security-policy.mjs, docs/decisions/033). Whatever varies per site (the
// colour switcher's settings) is read from the element's `data-config`, never written into the code,
// or each setting would need its own hash. Plain JavaScript: the production server imports it
// before Next.js is loaded. Plain ES5 inside the strings: they run as the page is parsed.

/** docs/product.md, Shell colour switcher: a cookie holding true/false. */
export const COLOUR_COOKIE = 'vitrine-colour-switched'
export const PALETTE_ATTRIBUTE = 'data-palette'
export const DARK_CLASS = 'dark'

export const REVEAL_ATTRIBUTE = 'data-reveal'
export const REVEALED_ATTRIBUTE = 'data-revealed'
/** `data-revealed` value of elements shown at once because the first screen held them (shell.css: no transition). */
export const REVEALED_FIRST_SCREEN = 'first-screen'

/** The attribute of the theme script's element holding its settings (colour.ts `themeScriptData`). */
export const THEME_SCRIPT_CONFIG_ATTRIBUTE = 'data-config'

const cookieName = COLOUR_COOKIE.replace(/[^\w-]/g, '')

/**
 * Run first thing in <head>: adds `html.js`, then sets `data-palette` and the `dark` class from the
 * visitor's cookie and the configured mode (`e` enabled, `m` default mode, `s` switched palette is
 * dark, `d` default palette is dark), so the right palette is painted at once.
 */
export const THEME_SCRIPT =
  `(function(){var h=document.documentElement;h.classList.add('js');var c={},v=null,p=false,w,s;` +
  `try{c=JSON.parse(document.currentScript.getAttribute('${THEME_SCRIPT_CONFIG_ATTRIBUTE}'))||{}}catch(e){}` +
  `try{var m=document.cookie.match(/(?:^|;\\s*)${cookieName}=([^;]*)/);v=m?m[1].trim():null}catch(e){}` +
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

/** Every inline script the site's own components render (the framework's are marked at render). */
export const SHELL_INLINE_SCRIPTS = [THEME_SCRIPT, FIRST_SCREEN_SCRIPT]
