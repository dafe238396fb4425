// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

import { MEDIA_LINK } from '../../grid/constants'
import { HOLDING_ATTRIBUTE, holdPresses } from './hold-presses'

const holdEarlyClicks = (root: HTMLElement) => holdPresses(root, MEDIA_LINK)

/** A grid as the server renders it: a photo, a video, a filter link. */
function grid() {
  const root = document.createElement('div')
  root.innerHTML = `
    <a class="grid-item__link" data-type="image" href="/api/media/file/fouille-large.webp"><span>Fouille</span></a>
    <a class="grid-item__link" data-type="youtube" href="https://www.youtube.com/watch?v=aqz-KE-bpKQ">Vidéo</a>
    <a class="grid-filter" href="/galerie?e-filter-galerie-service=vrd">VRD</a>`
  document.body.append(root)
  const [photo, video, filter] = [...root.querySelectorAll('a')] as HTMLAnchorElement[]
  return { root, photo: photo!, video: video!, filter: filter! }
}

/** Clicks as the browser dispatches them, returning whether the default (following the link) was prevented. */
const click = (target: Element, init: MouseEventInit = {}) =>
  !target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }))

afterEach(() => {
  document.body.innerHTML = ''
})

describe('a click on the grid before its island is live', () => {
  it('is held on a photo or a video (the page stays), and the last one goes to the island once it is live', () => {
    const { root, photo, video } = grid()
    const early = holdEarlyClicks(root)
    expect(root.hasAttribute(HOLDING_ATTRIBUTE)).toBe(true)
    expect(click(photo.querySelector('span')!)).toBe(true)
    expect(click(video)).toBe(true)

    const island = vi.fn((event: MouseEvent) => event.preventDefault())
    root.addEventListener('click', (event) => island(event))
    early.release()
    expect(island).toHaveBeenCalledTimes(1)
    expect((island.mock.calls[0]![0].target as Element).closest('a')).toBe(video)
    expect(root.hasAttribute(HOLDING_ATTRIBUTE)).toBe(false)
    // Once released, clicks are the island's alone.
    expect(click(photo)).toBe(true)
    expect(island).toHaveBeenCalledTimes(2)
  })

  it('leaves a filter link, a middle click and a modified click to the browser', () => {
    const { root, photo, filter } = grid()
    holdEarlyClicks(root)
    expect(click(filter)).toBe(false)
    expect(click(photo, { button: 1 })).toBe(false)
    expect(click(photo, { ctrlKey: true })).toBe(false)
    expect(click(photo, { metaKey: true })).toBe(false)
    expect(click(photo, { shiftKey: true })).toBe(false)
  })

  it('gives nothing when nothing was clicked, or when the item left the page meanwhile', () => {
    const { root, photo } = grid()
    const island = vi.fn()
    root.addEventListener('click', island)
    holdEarlyClicks(root).release()
    expect(island).not.toHaveBeenCalled()

    const early = holdEarlyClicks(root)
    click(photo)
    island.mockClear()
    photo.remove()
    early.release()
    expect(island).not.toHaveBeenCalled()
  })

  it('drops the held click when the grid leaves the page', () => {
    const { root, photo } = grid()
    const early = holdEarlyClicks(root)
    click(photo)
    const island = vi.fn()
    root.addEventListener('click', island)
    early.drop()
    expect(island).not.toHaveBeenCalled()
    expect(root.hasAttribute(HOLDING_ATTRIBUTE)).toBe(false)
  })
})

describe('a press on a form’s control before its code is live', () => {
  function form() {
    const root = document.createElement('form')
    root.innerHTML = `
      <button type="button" data-row-add>Ajouter une ligne</button>
      <button type="submit">Envoyer</button>`
    document.body.append(root)
    const [add, send] = [...root.querySelectorAll('button')] as HTMLButtonElement[]
    return { root, add: add!, send: send! }
  }

  it('is held on the controls named, and given to the code once it is live; Send stays the browser’s', () => {
    const { root, add, send } = form()
    const early = holdPresses(root, '[data-row-add]')
    expect(click(add)).toBe(true)
    root.addEventListener('submit', (event) => event.preventDefault())
    expect(click(send)).toBe(false)
    const code = vi.fn()
    root.addEventListener('click', (event) => code((event.target as Element).textContent))
    early.release()
    expect(code).toHaveBeenCalledWith('Ajouter une ligne')
  })

  it('is pressed again when the code never came, with nothing holding it then (a link is followed so)', () => {
    const { root, add } = form()
    const early = holdPresses(root, '[data-row-add]')
    click(add)
    const pressed = vi.fn((event: MouseEvent) => event.defaultPrevented)
    add.addEventListener('click', pressed)
    early.abandon()
    expect(pressed).toHaveBeenCalledTimes(1)
    expect(pressed).toHaveReturnedWith(false)
    expect(root.hasAttribute(HOLDING_ATTRIBUTE)).toBe(false)
  })
})
