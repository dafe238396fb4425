import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { isStaff } from '@/features/accounts/access'
import { FormView, initialRaw } from '@/features/forms'
import { formTokens, loadServerForm } from '@/features/forms/server'
import { payloadClient } from '@/lib/payload.server'

// Staff preview of a form (the back office's "Aperçu" button): unknown field types are shown.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Aperçu du formulaire', robots: { index: false, follow: false } }

type Props = { params: Promise<{ id: string }> }

export default async function FormPreviewPage({ params }: Props) {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!isStaff(user)) redirect('/admin/login')
  const { id } = await params
  const def = /^\d{1,9}$/.test(id) ? await loadServerForm(payload, Number(id)) : null
  if (!def) notFound()
  return (
    <section className="block-section container narrow form-section">
      <p className="breadcrumb">Aperçu réservé à l’équipe : les boutons d’envoi sont désactivés.</p>
      <FormView def={def} raw={initialRaw(def)} errors={{}} formError={null} page={1} submissionId={null} preview {...await formTokens(def.id)} />
    </section>
  )
}
