import { notFound } from 'next/navigation'

/**
 * Fails on purpose so the browser tests can see the site's French error page (error.tsx) with its
 * status 500 in the production build. Only the browser tests' server sets the variable
 * (scripts/e2e-server.mjs); everywhere else this address is a plain 404.
 * docs/decisions/018-e2e-variants-and-error-pages.md.
 */
export const dynamic = 'force-dynamic'

const TEST_ERROR_PAGE_ENV = 'VITRINE_TEST_ERROR_PAGE'

export default function TestErrorPage() {
  if (process.env[TEST_ERROR_PAGE_ENV] !== '1') notFound()
  throw new Error('Erreur volontaire de la page d’essai (tests de bout en bout).')
}
