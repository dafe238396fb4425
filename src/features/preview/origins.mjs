// The other origins allowed to drive the template preview (PREVIEW_ALLOWED_ORIGINS): the sites
// that may frame the site's pages (the Content-Security-Policy's frame-ancestors, read by the
// production server before Next.js is loaded, hence plain JavaScript) and whose messages the
// preview frame honours (the layout hands them to the page in an attribute).

/**
 * The origins of a comma- or space-separated list; anything that is not an http(s) origin is left out.
 * @param {string | undefined} value
 * @returns {string[]}
 */
export function previewAllowedOrigins(value) {
  const origins = []
  for (const item of (value ?? '').split(/[\s,]+/)) {
    if (!item) continue
    try {
      const url = new URL(item)
      if ((url.protocol === 'https:' || url.protocol === 'http:') && !origins.includes(url.origin)) origins.push(url.origin)
    } catch {
      // Not an address: ignored (the server logs nothing here; the README says the format).
    }
  }
  return origins
}

/** The attribute of <body> that carries the list to the preview frame's island. */
export const PREVIEW_ORIGINS_ATTRIBUTE = 'data-preview-origins'
