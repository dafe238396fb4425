'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { readAnswers, type Answer } from '../answers'
import { UPLOAD_DOWNLOAD_PATH } from '../constants'
import { messages } from '../messages'
import { parseRefValue } from '../upload/files'

/**
 * The answers of an entry, as a table. Visitors' text is rendered as React text: markup they
 * typed shows as characters, never as HTML.
 */
/** An upload answer: one download link per file (staff only, always as an attachment). */
function Files({ answer }: { answer: Answer }) {
  const refs = Array.isArray(answer.value) ? answer.value.map(parseRefValue).filter((r) => r !== null) : []
  if (refs.length === 0) return <>{answer.text}</>
  return (
    <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
      {refs.map((ref) => (
        <li key={ref.id}>
          <a href={`${UPLOAD_DOWNLOAD_PATH}/${ref.id}`} download={ref.name} aria-label={messages.uploadDownload(ref.name)}>
            {ref.name}
          </a>
        </li>
      ))}
    </ul>
  )
}

export function EntryAnswers() {
  const { id } = useDocumentInfo()
  const [answers, setAnswers] = useState<Answer[] | null>(null)

  useEffect(() => {
    if (!id) return
    const controller = new AbortController()
    fetch(`/api/form-entries/${encodeURIComponent(String(id))}?depth=0`, { credentials: 'include', signal: controller.signal })
      .then((r) => (r.ok ? r.json() : null))
      .then((doc: { answers?: unknown } | null) => setAnswers(readAnswers(doc?.answers)))
      .catch(() => {})
    return () => controller.abort()
  }, [id])

  return (
    <section style={{ marginBottom: '2rem' }} aria-labelledby="entry-answers-title">
      <h3 id="entry-answers-title">{messages.answersTitle}</h3>
      {answers === null ? null : answers.length === 0 ? (
        <p>{messages.noAnswers}</p>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <tbody>
            {answers.map((a) => (
              <tr key={a.key} style={{ borderBottom: '1px solid var(--theme-elevation-150)' }}>
                <th scope="row" style={{ textAlign: 'left', verticalAlign: 'top', padding: '0.5rem 1rem 0.5rem 0', width: '30%' }}>
                  {a.label}
                </th>
                <td style={{ padding: '0.5rem 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{a.type === 'upload' ? <Files answer={a} /> : a.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
