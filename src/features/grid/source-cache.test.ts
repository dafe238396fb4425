import { beforeEach, describe, expect, it, vi } from 'vitest'

import { clearContentCaches } from '@/lib/content-caches'

import { GRID_SOURCE_TTL_MS, rememberedSource } from './source-cache'
import type { SourceContents } from './sources/types'

const contents = (title: string): SourceContents => ({ items: [{ title } as never], taxonomies: { service: { label: 'Services', terms: [{ slug: 'vrd', name: 'VRD' }] } } })

beforeEach(() => clearContentCaches())

describe('a grid’s source kept between requests', () => {
  it('is read once for the requests that follow, and again once it is older than its time to live', async () => {
    const load = vi.fn(async () => contents('Fouille'))
    const t0 = 1_000_000
    await rememberedSource('machines', load, t0)
    await rememberedSource('machines', load, t0 + GRID_SOURCE_TTL_MS - 1)
    expect(load).toHaveBeenCalledTimes(1)
    await rememberedSource('machines', load, t0 + GRID_SOURCE_TTL_MS)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('shares one read between requests arriving while it runs, and keeps each source apart', async () => {
    let finish: (value: SourceContents) => void = () => {}
    const load = vi.fn(() => new Promise<SourceContents>((resolve) => (finish = resolve)))
    const first = rememberedSource('media', load)
    const second = rememberedSource('media', load)
    finish(contents('Tranchée'))
    expect(await first).toBe(await second)
    expect(load).toHaveBeenCalledTimes(1)
    await rememberedSource('posts', async () => contents('Article'))
    expect((await rememberedSource('media', load)).items[0]).toMatchObject({ title: 'Tranchée' })
  })

  it('is dropped by a content change, so the next request reads what was saved', async () => {
    await rememberedSource('posts', async () => contents('Avant'))
    clearContentCaches()
    expect((await rememberedSource('posts', async () => contents('Après'))).items[0]).toMatchObject({ title: 'Après' })
  })

  it('does not keep a failed read', async () => {
    await expect(rememberedSource('portfolio', async () => Promise.reject(new Error('base indisponible')))).rejects.toThrow('base indisponible')
    expect((await rememberedSource('portfolio', async () => contents('Revenue'))).items[0]).toMatchObject({ title: 'Revenue' })
  })

  it('cannot be reordered in place by one view for the others', async () => {
    const kept = await rememberedSource('media', async () => ({ ...contents('B'), items: [{ title: 'B' }, { title: 'A' }] as never }))
    expect(() => (kept.items as { title: string }[]).sort((a, b) => a.title.localeCompare(b.title))).toThrow(TypeError)
    expect(() => (kept.taxonomies.service!.terms as unknown[]).push({})).toThrow(TypeError)
  })
})
