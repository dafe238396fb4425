/**
 * A click on a link while the code that handles it is still on the way: without this the browser
 * would follow the link at once (leave the page for an image's file, jump to an anchor without the
 * sticky header's offset, reload a page the router would have shown). The last click that `pick`
 * names a link for is held; `release` gives it again, with its button and keys, once the code is
 * here; `abandon` does what the link says after all (the code never came); `drop` forgets it (the
 * part of the page is gone). A click a handler already took is never held.
 */
export type EarlyClicks = { release(): void; abandon(): void; drop(): void }

/** A primary click without a modifier key: the one a link's own behaviour answers. */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

type Held = { link: HTMLAnchorElement; type: string; init: MouseEventInit }

/** `pick` names the link a click (or a middle button's auxclick) belongs to, when it is one to hold. */
export function holdEarlyClicks(
  root: Element | Document,
  pick: (target: Element, event: MouseEvent) => HTMLAnchorElement | null,
  onStop: () => void = () => {},
): EarlyClicks {
  let held: Held | null = null
  const onClick = (event: Event) => {
    if (!(event instanceof MouseEvent) || event.defaultPrevented || !(event.target instanceof Element)) return
    const link = pick(event.target, event)
    if (!link) return
    event.preventDefault()
    const { button, ctrlKey, metaKey, shiftKey, altKey } = event
    held = { link, type: event.type, init: { bubbles: true, cancelable: true, button, ctrlKey, metaKey, shiftKey, altKey } }
  }
  const types = ['click', 'auxclick']
  for (const type of types) root.addEventListener(type, onClick)
  const stop = () => {
    for (const type of types) root.removeEventListener(type, onClick)
    onStop()
    const click = held
    held = null
    return click?.link.isConnected ? click : null
  }
  return {
    release: () => {
      const click = stop()
      click?.link.dispatchEvent(new MouseEvent(click.type, click.init))
    },
    abandon: () => {
      const click = stop()
      if (click) window.location.assign(click.link.href)
    },
    drop: () => void stop(),
  }
}
