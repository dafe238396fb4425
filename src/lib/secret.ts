import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { DATA_DIR } from './paths'

/**
 * The signing secret for sessions. Taken from PAYLOAD_SECRET when set; otherwise generated once
 * and kept in data/ so a fresh clone runs without configuration and sessions survive restarts.
 */
export function payloadSecret(): string {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  const file = path.join(DATA_DIR, '.payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(DATA_DIR, { recursive: true })
    const secret = randomBytes(32).toString('hex')
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
      return secret
    } catch {
      // Another process created it first: use theirs.
      return fs.readFileSync(file, 'utf8').trim()
    }
  }
}
