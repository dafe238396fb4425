import { describe, expect, it } from 'vitest'

import { readFormBody } from './body'

describe('readFormBody', () => {
  it('reads a browser multipart body whose boundary has capital letters', async () => {
    const boundary = '----WebKitFormBoundaryAbCdEf0123456789'
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
    const request = new Request('http://localhost/', {
      method: 'POST',
      body: `${part('input_nom.first', 'Jeanne')}${part('action', 'vitrine_submit_form')}--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    const result = await readFormBody(request, 10_000)
    expect(result.ok).toBe(true)
    if (result.ok) {
      expect(result.data.get('input_nom.first')).toBe('Jeanne')
      expect(result.data.get('action')).toBe('vitrine_submit_form')
    }
  })

  it('refuses a body over the limit with 413 and an unknown type with 415', async () => {
    const big = new Request('http://localhost/', { method: 'POST', body: 'a='.padEnd(2000, 'x'), headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(await readFormBody(big, 1000)).toEqual({ ok: false, status: 413 })
    const json = new Request('http://localhost/', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })
    expect(await readFormBody(json, 1000)).toEqual({ ok: false, status: 415 })
  })
})
