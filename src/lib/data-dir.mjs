// Where the site writes (the SQLite file, the media, the uploads): `DATA_DIR`, or data/ in the
// project. Plain JavaScript: the production server reads it before Next.js is loaded
// (src/lib/paths.ts says the same for the app's code).
import path from 'node:path'

/**
 * @param {string} root the folder a relative `DATA_DIR` is read from
 * @param {Record<string, string | undefined>} env
 */
export function dataDir(root, env) {
  return env.DATA_DIR ? path.resolve(root, env.DATA_DIR) : path.join(root, 'data')
}
