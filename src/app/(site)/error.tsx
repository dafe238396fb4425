'use client'

import Link from 'next/link'
import { useEffect } from 'react'

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <div className="container narrow error-page">
      <h1>Une erreur est survenue</h1>
      <p>Le site a rencontré un problème inattendu. Réessayez dans un instant ; si le problème persiste, appelez-nous.</p>
      <p>
        <button type="button" className="btn btn-primary" onClick={reset}>
          Réessayer
        </button>{' '}
        <Link href="/" className="btn btn-secondary">
          Retour à l’accueil
        </Link>
      </p>
    </div>
  )
}
