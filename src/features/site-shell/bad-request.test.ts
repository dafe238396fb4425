import { describe, expect, it } from 'vitest'

import { badRequestResponse, isDecodablePath } from './bad-request'

describe('isDecodablePath', () => {
  it('accepts plain and well-encoded paths', () => {
    for (const path of ['/', '/services/vrd', '/actualit%C3%A9s', '/a%20b', '/%25'])
      expect(isDecodablePath(path), path).toBe(true)
  })

  it('refuses truncated sequences and invalid UTF-8', () => {
    for (const path of ['/%E0%A4%A', '/%', '/%zz', '/services/%C3%28', '/%ED%A0%80'])
      expect(isDecodablePath(path), path).toBe(false)
  })
})

describe('badRequestResponse', () => {
  it('answers a French HTML page with status 400 that no cache keeps', async () => {
    const response = badRequestResponse()
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const html = await response.text()
    expect(html).toContain('<html lang="fr">')
    expect(html).toContain('<title>Adresse invalide</title>')
    expect(html).toContain('<a href="/">Retour à l’accueil</a>')
  })
})
