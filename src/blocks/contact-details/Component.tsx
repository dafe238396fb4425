import type { ContactDetailsBlock } from '@/payload-types'
import { getSiteInfo } from '@/features/site-settings/get-settings.server'

import { Section } from '../Section'

export async function ContactDetails({ block, index }: { block: ContactDetailsBlock; index: number }) {
  const { contact, shell } = await getSiteInfo()
  const headingId = `h-${block.id ?? index}`
  return (
    <Section settings={block.settings} className="container narrow" labelledBy={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      {block.intro ? <p className="lead">{block.intro}</p> : null}
      <address className="contact-card">
        <strong>{shell.siteTitle}</strong>
        {contact.street ? <span>{contact.street}</span> : null}
        {contact.postalCode || contact.city ? <span>{[contact.postalCode, contact.city].filter(Boolean).join(' ')}</span> : null}
        {contact.phone ? (
          <span>
            Téléphone : <a href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</a>
          </span>
        ) : null}
        {contact.email ? (
          <span>
            E-mail : <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </span>
        ) : null}
        {contact.openingHours ? <span>Horaires : {contact.openingHours}</span> : null}
        {contact.siret ? <span>SIRET : {contact.siret}</span> : null}
      </address>
    </Section>
  )
}
