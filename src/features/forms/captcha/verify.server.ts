import 'server-only'

import type { Payload } from 'payload'

import { CAPTCHA_RESPONSE_INPUT, CAPTCHA_RESPONSE_MAX_LENGTH } from '../constants'
import { messages } from '../messages'
import type { CaptchaField, FormDefinition } from '../types'
import { verifyAltcha } from './altcha.server'
import { captchaConfig, type CaptchaConfig } from './provider.server'
import { verifyRecaptcha } from './recaptcha.server'
import { claimSolution } from './spent.server'
import { checkChallengeId, type ChallengeVerdict } from '../submit/noscript.server'

export type CaptchaOutcome =
  /**
   * Nothing to check, or a valid response. Without JavaScript (no response at all), on a form that
   * accepts such submissions, `noScript` says how the second press of Send went
   * (docs/decisions/028): `none` (not asked yet) or `expired` ask again, `too-fast` is spam.
   */
  | { ok: true; spam: boolean; noScript?: ChallengeVerdict }
  | { ok: false; status: number; message: string }

type Body = { getAll(name: string): (string | File)[] | string[] }

const refuse = (status: number, message: string): CaptchaOutcome => ({ ok: false, status, message })

/**
 * The captcha of a submission about to become an entry (docs/decisions/016). No response input at
 * all is what a browser without JavaScript sends: the field says whether to refuse it or to check
 * it another way (docs/decisions/028). An empty, malformed, forged, expired or replayed response
 * is refused.
 */
export async function checkCaptcha(
  def: FormDefinition,
  body: Body,
  context: { payload: Payload; secret: string; submissionId: string; now: number; remoteIp?: string | null; config?: CaptchaConfig },
): Promise<CaptchaOutcome> {
  const field = def.fields.find((f): f is CaptchaField => f.type === 'captcha')
  if (!field) return { ok: true, spam: false }
  const values = body.getAll(CAPTCHA_RESPONSE_INPUT)
  if (values.length === 0) {
    if (field.withoutJavaScript !== 'spam') return refuse(400, messages.captchaMissing)
    const noScript = checkChallengeId(context.submissionId, def.id, context.secret, context.now)
    return { ok: true, spam: noScript !== 'passed', noScript }
  }
  const response = values[0]
  if (values.length > 1 || typeof response !== 'string' || response.length > CAPTCHA_RESPONSE_MAX_LENGTH) return refuse(400, messages.captchaInvalid)
  if (response === '') return refuse(400, messages.captchaMissing)

  const config = context.config ?? captchaConfig()
  const verdict =
    config.provider === 'altcha'
      ? await verifyAltcha(response, {
          secret: context.secret,
          now: context.now,
          claim: (signature, expiresAt) => claimSolution(context.payload, { signature, submissionId: context.submissionId, expiresAt }),
        })
      : await verifyRecaptcha(response, { ...config, remoteIp: context.remoteIp })
  switch (verdict) {
    case 'ok':
      return { ok: true, spam: false }
    case 'invalid':
      return refuse(403, messages.captchaInvalid)
    case 'expired':
      return refuse(403, messages.captchaExpired)
    case 'replayed':
      return refuse(403, messages.captchaReplayed)
    case 'unavailable':
      return refuse(503, messages.captchaServiceDown)
    default: {
      const never: never = verdict
      return never
    }
  }
}
