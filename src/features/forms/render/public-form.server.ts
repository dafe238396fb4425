import 'server-only'

import type { Payload } from 'payload'
import { cache } from 'react'

import { isBuildPhase, payloadClient } from '@/lib/payload.server'

import { formsKey } from '../submit/key.server'
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

export type FormTokens = { nonce: string; configNonce: string; versionHash: string }

/** The nonces and version hash a rendered form carries. */
export async function formTokens(formId: number): Promise<FormTokens> {
  return pageTokens(await payloadClient(), formId)
}

/**
 * The same for a given Payload: signed with the forms' key, not PAYLOAD_SECRET, so a cached page
 * outlives a change of the secret (docs/decisions/035).
 */
export async function pageTokens(payload: Payload, formId: number): Promise<FormTokens> {
  const key = await formsKey(payload)
  return { nonce: issueNonce(formScope(formId), key), configNonce: issueNonce(CONFIG_SCOPE, key), versionHash: versionHash(formId, key) }
}
