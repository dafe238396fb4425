import type { Metadata } from 'next'

import { ConsentPage } from '@/features/consent/ConsentPage'
import { consentFromCookies } from '@/features/consent/server'

export const metadata: Metadata = { title: 'Gestion des cookies' }
// Rendered per request: it shows this visitor's own choices, read from their cookie.
export const dynamic = 'force-dynamic'

export default async function ConsentSettingsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams
  return <ConsentPage choices={await consentFromCookies()} saved={query.enregistre === '1'} failed={query.erreur === '1'} />
}
