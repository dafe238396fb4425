import type { Metadata } from 'next'

import { SignInForm } from '@/features/accounts/SignInForm.client'

export const metadata: Metadata = { title: 'Connexion', robots: { index: false } }
// Rendered per request: the header must reflect the current settings, and nothing here is worth caching.
export const dynamic = 'force-dynamic'

export default function SignInPage() {
  return (
    <div className="container narrow">
      <h1>Connexion à votre espace</h1>
      <p>Accédez au suivi de vos demandes. L’équipe se connecte avec le même formulaire.</p>
      <SignInForm />
    </div>
  )
}
