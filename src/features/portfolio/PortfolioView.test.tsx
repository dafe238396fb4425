import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { normaliseAttributes } from './attributes'
import { PortfolioView, type PortfolioViewProps } from './PortfolioView'
import type { WpPortfolioItem } from './types'
import { INITIAL_VIEW } from './url-state'

const item = (id: number, patch: Partial<WpPortfolioItem> = {}) =>
  ({
    id,
    slug: `r-${id}`,
    title: { rendered: `Réalisation ${id}` },
    link: '',
    'portfolio-type': 'image',
    'astra-site-type': '',
    'astra-site-url': '',
    'astra-site-open-in-new-tab': '',
    'astra-site-open-portfolio-in': 'iframe',
    'portfolio-video-url': '',
    'lightbox-image-url': `/api/media/file/r-${id}.webp`,
    'thumbnail-image-url': `/api/media/file/r-${id}-800x600.webp`,
    'thumbnail-image-meta': { alt: `Photo ${id}`, width: 800, height: 600 },
    'astra-portfolio-categories': [],
    'astra-portfolio-other-categories': [],
    'astra-portfolio-tags': [],
    ...patch,
  }) as WpPortfolioItem

function html(patch: Partial<PortfolioViewProps> = {}, attributes: Record<string, unknown> = {}) {
  return renderToStaticMarkup(
    <PortfolioView
      attributes={normaliseAttributes({ allText: 'Tous', 'load-more-text': 'Voir plus', ...attributes })}
      path="/realisations"
      idPrefix="p"
      headingLevel="h3"
      categories={[{ id: 3, label: 'Aménagements & extérieurs' }]}
      otherCategories={[]}
      view={INITIAL_VIEW}
      items={[item(1), item(2)]}
      loading={false}
      status=""
      showLoadMore
      showNoItems={false}
      {...patch}
    />,
  )
}

describe('PortfolioView, as the server renders it', () => {
  it('works without JavaScript: links to the items, filter links, a GET search form', () => {
    const markup = html()
    expect(markup).toContain('<a href="/realisations" class="portfolio-filter__link" aria-current="true">Tous</a>')
    expect(markup).toContain('<a href="/realisations?categorie=3" class="portfolio-filter__link">Aménagements &amp; extérieurs</a>')
    const form = /<form [^>]*>/.exec(markup)?.[0] ?? ''
    for (const attribute of ['role="search"', 'method="get"', 'action="/realisations"']) expect(form).toContain(attribute)
    expect(/<input [^>]*type="search"[^>]*>/.exec(markup)?.[0]).toContain('name="q"')
    expect(markup).toContain('<h3 class="portfolio-item__title"><a href="/api/media/file/r-1.webp" class="portfolio-item__link" aria-haspopup="dialog">Réalisation 1</a></h3>')
    // The server's Load More keeps its place but is hidden (portfolio.css) and out of the tab order.
    expect(markup).toContain('portfolio-view--static')
    expect(markup).toMatch(/<button type="button" class="portfolio-more__button portfolio-more__button--medium" tabindex="-1">Voir plus<\/button>/)
  })

  it('reserves each image’s space with its width and height', () => {
    expect(html()).toMatch(/<img [^>]*alt="Photo 1"[^>]*width="800" height="600"/)
  })

  it('shows a placeholder for a réalisation without a thumbnail', () => {
    const markup = html({ items: [item(1, { 'thumbnail-image-url': '', 'thumbnail-image-meta': { alt: '' } })] })
    expect(markup).toContain('<span class="portfolio-item__placeholder" aria-hidden="true"></span>')
    expect(markup).not.toContain('<img')
  })

  it('puts the title above or below the image', () => {
    expect(html({}, { titlePosition: 'top' })).toMatch(/<li[^>]*><div class="portfolio-item__meta">.*?<\/div><div class="portfolio-item__media">/)
    expect(html({}, { titlePosition: 'bottom' })).toMatch(/<li[^>]*><div class="portfolio-item__media">.*?<\/div><div class="portfolio-item__meta">/)
  })

  it('chooses tiles with a column class for style-1, masonry otherwise', () => {
    expect(html({}, { thumbnailHoverStyle: 'style-1', columns: 4 })).toContain('class="portfolio-grid portfolio-grid--tiles portfolio-cols-4"')
    expect(html({}, { thumbnailHoverStyle: 'style-3', columns: 2 })).toContain(
      'class="portfolio-grid portfolio-grid--masonry portfolio-grid--style-3" style="--portfolio-columns:2;--portfolio-columns-medium:2"',
    )
  })

  it('shows "Quick View" on previewable items when asked, and the site type badge', () => {
    const markup = html({ items: [item(1, { 'astra-site-type': 'Démo' })] }, { 'show-quick-view': 'yes' })
    expect(markup).toContain('<span class="portfolio-item__quick" aria-hidden="true">Quick View</span>')
    expect(markup).toContain('<span class="portfolio-item__badge">Démo</span>')
    expect(html()).not.toContain('portfolio-item__quick')
  })

  it('hides the filter header when categories, other categories and search are all off', () => {
    expect(html({}, { showCategories: false, showOtherCategories: false, showSearch: false })).not.toContain('portfolio-header')
  })

  it('says "No items found" (or the block’s own text) and shows neither Load More nor items', () => {
    const markup = html({ items: [], showNoItems: true, showLoadMore: false }, { noItemsText: 'Aucune réalisation trouvée' })
    expect(markup).toContain('<p class="portfolio-empty">Aucune réalisation trouvée</p>')
    expect(markup).not.toContain('Voir plus')
  })

  it('renders a title as text, never as markup', () => {
    const markup = html({ items: [item(1, { title: { rendered: '&lt;img src=x onerror=alert(1)&gt; &amp; co' } })] })
    expect(markup).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; co</a>')
    expect(markup).not.toContain('<img src=x')
  })
})
