/**
 * The page that fails on purpose for tests/e2e/error-pages.spec.ts exists only where its variable
 * is set: this server leaves it unset, as a production server does, and gets the French 404.
 */
import { expect, test } from '../fixtures'

test('sans sa variable, la page d’essai d’erreur est introuvable', { tag: '@http' }, async ({ request }) => {
  const response = await request.get('/essai-erreur')
  expect(response.status()).toBe(404)
  expect(await response.text()).toContain('Page introuvable')
})
