import { escapeHtml } from '../../lib/html'
import { siteUrl } from '../../lib/site-url'

/**
 * The password-reset e-mail (docs/decisions/035), in French. The link is on the site's configured
 * address (SITE_URL), never on the Host of the request that asked for it: a forged Host cannot
 * send staff a link to another site that would collect their token.
 */
export const resetLink = (token: string) => `${siteUrl()}/admin/reset/${encodeURIComponent(token)}`

export const RESET_SUBJECT = 'Réinitialisation de votre mot de passe'

export function resetMailHtml(token: string, name: string | null | undefined): string {
  const link = resetLink(token)
  const paragraphs = [
    `<p>Bonjour${name ? ` ${escapeHtml(name)}` : ''},</p>`,
    `<p>Une réinitialisation du mot de passe de votre compte sur ${escapeHtml(new URL(siteUrl()).host)} a été demandée. Pour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure :</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    '<p>Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.</p>',
  ]
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f1a16">${paragraphs.join('')}</body></html>`
}
