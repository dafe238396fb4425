/**
 * Security basics of the public site (design.md §7): Payload's REST refuses anonymous reads of
 * accounts and anonymous writes, a session cookie does not work from another origin (CSRF), and a
 * forged session cookie does not break pages.
 */
import { ADMIN, ADMIN_STATE, expect, test } from './fixtures'

const FOREIGN_ORIGIN = 'https://attaquant.example'

test('l’API refuse les lectures de comptes et les écritures anonymes', { tag: '@http' }, async ({ request }) => {
  const users = await request.get('/api/users')
  expect([401, 403]).toContain(users.status())
  expect(await users.text()).not.toContain('@e2e.test')

  const create = await request.post('/api/pages', {
    data: { title: 'Page pirate', slug: 'pirate', _status: 'published' },
  })
  expect([401, 403]).toContain(create.status())

  const settings = await request.post('/api/globals/site-settings', { data: { siteTitle: 'Piraté' } })
  expect([401, 403]).toContain(settings.status())
  expect((await request.get('/pirate')).status()).toBe(404)
})

test('les adresses internes du serveur ne répondent à personne d’autre que lui', { tag: '@http' }, async ({ request }) => {
  // The server's requests to itself (revalidation, start-up) carry a key only the process knows.
  for (const path of ['/interne/revalidation', '/interne/demarrage']) {
    for (const headers of [{}, { 'x-vitrine-internal-key': 'devine' }, { 'x-vitrine-internal-key': '' }] as Record<string, string>[]) {
      const answer = await request.post(path, { headers, data: { all: true } })
      expect(answer.status(), `${path} ${JSON.stringify(headers)}`).toBe(404)
    }
  }
})

test('une requête authentifiée par cookie depuis une autre origine est refusée', { tag: '@http' }, async ({ playwright, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin
  // The administrator's session cookie, obtained through the sign-in form (auth.setup.ts).
  const api = await playwright.request.newContext({ baseURL, storageState: ADMIN_STATE })

  // The cookie is a valid session from the site's own origin…
  const me = await api.get('/api/users/me', { headers: { Origin: origin } })
  expect((await me.json()).user?.email).toBe(ADMIN.email)
  // …and is ignored from another one.
  const foreignMe = await api.get('/api/users/me', { headers: { Origin: FOREIGN_ORIGIN } })
  expect((await foreignMe.json()).user ?? null).toBeNull()

  // Payload updates a global with POST (PATCH is not routed for globals).
  const before = (await (await api.get('/api/globals/site-settings')).json()).siteTitle
  const update = await api.post('/api/globals/site-settings', {
    headers: { Origin: FOREIGN_ORIGIN },
    data: { siteTitle: 'Site piraté' },
  })
  expect([401, 403]).toContain(update.status())
  const patch = await api.patch('/api/globals/site-settings', {
    headers: { Origin: FOREIGN_ORIGIN },
    data: { siteTitle: 'Site piraté' },
  })
  expect(patch.ok()).toBe(false)
  // A cookie sent by a non-browser client with no Origin at all is not honoured either.
  const bare = await api.post('/api/globals/site-settings', { data: { siteTitle: 'Site piraté' } })
  expect([401, 403]).toContain(bare.status())
  expect((await (await api.get('/api/globals/site-settings')).json()).siteTitle).toBe(before)
  await api.dispose()
})

test('un cookie de session forgé ne casse pas les pages', async ({ page, context, baseURL, header }) => {
  await context.addCookies([{ name: 'payload-token', value: 'garbage', url: baseURL }])
  for (const path of ['/', '/services/terrassement', '/actualites', '/recherche?s=vrd', '/connexion']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  // The header treats the visitor as anonymous, and the account page asks to sign in.
  await expect(header.signInLink).toBeVisible()
  await page.goto('/compte')
  await expect(page).toHaveURL(/\/connexion$/)
})

test('la connexion de Payload refuse une autre origine et limite les essais par adresse', { tag: '@http' }, async ({ playwright, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin
  const api = await playwright.request.newContext({ baseURL })
  // Another site's page cannot sign its visitor in to an account of its choosing (login CSRF)…
  const foreign = await api.post('/api/users/login', { headers: { Origin: FOREIGN_ORIGIN }, data: { email: ADMIN.email, password: ADMIN.password } })
  expect(foreign.status()).toBe(403)
  expect(foreign.headers()['set-cookie']).toBeUndefined()
  // …the site's own back office can.
  const own = await api.post('/api/users/login', { headers: { Origin: origin }, data: { email: ADMIN.email, password: ADMIN.password } })
  expect(own.status()).toBe(200)

  // Guessing one account from one address stops after five failures, with a French message.
  const unknown = `personne-${Date.now()}@exemple.fr`
  for (let i = 0; i < 5; i++) {
    expect((await api.post('/api/users/login', { headers: { Origin: origin }, data: { email: unknown, password: `essai-${i}` } })).status()).toBe(401)
  }
  const limited = await api.post('/api/users/login', { headers: { Origin: origin }, data: { email: unknown, password: 'encore' } })
  expect(limited.status()).toBe(429)
  expect((await limited.json()).errors[0].message).toContain('Trop de tentatives de connexion')
  await api.dispose()
})
