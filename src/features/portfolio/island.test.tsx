// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'

import { CONSENT_COOKIE, decide, serialiseChoices } from '../consent/choices'
import { PORTFOLIO_FETCH_TIMEOUT_MS } from './constants'
import { normaliseAttributes } from './attributes'
import { isInsideEditor, PortfolioIsland, type PortfolioIslandProps } from './island'
import { titleMatches } from './search'
import { INITIAL_VIEW } from './url-state'
import type { WpPortfolioItem, WpTerm } from './types'
import { stubNativeDialog } from '../ui/dialog/testing'

const layoutFailure = vi.hoisted(() => ({ on: false }))
vi.mock('./layout', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./layout')>()
  return {
    ...actual,
    gridLayout: (...args: Parameters<typeof actual.gridLayout>) => {
      if (layoutFailure.on) throw new Error('layout exploded')
      return actual.gridLayout(...args)
    },
  }
})

/* ---------------------------------------------------------------- a fake read API */

const CAT = { terrassement: 11, amenagements: 12, vide: 13 }
const OTHER = { particuliers: 21, collectivites: 22 }

function wpItem(id: number, title: string, patch: Partial<WpPortfolioItem> = {}): WpPortfolioItem {
  return {
    id,
    slug: `r-${id}`,
    date: '',
    modified: '',
    status: 'publish',
    type: 'portfolio',
    menu_order: 0,
    title: { rendered: title },
    link: `/api/media/file/r-${id}-1600x1000.webp`,
    'portfolio-type': 'image',
    'astra-site-type': '',
    'astra-site-url': '',
    'astra-site-open-in-new-tab': '',
    'astra-site-open-portfolio-in': 'iframe',
    'portfolio-video-url': '',
    'lightbox-image-url': `/api/media/file/r-${id}-1600x1000.webp`,
    'thumbnail-image-url': `/api/media/file/r-${id}-800x500.webp`,
    'thumbnail-image-meta': { alt: `Photo ${id}`, width: 800, height: 500 },
    'astra-portfolio-categories': [id % 2 ? CAT.terrassement : CAT.amenagements],
    'astra-portfolio-other-categories': [id % 3 ? OTHER.particuliers : OTHER.collectivites],
    'astra-portfolio-tags': [],
    ...patch,
  }
}

const ITEMS: WpPortfolioItem[] = [
  wpItem(1, 'Vidéo du lotissement de Chécy', { 'portfolio-type': 'video', 'portfolio-video-url': 'https://www.youtube.com/watch?v=Xq4Lm9Tr2Ab' }),
  wpItem(2, 'Cour &amp; allée à Sandillon', { 'portfolio-type': 'page', link: '/services/vrd', 'lightbox-image-url': '' }),
  wpItem(3, 'Site de démonstration VRD', { 'portfolio-type': 'iframe', 'astra-site-url': '/services/vrd', 'astra-site-open-in-new-tab': '1' }),
  ...Array.from({ length: 9 }, (_, i) => wpItem(4 + i, `Chantier numéro ${4 + i}`)),
]

const term = (id: number, name: string, count: number): WpTerm => ({ id, name, count, slug: `t${id}`, description: '', parent: 0, taxonomy: '' })
const CATEGORIES = [term(CAT.terrassement, 'Terrassement', 6), term(CAT.amenagements, 'Aménagements &amp; extérieurs', 6), term(CAT.vide, 'Vide', 0)]
const OTHERS = [term(OTHER.particuliers, 'Particuliers', 8), term(OTHER.collectivites, 'Collectivités', 4)]

type Call = { url: URL; signal: AbortSignal }
let calls: Call[]
let api: { fail?: 'items' | 'terms'; hold?: boolean; totalOverride?: (page: number) => string | null }
let held: { call: Call; resolve: () => void }[]

function answer(url: URL): Response {
  if (url.pathname.endsWith('/portfolio-categories')) return Response.json(CATEGORIES)
  if (url.pathname.endsWith('/portfolio-other-categories')) return Response.json(OTHERS)
  const perPage = Number(url.searchParams.get('per_page'))
  const page = Number(url.searchParams.get('page'))
  const cats = url.searchParams.get('astra-portfolio-categories')?.split(',').map(Number)
  const others = url.searchParams.get('astra-portfolio-other-categories')?.split(',').map(Number)
  const search = url.searchParams.get('search') ?? ''
  const matching = ITEMS.filter(
    (i) =>
      (!cats || cats.some((c) => i['astra-portfolio-categories'].includes(c))) &&
      (!others || others.some((o) => i['astra-portfolio-other-categories'].includes(o))) &&
      titleMatches(i.title.rendered, search),
  )
  const total = api.totalOverride?.(page) ?? String(matching.length)
  return Response.json(matching.slice((page - 1) * perPage, page * perPage), { headers: total === null ? {} : { 'X-WP-Total': total } })
}

const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
  const url = new URL(input, 'http://localhost')
  const call = { url, signal: init?.signal as AbortSignal }
  calls.push(call)
  const isTerms = url.pathname.includes('categories')
  if (api.fail === (isTerms ? 'terms' : 'items')) return new Response('{"code":"boom"}', { status: 500 })
  if (api.hold && !isTerms) {
    await new Promise<void>((resolve, reject) => {
      held.push({ call, resolve })
      call.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
    })
  }
  return answer(url)
})

const itemCalls = () => calls.filter((c) => c.url.pathname.endsWith('/portfolio'))

/* ---------------------------------------------------------------- mounting */

const ATTRIBUTES = {
  itemsPerPage: 5,
  columns: 3,
  thumbnailHoverStyle: 'style-2',
  showCategories: true,
  showOtherCategories: true,
  showSearch: true,
  'show-quick-view': 'yes',
  quickViewText: 'Aperçu rapide',
  allText: 'Tous',
  searchPlaceholder: 'Rechercher…',
  noItemsText: 'Aucune réalisation trouvée',
  'load-more-text': 'Voir plus',
}

const SERVER_TITLE = 'Réalisation rendue par le serveur'

/** The server's view of the first page, as the block's server component gives it to the island. */
function initialView(attributes: object): PortfolioIslandProps['initial'] {
  return {
    attributes: normaliseAttributes(attributes),
    path: '/realisations',
    idPrefix: 'pf',
    headingLevel: 'h2',
    categories: [{ id: CAT.terrassement, label: 'Terrassement' }],
    otherCategories: [],
    view: INITIAL_VIEW,
    items: [wpItem(100, SERVER_TITLE)],
    loading: false,
    status: '',
    showLoadMore: true,
    showNoItems: false,
  }
}

function mount(attributes: object | string = ATTRIBUTES, { wrapper = (n: React.ReactNode) => n } = {}) {
  const json = typeof attributes === 'string' ? attributes : JSON.stringify(attributes)
  const utils = render(
    <>
      {wrapper(
        <div className="portfolio-block" data-portfolio-block="" data-attributes={json} data-testid="host">
          <PortfolioIsland initial={initialView(typeof attributes === 'string' ? ATTRIBUTES : attributes)} />
        </div>,
      )}
    </>,
  )
  return { ...utils, host: screen.getByTestId('host') }
}

const results = () => screen.getByRole('list', { name: 'Réalisations' })
const shownTitles = () => within(results()).queryAllByRole('heading').map((h) => h.textContent?.replace(' (nouvel onglet)', ''))
const serverItem = () => screen.queryByRole('link', { name: SERVER_TITLE })
/** Waits until the island has taken over the server's view. */
const live = () => waitFor(() => expect(document.querySelector('.portfolio-view--live')).not.toBeNull())

beforeEach(() => {
  calls = []
  api = {}
  held = []
  layoutFailure.on = false
  vi.stubGlobal('fetch', fetchMock)
  window.history.replaceState(null, '', '/realisations')
  stubNativeDialog()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  fetchMock.mockClear()
})

/* ---------------------------------------------------------------- tests */

describe('mounting', () => {
  it('reads the configuration, removes the attribute, and keeps the server markup until the answers are in', async () => {
    api.hold = true
    const { host } = mount()
    expect(host.hasAttribute('data-attributes')).toBe(false)
    expect(host.hasAttribute('data-portfolio-block')).toBe(true)
    const serverLink = serverItem()
    const serverList = results()
    expect(serverLink).not.toBeNull()
    await waitFor(() => expect(held).toHaveLength(1))
    expect(itemCalls()[0]?.url.search).toBe('?per_page=5&page=1')
    // Reading the configuration did not re-create the server's markup (no flash, focus kept).
    expect(serverItem()).toBe(serverLink)
    act(() => held[0]?.resolve())
    await live()
    expect(serverItem()).toBeNull()
    // The same list now shows the island's items: updated in place, not re-created.
    expect(results()).toBe(serverList)
    expect(shownTitles()).toEqual(['Vidéo du lotissement de Chécy', 'Cour & allée à Sandillon', 'Site de démonstration VRD', 'Chantier numéro 4', 'Chantier numéro 5'])
    // The first page was already on screen: nothing to announce yet.
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('shows the filter lists with decoded names, without empty categories, "Tous" first and active', async () => {
    mount()
    await live()
    const categories = screen.getByRole('navigation', { name: 'Filtrer par catégorie' })
    const links = within(categories).getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual(['Tous', 'Terrassement', 'Aménagements & extérieurs'])
    expect(links[0]?.getAttribute('aria-current')).toBe('true')
    expect(links[1]?.getAttribute('href')).toBe(`/realisations?categorie=${CAT.terrassement}`)
    const others = screen.getByRole('navigation', { name: 'Filtrer par type de client' })
    expect(within(others).getAllByRole('link').map((l) => l.textContent)).toEqual(['Tous', 'Particuliers', 'Collectivités'])
    expect(screen.getByRole('searchbox', { name: 'Rechercher une réalisation' }).getAttribute('placeholder')).toBe('Rechercher…')
  })

  it('limits a list to the block’s selection and hides "Tous" when asked', async () => {
    mount({ ...ATTRIBUTES, categorySelectedNum: [CAT.amenagements], showCategoriesAll: false, showOtherCategories: false, showSearch: false })
    await live()
    const links = within(screen.getByRole('navigation', { name: 'Filtrer par catégorie' })).getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual(['Aménagements & extérieurs'])
    expect(screen.queryByRole('navigation', { name: 'Filtrer par type de client' })).toBeNull()
    expect(screen.queryByRole('searchbox')).toBeNull()
    expect(itemCalls()[0]?.url.searchParams.get('astra-portfolio-categories')).toBe(String(CAT.amenagements))
  })

  it('renders nothing and logs "Error parsing attributes" for invalid JSON', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { host } = mount('{"itemsPerPage": 5,')
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error parsing attributes', expect.any(SyntaxError)))
    expect(serverItem()).toBeNull()
    expect(host.textContent).toBe('')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('stays the server markup inside the back office’s block editor', async () => {
    const { host } = mount(ATTRIBUTES, { wrapper: (n) => <div data-block-editor="">{n}</div> })
    await act(async () => {})
    expect(serverItem()).not.toBeNull()
    expect(host.hasAttribute('data-attributes')).toBe(true)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('starts from the view in the address', async () => {
    window.history.replaceState(null, '', `/realisations?categorie=${CAT.amenagements}&q=cour`)
    mount()
    await live()
    expect(itemCalls()[0]?.url.searchParams.get('astra-portfolio-categories')).toBe(String(CAT.amenagements))
    expect(shownTitles()).toEqual(['Cour & allée à Sandillon'])
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('cour')
  })
})

describe('taking over from the server', () => {
  it('keeps what the visitor typed in the server’s search box, and its focus', async () => {
    api.hold = true
    mount()
    const serverBox = screen.getByRole('searchbox', { name: 'Rechercher une réalisation' })
    serverBox.focus()
    fireEvent.input(serverBox, { target: { value: 'chécy' } })
    await waitFor(() => expect(held).toHaveLength(1))
    act(() => held[0]?.resolve())
    await live()
    const box = screen.getByRole('searchbox', { name: 'Rechercher une réalisation' })
    expect(box).not.toBe(serverBox)
    expect((box as HTMLInputElement).value).toBe('chécy')
    expect(document.activeElement).toBe(box)
    expect(shownTitles()).toEqual(['Vidéo du lotissement de Chécy'])
    expect(window.location.search).toBe('?q=ch%C3%A9cy')
  })
})

describe('failures (docs/product.md, Portfolio: logged, nothing broken shown)', () => {
  it('keeps the server markup and logs "Error fetching data" when the items cannot be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    api.fail = 'items'
    mount()
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error fetching data', expect.any(Error)))
    expect(serverItem()).not.toBeNull()
  })

  it('keeps the server markup and logs "Error fetching portfolio categories" when a list cannot be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    api.fail = 'terms'
    mount()
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error fetching portfolio categories', expect.any(Error)))
    await act(async () => {})
    expect(serverItem()).not.toBeNull()
  })

  it('gives up on an answer that never comes, as a failure', async () => {
    vi.useFakeTimers()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    api.hold = true
    mount()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PORTFOLIO_FETCH_TIMEOUT_MS)
    })
    expect(error).toHaveBeenCalledWith('Error fetching data', expect.anything())
    expect(held[0]?.call.signal.aborted).toBe(true)
    expect(serverItem()).not.toBeNull()
  })

  it('logs "Error with rendering portfolio block" and shows the server markup again when rendering fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    api.hold = true
    mount()
    await waitFor(() => expect(held).toHaveLength(1))
    layoutFailure.on = true
    act(() => held[0]?.resolve())
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error with rendering portfolio block', expect.any(Error)))
    expect(serverItem()?.getAttribute('href')).toBe('/api/media/file/r-100-1600x1000.webp')
  })
})

describe('filters, search and load more', () => {
  it('refetches page 1 when a category is chosen, clearing the items and showing a spinner, and puts it in the address', async () => {
    mount()
    await live()
    api.hold = true
    fireEvent.click(screen.getByRole('link', { name: 'Aménagements & extérieurs' }))
    expect(shownTitles()).toEqual([])
    expect(screen.getByRole('status').textContent).toBe('Chargement des réalisations…')
    expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull()
    expect(window.location.search).toBe(`?categorie=${CAT.amenagements}`)
    await waitFor(() => expect(held).toHaveLength(1))
    expect(Object.fromEntries(held[0]!.call.url.searchParams)).toEqual({ per_page: '5', page: '1', 'astra-portfolio-categories': String(CAT.amenagements) })
    act(() => held[0]?.resolve())
    await waitFor(() => expect(shownTitles()).toEqual(['Cour & allée à Sandillon', 'Chantier numéro 4', 'Chantier numéro 6', 'Chantier numéro 8', 'Chantier numéro 10']))
    const categories = screen.getByRole('navigation', { name: 'Filtrer par catégorie' })
    expect(within(categories).getByRole('link', { name: 'Aménagements & extérieurs' }).getAttribute('aria-current')).toBe('true')
    expect(within(categories).getByRole('link', { name: 'Tous' }).getAttribute('aria-current')).toBeNull()
  })

  it('combines the category and the other category, each reset to page 1', async () => {
    mount()
    await live()
    fireEvent.click(screen.getByRole('link', { name: 'Terrassement' }))
    await waitFor(() => expect(itemCalls()).toHaveLength(2))
    fireEvent.click(screen.getByRole('link', { name: 'Collectivités' }))
    await waitFor(() => expect(itemCalls()).toHaveLength(3))
    expect(Object.fromEntries(itemCalls()[2]!.url.searchParams)).toMatchObject({
      page: '1',
      'astra-portfolio-categories': String(CAT.terrassement),
      'astra-portfolio-other-categories': String(OTHER.collectivites),
    })
    await waitFor(() => expect(shownTitles()).toEqual(['Site de démonstration VRD', 'Chantier numéro 9']))
    expect(window.location.search).toBe(`?categorie=${CAT.terrassement}&autre=${OTHER.collectivites}`)
  })

  it('aborts the request of a selection the visitor has already left', async () => {
    mount()
    await live()
    api.hold = true
    fireEvent.click(screen.getByRole('link', { name: 'Terrassement' }))
    await waitFor(() => expect(held).toHaveLength(1))
    fireEvent.click(screen.getByRole('link', { name: 'Aménagements & extérieurs' }))
    await waitFor(() => expect(held).toHaveLength(2))
    expect(held[0]?.call.signal.aborted).toBe(true)
    expect(held[1]?.call.signal.aborted).toBe(false)
    act(() => held[1]?.resolve())
    await waitFor(() => expect(shownTitles()[0]).toBe('Cour & allée à Sandillon'))
    // The stale answer arriving late changes nothing.
    act(() => held[0]?.resolve())
    await act(async () => {})
    expect(shownTitles()[0]).toBe('Cour & allée à Sandillon')
  })

  it('appends the next page on Load More, reads the total once, and hides the button when all are loaded', async () => {
    api.totalOverride = (page) => (page === 1 ? '12' : '999')
    mount()
    await live()
    expect(shownTitles()).toHaveLength(5)
    fireEvent.click(screen.getByRole('button', { name: 'Voir plus' }))
    await waitFor(() => expect(shownTitles()).toHaveLength(10))
    expect(itemCalls()[1]?.url.searchParams.get('page')).toBe('2')
    expect(screen.getByRole('status').textContent).toBe('10 réalisations affichées sur 12')
    fireEvent.click(screen.getByRole('button', { name: 'Voir plus' }))
    await waitFor(() => expect(shownTitles()).toHaveLength(12))
    expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull()
    expect(itemCalls()).toHaveLength(3)
  })

  it('searches every réalisation through the API, narrowing the loaded titles at once', async () => {
    mount()
    await live()
    const box = screen.getByRole('searchbox', { name: 'Rechercher une réalisation' })
    fireEvent.change(box, { target: { value: 'CHÉCY' } })
    // At once from the loaded titles, then the API's answer.
    expect(shownTitles()).toEqual(['Vidéo du lotissement de Chécy'])
    expect(window.location.search).toBe('?q=CH%C3%89CY')
    await waitFor(() => expect(itemCalls().at(-1)?.url.searchParams.get('search')).toBe('CHÉCY'))
    // « numéro 12 » is on page 3 (5 per page): the API finds it, the block shows it, nothing more to load.
    fireEvent.change(box, { target: { value: 'numero 12' } })
    await waitFor(() => expect(shownTitles()).toEqual(['Chantier numéro 12']))
    expect(screen.queryByText('Aucune réalisation trouvée')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull()
    fireEvent.change(box, { target: { value: '(.*' } })
    await waitFor(() => expect(screen.getByText('Aucune réalisation trouvée')).toBeTruthy())
    expect(shownTitles()).toEqual([])
    fireEvent.change(box, { target: { value: '' } })
    await waitFor(() => expect(shownTitles()).toHaveLength(5))
    expect(window.location.search).toBe('')
    expect(itemCalls().at(-1)?.url.searchParams.has('search')).toBe(false)
  })

  it('restores the view when the visitor goes back', async () => {
    mount()
    await live()
    fireEvent.click(screen.getByRole('link', { name: 'Terrassement' }))
    await waitFor(() => expect(itemCalls()).toHaveLength(2))
    act(() => {
      window.history.replaceState(null, '', '/realisations')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await waitFor(() => expect(itemCalls()).toHaveLength(3))
    expect(itemCalls()[2]?.url.searchParams.has('astra-portfolio-categories')).toBe(false)
    const categories = screen.getByRole('navigation', { name: 'Filtrer par catégorie' })
    await waitFor(() => expect(within(categories).getByRole('link', { name: 'Tous' }).getAttribute('aria-current')).toBe('true'))
    expect(within(categories).getByRole('link', { name: 'Terrassement' }).getAttribute('aria-current')).toBeNull()
  })
})

describe('items and previews', () => {
  it('makes each item a link named by its title, a new-tab one marked so', async () => {
    mount()
    await live()
    const site = screen.getByRole('link', { name: 'Site de démonstration VRD (nouvel onglet)' })
    expect(site.getAttribute('target')).toBe('_blank')
    expect(site.getAttribute('rel')).toBe('noopener')
    expect(site.getAttribute('href')).toBe('/services/vrd')
    const video = screen.getByRole('link', { name: 'Vidéo du lotissement de Chécy' })
    expect(video.getAttribute('href')).toBe('https://www.youtube.com/watch?v=Xq4Lm9Tr2Ab')
    expect(video.getAttribute('aria-haspopup')).toBe('dialog')
    expect(screen.getAllByText('Aperçu rapide').length).toBe(4)
  })

  it('opens the video overlay on click, and only then loads the player; Escape closes and focus returns', async () => {
    // A visitor who accepted the videos (without it, the overlay holds the consent placeholder: PreviewDialog's tests).
    document.cookie = `${CONSENT_COOKIE}=${serialiseChoices(decide('k3j4h5g6f7d8s9a0q1w2', { videos: true }, Date.now()))}; path=/`
    onTestFinished(() => {
      document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`
    })
    mount()
    await live()
    expect(document.querySelector('iframe')).toBeNull()
    const link = screen.getByRole('link', { name: 'Vidéo du lotissement de Chécy' })
    link.focus()
    fireEvent.click(link)
    const dialog = await screen.findByRole('dialog', { name: 'Vidéo du lotissement de Chécy' })
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/Xq4Lm9Tr2Ab?autoplay=1')
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Fermer' }))
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(link)
  })

  it('opens a page in the framed lightbox with view toggles; the close button closes it', async () => {
    mount()
    await live()
    const link = screen.getByRole('link', { name: 'Cour & allée à Sandillon' })
    fireEvent.click(link)
    const dialog = await screen.findByRole('dialog', { name: 'Cour & allée à Sandillon' })
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe('/services/vrd')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mobile' }))
    expect(within(dialog).getByRole('button', { name: 'Mobile' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(link)
  })

  it('opens an image in the lightbox with its text alternative', async () => {
    mount()
    await live()
    fireEvent.click(screen.getByRole('link', { name: 'Chantier numéro 4' }))
    const dialog = await screen.findByRole('dialog', { name: 'Chantier numéro 4' })
    expect(within(dialog).getByRole('img', { name: 'Photo 4' }).getAttribute('src')).toBe('/api/media/file/r-4-1600x1000.webp')
  })
})

describe('isInsideEditor', () => {
  it('is true in the back office and false on the site', () => {
    const element = document.createElement('div')
    document.body.append(element)
    expect(isInsideEditor(element)).toBe(false)
    window.history.replaceState(null, '', '/admin/collections/pages/1')
    expect(isInsideEditor(element)).toBe(true)
    window.history.replaceState(null, '', '/administratif')
    expect(isInsideEditor(element)).toBe(false)
    element.remove()
  })
})
