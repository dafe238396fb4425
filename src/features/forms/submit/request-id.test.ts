import { describe, expect, it } from 'vitest'

import { requestIdOf, saneRequestId } from './request-id'

describe('the request id an entry and its e-mails keep', () => {
  it('keeps the ids the server and the usual proxies give', () => {
    for (const id of ['0b6f7c4e-3d4c-4c7a-9a55-3f2b1d0e9c11', 'lb-7f3a9c21e0', '4f1c0f3e9d2a8b7c6e5d4c3b2a190817', 'a_b.c:d', 'x']) {
      expect(saneRequestId(id)).toBe(id)
    }
  })

  it('drops anything else: spaces, line breaks (a header of its own in an e-mail), markup, too long, empty', () => {
    for (const id of ['a b', 'abc\r\nBcc: x@exemple.fr', 'abc\nX', '<script>', 'é-accent', 'a'.repeat(129), '', null, undefined]) {
      expect(saneRequestId(id)).toBeNull()
    }
    expect(saneRequestId('a'.repeat(128))).toBe('a'.repeat(128))
  })

  it('reads the request’s x-request-id header', () => {
    expect(requestIdOf(new Headers({ 'x-request-id': 'lb-7f3a9c21e0' }))).toBe('lb-7f3a9c21e0')
    expect(requestIdOf(new Headers({ 'x-request-id': 'choisi par le visiteur' }))).toBeNull()
    expect(requestIdOf(new Headers())).toBeNull()
  })
})
