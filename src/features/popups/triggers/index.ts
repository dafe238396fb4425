/**
 * A popup's triggers (spec §5 "Triggers"; issue list: on load, scroll, scroll to an element, clicks,
 * inactivity, exit intent, the open selector) as one typed registry. The first one to fire opens the
 * popup and every trigger of that popup is then destroyed, so it opens once per page.
 */
import { clicks, exitIntent, openSelector } from './pointer'
import { scroll, scrollToElement } from './scroll'
import { inactivity, load } from './timing'
import type { Trigger, TriggerEnv } from './types'

export const TRIGGERS = { load, scroll, scrollToElement, clicks, inactivity, exitIntent, openSelector } as const

type Settings<T> = T extends Trigger<infer S> ? S : never
export type PopupTriggers = { [K in keyof typeof TRIGGERS]?: Settings<(typeof TRIGGERS)[K]> }

export function attachTriggers(triggers: PopupTriggers, env: TriggerEnv, open: () => void): () => void {
  const stops: (() => void)[] = []
  let done = false
  const stopAll = () => {
    done = true
    for (const stop of stops.splice(0)) stop()
  }
  const fire = () => {
    if (done) return
    stopAll()
    open()
  }
  for (const name of Object.keys(TRIGGERS) as (keyof typeof TRIGGERS)[]) {
    const settings = triggers[name]
    if (settings === undefined || done) continue
    const trigger = TRIGGERS[name] as Trigger<typeof settings>
    stops.push(trigger(settings, env, fire))
  }
  if (done) stopAll()
  return stopAll
}

export type { TriggerEnv } from './types'
