/**
 * The production server keeps shareable pages in memory for a few seconds (docs/decisions/020):
 * visitors get them without a new render, and staff still see their edits at once.
 */
import { expect, staffApi, test } from './fixtures'

test.describe('pages partagées par le serveur', { tag: '@http' }, () => {
  test('une page publique est resservie depuis la mémoire', async ({ request }) => {
    // Other tests edit content at the same time (each edit empties the cache): ask until two
    // requests in a row meet no edit between them.
    await expect
      .poll(async () => {
        await request.get('/mentions-legales')
        const again = await request.get('/mentions-legales')
        expect(again.status()).toBe(200)
        return again.headers()['x-vitrine-cache']
      })
      .toBe('HIT')
  })

  test('une page modifiée ou supprimée dans l’administration l’est aussitôt pour les visiteurs', async ({ request, playwright, baseURL }) => {
    const staff = await staffApi(playwright, baseURL)
    const slug = `essai-cache-${Date.now().toString(36)}`
    const title = async () => (await (await request.get(`/${slug}`)).text()).match(/<title>([^<]*)<\/title>/)?.[1]
    try {
      const created = await staff.post('/api/pages', { data: { title: 'Horaires d’hiver', slug, _status: 'published', layout: [] } })
      expect(created.ok(), await created.text()).toBe(true)
      const id = (await created.json()).doc.id as number
      try {
        expect(await title()).toContain('Horaires d’hiver')
        expect(await title()).toContain('Horaires d’hiver')
        const updated = await staff.patch(`/api/pages/${id}`, { data: { title: 'Horaires d’été' } })
        expect(updated.ok()).toBe(true)
        expect(await title()).toContain('Horaires d’été')
      } finally {
        expect((await staff.delete(`/api/pages/${id}`)).ok()).toBe(true)
      }
      expect((await request.get(`/${slug}`)).status()).toBe(404)
    } finally {
      await staff.dispose()
    }
  })

  test('une personne connectée n’obtient jamais la copie partagée', async ({ playwright, baseURL }) => {
    const staff = await staffApi(playwright, baseURL)
    try {
      for (let i = 0; i < 3; i++) {
        const response = await staff.get('/mentions-legales')
        expect(response.status()).toBe(200)
        expect(response.headers()['x-vitrine-cache']).toBeUndefined()
      }
    } finally {
      await staff.dispose()
    }
  })
})
