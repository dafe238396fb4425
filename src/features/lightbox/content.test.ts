// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

import { AjaxFailed, AjaxRefused, clearAjaxCache, inlineContent, loadAjaxContent, pickFragment, sameOriginUrl } from './content'

const BASE = 'https://www.morel-terrassement.fr/services/terrassement'

afterEach(() => {
  clearAjaxCache()
  document.body.innerHTML = ''
})

const html = (fragment: DocumentFragment) => {
  const box = document.createElement('div')
  box.append(fragment)
  return box.innerHTML
}

describe('same origin only', () => {
  it('takes paths and addresses of the site, refuses any other origin or scheme', () => {
    expect(sameOriginUrl('/services/vrd#etapes', BASE)?.href).toBe('https://www.morel-terrassement.fr/services/vrd#etapes')
    expect(sameOriginUrl('https://www.morel-terrassement.fr/contact', BASE)).not.toBeNull()
    expect(sameOriginUrl('https://evil.example/page', BASE)).toBeNull()
    expect(sameOriginUrl('//evil.example/page', BASE)).toBeNull()
    expect(sameOriginUrl('http://www.morel-terrassement.fr/contact', BASE)).toBeNull()
    expect(sameOriginUrl('javascript:alert(1)', BASE)).toBeNull()
    expect(sameOriginUrl('data:text/html,<p>x</p>', BASE)).toBeNull()
  })

  it('refuses a foreign address before any request', async () => {
    const fetcher = vi.fn()
    await expect(loadAjaxContent('https://evil.example/page', { base: BASE, fetcher })).rejects.toBeInstanceOf(AjaxRefused)
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('refuses an answer that a redirect brought from elsewhere', async () => {
    const response = new Response('<main>x</main>', { status: 200 })
    Object.defineProperty(response, 'url', { value: 'https://evil.example/landing' })
    await expect(loadAjaxContent('/redirige', { base: BASE, fetcher: async () => response })).rejects.toBeInstanceOf(AjaxRefused)
  })
})

describe('the ajax content', () => {
  const page = `<!doctype html><html><head><script src="/x.js"></script></head><body><header>Menu</header>
    <main><section id="etapes" aria-labelledby="h-etapes" data-reveal="fade-up">
      <h2 id="h-etapes">Les étapes</h2>
      <p onclick="alert(1)" style="color:red">Étude de sol<script>window.hacked = 1</script></p>
      <img src="/media/a.webp" alt="Épandage" onerror="alert(2)">
      <a href="javascript:alert(3)">piège</a><a href="/contact">Contact</a>
      <iframe src="https://evil.example"></iframe><form action="/x"><input name="q"></form>
    </section><p>Autre</p></main></body></html>`

  it('GETs the address and keeps the element its #id names, sanitised', async () => {
    const fetcher = vi.fn(async () => new Response(page, { status: 200 }))
    const out = html(await loadAjaxContent('/services/assainissement#etapes', { base: BASE, fetcher }))
    expect(fetcher).toHaveBeenCalledWith('https://www.morel-terrassement.fr/services/assainissement#etapes', {
      credentials: 'same-origin',
      headers: { Accept: 'text/html' },
    })
    expect(out).toContain('Les étapes')
    expect(out).toContain('<a href="/contact">Contact</a>')
    expect(out).toContain('alt="Épandage"')
    expect(out).not.toContain('Autre')
    for (const gone of ['script', 'onclick', 'onerror', 'javascript:', 'iframe', '<form', '<input', 'style=', 'id=', 'aria-labelledby', 'data-reveal']) {
      expect(out, gone).not.toContain(gone)
    }
    expect((window as { hacked?: number }).hacked).toBeUndefined()
  })

  it('takes the page’s <main> when the address names no element', () => {
    expect(pickFragment(page, '')).toMatch(/^<main>/)
    expect(pickFragment(page, '#absent')).toBeNull()
    expect(pickFragment(page, '#%E0%A4%A')).toBeNull()
  })

  it('fails on an error answer or a missing fragment, and tries again next time', async () => {
    const fetcher = vi
      .fn<(url: string, init: RequestInit) => Promise<Response>>()
      .mockResolvedValueOnce(new Response('Introuvable', { status: 404 }))
      .mockImplementation(async () => new Response(page, { status: 200 }))
    await expect(loadAjaxContent('/services/absent', { base: BASE, fetcher })).rejects.toBeInstanceOf(AjaxFailed)
    await expect(loadAjaxContent('/services/absent', { base: BASE, fetcher })).resolves.toBeTruthy()
    await expect(loadAjaxContent('/services/absent#nulle-part', { base: BASE, fetcher })).rejects.toBeInstanceOf(AjaxFailed)
  })

  it('fetches a page once for the preload and the slide, giving each its own copy', async () => {
    const fetcher = vi.fn(async () => new Response(page, { status: 200 }))
    const first = await loadAjaxContent('/services/assainissement', { base: BASE, fetcher })
    const second = await loadAjaxContent('/services/assainissement', { base: BASE, fetcher })
    expect(fetcher).toHaveBeenCalledOnce()
    expect(first).not.toBe(second)
    expect(html(second)).toContain('Les étapes')
  })
})

describe('the inline content', () => {
  it('copies the element without its ids, reveal markers or hidden state; null when absent', () => {
    document.body.innerHTML = '<div id="fiche" hidden data-reveal="fade-up" data-revealed><h3 id="t">Fiche</h3><label for="x">X</label></div>'
    const copy = inlineContent('#fiche')!
    expect(copy.outerHTML).toBe('<div><h3>Fiche</h3><label>X</label></div>')
    expect(document.getElementById('fiche')).not.toBe(copy)
    expect(inlineContent('#absent')).toBeNull()
    expect(inlineContent('')).toBeNull()
  })
})
