'use client'

/** Last resort when the root layout itself fails: a plain French page, status 500. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="fr">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', maxWidth: '40rem', margin: '0 auto' }}>
        <h1>Une erreur est survenue</h1>
        <p>Le site est momentanément indisponible. Réessayez dans un instant.</p>
        <button type="button" onClick={reset}>
          Réessayer
        </button>
      </body>
    </html>
  )
}
