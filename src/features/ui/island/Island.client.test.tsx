// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** The grid's code as the loader gets it: what it started on, and the clicks it answered. */
const started: HTMLElement[] = []
const answered: string[] = []
let asked = 0
let arrive: () => void = () => {}

vi.mock('./registry', () => ({
  ISLANDS: {
    grid: () => {
      asked++
      return new Promise((resolve) => {
        arrive = () =>
          resolve((root: HTMLElement) => {
            started.push(root)
            const onClick = (event: MouseEvent) => {
              const link = (event.target as Element).closest('a')
              if (!link) return
              event.preventDefault()
              answered.push(link.textContent ?? '')
            }
            root.addEventListener('click', onClick)
            return () => root.removeEventListener('click', onClick)
          })
      })
    },
  },
}))

const { Island } = await import('./Island.client')

const HOLD = 'a.photo, a.filter'

function page() {
  document.body.innerHTML = `<div id="grid-engins"><a class="filter" href="/location-engins?e-filter-engins-type=pelle">Pelles</a><a class="photo" href="/photo.webp">Photo</a></div>`
  return document.getElementById('grid-engins')!
}

/** A plain click, as a visitor's: cancelable, so a held one shows as prevented. */
function click(element: Element) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
  element.dispatchEvent(event)
  return event.defaultPrevented
}

const settle = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)))

beforeEach(() => {
  started.length = 0
  answered.length = 0
  asked = 0
})
afterEach(() => cleanup())

describe('a block whose code waits for the visitor’s first sign', () => {
  it('asks nothing with the page; the first scroll asks once; a click on a held link meanwhile is answered by the code once it is live', async () => {
    const root = page()
    render(<Island name="grid" rootId="grid-engins" data={null} hold={HOLD} atFirstSign />)
    await settle()
    expect(asked).toBe(0)
    expect(root.hasAttribute('data-holding-clicks')).toBe(true)

    window.dispatchEvent(new Event('scroll'))
    window.dispatchEvent(new Event('scroll'))
    expect(asked).toBe(1)
    // The filter is not followed while the code is on the way…
    expect(click(root.querySelector('a.filter')!)).toBe(true)
    expect(answered).toEqual([])

    arrive()
    await settle()
    // …and the code answers it once here.
    expect(started).toEqual([root])
    expect(answered).toEqual(['Pelles'])
    expect(root.hasAttribute('data-holding-clicks')).toBe(false)
  })

  it('a key or a finger is a sign too; the page left before any sign never asks', async () => {
    page()
    const first = render(<Island name="grid" rootId="grid-engins" data={null} hold={HOLD} atFirstSign />)
    await settle()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    expect(asked).toBe(1)
    first.unmount()

    page()
    const second = render(<Island name="grid" rootId="grid-engins" data={null} hold={HOLD} atFirstSign />)
    await settle()
    second.unmount()
    window.dispatchEvent(new Event('scroll'))
    expect(asked).toBe(1)
  })
})

describe('a block whose code comes with the page', () => {
  it('asks at once, with no sign', async () => {
    page()
    render(<Island name="grid" rootId="grid-engins" data={null} hold={HOLD} />)
    await settle()
    expect(asked).toBe(1)
  })
})
