// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'

import { watchSearchBox, type Typed } from './typed'

/** The server's view as far as the watch reads it: a search box with the value the server wrote, a preview link. */
function serverView(search = '') {
  document.body.innerHTML = `<div id="root"><form><input type="search" name="q" value="${search}"></form><a href="https://youtu.be/x" aria-haspopup="dialog">Vidéo</a></div><button>Ailleurs</button>`
  const root = document.getElementById('root')!
  return { root, box: root.querySelector('input')!, link: root.querySelector('a')! }
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('watchSearchBox', () => {
  it('carries over what was typed before it watched, and the focus (the first sign may be that focus, docs/decisions/080)', () => {
    const { root, box } = serverView('mur')
    box.focus()
    box.value = 'muret'
    const typed: Typed = { search: null, focused: false }
    watchSearchBox(root, typed)
    expect(typed).toEqual({ search: 'muret', focused: true })
  })

  it('carries nothing when the box still holds the server’s value and has no focus', () => {
    const { root } = serverView('mur')
    const typed: Typed = { search: null, focused: false }
    watchSearchBox(root, typed)
    expect(typed).toEqual({ search: null, focused: false })
  })

  it('follows what is typed afterwards, and the focus leaving the box', () => {
    const { root, box } = serverView()
    const typed: Typed = { search: null, focused: false }
    const stop = watchSearchBox(root, typed)
    box.focus()
    box.value = 'fosse'
    box.dispatchEvent(new Event('input', { bubbles: true }))
    expect(typed).toEqual({ search: 'fosse', focused: true })
    document.querySelector('button')!.focus()
    expect(typed.focused).toBe(false)
    stop()
    box.value = 'autre'
    box.dispatchEvent(new Event('input', { bubbles: true }))
    expect(typed.search).toBe('fosse')
  })

  it('holds a plain click on a preview link until the island is live, and lets a new-tab click through', () => {
    const { root, link } = serverView()
    const typed: Typed = { search: null, focused: false }
    watchSearchBox(root, typed)
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.dispatchEvent(plain)
    expect(plain.defaultPrevented).toBe(true)
    expect(typed.preview).toBe('https://youtu.be/x')
    typed.preview = null
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })
    link.dispatchEvent(newTab)
    expect(newTab.defaultPrevented).toBe(false)
    expect(typed.preview).toBeNull()
  })
})
