import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import { isTrustedOrigin } from '../accounts/origins'
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, CONSENT_TEXT_VERSION, decide, readChoices, serialiseChoices, type ConsentChoices } from './choices'
import { CONSENT_PROOFS_SLUG } from './collections/ConsentProofs'
import { CONSENT_PAGE_PATH, CONSENT_PROOF_RETENTION_DAYS, CONSENT_SOURCES, type ConsentSource } from './constants'
import { cookieValue } from './cookie'
import { PURPOSE_KEYS, type Purpose } from './keys'
import { messages } from './messages'

/**
 * POST /consentement/preuve (docs/decisions/045, docs/api.md): stores the proof of a choice.
 * - JSON from the banner or a placeholder (the browser has already written its cookie):
 *   `{ id, version, granted: purposes[], source }`, answered 201 `{ ok: true }`, or 400 / 403 /
 *   409 / 503 with a French `error`.
 * - A form post from the page « Gestion des cookies » without JavaScript (`choice` = all, none or
 *   custom, and a `purpose` per box ticked): the server writes the cookie, stores the proof and
 *   sends the visitor back to the page (303), which says whether it worked.
 * Like every mutation of the site, a request from another origin is refused.
 */
const ID = /^[a-z0-9]{16,40}$/

const proofBody = z.object({
  id: z.string().regex(ID),
  version: z.number().int(),
  granted: z.array(z.enum(PURPOSE_KEYS)).max(PURPOSE_KEYS.length),
  source: z.enum(CONSENT_SOURCES),
})

const json = (body: unknown, status: number) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

export async function storeProof(payload: Payload, choices: ConsentChoices, source: ConsentSource, now = new Date()): Promise<void> {
  const accepted = PURPOSE_KEYS.filter((p) => choices.granted[p])
  await payload.create({
    collection: CONSENT_PROOFS_SLUG,
    data: {
      consentId: choices.id,
      textVersion: choices.version,
      accepted,
      refused: PURPOSE_KEYS.filter((p) => !choices.granted[p]),
      source,
      // The server's clock, not the browser's: what staff can stand behind.
      decidedAt: now.toISOString(),
    },
    overrideAccess: true,
  })
  // Proofs past their keeping time go as new ones come: no job to schedule, and a quiet site keeps little.
  const cutoff = new Date(now.getTime() - CONSENT_PROOF_RETENTION_DAYS * 24 * 3600_000)
  await payload.delete({ collection: CONSENT_PROOFS_SLUG, where: { decidedAt: { less_than: cutoff.toISOString() } }, overrideAccess: true })
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20))
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('')
}

async function fromForm(request: Request, payload: Payload, now: Date): Promise<Response> {
  const back = (query: string, cookie?: string) =>
    new Response(null, {
      status: 303,
      headers: { Location: `${CONSENT_PAGE_PATH}?${query}`, 'Cache-Control': 'no-store', ...(cookie ? { 'Set-Cookie': cookie } : {}) },
    })
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return back('erreur=1')
  }
  const choice = form.get('choice')
  const ticked = form.getAll('purpose').map(String)
  if ((choice !== 'all' && choice !== 'none' && choice !== 'custom') || !ticked.every((p) => (PURPOSE_KEYS as readonly string[]).includes(p))) return back('erreur=1')
  const answer = choice === 'custom' ? Object.fromEntries(ticked.map((p) => [p as Purpose, true])) : choice
  const current = readChoices(cookieValue(request.headers.get('cookie') ?? '', CONSENT_COOKIE), now.getTime())
  const choices = decide(current?.id ?? randomId(), answer, now.getTime())
  try {
    await storeProof(payload, choices, 'page', now)
  } catch {
    return back('erreur=1')
  }
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : ''
  return back('enregistre=1', `${CONSENT_COOKIE}=${serialiseChoices(choices)}; Path=/; Max-Age=${CONSENT_MAX_AGE_DAYS * 24 * 3600}; SameSite=Lax${secure}`)
}

export async function handleConsentProof(request: Request, { payload, now = new Date() }: { payload: Payload; now?: Date }): Promise<Response> {
  if (!isTrustedOrigin(request.headers)) return json({ error: messages.proofForbidden }, 403)
  const type = request.headers.get('content-type') ?? ''
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) return fromForm(request, payload, now)
  let parsed: z.infer<typeof proofBody>
  try {
    const result = proofBody.safeParse(await request.json())
    if (!result.success) return json({ error: messages.proofInvalid }, 400)
    parsed = result.data
  } catch {
    return json({ error: messages.proofInvalid }, 400)
  }
  if (parsed.version !== CONSENT_TEXT_VERSION) return json({ error: messages.proofOutdated }, 409)
  const choices = decide(parsed.id, Object.fromEntries(parsed.granted.map((p) => [p, true])), now.getTime())
  try {
    await storeProof(payload, choices, parsed.source, now)
  } catch {
    return json({ error: messages.proofUnavailable }, 503)
  }
  return json({ ok: true }, 201)
}
