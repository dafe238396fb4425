import { LinkNode } from '@payloadcms/richtext-lexical'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import { createHeadlessEditor } from '@payloadcms/richtext-lexical/lexical/headless'
import { ListItemNode, ListNode } from '@payloadcms/richtext-lexical/lexical/list'
import { HeadingNode } from '@payloadcms/richtext-lexical/lexical/rich-text'
import { describe, expect, it } from 'vitest'

import { pages } from './content/pages'
import { posts } from './content/posts'
import type { RichLines, SeedBlock } from './content/types'
import { toLexical, toPlainText, type LexicalBlockNode, type LexicalInlineNode, type LexicalTextNode } from './lexical'

const texts = (nodes: LexicalInlineNode[]): LexicalTextNode[] =>
  nodes.flatMap((node) => (node.type === 'text' ? [node] : node.children))

function allTextNodes(blocks: LexicalBlockNode[]): LexicalTextNode[] {
  return blocks.flatMap((block) =>
    block.type === 'list' ? block.children.flatMap((item) => texts(item.children)) : texts(block.children),
  )
}

describe('toLexical', () => {
  it('wraps everything in a root node', () => {
    const state = toLexical(['Bonjour'])
    expect(state.root).toMatchObject({ type: 'root', format: '', indent: 0, version: 1, direction: 'ltr' })
  })

  it('turns "## " and "### " into h2 and h3 headings', () => {
    const { children } = toLexical(['## Nos travaux', '### Détail']).root
    expect(children[0]).toMatchObject({ type: 'heading', tag: 'h2', version: 1 })
    expect(children[1]).toMatchObject({ type: 'heading', tag: 'h3' })
    expect(allTextNodes(children).map((n) => n.text)).toEqual(['Nos travaux', 'Détail'])
  })

  it('groups consecutive "- " lines into one bullet list numbered from 1', () => {
    const { root } = toLexical(['Intro', '- un', '- deux', '- trois', 'Fin', '- seul'])
    expect(root.children.map((n) => n.type)).toEqual(['paragraph', 'list', 'paragraph', 'list'])
    const list = root.children[1]
    if (list?.type !== 'list') throw new Error('expected a list')
    expect(list).toMatchObject({ listType: 'bullet', tag: 'ul', start: 1, version: 1 })
    expect(list.children.map((item) => item.type)).toEqual(['listitem', 'listitem', 'listitem'])
    expect(list.children.map((item) => item.value)).toEqual([1, 2, 3])
    expect(texts(list.children[2]?.children ?? [])[0]?.text).toBe('trois')
  })

  it('ends a list on a blank line without adding an empty paragraph', () => {
    const { root } = toLexical(['- a', '', '- b'])
    expect(root.children.map((n) => n.type)).toEqual(['list', 'list'])
  })

  it('writes text nodes in the exact shape Lexical exports', () => {
    const paragraph = toLexical(['Simple texte']).root.children[0]
    expect(paragraph).toEqual({
      type: 'paragraph',
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
      textFormat: 0,
      textStyle: '',
      children: [{ type: 'text', detail: 0, format: 0, mode: 'normal', style: '', text: 'Simple texte', version: 1 }],
    })
  })

  it('marks **bold** runs with format 1', () => {
    const paragraph = toLexical(['Un **décapage soigné** du terrain']).root.children[0]
    if (paragraph?.type !== 'paragraph') throw new Error('expected a paragraph')
    expect(paragraph.children.map((n) => (n.type === 'text' ? [n.text, n.format] : null))).toEqual([
      ['Un ', 0],
      ['décapage soigné', 1],
      [' du terrain', 0],
    ])
  })

  it('takes the paragraph textFormat from its first text, as the Lexical reconciler does', () => {
    const paragraph = toLexical(['**Gras** puis normal']).root.children[0]
    expect(paragraph).toMatchObject({ type: 'paragraph', textFormat: 1 })
  })

  it('turns [label](url) into a custom link node', () => {
    const paragraph = toLexical(['Voir la page [assainissement](/services/assainissement).']).root.children[0]
    if (paragraph?.type !== 'paragraph') throw new Error('expected a paragraph')
    const [before, link, after] = paragraph.children
    expect(before).toMatchObject({ type: 'text', text: 'Voir la page ' })
    expect(link).toEqual({
      type: 'link',
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 3,
      fields: { linkType: 'custom', url: '/services/assainissement', newTab: false },
      children: [{ type: 'text', detail: 0, format: 0, mode: 'normal', style: '', text: 'assainissement', version: 1 }],
    })
    expect(after).toMatchObject({ type: 'text', text: '.' })
  })

  it('supports bold links, links in list items and headings', () => {
    const { root } = toLexical(['## Voir [ici](/devis)', '- **[Devis](/devis)** gratuit'])
    const heading = root.children[0]
    if (heading?.type !== 'heading') throw new Error('expected a heading')
    expect(heading.children[1]).toMatchObject({ type: 'link', fields: { url: '/devis' } })
    const list = root.children[1]
    if (list?.type !== 'list') throw new Error('expected a list')
    const link = list.children[0]?.children[0]
    expect(link).toMatchObject({ type: 'link', children: [{ text: 'Devis', format: 1 }] })
  })

  it('leaves unmatched markers as literal text', () => {
    expect(allTextNodes(toLexical(['Prix ** à voir']).root.children).map((n) => n.text)).toEqual(['Prix ** à voir'])
  })

  it('survives a JSON round trip unchanged (no undefined or functions)', () => {
    const state = toLexical(['## Titre', 'Un [lien](/contact) et **du gras**', '- a', '- b'])
    expect(JSON.parse(JSON.stringify(state))).toEqual(state)
  })
})

describe('toPlainText', () => {
  it('drops the markup and keeps the words, one block per line', () => {
    expect(toPlainText(['## Titre', 'Un [lien](/contact) et **du gras**', '', '- élément'])).toBe(
      'Titre\nUn lien et du gras\nélément',
    )
  })
})

describe('demo rich text', () => {
  const richLines: { where: string; lines: RichLines }[] = [
    ...posts.map((post) => ({ where: `post ${post.slug}`, lines: post.content })),
    ...pages.flatMap((page) =>
      page.layout.flatMap((block: SeedBlock) =>
        block.blockType === 'richText' || block.blockType === 'imageText'
          ? [{ where: `page ${page.slug} (${block.blockType})`, lines: block.content }]
          : [],
      ),
    ),
  ]

  it.each(richLines)('$where converts without leftover markup', ({ lines }) => {
    const words = allTextNodes(toLexical(lines).root.children).map((n) => n.text)
    for (const text of words) {
      expect(text).not.toMatch(/\*\*|\]\(|^#{1,6} /)
    }
    expect(toPlainText(lines)).not.toMatch(/\*\*|\]\(/)
  })
})

describe('compatibility with the installed Lexical and Payload', () => {
  // Payload's own LinkNode (with `fields`), not @lexical/link's: that is what the admin editor registers.
  const editor = createHeadlessEditor({
    nodes: [HeadingNode, ListNode, ListItemNode, LinkNode],
    onError: (error) => {
      throw error
    },
  })

  const sample = ['## Titre', 'Un [lien](/contact) et **du gras**', '- un', '- deux **gras**', '### Sous-titre']

  it('loads into a Lexical editor and exports back unchanged', () => {
    const documents = [sample, ...posts.map((p) => p.content)]
    for (const lines of documents) {
      const state = toLexical(lines)
      const reloaded = editor.parseEditorState(JSON.stringify(state)).toJSON()
      expect(JSON.parse(JSON.stringify(reloaded))).toEqual(state)
    }
  })

  it("renders with Payload's HTML converter", () => {
    const html = convertLexicalToHTML({
      data: toLexical(sample) as unknown as Parameters<typeof convertLexicalToHTML>[0]['data'],
    })
    expect(html).toContain('<h2>Titre</h2>')
    expect(html).toContain('<a href="/contact">lien</a>')
    expect(html).toContain('<strong>du gras</strong>')
    expect(html).toMatch(/<ul class="list-bullet"><li[^>]*value="1"[^>]*>un<\/li>/)
    expect(html).toContain('<h3>Sous-titre</h3>')
  })
})
