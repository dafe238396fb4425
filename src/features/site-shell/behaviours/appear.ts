/**
 * What the page does by itself as it scrolls, without a gesture of the visitor: lazy backgrounds,
 * reveal animations and particles. Fetched only by a page that holds one of them (start.ts,
 * docs/decisions/073).
 */
import { installLazyBackgrounds, type Installed } from './lazy-backgrounds'
import { installParticles } from './particles'
import { installReveal } from './reveal'

export function installAppearances(particlesScriptUrl: string | null): Installed {
  const installed: Installed[] = [installLazyBackgrounds(), installReveal(), installParticles(particlesScriptUrl)]
  const appear: Installed = {
    scan(root) {
      for (const behaviour of installed) behaviour.scan(root)
    },
    disconnect() {
      for (const behaviour of installed) behaviour.disconnect()
    },
  }
  appear.scan(document)
  return appear
}
