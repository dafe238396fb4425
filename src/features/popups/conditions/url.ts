import type { Condition } from './context'

export type UrlSettings = { url: string; regex: boolean; action: 'show' | 'hide' }

/** Compiles staff's pattern; null when it is not one. */
function pattern(source: string): RegExp | null {
  try {
    return new RegExp(source)
  } catch {
    return null
  }
}

/**
 * url (spec §5): the referrer contains the text, or matches the pattern; "hide" inverts. An invalid
 * pattern fails whatever the action: a popup that cannot be judged is not shown.
 */
export const url: Condition<UrlSettings> = {
  check: (settings, visit) => {
    if (!settings.url) return true
    let matched: boolean
    if (settings.regex) {
      const compiled = pattern(settings.url)
      if (!compiled) return false
      matched = compiled.test(visit.referrer)
    } else matched = visit.referrer.includes(settings.url)
    return settings.action === 'hide' ? !matched : matched
  },
  problem: (settings) => (settings.regex && settings.url && !pattern(settings.url) ? `L’expression régulière « ${settings.url.slice(0, 80)} » est invalide : la fenêtre ne s’affichera pas.` : null),
}
