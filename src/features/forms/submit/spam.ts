import { MIN_FILL_TIME_MS } from '../constants'

/**
 * Anti-spam verdict (docs/decisions/010). Spam is a filled honeypot, or a form sent faster than a
 * human can fill it in. A missing or wrong version hash is only recorded as a suspicion: automated
 * browsers (including our own end-to-end tests) never get one, and legitimate visitors with
 * JavaScript disabled neither. Suspected spam is kept in the spam folder, never dropped.
 */
export type SpamSignals = {
  honeypot: string
  elapsedMs: number | null
  versionHash: 'ok' | 'missing' | 'invalid'
  /** Sent without the captcha a browser with JavaScript adds, to a form that files such entries as spam. */
  captchaMissing?: boolean
  /**
   * Without JavaScript (docs/decisions/028): the second press of Send came too soon after the
   * page asking for it, or the visitor's address is past its hourly bound of such entries.
   */
  noScript?: 'passed' | 'too-fast' | 'over-limit' | null
}
export type SpamVerdict = { spam: boolean; reasons: string[] }

export function spamVerdict(signals: SpamSignals, { honeypotEnabled }: { honeypotEnabled: boolean }): SpamVerdict {
  const reasons: string[] = []
  if (honeypotEnabled && signals.honeypot.trim() !== '') reasons.push('honeypot')
  if (signals.elapsedMs !== null && signals.elapsedMs < MIN_FILL_TIME_MS) reasons.push('trop-rapide')
  if (signals.captchaMissing) reasons.push('captcha-absent')
  if (signals.noScript === 'too-fast') reasons.push('sans-js-trop-rapide')
  if (signals.noScript === 'over-limit') reasons.push('sans-js-limite-adresse')
  const spam = reasons.length > 0
  if (signals.versionHash !== 'ok') reasons.push(`empreinte-${signals.versionHash === 'missing' ? 'absente' : 'invalide'}`)
  return { spam, reasons }
}
