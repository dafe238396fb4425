// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'

import { extractMarkedJson, htmlPage, iframePage, paragraphsOf, type SubmissionResponse } from './protocol'

const body: SubmissionResponse = { success: false, data: 'Merci\u00a0! </script><!-- --> & \u202f«\u00a0oui\u00a0» 😀' }

describe('iframe response', () => {
  it('carries the JSON between markers, readable back from the frame’s markup', () => {
    const html = iframePage(body)
    expect(html).not.toContain('</script><!--')
    expect(/^[\x00-\x7f]*$/.test(html.slice(html.indexOf('<!--vitrine')))).toBe(true)
    const doc = new DOMParser().parseFromString(html, 'text/html')
    expect(extractMarkedJson(doc.documentElement.innerHTML)).toEqual(body)
  })

  it('French error pages carry it too, with the message escaped', () => {
    const html = htmlPage({ title: 'Envoi impossible', message: '<b>non</b>', back: '/contact"><script>', body })
    expect(html).toContain('&lt;b&gt;non&lt;/b&gt;')
    expect(html).toContain('href="/contact&quot;&gt;&lt;script&gt;"')
    expect(extractMarkedJson(html)).toEqual(body)
  })

  it('splits a confirmation into paragraphs on blank lines', () => {
    expect(paragraphsOf('Merci !\n\nÀ bientôt.\nL’équipe')).toEqual(['Merci !', 'À bientôt.\nL’équipe'])
    expect(extractMarkedJson('nothing here')).toBeNull()
  })
})
