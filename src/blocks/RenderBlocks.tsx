import type { ComponentType } from 'react'

import type { BlockContext } from './context'
import { blockRegistry, isKnownBlock } from './registry'

/**
 * Renders a page's sections. A block whose type has no component (removed feature, data from a
 * newer version) renders nothing and is logged: one bad section must never take the page down.
 */
export function RenderBlocks({ blocks, context }: { blocks: unknown[] | null | undefined; context?: BlockContext }) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, index) => {
        const type = (block as { blockType?: unknown })?.blockType
        if (!isKnownBlock(type)) {
          console.error(`Bloc inconnu ignoré : ${String(type)}`)
          return null
        }
        const Component = blockRegistry[type].Component as ComponentType<{ block: unknown; index: number; context?: BlockContext }>
        const key = (block as { id?: string }).id ?? `${type}-${index}`
        return <Component key={key} block={block} index={index} context={context} />
      })}
    </>
  )
}
