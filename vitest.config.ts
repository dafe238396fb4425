import path from 'node:path'

import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
      '@': path.resolve(import.meta.dirname, 'src'),
      // `server-only` throws outside a React server bundle; in tests the server code is called directly.
      'server-only': path.resolve(import.meta.dirname, 'tests/support/empty-module.ts'),
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'seed/**/*.test.ts', 'tests/int/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Integration tests share one throwaway SQLite database per file; keep files apart.
    fileParallelism: true,
    pool: 'forks',
  },
})
