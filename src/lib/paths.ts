import path from 'node:path'

/** Everything the site writes lives under data/ (git-ignored), never under public/. */
export const DATA_DIR = process.env.DATA_DIR
  ? path.resolve(/* turbopackIgnore: true */ process.env.DATA_DIR)
  : path.join(process.cwd(), 'data')
export const MEDIA_DIR = path.join(DATA_DIR, 'media')
export const SQLITE_FILE = path.join(DATA_DIR, 'vitrine.db')
