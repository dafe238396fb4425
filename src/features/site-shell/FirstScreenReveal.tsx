import { FIRST_SCREEN_SOURCE } from './behaviours/reveal'

/** Render right after <main>: reveals at once what the first screen holds (behaviours/reveal.ts). */
export function FirstScreenReveal() {
  return <script id="vitrine-first-screen" dangerouslySetInnerHTML={{ __html: FIRST_SCREEN_SOURCE }} />
}
