import 'server-only'

import { cache } from 'react'

import { isBuildPhase, payloadClient } from '@/lib/payload.server'

import { CONFIG_SCOPE, formScope, issueNonce, versionHash } from '../submit/nonce.server'
import { closedReason, loadServerForm } from '../submit/store.server'
import type { ServerFormDefinition } from '../types'

/** A form as the public site renders it, with why it is closed, if it is (cached per request). */
export const getPublicForm = cache(async (id: number): Promise<{ def: ServerFormDefinition; closed: string | null } | null> => {
  if (isBuildPhase() || !Number.isSafeInteger(id) || id <= 0) return null
  const payload = await payloadClient()
  const def = await loadServerForm(payload, id)
  if (!def) return null
  return { def, closed: await closedReason(payload, def, new Date()) }
})

/** The nonces and version hash a rendered form carries. */
export async function formTokens(formId: number): Promise<{ nonce: string; configNonce: string; versionHash: string }> {
  const { secret } = await payloadClient()
  return { nonce: issueNonce(formScope(formId), secret), configNonce: issueNonce(CONFIG_SCOPE, secret), versionHash: versionHash(formId, secret) }
}
