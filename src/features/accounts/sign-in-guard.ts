import crypto from 'node:crypto'

import { APIError, Forbidden, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

import { CLIENT_ADDRESS_HEADER } from '../../server/client-address.mjs'
import { recentEvents } from '../../lib/shared-events'
import { isTrustedOrigin } from './origins'

/**
 * What stands in front of every sign-in (docs/decisions/032-sign-in-limits-and-origins.md), through Payload's
 * REST API (`/api/users/login`, the back office) and the public form (a server action calling the
 * Local API with the visitor's headers):
 * - a browser request from another site is refused (login CSRF);
 * - failed sign-ins are counted per address and per address and account; over either limit the
 *   address gets a 429 with a French message. Nothing is counted per account alone, so a stranger
 *   can never lock someone out: the owner, from an address of their own, still signs in;
 * - an unknown e-mail costs the same password hash as a known one, so timing tells nothing.
 */

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000
export const MAX_FAILURES_PER_ADDRESS = 20
export const MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT = 5
export const TOO_MANY_SIGN_INS = 'Trop de tentatives de connexion depuis votre adresse. Réessayez dans 15 minutes.'

/** Failed (or still running) sign-ins per address, and per address and account, shared by every instance. */
const failures = recentEvents('connexions', SIGN_IN_WINDOW_MS, { maxKeys: 50_000 })

const addressKey = (address: string) => `a:${address}`
const pairKey = (address: string, email: string) => `p:${address}\n${email}`

/** The visitor's address as the production server set it (docs/decisions/020), never chosen by them. */
const clientAddress = (req: PayloadRequest) => req.headers?.get(CLIENT_ADDRESS_HEADER) || 'direct'

// Payload 3's current password hash (auth/strategies/local/generatePasswordSaltHash): PBKDF2-SHA256,
// 600,000 iterations, 32 bytes. An unknown e-mail runs the same computation a known one does.
const HASH_ITERATIONS = 600_000
const HASH_BYTES = 32
const dummySalt = crypto.randomBytes(32).toString('hex')

const hashLikePayload = (password: string) =>
  new Promise<void>((resolve) => crypto.pbkdf2(password, dummySalt, HASH_ITERATIONS, HASH_BYTES, 'sha256', () => resolve()))

/** The 429 of the limits above. Named by hand: the build minifies class names, and Payload
 * answers an error without a name as "An unknown error occurred.". */
class TooManySignIns extends APIError {
  constructor() {
    super(TOO_MANY_SIGN_INS, 429, null, true)
    this.name = 'TooManySignIns'
  }
}

type Pending = { address: string; email: string; time: number }
const PENDING = 'vitrineSignIn'

export const guardSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI === 'REST' && !isTrustedOrigin(req.headers)) throw new Forbidden(req.t)
  if (operation !== 'login') return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data ?? {}
  const email = typeof data.email === 'string' ? data.email.toLowerCase().trim() : ''
  const password = typeof data.password === 'string' ? data.password : ''
  if (!email || !password.trim()) return args // Payload answers its own "required" error.

  const address = clientAddress(req)
  const now = Date.now()
  // Counted as failed until afterLogin says otherwise, each count checked and added at once:
  // parallel guesses, on one instance or several, cannot slip past the limit.
  if (!(await failures.allow(addressKey(address), MAX_FAILURES_PER_ADDRESS, now))) throw new TooManySignIns()
  if (!(await failures.allow(pairKey(address, email), MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT, now))) {
    await failures.remove(addressKey(address), now)
    throw new TooManySignIns()
  }
  req.context[PENDING] = { address, email, time: now } satisfies Pending

  const known = await req.payload.db.findOne({ collection: 'users', req, where: { email: { equals: email } } })
  if (!known) await hashLikePayload(password)
  return args
}

/** A successful sign-in is not a failure, and proves the address knows this account. */
export const forgetSuccessfulSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  const pending = req.context[PENDING] as Pending | undefined
  if (pending) {
    await failures.remove(addressKey(pending.address), pending.time)
    await failures.forget(pairKey(pending.address, pending.email))
  }
  return user
}
