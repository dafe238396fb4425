'use client'

import { useEffect } from 'react'

import { ServerErrorView, serverErrorMessages } from '@/features/site-shell/ErrorViews'

/** Drawn by the router when a page fails in the browser's navigation (see ErrorViews.tsx). */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <ServerErrorView
      retry={
        <button type="button" className="btn btn-primary" onClick={reset}>
          {serverErrorMessages.retry}
        </button>
      }
    />
  )
}
