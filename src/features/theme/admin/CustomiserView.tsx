/**
 * The theme customiser (theme issue, part 3): a view of the site settings (/admin/globals/
 * site-settings/personnaliser) where staff see the public site in a frame and restyle it live
 * through the template-preview protocol, then save or cancel. Server part: who may see it, and the
 * saved theme it starts from.
 */
import type { DocumentViewServerProps } from 'payload'

import { isStaff } from '../../accounts/access'
import { normaliseSiteSettings } from '../../site-settings/normalise'
import { Customiser, type CustomiserMedia } from './Customiser.client'
import { messages } from './messages'

export async function CustomiserView({ payload, user }: DocumentViewServerProps) {
  if (!isStaff(user ?? null)) return <p style={{ padding: '2rem' }}>{messages.forbidden}</p>
  const raw = await payload.findGlobal({ slug: 'site-settings', depth: 1, overrideAccess: false, user })
  const { shell } = normaliseSiteSettings(raw)
  const found = await payload.find({
    collection: 'media',
    where: { mimeType: { like: 'image/' } },
    limit: 60,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const media: CustomiserMedia[] = found.docs.flatMap((doc) =>
    typeof doc.url === 'string' ? [{ id: doc.id, url: doc.url, label: String(doc.alt || doc.filename || doc.id) }] : [],
  )
  const logoId = typeof raw.logo === 'object' && raw.logo !== null ? raw.logo.id : (raw.logo ?? null)
  return (
    <Customiser
      saved={{
        palette: shell.palettes.default,
        typography: shell.typography,
        logoId: typeof logoId === 'number' ? logoId : null,
        logoWidth: shell.logoWidth,
        titleVisible: shell.titleVisible,
      }}
      media={media}
    />
  )
}
