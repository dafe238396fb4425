import { describe, expect, it } from 'vitest'

import { mailDestination } from './lib.mjs'

// What `npm start` prints about the forms' e-mails (README « Démarrage rapide »).
describe('the start-up line about e-mails', () => {
  it('without SMTP, says they do not leave and where staff read them', () => {
    const line = mailDestination({}, 'http://localhost:3000')
    expect(line).toContain('aucun serveur SMTP configuré (SMTP_URL), ils ne partent pas')
    expect(line).toContain('http://localhost:3000/admin/collections/form-outbox')
  })

  it('with SMTP, names the server they leave through, never its password', () => {
    const line = mailDestination({ SMTP_URL: 'smtp://site:motdepasse@smtp.exemple.fr:587' }, 'http://localhost:3000')
    expect(line).toBe('E-mails des formulaires : envoyés par SMTP (smtp.exemple.fr:587).')
    expect(mailDestination({ SMTP_HOST: 'mail.exemple.fr' }, 'https://morel.test')).toContain('(mail.exemple.fr)')
  })
})
