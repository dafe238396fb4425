import type { Metadata } from 'next'

import { SignInForm } from '@/features/accounts/SignInForm.client'

export const metadata: Metadata = { title: 'Connexion', robots: { index: false } }

export default function SignInPage() {
  return (
    <div className="container narrow">
      <h1>Connexion à votre espace</h1>
      <p>Accédez au suivi de vos demandes. L’équipe se connecte avec le même formulaire.</p>
      <SignInForm />
    </div>
  )
}
