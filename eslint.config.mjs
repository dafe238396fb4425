import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/**
 * Features with a front door (docs/decisions/036): code outside such a feature imports only its
 * entry files, never the modules behind them. `forms`: `@/features/forms` (pages and blocks),
 * `…/server` (route handlers and server reads), `…/payload` (collections and start-up),
 * `…/server-settings.mjs` (what the plain-JavaScript production server reads of its settings),
 * `…/island` (the form's browser code for the blocks' shared loader, ui/island).
 */
const FEATURE_ENTRIES = { forms: ['index', 'server', 'payload', 'server-settings', 'island'], popups: ['server', 'payload', 'early', 'page'], 'off-canvas': ['server', 'payload', 'first-use'] }

/** An import source that reaches inside `feature` from outside it: by alias or path, or from a sibling feature. */
const insideOf = (feature, entries) => {
  const entry = `(?!(${entries.join('|')})(\\.(tsx?|mjs))?$)`
  return [`(^|/)features/${feature}/${entry}`, `^(\\.\\./)+${feature}/${entry}`]
}

/** The refusals for importing the insides of `features`: one list per rule. */
function frontDoorRules(features) {
  const refused = features.flatMap((feature) => {
    const entries = FEATURE_ENTRIES[feature]
    const message = `Importez la fonctionnalité « ${feature} » par ses fichiers d’entrée (${entries.map((e) => (e === 'index' ? `@/features/${feature}` : `@/features/${feature}/${e}`)).join(', ')}), pas ses modules internes.`
    return insideOf(feature, entries).map((regex) => ({ regex, message }))
  })
  return {
    importPatterns: refused,
    // import('…') too. esquery's regular expressions cannot hold a slash: \x2F stands for it.
    syntax: refused.map(({ regex, message }) => ({ selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`, message })),
  }
}

const FEATURES = Object.keys(FEATURE_ENTRIES)
// Flat config keeps the last options of a rule, not their union: every file gets one object naming
// every feature it must not reach into (all of them outside the features, the others inside one).
const frontDoors = [
  { files: ['**/*.{ts,tsx,js,jsx,mjs,cjs}'], ignores: FEATURES.map((f) => `src/features/${f}/**`), features: FEATURES },
  ...FEATURES.map((feature) => ({ files: [`src/features/${feature}/**`], features: FEATURES.filter((f) => f !== feature) })),
].map(({ features, ...target }) => {
  const { importPatterns, syntax } = frontDoorRules(features)
  return {
    ...target,
    rules: { 'no-restricted-imports': ['error', { patterns: importPatterns }], 'no-restricted-syntax': ['error', ...syntax] },
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
      // The site's links are plain <a>: the router follows those to its pages (docs/decisions/070).
      '@next/next/no-html-link-for-pages': 'off',
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
            ...frontDoorRules(FEATURES.filter((f) => f !== 'forms')).importPatterns,
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
