// The visitor's address as the app may trust it (docs/decisions/020): the socket's peer, or, when
// the site runs behind a reverse proxy (TRUST_PROXY=1), the first address of the proxy's
// X-Forwarded-For. Whatever a client sends under this header name is replaced, so a visitor can
// never choose the address that rate limits count.
export const CLIENT_ADDRESS_HEADER = 'x-vitrine-client-address'

/** @param {import('node:http').IncomingMessage} req @param {boolean} trustProxy */
export function setClientAddress(req, trustProxy) {
  const forwarded = trustProxy ? String(req.headers['x-forwarded-for'] ?? '').split(',')[0].trim() : ''
  req.headers[CLIENT_ADDRESS_HEADER] = forwarded || req.socket.remoteAddress || 'inconnue'
}
