import { describe, expect, it } from 'vitest'

import { createSender, mailHeaders } from './transport.server'

describe('the request id on an e-mail (docs/decisions/048)', () => {
  it('is its X-Request-Id header when it looks like an id, and nothing otherwise', () => {
    expect(mailHeaders({ requestId: 'lb-7f3a9c21e0' })).toEqual({ 'X-Request-Id': 'lb-7f3a9c21e0' })
    for (const requestId of [null, undefined, '', 'abc\r\nBcc: espion@exemple.fr', 'a b']) expect(mailHeaders({ requestId })).toEqual({})
  })

  it('is named in the log line of an e-mail left unsent without SMTP', async () => {
    const lines: string[] = []
    const send = createSender((line) => lines.push(line), { NODE_ENV: 'development' } as NodeJS.ProcessEnv)
    await send({ to: 'devis@morel.test', subject: 'Devis', text: 'Bonjour', requestId: 'lb-7f3a9c21e0' })
    await send({ to: 'devis@morel.test', subject: 'Devis', text: 'Bonjour', requestId: 'a b' })
    expect(lines[0]).toContain('— requête : lb-7f3a9c21e0')
    expect(lines[1]).not.toContain('requête')
  })
})
