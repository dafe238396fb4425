import fs from 'node:fs'
import path from 'node:path'

import { uploadsSuite } from './uploads-suite'

/** Uploads with attached files kept on local disk, in `files/` next to the scratch folder. */
uploadsSuite({
  name: 'local folder',
  setup: async () => {},
  stored: async (id, uploadRoot) => {
    const file = path.join(uploadRoot, 'files', id)
    return fs.existsSync(file) ? fs.readFileSync(file) : null
  },
  localFolders: ['files', 'pending'],
  teardown: async () => {},
})
