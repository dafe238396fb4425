// Plain JavaScript: read by the production server (src/server/*.mjs, no TypeScript there) and by the app alike.

/**
 * Whether DATABASE_URL selects PostgreSQL (any other value, or none, is the SQLite file).
 * @param {string | null | undefined} url
 * @returns {boolean}
 */
export const isPostgresUrl = (url) => /^postgres(ql)?:\/\//.test(String(url ?? ''))
