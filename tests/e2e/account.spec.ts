/**
 * docs/product.md, Accounts and back office: the header account menu, and the public sign-in it leads to. The seed sets
 * `accountTrigger: 'click'`, so the menu is a panel opened by a click that closes on a pointer
 * release outside it.
 */
import { ADMIN, ADMIN_STATE, expect, signIn, test } from './fixtures'

test('un visiteur anonyme voit « Se connecter », qui mène à /connexion', async ({ page, header }) => {
  await page.goto('/')
  await expect(header.signInLink).toBeVisible()
  await expect(header.signInLink).toHaveAttribute('href', '/connexion')
  await expect(header.accountButton()).toHaveCount(0)
  await header.signInLink.click()
  await expect(page).toHaveURL(/\/connexion$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion à votre espace' })).toBeVisible()
})

test('de mauvais identifiants affichent l’erreur en français', async ({ page }) => {
  await page.goto('/connexion')
  // An address that has no account: failed attempts on a real account would lock it (5 tries).
  await page.getByLabel('E-mail').fill('personne@e2e.test')
  await page.getByLabel('Mot de passe').fill('mauvais-mot-de-passe')
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'E-mail ou mot de passe incorrect.',
  )
  await expect(page).toHaveURL(/\/connexion$/)
  // What was typed in the e-mail field is kept; the password is not.
  await expect(page.getByLabel('E-mail')).toHaveValue('personne@e2e.test')
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription(
    'E-mail ou mot de passe incorrect.',
  )
})

test('/compte sans session renvoie vers /connexion', async ({ page }) => {
  await page.goto('/compte')
  await expect(page).toHaveURL(/\/connexion$/)
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible()
})

test.describe('avec la session de l’administrateur', () => {
  test.use({ storageState: ADMIN_STATE })

  test('le bouton porte son nom et son menu mène à l’administration', async ({ page, header }) => {
    await page.goto('/services/vrd')
    await expect(header.accountButton(ADMIN.name)).toBeVisible()
    await expect(header.signInLink).toHaveCount(0)
    await header.accountButton(ADMIN.name).click()
    const menu = header.accountMenu(ADMIN.name)
    await expect(menu.getByRole('link', { name: 'Administration' })).toHaveAttribute('href', '/admin')
    await expect(menu.getByRole('button', { name: 'Se déconnecter' })).toBeVisible()
  })

  test('/compte affiche le compte', async ({ page }) => {
    await page.goto('/compte')
    await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible()
    await expect(page.getByRole('main').getByText(ADMIN.email)).toBeVisible()
    await expect(page.getByRole('main').getByText('Administrateur')).toBeVisible()
  })
})

test('connexion par le formulaire, menu du compte, puis déconnexion', async ({ page, header, newAdmin }) => {
  await signIn(page, newAdmin)
  await page.goto('/')
  const account = header.accountButton(newAdmin.name)
  await expect(account).toBeVisible()
  await expect(header.signInLink).toHaveCount(0)
  await expect(account).toHaveAttribute('aria-expanded', 'false')
  await expect(header.accountMenu(newAdmin.name)).toBeHidden()

  await account.click()
  await expect(account).toHaveAttribute('aria-expanded', 'true')
  const menu = header.accountMenu(newAdmin.name)
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Administration' })).toHaveAttribute('href', '/admin')
  await expect(menu.getByText(newAdmin.email)).toBeVisible()
  // The panel takes focus like a small dialog; Escape closes it and gives focus back.
  await expect(menu.getByRole('link', { name: 'Administration' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(account).toHaveAttribute('aria-expanded', 'false')
  await expect(account).toBeFocused()

  // A pointer release outside the panel closes it.
  await account.click()
  await expect(menu).toBeVisible()
  // (the panel slides in from the right: the left edge of the page stays uncovered)
  await page.mouse.click(4, 400)
  await expect(account).toHaveAttribute('aria-expanded', 'false')
  await expect(menu).toBeHidden()

  await account.click()
  await menu.getByRole('button', { name: 'Se déconnecter' }).click()
  await expect(header.signInLink).toBeVisible()
  await expect(header.accountButton(newAdmin.name)).toHaveCount(0)
  await page.reload()
  await expect(header.signInLink).toBeVisible()
  expect((await page.context().cookies()).some((c) => c.name === 'payload-token')).toBe(false)
  // The session is really gone on the server, not only in the header.
  await page.goto('/compte')
  await expect(page).toHaveURL(/\/connexion$/)
})

test('une visite anonyme ne demande jamais la session au serveur', async ({ page, header }) => {
  const asked: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/users/me') asked.push(request.url())
  })
  await page.goto('/')
  await expect(header.signInLink).toBeVisible()
  await page.goto('/services/terrassement')
  await expect(header.signInLink).toBeVisible()
  // Every island of the page has woken up (the load event) without asking.
  await page.waitForLoadState('load')
  expect(asked).toEqual([])
})

test('une connexion au back-office fait apparaître le compte sur le site public', async ({ page, header, newAdmin }) => {
  await page.goto('/admin/login')
  await page.getByLabel(/courriel|e-mail/i).fill(newAdmin.email)
  await page.getByLabel(/mot de passe/i).fill(newAdmin.password)
  await page.getByRole('button', { name: /connexion|se connecter/i }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'))
  await page.goto('/services/vrd')
  await expect(header.accountButton(newAdmin.name)).toBeVisible()
  await expect(header.signInLink).toHaveCount(0)
})

test.describe('l’administration', () => {
  test.use({ storageState: ADMIN_STATE })

  test('ne demande rien à un autre site et écrit les dates à la française', async ({ page, baseURL }) => {
    const elsewhere: string[] = []
    page.on('request', (request) => {
      if (/^https?:/.test(request.url()) && new URL(request.url()).origin !== new URL(baseURL!).origin) elsewhere.push(request.url())
    })
    const pages = await (await page.request.get('/api/pages?where[slug][equals]=services/terrassement&depth=0')).json()
    await page.goto(`/admin/collections/pages/${pages.docs[0].id}`)
    await expect(page.getByRole('textbox', { name: /^Titre/ }).first()).toBeVisible()
    // « Dernière modification » and « Créé(e) » in the document's header.
    await expect(page.getByText(/^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4} à \d{2}:\d{2}$/).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    // Payload's default account picture came from Gravatar: the staff member's e-mail, hashed, sent to a third party.
    expect(elsewhere).toEqual([])
  })
})
