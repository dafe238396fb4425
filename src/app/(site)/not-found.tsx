import type { Metadata } from 'next'

import { NotFoundView, notFoundMessages } from '@/features/site-shell/ErrorViews'

// Next.js reads a 404's metadata here (the layout's, then this), whichever page answered it.
export const metadata: Metadata = { title: notFoundMessages.title }

/** Drawn by the router after a client-side navigation to a missing page (see ErrorViews.tsx). */
export default function NotFound() {
  return <NotFoundView />
}
