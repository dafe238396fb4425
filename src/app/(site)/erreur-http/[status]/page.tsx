import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { NotFoundView, notFoundMessages, ServerErrorView, serverErrorMessages } from '@/features/site-shell/ErrorViews'
import { ReloadButton } from '@/features/site-shell/ReloadButton.client'
import { ERROR_PAGE_HEADER } from '@/server/error-pages.mjs'

/**
 * The site's 404 and 500 pages as the server sends them, inside the layout: the production server
 * renders this route in place of the empty document Next.js answers when a page is not found or
 * fails (src/server/error-pages.mjs), keeping the address and the status. It renders only for the
 * server's own request (ERROR_PAGE_HEADER); anyone asking for its address gets the 404 page.
 */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ status: string }> }

async function requestedStatus(params: Props['params']): Promise<'404' | '500' | null> {
  const { status } = await params
  if ((await headers()).get(ERROR_PAGE_HEADER) !== status) return null
  return status === '404' || status === '500' ? status : null
}

// No robots entry: Next.js adds the one `noindex` itself, the status being an error's.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const status = await requestedStatus(params)
  return { title: status === '500' ? serverErrorMessages.title : notFoundMessages.title }
}

export default async function HttpErrorPage({ params }: Props) {
  const status = await requestedStatus(params)
  if (status === '404') return <NotFoundView />
  if (status === '500') return <ServerErrorView retry={<ReloadButton>{serverErrorMessages.retry}</ReloadButton>} />
  notFound()
}
