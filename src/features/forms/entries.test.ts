import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The forms' front door (docs/decisions/036), through the project's own ESLint config: code
 * outside the feature imports its entry files only, and inside it only outbox/ touches the
 * outbox's rows. A deep import must fail `npm run lint`.
 */
const root = path.resolve(import.meta.dirname, '../../..')
const eslint = new ESLint({ cwd: root })
const RULES = new Set(['no-restricted-imports', 'no-restricted-syntax'])

/** The lines of `code`, linted as the file `file` of the repository, that the boundary refuses. */
async function refusedLines(file: string, code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result.messages.filter((m) => m.ruleId && RULES.has(m.ruleId)).map((m) => m.line)
}

describe('the forms feature’s entry files', () => {
  it('are the only way in for other features, pages, scripts and seed content', async () => {
    const code = [
      "import { messages } from '@/features/forms/messages'",
      "import { loadState } from '../forms/submit/store.server'",
      "export const later = () => import('@/features/forms/outbox/send.server')",
      'export const all = [messages, loadState]',
    ].join('\n')
    expect(await refusedLines('src/features/portfolio/essai.ts', code)).toEqual([1, 2, 3])
    expect(await refusedLines('src/app/(site)/essai/page.tsx', "import { FormView } from '@/features/forms/render/FormView'\nexport const v = FormView")).toEqual([1])
    expect(await refusedLines('scripts/essai.mjs', "import { SUBMIT_PATH } from '../src/features/forms/constants.ts'\nexport const p = SUBMIT_PATH")).toEqual([1])
    expect(await refusedLines('seed/content/essai.ts', "import type { FileKind } from '../../src/features/forms/upload/files'\nexport type K = FileKind")).toEqual([1])
  })

  it('let pages, route handlers and Payload’s config in', async () => {
    const code = [
      "import { FormView, messages } from '@/features/forms'",
      "import { handleSubmit } from '@/features/forms/server'",
      "import { Forms } from '../../features/forms/payload'",
      "export const later = () => import('@/features/forms/server')",
      'export const all = [FormView, messages, handleSubmit, Forms]',
    ].join('\n')
    expect(await refusedLines('src/blocks/form/essai.tsx', code)).toEqual([])
  })

  it('are not needed inside the feature, where only outbox/ names the outbox’s rows', async () => {
    const code = "import { FORMS_SLUG, OUTBOX_SLUG } from '../collections/slugs'\nexport const s = [FORMS_SLUG, OUTBOX_SLUG]"
    expect(await refusedLines('src/features/forms/submit/essai.ts', "import { handleSubmit } from './pipeline.server'\nexport const h = handleSubmit")).toEqual([])
    expect(await refusedLines('src/features/forms/drafts/essai.ts', code)).toEqual([1])
    expect(await refusedLines('src/features/forms/outbox/essai.ts', code)).toEqual([])
  })

  it('are what the site’s own code outside the feature imports', async () => {
    const results = await eslint.lintFiles(['src/app', 'src/blocks', 'src/features', 'src/payload.config.ts', 'seed', 'scripts'])
    const refused = results.flatMap((r) => r.messages.filter((m) => m.ruleId && RULES.has(m.ruleId)).map((m) => `${path.relative(root, r.filePath)}:${m.line}`))
    expect(refused).toEqual([])
  })
})
