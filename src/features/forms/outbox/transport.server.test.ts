import { describe, expect, it } from 'vitest'

import { createSender, mailHeaders, outboxMessageId } from './transport.server'

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

describe('the Message-ID of a queued e-mail', () => {
  const env = { NODE_ENV: 'production', MAIL_FROM: 'Morel Terrassement <site@morel-terrassement.fr>' } as NodeJS.ProcessEnv
  const mail = { id: 42, to: 'devis@morel.test', subject: 'Devis — Jeanne', text: 'Bonjour', requestId: 'lb-7f3a9c21e0' }

  it('is the same at every attempt, so a copy sent again after a crash is known as the same message', () => {
    const id = outboxMessageId(mail, env)
    expect(id).toMatch(/^<[0-9a-f]{40}\.42@morel-terrassement\.fr>$/)
    expect(outboxMessageId({ ...mail }, env)).toBe(id)
  })

  it('differs for another message, and for the same id in a database started afresh', () => {
    const id = outboxMessageId(mail, env)
    expect(outboxMessageId({ ...mail, id: 43 }, env)).not.toBe(id)
    expect(outboxMessageId({ ...mail, requestId: 'lb-0000aaaa11' }, env)).not.toBe(id)
    expect(outboxMessageId({ ...mail, text: 'Bonsoir' }, env)).not.toBe(id)
    expect(outboxMessageId(mail, { NODE_ENV: 'production', MAIL_FROM: 'site@autre.fr' } as NodeJS.ProcessEnv)).toMatch(/@autre\.fr>$/)
  })
})

