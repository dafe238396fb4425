/** docs/product.md, Shell: a valid hash target starts with a letter or underscore, then word characters or hyphens. */
export const HASH_ID_PATTERN = /^[A-Za-z_][\w-]*$/
