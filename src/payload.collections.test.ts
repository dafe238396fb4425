import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { collections, globals } from './payload.collections'

/**
 * What staff read in the back office: a list (array) or a list of sections (blocks) without its own
 * `labels` gets names Payload makes from the field's name, in English (« Ajouter Item », « Ajouter
 * Link »). Read before Payload builds the config, which fills them in.
 */
type Found = { path: string; what: string }

function walk(fields: readonly Field[], path: string, found: Found[], seen: Set<unknown>) {
  for (const field of fields) {
    const name = 'name' in field && field.name ? `${path}.${field.name}` : path
    if (field.type === 'array' || field.type === 'blocks') {
      const labels = field.labels as { singular?: unknown; plural?: unknown } | undefined
      if (typeof labels?.singular !== 'string' || typeof labels?.plural !== 'string') found.push({ path: name, what: `${field.type} sans libellés` })
    }
    if (field.type === 'blocks') for (const block of field.blocks) walkBlock(block, `${name}[${block.slug}]`, found, seen)
    if ('fields' in field && Array.isArray(field.fields)) walk(field.fields, name, found, seen)
    if (field.type === 'tabs') for (const tab of field.tabs) walk(tab.fields, 'name' in tab && tab.name ? `${name}.${tab.name}` : name, found, seen)
  }
}

function walkBlock(block: Block, path: string, found: Found[], seen: Set<unknown>) {
  // A block is shared by pages, popups and panels: read once.
  if (seen.has(block)) return
  seen.add(block)
  const labels = block.labels as { singular?: unknown; plural?: unknown } | undefined
  if (typeof labels?.singular !== 'string' || typeof labels?.plural !== 'string') found.push({ path, what: 'bloc sans libellés' })
  walk(block.fields, path, found, seen)
}

describe('the back office names every list in French', () => {
  it('gives each list and each section type its own singular and plural', () => {
    const found: Found[] = []
    const seen = new Set<unknown>()
    for (const collection of collections) walk(collection.fields, collection.slug, found, seen)
    for (const global of globals) walk(global.fields, global.slug, found, seen)
    expect(found).toEqual([])
  })
})
