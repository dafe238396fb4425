import type { Access, CollectionConfig, PayloadRequest } from 'payload'

import { siteUrl } from '../../lib/site-url'
import { adminFieldOnly, adminOnly, isAdmin, isStaff, ROLES } from './access'
import { RESET_SUBJECT, resetMailHtml } from './reset-mail'
import { forgetSuccessfulSignIn, guardSignIn } from './sign-in-guard'
import { clearedSessionHintCookie, sessionHintCookie } from './session-hint'

const selfOrAdmin: Access = ({ req }) => {
  if (isAdmin(req.user)) return true
  return req.user ? { id: { equals: req.user.id } } : false
}

/** Adds a cookie to the answer of Payload's REST sign-in or sign-out (the back office's). */
function setOnResponse(req: PayloadRequest, cookie: string) {
  req.responseHeaders ??= new Headers()
  req.responseHeaders.append('Set-Cookie', cookie)
}

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Utilisateur', plural: 'Utilisateurs' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'role'], group: 'Administration' },
  auth: {
    // Session cookies must not leak to other sites; Lax keeps links from e-mails working.
    cookies: { sameSite: 'Lax', secure: siteUrl().startsWith('https://') },
    // No lockout per account: anyone could lock staff out with five wrong passwords. Failed
    // sign-ins are limited per address instead (sign-in-guard.ts, docs/decisions/032).
    maxLoginAttempts: 0,
    // The reset e-mail, in French, with a link on the site's address (reset-mail.ts); it leaves
    // through the outbox (docs/decisions/035).
    forgotPassword: {
      generateEmailSubject: () => RESET_SUBJECT,
      generateEmailHTML: (args) => resetMailHtml(args?.token ?? '', (args?.user as { name?: string } | undefined)?.name),
    },
  },
  access: {
    // Only staff enter the back office; a client account signs in on the public site.
    admin: ({ req }) => isStaff(req.user),
    create: ({ req }) => isAdmin(req.user),
    read: selfOrAdmin,
    update: selfOrAdmin,
    delete: ({ req }) => isAdmin(req.user),
    unlock: adminOnly,
  },
  hooks: {
    beforeOperation: [guardSignIn],
    afterLogin: [forgetSuccessfulSignIn, ({ req }) => setOnResponse(req, sessionHintCookie(siteUrl().startsWith('https://')))],
    afterLogout: [({ req }) => setOnResponse(req, clearedSessionHintCookie(siteUrl().startsWith('https://')))],
  },
  fields: [
    { name: 'name', label: 'Nom', type: 'text', required: true, maxLength: 120 },
    {
      name: 'role',
      label: 'Rôle',
      type: 'select',
      required: true,
      defaultValue: 'client',
      saveToJWT: true,
      options: [
        { label: 'Administrateur', value: 'admin' },
        { label: 'Éditeur', value: 'editor' },
        { label: 'Client', value: 'client' },
      ] satisfies { label: string; value: (typeof ROLES)[number] }[],
      // A user must never promote themselves.
      access: { create: adminFieldOnly, update: adminFieldOnly },
    },
  ],
}
