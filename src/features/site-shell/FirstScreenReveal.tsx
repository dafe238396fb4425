import { FIRST_SCREEN_SCRIPT, SCRIPTS_AFTER_HERO, SCRIPTS_AFTER_HERO_ID } from './inline-scripts.mjs'

/**
 * Render right after <main>: reveals at once what the first screen holds (behaviours/reveal.ts).
 * Constant code, allowed by its hash (docs/decisions/033).
 */
export function FirstScreenReveal() {
  return <script id="vitrine-first-screen" dangerouslySetInnerHTML={{ __html: FIRST_SCREEN_SCRIPT }} />
}

/**
 * Render last in <body>: asks for the framework's script files once the first screen is painted
 * (docs/decisions/059). Its presence is what tells the server to hold those files back, so a page
 * without it (the back office) loads them as usual. Constant code, allowed by its hash.
 */
export function ScriptsAfterHero() {
  return <script id={SCRIPTS_AFTER_HERO_ID} dangerouslySetInnerHTML={{ __html: SCRIPTS_AFTER_HERO }} />
}
