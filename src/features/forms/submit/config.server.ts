import 'server-only'

import { createHash } from 'node:crypto'

import type { Payload } from 'payload'
import * as z from 'zod/mini'

import { ACTION_GET_CONFIG, ACTION_VALIDATE_CONFIG, CONFIG_PATH_PATTERN } from '../constants'
import { clientDefinition } from '../definition'
import { messages } from '../messages'
import type { FormDefinition, ServerFormDefinition } from '../types'
import { readFormBody } from './body'
import { CONFIG_SCOPE, formScope, issueNonce, verifyNonce, versionHash } from './nonce.server'
import { originRefusal } from './origin'
import { loadServerForm } from './store.server'

/**
 * The form-config and config-validation calls of docs/product.md, Forms (POST /formulaires/config and
 * /formulaires/config/validation). Same checks as the submission: same origin, size, a valid
 * nonce (scope "config"); answers `{ success, data }`.
 */
export type ConfigDeps = { payload: Payload; secret: string; siteUrl: string; now?: () => Date }

const MAX_CONFIG_BYTES = 16 * 1024

const reply = (status: number, success: boolean, data: unknown) =>
  new Response(JSON.stringify({ success, data }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
  })

/** A fingerprint of what the browser holds of a form: it changes whenever staff change the form. */
export const configHash = (def: FormDefinition) => createHash('sha256').update(JSON.stringify(clientDefinition(def))).digest('base64url').slice(0, 22)

/** The public configuration of a form, that config paths select from. */
export function publicConfig(def: ServerFormDefinition, secret: string, now: number) {
  const numberFormats: Record<string, { value: string }> = {}
  for (const f of def.fields) if (f.type === 'number') numberFormats[f.key] = { value: f.format }
  return {
    form: clientDefinition(def),
    nonce: issueNonce(formScope(def.id), secret, now),
    version_hash: versionHash(def.id, secret),
    number_formats: numberFormats,
    hash: configHash(def),
  }
}

/** Follows a slash path through plain objects (own keys only). */
export function atPath(value: unknown, path: string): unknown {
  let current: unknown = value
  for (const segment of path.split('/').filter(Boolean)) {
    if (!current || typeof current !== 'object' || !Object.prototype.hasOwnProperty.call(current, segment)) return undefined
    current = (current as Record<string, unknown>)[segment]
  }
  return current
}

const argsSchema = z.object({ form_ids: z.array(z.int().check(z.positive())).check(z.minLength(1), z.maxLength(20)), query_string: z.optional(z.string()) })

type Common = { error: Response } | { get: (name: string) => string | null; now: number }

/**
 * A fresh form nonce is what any visitor gets by loading a page: asking for it (`config_path`
 * "nonce", the island's renewal after a `renew_nonce` answer) needs no valid config nonce — the
 * page holding it may be as stale as the form's (docs/decisions/035). The origin check stays.
 */
const RENEWAL_PATH = 'nonce'

async function common(request: Request, deps: ConfigDeps, action: string): Promise<Common> {
  const refusal = originRefusal(request.headers, deps.siteUrl)
  if (refusal) return { error: reply(403, false, refusal) }
  const body = await readFormBody(request, MAX_CONFIG_BYTES)
  if (!body.ok) return { error: reply(body.status, false, body.status === 413 ? messages.payloadTooLarge : messages.malformed) }
  const get = (name: string) => {
    const v = body.data.get(name)
    return typeof v === 'string' ? v : null
  }
  if (get('action') !== action) return { error: reply(400, false, messages.malformed) }
  const now = (deps.now?.() ?? new Date()).getTime()
  const renewal = action === ACTION_GET_CONFIG && get('config_path') === RENEWAL_PATH
  if (!renewal && !verifyNonce(get('nonce'), CONFIG_SCOPE, deps.secret, now)) return { error: reply(403, false, messages.forbidden) }
  return { get, now }
}

const parseJson = (text: string | null): unknown => {
  if (text === null) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** action vitrine_get_config: nonce, config_path, args = { form_ids, query_string }. */
export async function handleGetConfig(request: Request, deps: ConfigDeps): Promise<Response> {
  const c = await common(request, deps, ACTION_GET_CONFIG)
  if ('error' in c) return c.error
  const path = c.get('config_path') ?? ''
  if (!CONFIG_PATH_PATTERN.test(path) || path.length > 200) return reply(400, false, messages.invalidConfigPath)
  const args = argsSchema.safeParse(parseJson(c.get('args')))
  if (!args.success) return reply(400, false, messages.malformed)
  const data: Record<string, unknown> = {}
  for (const id of args.data.form_ids) {
    const def = await loadServerForm(deps.payload, id)
    if (!def) return reply(404, false, messages.formNotFound(id))
    const value = atPath(publicConfig(def, deps.secret, c.now), path)
    if (value === undefined) return reply(400, false, messages.unknownConfigPath)
    data[id] = value
  }
  return reply(200, true, data)
}

const configSchema = z.object({ form_id: z.int().check(z.positive()), hash: z.string().check(z.minLength(1), z.maxLength(100)) })

/** action vitrine_validate_config: nonce, config = { form_id, hash } — is the page's copy of the form current? */
export async function handleValidateConfig(request: Request, deps: ConfigDeps): Promise<Response> {
  const c = await common(request, deps, ACTION_VALIDATE_CONFIG)
  if ('error' in c) return c.error
  const config = configSchema.safeParse(parseJson(c.get('config')))
  if (!config.success) return reply(400, false, messages.configValidationFailed)
  const def = await loadServerForm(deps.payload, config.data.form_id)
  if (!def) return reply(404, false, messages.formNotFound(config.data.form_id))
  if (configHash(def) !== config.data.hash) return reply(409, false, messages.configValidationFailed)
  return reply(200, true, { form_id: def.id, hash: config.data.hash })
}
