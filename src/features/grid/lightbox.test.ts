// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import { gridGallery, MEDIA_LINK, slideFromItem } from './lightbox'
import { parseVideo } from './media'
import { readGridOptions } from './options'
import { itemsHtml } from './render/html'
import type { GridItem } from './sources/types'

const BASE = 'https://morel-terrassement.test/galerie'
const { options } = readGridOptions({ source: 'media' }, 'galerie')

const photo = (name: string, alt: string) =>
  ({ id: 1, alt, url: `/api/media/file/${name}.webp`, width: 800, height: 600, sizes: { large: { url: `/api/media/file/${name}-large.webp` } } }) as unknown as Media

let next = 0
function item(title: string, extra: Partial<GridItem> = {}): GridItem {
  next += 1
  return { id: next, title, href: null, text: null, priceLabel: null, image: photo(`p${next}`, `${title} : photo`), video: null, terms: {}, data: { id: next, title } as GridItem['data'], col: 1, row: 1, meta: {}, ...extra }
}

/** The grid's own markup (render/html.ts), as the page and « Voir plus » give it. */
function grid(items: GridItem[]): HTMLUListElement {
  const list = document.createElement('ul')
  list.innerHTML = itemsHtml(items, options, 'h3')
  return list
}

const links = (list: ParentNode) => [...list.querySelectorAll(MEDIA_LINK)]

beforeEach(() => {
  next = 0
})

describe('slides from the grid’s items', () => {
  it('gives every photo and video of the grid, in order, starting at the clicked one, titled by the item', () => {
    const list = grid([
      item('Fouille à Olivet'),
      item('Vidéo : une journée', { video: parseVideo('https://youtu.be/aqz-KE-bpKQ') }),
      item('Article', { href: '/actualites/article' }),
      item('Démolition <en accéléré>', { video: parseVideo('https://vimeo.com/76979871') }),
      item('Le parc', { video: parseVideo('https://morel-terrassement.wistia.com/medias/e4a27b971d') }),
      item('Fichier', { video: parseVideo('/media/chantier.webm') }),
    ])
    const clicked = links(list)[3]!
    const gallery = gridGallery(list, clicked, BASE)
    expect(gallery?.index).toBe(3)
    expect(gallery?.variant).toBe('grid')
    expect(gallery?.opener).toBe(clicked)
    expect(gallery?.slides).toEqual([
      { type: 'image', src: 'https://morel-terrassement.test/api/media/file/p1-large.webp', alt: 'Fouille à Olivet : photo', caption: 'Fouille à Olivet' },
      { type: 'video', src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1', alt: 'Vidéo : une journée : photo', caption: 'Vidéo : une journée', poster: 'https://morel-terrassement.test/api/media/file/p2.webp' },
      { type: 'video', src: 'https://player.vimeo.com/video/76979871?autoplay=1', alt: 'Démolition <en accéléré> : photo', caption: 'Démolition <en accéléré>', poster: 'https://morel-terrassement.test/api/media/file/p4.webp' },
      { type: 'video', src: 'https://fast.wistia.net/embed/iframe/e4a27b971d?autoPlay=true', alt: 'Le parc : photo', caption: 'Le parc', poster: 'https://morel-terrassement.test/api/media/file/p5.webp' },
      { type: 'video', src: '/media/chantier.webm', alt: 'Fichier : photo', caption: 'Fichier', poster: 'https://morel-terrassement.test/api/media/file/p6.webp' },
    ])
  })

  it('includes items added after the page loaded (« Voir plus »)', () => {
    const list = grid([item('Première'), item('Deuxième')])
    list.insertAdjacentHTML('beforeend', itemsHtml([item('Ajoutée')], options, 'h3', 2))
    const added = links(list)[2]!
    const gallery = gridGallery(list, added, BASE)
    expect(gallery?.slides.map((s) => s.caption)).toEqual(['Première', 'Deuxième', 'Ajoutée'])
    expect(gallery?.index).toBe(2)
  })

  it('leaves out an item whose address is not of its declared kind, or not a web address', () => {
    const list = grid([item('Bonne'), item('Vidéo', { video: parseVideo('https://youtu.be/aqz-KE-bpKQ') }), item('Image')])
    const [good, video, image] = links(list)
    video!.setAttribute('data-type', 'vimeo')
    image!.setAttribute('data-src', 'javascript:alert(1)')
    expect(slideFromItem(video!, BASE)).toBeNull()
    expect(slideFromItem(image!, BASE)).toBeNull()
    expect(gridGallery(list, good!, BASE)?.slides).toHaveLength(1)
    expect(gridGallery(list, image!, BASE)).toBeNull()
    video!.setAttribute('data-type', 'dailymotion')
    expect(slideFromItem(video!, BASE)).toBeNull()
  })
})
