import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { blockConfigs, blockConfigsBySlug } from './configs'
import { blockRegistry } from './registry'
import { RenderBlocks } from './RenderBlocks'

describe('block registry', () => {
  it('pairs every block config with a component under the same slug', () => {
    for (const config of blockConfigs) {
      const entry = blockRegistry[config.slug as keyof typeof blockRegistry]
      expect(entry, config.slug).toBeDefined()
      expect(entry.config).toBe(config)
      expect(typeof entry.Component).toBe('function')
    }
    expect(Object.keys(blockRegistry).sort()).toEqual(Object.keys(blockConfigsBySlug).sort())
  })

  it('renders nothing for an unknown block type, logs it, and still renders the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const html = renderToStaticMarkup(
      <RenderBlocks
        blocks={[
          { blockType: 'ghost', id: 'x' },
          { blockType: 'faq', id: 'f', heading: 'Questions', items: [{ question: 'Délai ?', answer: '<b>Deux</b> semaines' }] },
        ]}
      />,
    )
    expect(error).toHaveBeenCalledWith(expect.stringContaining('ghost'))
    expect(html).toContain('Questions')
    // Visitors' and staff's text is rendered as text, never as markup.
    expect(html).toContain('&lt;b&gt;Deux&lt;/b&gt; semaines')
    error.mockRestore()
  })

  it('turns block settings into the attributes the page behaviours use', () => {
    const html = renderToStaticMarkup(
      <RenderBlocks
        blocks={[
          {
            blockType: 'faq',
            id: 'f',
            heading: 'Q',
            items: [{ question: 'a', answer: 'b' }],
            settings: { anchor: 'faq', reveal: 'fade-up', revealDelay: 150, templateId: 102, particles: true },
          },
          { blockType: 'faq', id: 'g', heading: 'R', items: [{ question: 'a', answer: 'b' }], settings: { anchor: '1bad id' } },
        ]}
      />,
    )
    expect(html).toContain('id="faq"')
    expect(html).toContain('data-reveal="fade-up"')
    expect(html).toContain('data-reveal-delay="150"')
    expect(html).toContain('data-theme-template-id="102"')
    expect(html).toContain('data-particles=""')
    expect(html).not.toContain('1bad id')
  })
})
