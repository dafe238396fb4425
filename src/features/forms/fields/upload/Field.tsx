import { messages } from '../../messages'
import { inputId, inputName } from '../../raw'
import { acceptedExtensions } from '../../upload/files'
import { parseUploadState } from './schema'
import { describedBy, FieldShell, valueOf, type FieldProps } from '../shared/FieldShell'

/**
 * Upload field: a file picker driven by the island's uploader (tus, loaded only on forms with an
 * upload field), the list of files with their state, and the hidden JSON the submission carries.
 * The picker has no name. It opens from the first tap, before the uploader's code has arrived
 * (which then sends what was picked); without JavaScript it is not shown (`scripting: none` in
 * forms.css) and the notice says why (docs/decisions/012, 029). At the maximum it is disabled.
 * It shows as the site's own « Ajouter un fichier » button, not the browser's.
 */
export function UploadFieldView(props: FieldProps<'upload'>) {
  const { field, formId, raw, error } = props
  const id = inputId(formId, field.key)
  const hintId = `${id}_hint`
  const listId = `${id}_files`
  const state = valueOf(raw, inputName(field.key))
  const restored = parseUploadState(state || '[]') ?? []
  const extensions = acceptedExtensions(field)
  return (
    <FieldShell props={props} labelFor={id}>
      <div className="upload" data-upload={field.key}>
        <input type="hidden" name={inputName(field.key)} value={JSON.stringify(restored)} data-upload-state />
        {/* The browser draws a file input's button and « No file chosen » in its own language: the
            input lies, transparent, over a button of the site's words, so a tap or a dropped file
            still reaches the input itself (keyboard and screen readers too). */}
        <span className="upload-pick">
          <input
            type="file"
            id={id}
            multiple={field.maxFiles > 1}
            accept={extensions.map((e) => `.${e}`).join(',')}
            disabled={restored.length >= field.maxFiles || undefined}
            data-upload-picker
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(formId, field, error, [hintId])}
          />
          <span className="btn btn-secondary btn-small upload-add" aria-hidden="true">
            {field.maxFiles > 1 ? messages.uploadAdd : messages.uploadAddOne}
          </span>
        </span>
        <p className="upload-hint" id={hintId}>
          {messages.uploadLimits(extensions.map((e) => e.toUpperCase()).join(', '), field.maxSizeMb, field.maxFiles)}
        </p>
        <ul className="upload-files" id={listId} aria-label={messages.uploadFilesList} aria-live="polite" data-upload-list>
          {restored.map((ref) => (
            <li key={ref.id} data-upload-id={ref.id}>
              <span className="upload-name">{ref.name}</span> <span className="upload-status">{messages.uploadDone}</span>
            </li>
          ))}
        </ul>
        <noscript>
          <p className="upload-noscript">{messages.uploadNeedsJs}</p>
        </noscript>
      </div>
    </FieldShell>
  )
}
