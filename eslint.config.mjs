import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/**
 * Features with a front door (docs/decisions/036): code outside such a feature imports only its
 * entry files, never the modules behind them. `forms`: `@/features/forms` (pages and blocks),
 * `…/server` (route handlers and server reads), `…/payload` (collections and start-up),
 * `…/server-settings.mjs` (what the plain-JavaScript production server reads of its settings).
 */
const FEATURE_ENTRIES = { forms: ['index', 'server', 'payload', 'server-settings'], popups: ['server', 'payload', 'page'] }

/** An import source that reaches inside `feature` from outside it: by alias or path, or from a sibling feature. */
const insideOf = (feature, entries) => {
  const entry = `(?!(${entries.join('|')})(\\.(tsx?|mjs))?$)`
  return [`(^|/)features/${feature}/${entry}`, `^(\\.\\./)+${feature}/${entry}`]
}

const frontDoors = Object.entries(FEATURE_ENTRIES).map(([feature, entries]) => {
  const patterns = insideOf(feature, entries)
  const message = `Importez la fonctionnalité « ${feature} » par ses fichiers d’entrée (${entries.map((e) => (e === 'index' ? `@/features/${feature}` : `@/features/${feature}/${e}`)).join(', ')}), pas ses modules internes.`
  return {
    files: ['**/*.{ts,tsx,js,jsx,mjs,cjs}'],
    ignores: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': ['error', { patterns: patterns.map((regex) => ({ regex, message })) }],
      // import('…') too. esquery's regular expressions cannot hold a slash: \x2F stands for it.
      'no-restricted-syntax': [
        'error',
        ...patterns.map((regex) => ({ selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`, message })),
      ],
    },
  }
})

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  ...frontDoors,
  {
    // The outbox owns its rows (docs/decisions/036): the rest of the feature queues and reads
    // e-mails through outbox/, never the collection itself.
    files: ['src/features/forms/**'],
    ignores: ['src/features/forms/outbox/**', 'src/features/forms/collections/**', 'src/features/forms/payload.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)collections/slugs$',
              importNames: ['OUTBOX_SLUG'],
              message: 'Les e-mails en file passent par outbox/ (rows.server.ts), seul à lire et écrire leurs lignes.',
            },
          ],
        },
      ],
    },
  },
  {
    // The integration suites drive the forms' internals against a real database as the server
    // would (a nonce signed as a page does, the outbox drained at a chosen time, the SQL writes
    // read back through Payload): what they check lies behind the entry files.
    files: ['tests/int/**'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'tmp/**',
      'test-results/**',
      'playwright-report/**',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/**',
      'next-env.d.ts',
    ],
  },
]

export default config
