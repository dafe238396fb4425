import Link from 'next/link'

export default function NotFound() {
  return (
    <div className="container narrow error-page">
      <h1>Page introuvable</h1>
      <p>La page que vous cherchez n’existe pas ou a été déplacée.</p>
      <p>
        <Link href="/" className="btn btn-primary">
          Retour à l’accueil
        </Link>{' '}
        <Link href="/recherche" className="btn btn-secondary">
          Rechercher sur le site
        </Link>
      </p>
    </div>
  )
}
