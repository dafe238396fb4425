import { ACTION_SUBMIT, DEFAULT_DRAFT_DAYS, SUBMISSION_INPUTS as IN, SUBMIT_PATH } from '../constants'
import { SavedNotice } from '../drafts/SavedNotice'
import { clientDefinition } from '../definition'
import { visibilityOf } from '../engine'
import { lastShownPage } from '../logic'
import { messages } from '../messages'
import { QUANTITY_PART } from '../pricing/parts'
import { inputId } from '../raw'
import type { AnyField, FieldErrors, FormDefinition, RawValues } from '../types'
import { RenderField } from './field-components'
import { Island } from '../../ui/island/Island.client'
import { codeAtFirstSign, FORM_CONTROLS, hasControls } from './features'
import { ids } from './island-config'
import './forms.css'

/** The input that an error-summary link points at: the field's first input. */
export function focusTargetId(formId: number, field: AnyField): string {
  switch (field.type) {
    case 'name':
      return inputId(formId, field.key, 'first')
    case 'address':
      return inputId(formId, field.key, 'street')
    case 'radio':
    case 'checkboxes':
      return inputId(formId, field.key, '1')
    case 'product':
      if (field.kind === 'radio') return inputId(formId, field.key, '1')
      return field.kind === 'select' || field.kind === 'user_defined' ? inputId(formId, field.key) : inputId(formId, field.key, QUANTITY_PART)
    case 'option':
      return field.display === 'select' ? inputId(formId, field.key) : inputId(formId, field.key, '1')
    case 'shipping':
      return field.kind === 'radio' ? inputId(formId, field.key, '1') : inputId(formId, field.key)
    case 'list':
      return inputId(formId, `${field.key}.1.c1`)
    case 'repeater':
      return inputId(formId, `${field.key}.1.${field.subfields[0]?.key ?? ''}`)
    default:
      return inputId(formId, field.key)
  }
}

export type FormViewProps = {
  def: FormDefinition
  raw: RawValues
  errors: FieldErrors
  formError: string | null
  page: number
  nonce: string
  configNonce: string
  versionHash: string
  submissionId: string | null
  displayTitle?: boolean
  displayDescription?: boolean
  /** Staff preview: unknown field types are shown as such. */
  preview?: boolean
  /** Signed reference of the draft this form was resumed from (docs/decisions/015). */
  draftRef?: string | null
}

/**
 * A form, rendered on the server as plain HTML that works without JavaScript (it posts to
 * /formulaires/envoi), then enhanced by a small island. One page is visible at a time; the
 * footer holds the buttons of the current page, forward button first (so Enter goes forward).
 */
export function FormView(props: FormViewProps) {
  const { def, raw, errors, formError, nonce, configNonce, versionHash, submissionId, preview = false, draftRef = null } = props
  const displayTitle = (props.displayTitle ?? def.displayTitle) && def.title !== ''
  const displayDescription = (props.displayDescription ?? def.displayDescription) && Boolean(def.description)
  const id = def.id
  const visibility = visibilityOf(def, raw)
  const pageCount = def.pages.length
  const lastPage = lastShownPage(visibility, pageCount)
  const page = Math.min(Math.max(props.page, 1), pageCount)
  const current = def.pages[page - 1]
  const errorKeys = def.fields.filter((f) => f.key in errors)
  const hasErrors = errorKeys.length > 0 || Boolean(formError)
  const anyRequired = def.fields.some((f) => f.type !== 'unknown' && 'required' in f && f.required && f.type !== 'hidden')
  const shownPages = def.pages.filter((p) => visibility.pages.has(p.number))
  const stepIndex = shownPages.findIndex((p) => p.number === page) + 1

  return (
    <div className={['vitrine-form', def.cssClass].filter(Boolean).join(' ')} id={ids.wrapper(id)} data-form-id={id}>
      {displayTitle || displayDescription ? (
        <div className="form-heading">
          {displayTitle ? (
            <h2 className="form-title" id={ids.title(id)}>
              {def.title}
            </h2>
          ) : null}
          {displayDescription ? <p className="form-description">{def.description}</p> : null}
        </div>
      ) : null}
      <div className="form-confirmation" id={ids.confirmation(id)} tabIndex={-1} hidden />
      <form
        id={ids.form(id)}
        className="form-body"
        method="post"
        action={SUBMIT_PATH}
        noValidate
        aria-labelledby={displayTitle ? ids.title(id) : undefined}
        aria-label={displayTitle ? undefined : def.title || undefined}
        data-method={def.method}
      >
        <h3 className="form-failure" id={ids.failure(id)} tabIndex={-1} hidden />
        <div className="form-error-summary" id={ids.summary(id)} tabIndex={-1} hidden={!hasErrors || undefined}>
          <h3 id={ids.summaryTitle(id)}>{formError && errorKeys.length === 0 ? formError : messages.errorSummaryTitle(errorKeys.length)}</h3>
          <ul>
            {errorKeys.map((f) => (
              <li key={f.key}>
                <a href={`#${focusTargetId(id, f)}`}>{messages.errorLinkText(f.label, errors[f.key])}</a>
              </li>
            ))}
          </ul>
          {formError && errorKeys.length > 0 ? <p>{formError}</p> : null}
        </div>
        {anyRequired ? <p className="form-required-legend">{messages.requiredLegend}</p> : null}

        {pageCount > 1 && def.progress !== 'none' ? (
          <div className="form-progress" id={ids.progress(id)} data-progress={def.progress}>
            {def.progress === 'steps' ? (
              <ol aria-label={messages.progressLabel}>
                {def.pages.map((p) => (
                  <li key={p.number} data-step={p.number} aria-current={p.number === page ? 'step' : undefined} hidden={!visibility.pages.has(p.number) || undefined}>
                    {p.name}
                  </li>
                ))}
              </ol>
            ) : (
              <>
                <p className="form-progress-text" data-progress-text>
                  {messages.stepOf(stepIndex, shownPages.length)} — {current.name}
                </p>
                <progress max={shownPages.length} value={stepIndex} aria-hidden="true" data-progress-bar />
              </>
            )}
          </div>
        ) : null}

        {def.pages.map((p) => (
          <div className="form-page" id={ids.page(id, p.number)} data-page={p.number} key={p.number} hidden={p.number !== page || undefined}>
            {def.fields
              .filter((f) => f.page === p.number)
              .map((f) => (
                <RenderField
                  key={f.key}
                  field={f}
                  formId={id}
                  raw={raw}
                  error={errors[f.key] ?? null}
                  hidden={f.type !== 'unknown' && !visibility.fields.has(f.key)}
                  preview={preview}
                />
              ))}
          </div>
        ))}

        {def.honeypot ? (
          <div className="form-hp">
            <label htmlFor={`${IN.honeypot}_${id}`}>{messages.honeypotLabel}</label>
            <input type="text" id={`${IN.honeypot}_${id}`} name={IN.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
        ) : null}

        <div className="form-footer">
          <button type="submit" className="btn btn-primary" name={IN.targetPage} value={page + 1} data-role="next" hidden={page >= lastPage || !visibility.next.has(page) || undefined} disabled={preview || undefined}>
            {current.nextLabel}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            name={IN.targetPage}
            value={0}
            data-role="submit"
            hidden={page < lastPage || !visibility.submit || undefined}
            disabled={preview || undefined}
          >
            {def.submitLabel}
          </button>
          {/* Without JavaScript every Previous submits (a round trip); the island makes it a plain button except on the last page (docs/product.md, Forms). */}
          <button
            type="submit"
            className="btn btn-secondary"
            name={IN.targetPage}
            value={page - 1}
            data-role="previous"
            formNoValidate
            hidden={page <= 1 || undefined}
            disabled={preview || undefined}
          >
            {current.previousLabel}
          </button>
          {def.saveAndContinue ? (
            // docs/product.md, Forms: save flag 1. Nothing is validated: a half-filled form is what is saved.
            <button type="submit" className="btn btn-link form-save" name={IN.save} value="1" data-role="save-continue" formNoValidate disabled={preview || undefined}>
              {messages.saveAndContinue}
            </button>
          ) : null}
        </div>

        <input type="hidden" name={IN.action} value={ACTION_SUBMIT} />
        <input type="hidden" name={IN.formId} value={id} />
        <input type="hidden" name={IN.nonce} value={nonce} />
        <input type="hidden" name={IN.pageUrl} value="" />
        <input type="hidden" name={IN.referrer} value="" />
        <input type="hidden" name={IN.displayTitle} value={displayTitle ? '1' : '0'} />
        <input type="hidden" name={IN.displayDescription} value={displayDescription ? '1' : '0'} />
        <input type="hidden" name={IN.sourcePage} value={page} />
        <input type="hidden" name={IN.save} value="0" />
        <input type="hidden" name={IN.method} value="postback" />
        <input type="hidden" name={IN.submissionId} value={submissionId ?? ''} />
        {draftRef ? <input type="hidden" name={IN.draft} value={draftRef} /> : null}
      </form>
      {def.saveAndContinue && !preview ? (
        <SavedNotice formId={id} nonce={nonce} days={'draftDays' in def && typeof def.draftDays === 'number' ? def.draftDays : DEFAULT_DRAFT_DAYS} url={null} token={null} hidden />
      ) : null}
      {preview ? null : (
        <Island
          name="form"
          rootId={ids.form(id)}
          quiet
          hold={hasControls(def) ? FORM_CONTROLS : undefined}
          atFirstSign={codeAtFirstSign({ page, hasErrors, draftRef, submissionId }) || undefined}
          data={{
            def: clientDefinition(def),
            nonce,
            configNonce,
            versionHash,
            page,
            submissionId,
            draftRef,
            visibility: { fields: [...visibility.fields], pages: [...visibility.pages], submit: visibility.submit, next: [...visibility.next] },
          }}
        />
      )}
    </div>
  )
}
