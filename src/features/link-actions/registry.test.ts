// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { encodeActionHash } from '../../lib/hash'

import { getLinkAction, registerLinkAction, runActionHash, runLinkAction } from './registry'

const context = { trigger: null, event: null }

afterEach(() => {
  vi.restoreAllMocks()
})

describe('link-action registry', () => {
  it('holds only what features registered, under the spec’s names', () => {
    // The lightbox and reload-page are the lightbox's and the site shell's to register.
    expect(getLinkAction('lightbox')).toBeUndefined()
    const unregister = registerLinkAction('lightbox', () => {})
    expect(getLinkAction('lightbox')).toBeTypeOf('function')
    unregister()
    expect(getLinkAction('toString')).toBeUndefined()
    expect(getLinkAction('constructor')).toBeUndefined()
  })

  it('says which of the spec’s actions this page lacks, apart from unknown names', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(runLinkAction('off_canvas:close', {}, context)).toBe(false)
    expect(warn).toHaveBeenCalledWith('Action de lien « off_canvas:close » indisponible sur cette page.')
    expect(runLinkAction('teleport', {}, context)).toBe(false)
    expect(warn).toHaveBeenLastCalledWith('Action de lien inconnue : « teleport ».')
  })

  it('runs a registered action with its settings, and can unregister it', () => {
    const handler = vi.fn()
    const unregister = registerLinkAction('popup:open', handler)
    expect(runLinkAction('popup:open', { id: 7 }, context)).toBe(true)
    expect(handler).toHaveBeenCalledWith({ id: 7 }, context)
    unregister()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(runLinkAction('popup:open', {}, context)).toBe(false)
    expect(warn).toHaveBeenCalledOnce()
  })

  it('warns and does nothing for an unknown action', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(runLinkAction('teleport', {}, context)).toBe(false)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('teleport'))
  })

  it('contains a throwing or rejecting handler', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    registerLinkAction('off_canvas:toggle', () => {
      throw new Error('boom')
    })
    registerLinkAction('off_canvas:open', () => Promise.reject(new Error('later')))
    expect(() => runLinkAction('off_canvas:toggle', {}, context)).not.toThrow()
    runLinkAction('off_canvas:open', {}, context)
    await Promise.resolve()
    await Promise.resolve()
    expect(error).toHaveBeenCalledTimes(2)
  })

  it('runs the action of a hash in either format, and reports non-action hashes', () => {
    const handler = vi.fn()
    registerLinkAction('popup:close', handler)
    expect(runActionHash(encodeActionHash('popup:close', { do_not_show_again: 'yes' }), context)).toBe(true)
    const elementor = `#${encodeURIComponent(`elementor-action:action=popup:close&settings=${btoa('{"id":"3"}')}`)}`
    expect(runActionHash(elementor, context)).toBe(true)
    expect(handler.mock.calls.map((call) => call[0])).toEqual([{ do_not_show_again: 'yes' }, { id: '3' }])
    expect(runActionHash('#contenu', context)).toBe(false)
    // A broken action hash is swallowed (true) so it is never treated as an anchor.
    expect(runActionHash('#action-popup:close?settings=%%%', context)).toBe(true)
    expect(handler).toHaveBeenCalledTimes(2)
  })
})
