import type { Where } from 'payload'

/**
 * For the upload fields of documents that show an image (a post's, a réalisation's, an engin's, a
 * grid media's poster, the logo): the media library also holds videos (docs/decisions/054), which an
 * `<img>` cannot show. The picker lists images only, and Payload's own check of the field refuses a
 * video chosen anyway (by its id, through the API).
 * Not on the image fields of sections (blocks): with it, a section just added in the admin
 * sometimes stayed an empty row until the page was reloaded (Payload 3.90; seen by the grid's admin
 * journey, 1 time in 3). There a video chosen by mistake shows nothing (`MediaImage` needs a
 * picture's size), rather than a broken image.
 */
export const imagesOnly: Where = { mimeType: { contains: 'image/' } }
