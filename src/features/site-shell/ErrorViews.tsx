/**
 * The French pages a visitor gets when an address leads nowhere (404) or a page fails (500). Each
 * is shown in two ways with the same words: drawn by the router in the browser (not-found.tsx and
 * error.tsx, after a client-side navigation), and rendered by the server as a whole page inside the
 * site's layout (app/(site)/erreur-http, see src/server/error-pages.mjs), which is what a first
 * visit, a visitor without JavaScript and a search engine receive.
 */
import type { ReactNode } from 'react'

import { notFoundMessages, serverErrorMessages } from './error-messages.mjs'

export { notFoundMessages, serverErrorMessages }

export function NotFoundView() {
  const m = notFoundMessages
  return (
    <div className="container narrow error-page">
      <h1>{m.title}</h1>
      <p>{m.explanation}</p>
      <p>
        <a href="/" className="btn btn-primary">
          {m.home}
        </a>{' '}
        <a href="/recherche" className="btn btn-secondary">
          {m.search}
        </a>
      </p>
    </div>
  )
}

/** `retry` is the control that tries again: the router's reset, or a reload of the page. */
export function ServerErrorView({ retry }: { retry: ReactNode }) {
  const m = serverErrorMessages
  return (
    <div className="container narrow error-page">
      <h1>{m.title}</h1>
      <p>{m.explanation}</p>
      <p>
        {retry}{' '}
        <a href="/" className="btn btn-secondary">
          {m.home}
        </a>
      </p>
    </div>
  )
}
