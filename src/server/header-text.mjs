// A request or response header as one string, whatever Node.js holds for it: several values joined
// as HTTP joins them, none as the empty string. Plain JavaScript: the production server reads it
// before Next.js is loaded.

/** @param {string | string[] | number | undefined} value */
export const headerText = (value) => (Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value))
