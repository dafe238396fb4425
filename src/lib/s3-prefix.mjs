/**
 * A bucket folder as the site reads it from the environment: surrounding spaces and a leading
 * slash dropped, a trailing slash added; empty is the bucket's root. Plain JavaScript because
 * `npm run backup` (scripts/backup.mjs) lists the same folders the site writes (src/lib/s3-bucket.ts).
 * @param {string} raw
 * @returns {string}
 */
export function s3Prefix(raw) {
  const trimmed = raw.trim().replace(/^\/+/, '')
  return trimmed && !trimmed.endsWith('/') ? `${trimmed}/` : trimmed
}
