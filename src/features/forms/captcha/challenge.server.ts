import 'server-only'

import { issueChallenge } from './altcha.server'

/**
 * GET /formulaires/captcha: a fresh challenge each time, never cached, no cookie. It reveals
 * nothing and changes nothing, so it needs no origin check; the signature is all the server keeps.
 */
export async function handleChallenge({ secret, now }: { secret: string; now?: number }): Promise<Response> {
  return new Response(JSON.stringify(await issueChallenge(secret, now)), {
    status: 200,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    },
  })
}
