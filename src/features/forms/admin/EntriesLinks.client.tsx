'use client'

import { useDocumentInfo } from '@payloadcms/ui'

import { EXPORT_PATH } from '../constants'
import { messages } from '../messages'

/** Beside a form in the back office: its entries, and the CSV export for Excel. */
export function EntriesLinks() {
  const { id } = useDocumentInfo()
  if (!id) return null
  const list = `/admin/collections/form-entries?where[form][equals]=${encodeURIComponent(String(id))}`
  return (
    <div style={{ display: 'grid', gap: '0.5rem', marginBottom: '1.5rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={list}>
        {messages.entriesLink}
      </a>
      <a className="btn btn--style-secondary btn--size-small" href={`${EXPORT_PATH}/${encodeURIComponent(String(id))}`} download>
        {messages.exportCsv}
      </a>
      <a className="btn btn--style-secondary btn--size-small" href={`${EXPORT_PATH}/${encodeURIComponent(String(id))}?dossier=spam`} download>
        {messages.exportSpamCsv}
      </a>
    </div>
  )
}
