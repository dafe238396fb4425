import { FIRST_SCREEN_SCRIPT } from './inline-scripts.mjs'

/**
 * Render right after <main>: reveals at once what the first screen holds (behaviours/reveal.ts).
 * Constant code, allowed by its hash (docs/decisions/033).
 */
export function FirstScreenReveal() {
  return <script id="vitrine-first-screen" dangerouslySetInnerHTML={{ __html: FIRST_SCREEN_SCRIPT }} />
}
