import type { RichLines } from './content/types'

/*
 * Builds the JSON that @payloadcms/richtext-lexical stores, without booting an editor. The node
 * shapes mirror what the nodes' own exportJSON() produce (lexical 0.50, Payload 3.90): the editor
 * reloads these documents as if a person had typed them, and the HTML/JSX converters accept them.
 */

export const TEXT_FORMAT_BOLD = 1

export type LexicalTextNode = {
  type: 'text'
  detail: 0
  format: number
  mode: 'normal'
  style: ''
  text: string
  version: 1
}

type ElementBase = { direction: 'ltr'; format: ''; indent: 0; version: number }

export type LexicalLinkNode = ElementBase & {
  type: 'link'
  children: LexicalTextNode[]
  fields: { linkType: 'custom'; url: string; newTab: boolean }
}

export type LexicalInlineNode = LexicalTextNode | LexicalLinkNode

export type LexicalParagraphNode = ElementBase & {
  type: 'paragraph'
  children: LexicalInlineNode[]
  textFormat: number
  textStyle: ''
}

export type LexicalHeadingNode = ElementBase & {
  type: 'heading'
  tag: 'h2' | 'h3'
  children: LexicalInlineNode[]
}

export type LexicalListItemNode = ElementBase & {
  type: 'listitem'
  value: number
  children: LexicalInlineNode[]
}

export type LexicalListNode = ElementBase & {
  type: 'list'
  listType: 'bullet'
  start: 1
  tag: 'ul'
  children: LexicalListItemNode[]
}

export type LexicalBlockNode = LexicalParagraphNode | LexicalHeadingNode | LexicalListNode

export type LexicalEditorState = {
  root: {
    type: 'root'
    format: ''
    indent: 0
    version: 1
    direction: 'ltr'
    children: LexicalBlockNode[]
  }
}

const element = { direction: 'ltr', format: '', indent: 0 } as const

const textNode = (text: string, format: number): LexicalTextNode => ({
  type: 'text',
  detail: 0,
  format,
  mode: 'normal',
  style: '',
  text,
  version: 1,
})

// One pass over a line: **bold** and [label](url). Anything unmatched (a lone "**") stays literal.
const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g

function parseInline(source: string, format: number, allowLinks: boolean): LexicalInlineNode[] {
  const nodes: LexicalInlineNode[] = []
  let last = 0
  const push = (text: string) => {
    if (text) nodes.push(textNode(text, format))
  }
  for (const match of source.matchAll(INLINE)) {
    const [whole, bold, label, url] = match
    const index = match.index ?? 0
    if (bold === undefined && !allowLinks) continue
    push(source.slice(last, index))
    last = index + whole.length
    if (bold !== undefined) {
      nodes.push(...parseInline(bold, format | TEXT_FORMAT_BOLD, allowLinks))
    } else if (label !== undefined && url !== undefined) {
      nodes.push({
        ...element,
        type: 'link',
        version: 3,
        fields: { linkType: 'custom', url, newTab: false },
        // Link labels may be bold, but a link never nests another link.
        children: parseInline(label, format, false).filter((n): n is LexicalTextNode => n.type === 'text'),
      })
    }
  }
  push(source.slice(last))
  return nodes
}

const inline = (source: string) => parseInline(source, 0, true)

const firstTextFormat = (children: LexicalInlineNode[]) => {
  const first = children[0]
  if (!first) return 0
  return first.type === 'text' ? first.format : (first.children[0]?.format ?? 0)
}

type LineKind = { kind: 'h2' | 'h3' | 'li' | 'p'; body: string }

function classify(line: string): LineKind {
  if (line.startsWith('### ')) return { kind: 'h3', body: line.slice(4) }
  if (line.startsWith('## ')) return { kind: 'h2', body: line.slice(3) }
  if (line.startsWith('- ')) return { kind: 'li', body: line.slice(2) }
  return { kind: 'p', body: line }
}

/** Turns the seed's markdown-like lines into a Lexical editor state (see RichLines). */
export function toLexical(lines: RichLines): LexicalEditorState {
  const children: LexicalBlockNode[] = []
  let list: LexicalListNode | null = null

  for (const raw of lines) {
    const line = raw.trim()
    if (!line) {
      // A blank line ends a list, like in markdown, and adds no empty paragraph.
      list = null
      continue
    }
    const { kind, body } = classify(line)
    if (kind === 'li') {
      if (!list) {
        list = { ...element, type: 'list', listType: 'bullet', start: 1, tag: 'ul', version: 1, children: [] }
        children.push(list)
      }
      list.children.push({
        ...element,
        type: 'listitem',
        value: list.children.length + 1,
        version: 1,
        children: inline(body),
      })
      continue
    }
    list = null
    if (kind === 'h2' || kind === 'h3') {
      children.push({ ...element, type: 'heading', tag: kind, version: 1, children: inline(body) })
    } else {
      const content = inline(body)
      children.push({
        ...element,
        type: 'paragraph',
        version: 1,
        textFormat: firstTextFormat(content),
        textStyle: '',
        children: content,
      })
    }
  }

  return { root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children } }
}

function stripInline(source: string): string {
  return source.replace(INLINE, (_whole: string, bold?: string, label?: string) =>
    bold !== undefined ? stripInline(bold) : stripInline(label ?? ''),
  )
}

/** The words of the lines without markup, one line per block, for search indexing and excerpts. */
export function toPlainText(lines: RichLines): string {
  return lines
    .map((raw) => raw.trim())
    .filter(Boolean)
    .map((line) => stripInline(classify(line).body))
    .join('\n')
}
