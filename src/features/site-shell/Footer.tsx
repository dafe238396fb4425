import { CONSENT_PAGE_PATH } from '../consent/constants'
import { messages as consentMessages } from '../consent/messages'
import type { SiteInfo } from '../site-settings/normalise'

/** Site footer: contact details from the settings, legal links, social links. */
export function Footer({ info }: { info: SiteInfo }) {
  const { contact, footer, shell, social } = info
  const year = new Date().getFullYear()
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <p className="footer-title">{shell.siteTitle}</p>
          {footer.text ? <p>{footer.text}</p> : null}
        </div>
        <address>
          {contact.street ? <span>{contact.street}</span> : null}
          {contact.postalCode || contact.city ? <span>{[contact.postalCode, contact.city].filter(Boolean).join(' ')}</span> : null}
          {contact.phone ? <a href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</a> : null}
          {contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : null}
        </address>
        <nav aria-label="Liens du pied de page">
          <ul>
            {footer.links.map((l) => (
              <li key={l.href + l.label}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
            {/* Always there (CNIL rules): a visitor changes their consent at any time. */}
            <li>
              <a href={CONSENT_PAGE_PATH}>{consentMessages.footerLink}</a>
            </li>
            {social.map((s) => (
              <li key={s.url}>
                <a href={s.url} rel="noopener noreferrer">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="container footer-legal">
        © {year} {shell.siteTitle}
        {contact.siret ? ` — SIRET ${contact.siret}` : ''}
      </p>
    </footer>
  )
}
