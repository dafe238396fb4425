'use client'

/** « Réessayer » on the server-rendered error page: loads the address again. */
export function ReloadButton({ children }: { children: string }) {
  return (
    <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
      {children}
    </button>
  )
}
