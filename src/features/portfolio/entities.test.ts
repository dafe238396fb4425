import { describe, expect, it } from 'vitest'

import { decodeEntities, escapeHtml } from './entities'

describe('decodeEntities', () => {
  it('decodes the entities WordPress writes in names and titles', () => {
    expect(decodeEntities('Aménagements &amp; extérieurs')).toBe('Aménagements & extérieurs')
    expect(decodeEntities('Location d&#8217;engins')).toBe('Location d’engins')
    expect(decodeEntities('&laquo;&nbsp;Chantier&nbsp;&raquo; &ndash; &#x2014; &hellip;')).toBe('«\u00a0Chantier\u00a0» – — …')
    expect(decodeEntities('&Eacute;cole &eacute;t&eacute; &oelig;uvre')).toBe('École été œuvre')
    expect(decodeEntities('&quot;A&quot; &#039;B&#039; &apos;C&apos; &lt;D&gt;')).toBe('"A" \'B\' \'C\' <D>')
  })

  it('decodes once: an encoded entity stays an entity, as text', () => {
    expect(decodeEntities('&amp;lt;script&amp;gt;')).toBe('&lt;script&gt;')
  })

  it('leaves unknown names, bare ampersands and plain text alone', () => {
    expect(decodeEntities('R&D &unknown; AT&T & co')).toBe('R&D &unknown; AT&T & co')
    expect(decodeEntities('Terrassement')).toBe('Terrassement')
    expect(decodeEntities('')).toBe('')
    expect(decodeEntities(null)).toBe('')
  })

  it('replaces code points a browser would refuse', () => {
    expect(decodeEntities('a&#0;b&#xD800;c&#1114112;d')).toBe('a\ufffdb\ufffdc\ufffdd')
  })

  it('does not read a property of the object prototype as an entity name', () => {
    expect(decodeEntities('&constructor; &toString;')).toBe('&constructor; &toString;')
  })
})

describe('escapeHtml', () => {
  it('escapes the five characters HTML gives meaning to, and round-trips with decodeEntities', () => {
    const text = `Cour & allée <b>"Sandillon"</b> l'été`
    expect(escapeHtml(text)).toBe('Cour &amp; allée &lt;b&gt;&quot;Sandillon&quot;&lt;/b&gt; l&#039;été')
    expect(decodeEntities(escapeHtml(text))).toBe(text)
  })
})
