import type { SiteInfo } from '@/features/site-settings/normalise'
import { siteUrl } from '@/lib/site-url'

/** Serialises JSON-LD so that no "</script>" sequence from content can close the tag. */
export const jsonLdString = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c')

/** The business as structured data, for search engines' local results. */
export function BusinessJsonLd({ info }: { info: SiteInfo }) {
  const { contact, shell } = info
  const data = {
    '@context': 'https://schema.org',
    '@type': 'GeneralContractor',
    name: shell.siteTitle,
    url: siteUrl(),
    telephone: contact.phone ?? undefined,
    email: contact.email ?? undefined,
    address: contact.street
      ? {
          '@type': 'PostalAddress',
          streetAddress: contact.street,
          postalCode: contact.postalCode ?? undefined,
          addressLocality: contact.city ?? undefined,
          addressCountry: 'FR',
        }
      : undefined,
    identifier: contact.siret ? { '@type': 'PropertyValue', propertyID: 'SIRET', value: contact.siret } : undefined,
    sameAs: info.social.map((s) => s.url),
  }
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />
}
