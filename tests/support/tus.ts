/**
 * The forms' upload endpoint (tus) and the size of the chunks their uploader sends
 * (docs/decisions/012), as a visitor's client knows them: written here, not imported from the
 * site, so that a change on the site's side shows as a broken test.
 */
export const UPLOAD_PATH = '/formulaires/televersement'
export const UPLOAD_CHUNK_BYTES = 2 * 1024 * 1024
