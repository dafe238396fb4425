/**
 * A click on a link or a button while the code that handles it is still on the way: without this
 * the browser would follow the link at once (leave the page for an image's file, jump to an anchor
 * without the sticky header's offset, reload a page the router would have shown), or the press
 * would do nothing (a form's « Ajouter une ligne », whose code is not there yet). The last click
 * that `pick` names an element for is held; `release` gives it again, with its button and keys,
 * once the code is here; `abandon` does what the element says after all (the code never came: a
 * link is followed, a button pressed, as a plain click); `drop` forgets it (the part of the page is
 * gone). A click a handler already took is never held.
 */
export type EarlyClicks = { release(): void; abandon(): void; drop(): void }

/** A primary click without a modifier key: the one a link's own behaviour answers. */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

type Held = { el: HTMLElement; type: string; init: MouseEventInit }

/** `pick` names the link or button a click (or a middle button's auxclick) belongs to, when it is one to hold. */
export function holdEarlyClicks(
  root: Element | Document,
  pick: (target: Element, event: MouseEvent) => HTMLElement | null,
  onStop: () => void = () => {},
): EarlyClicks {
  let held: Held | null = null
  const onClick = (event: Event) => {
    if (!(event instanceof MouseEvent) || event.defaultPrevented || !(event.target instanceof Element)) return
    const el = pick(event.target, event)
    if (!el) return
    event.preventDefault()
    const { button, ctrlKey, metaKey, shiftKey, altKey } = event
    held = { el, type: event.type, init: { bubbles: true, cancelable: true, button, ctrlKey, metaKey, shiftKey, altKey } }
  }
  const types = ['click', 'auxclick']
  for (const type of types) root.addEventListener(type, onClick)
  const stop = () => {
    for (const type of types) root.removeEventListener(type, onClick)
    onStop()
    const click = held
    held = null
    return click?.el.isConnected ? click : null
  }
  return {
    release: () => {
      const click = stop()
      click?.el.dispatchEvent(new MouseEvent(click.type, click.init))
    },
    // Clicked again with nothing holding it: a link is followed (in its target), a button pressed.
    abandon: () => stop()?.el.click(),
    drop: () => void stop(),
  }
}
