import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { isStaff } from '@/features/accounts/access'
import { signOut } from '@/features/accounts/actions'
import { payloadClient } from '@/lib/payload.server'

export const metadata: Metadata = { title: 'Mon compte', robots: { index: false } }

const ROLE_LABEL = { admin: 'Administrateur', editor: 'Éditeur', client: 'Client' } as const

export default async function AccountPage() {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user) redirect('/connexion')
  return (
    <div className="container narrow">
      <h1>Mon compte</h1>
      <dl className="account-details">
        <dt>Nom</dt>
        <dd>{user.name}</dd>
        <dt>E-mail</dt>
        <dd>{user.email}</dd>
        <dt>Rôle</dt>
        <dd>{ROLE_LABEL[user.role]}</dd>
      </dl>
      {isStaff(user) ? (
        <p>
          <a href="/admin" className="btn btn-secondary">
            Administration
          </a>
        </p>
      ) : null}
      <form action={signOut}>
        <button type="submit" className="btn btn-primary">
          Se déconnecter
        </button>
      </form>
    </div>
  )
}
