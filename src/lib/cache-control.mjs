// How long browsers and proxies keep the site's files. Plain JavaScript: next.config.ts and the
// production server read it.

/** A file whose name carries a hash of its content (the build's): a year, never checked again. */
export const IMMUTABLE_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/**
 * A file whose name carries no hash of its content (a staff image or video, the site's icon, the
 * files of public/): a day fresh, then served from the browser's copy while it checks in the
 * background: a file replaced under the same name shows within a day, never a week.
 */
export const UNHASHED_FILE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'
