// How long browsers and proxies keep a file whose name carries no hash of its content (a staff
// image or video, the site's icon, the files of public/). Plain JavaScript: next.config.ts reads it.

/**
 * A day fresh, then served from the browser's copy while it checks in the background: a file
 * replaced under the same name shows within a day, never a week.
 */
export const UNHASHED_FILE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'
