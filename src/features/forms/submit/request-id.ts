import { REQUEST_ID_HEADER } from '@/server/request-log.mjs'

/**
 * The request id an entry and its e-mails keep, so that staff can go from either to the server's
 * log line of the request that created it (docs/decisions/048). The production server sets the
 * header on every request; with no server in front (tests, `next dev`) it is whatever the client
 * sent, so only something shaped like an id is kept: never text that could break a mail header or
 * pass for something else in the admin.
 */
const SANE_ID = /^[A-Za-z0-9_.:-]{1,128}$/

/** The id when it looks like one, else null. */
export function saneRequestId(value: string | null | undefined): string | null {
  return typeof value === 'string' && SANE_ID.test(value) ? value : null
}

/** The request's id, as the production server set it, or null. */
export const requestIdOf = (headers: Headers): string | null => saneRequestId(headers.get(REQUEST_ID_HEADER))
