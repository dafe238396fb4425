import { describe, expect, it } from 'vitest'

import { FORM_CACHE_TTL_MS } from '../constants'
import type { ServerFormDefinition } from '../types'
import { forgetForm, loadForm, type FormSource } from './form-cache'

const form = (id: number, updatedAt: string) => ({ id, title: `Formulaire ${updatedAt}`, updatedAt }) as unknown as ServerFormDefinition

/** A database stand-in that counts the full reads and the version checks a submission costs. */
function source(initial: string | undefined) {
  const db = { version: initial, reads: 0, checks: 0 }
  const s: FormSource = {
    version: async () => {
      db.checks++
      return db.version
    },
    read: async (id) => {
      db.reads++
      await new Promise((r) => setTimeout(r, 5))
      return db.version === undefined ? null : form(id, db.version)
    },
  }
  return { db, s }
}

describe('form definitions in memory', () => {
  it('many submissions arriving at once read the form once', async () => {
    const { db, s } = source('v1')
    const defs = await Promise.all(Array.from({ length: 20 }, () => loadForm(101, s, 1_000)))
    expect(new Set(defs).size).toBe(1)
    expect(db.reads).toBe(1)
  })

  it('an old copy is checked by its date, and read again only when the form changed', async () => {
    const { db, s } = source('v1')
    await loadForm(102, s, 0)
    expect((await loadForm(102, s, FORM_CACHE_TTL_MS + 1))?.title).toBe('Formulaire v1')
    expect([db.reads, db.checks]).toEqual([1, 1])
    // Edited on another instance:
    db.version = 'v2'
    expect((await loadForm(102, s, 2 * FORM_CACHE_TTL_MS + 2))?.title).toBe('Formulaire v2')
    expect([db.reads, db.checks]).toEqual([2, 2])
    // Deleted on another instance:
    db.version = undefined
    expect(await loadForm(102, s, 3 * FORM_CACHE_TTL_MS + 3)).toBeNull()
  })

  it('an edit in this process during a read keeps the older copy out of memory', async () => {
    const { db, s } = source('v1')
    const reading = loadForm(103, s, 0)
    db.version = 'v2'
    forgetForm(103)
    await reading
    expect((await loadForm(103, s, 1))?.title).toBe('Formulaire v2')
  })
})
