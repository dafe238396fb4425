import type { Page } from '@playwright/test'

import { formLive } from './fixtures'

/**
 * The demo contact form (/contact, « Nous écrire ») as the captcha tests use it: open, filled in as
 * a visitor would, sent. Both test servers have it; each runs its own captcha provider.
 */
export const contactForm = (page: Page) => page.getByRole('form', { name: 'Nous écrire' })
export const captchaWidget = (page: Page) => contactForm(page).locator('[data-captcha]')
export const sendContact = (page: Page) => contactForm(page).getByRole('button', { name: 'Envoyer le message' }).click()
export const CONTACT_CONFIRMATION = 'Merci Jeanne Martin ! Votre message a bien été envoyé.'

/** What the visitor is told when the check could not be made, or was refused by the server. */
export const CAPTCHA_UNAVAILABLE = 'La vérification anti-robot n’a pas pu être faite. Vérifiez votre connexion, puis réessayez.'
export const CAPTCHA_REFUSED = 'La vérification anti-robot a échoué. Veuillez renvoyer le formulaire.'
/** The start of what the console says when the captcha could not start (docs/product.md, Forms: logged). */
export const CAPTCHA_INIT_LOGGED = 'la vérification anti-robot n’a pas pu démarrer'

export async function openContact(page: Page) {
  await page.clock.install()
  await page.goto('/contact')
  await formLive(contactForm(page))
}

/** `pace: false` leaves the page's clock alone (a test that moves the time its own way). */
export async function fillContact(page: Page, message: string, { pace = true } = {}) {
  const form = contactForm(page)
  const text = (name: string) => form.getByRole('textbox', { name, exact: true })
  await text('Prénom').fill('Jeanne')
  await text('Nom').fill('Martin')
  await text('E-mail').fill('jeanne.martin@exemple.fr')
  await form.getByRole('combobox', { name: 'Objet' }).selectOption({ label: 'Demande d’information' })
  await text('Message').fill(message)
  await form.getByRole('checkbox', { name: /J’accepte que Morel Terrassement/ }).check()
  // The island refuses forms sent faster than a human could: jump the page's clock forward.
  if (pace) await page.clock.fastForward(5_000)
}
