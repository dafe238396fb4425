import { FormView, initialRaw } from '@/features/forms'
import { formTokens, getPublicForm } from '@/features/forms/server'
import type { FormBlock as FormBlockData } from '@/payload-types'

import { Section } from '../Section'

const formIdOf = (value: FormBlockData['form']): number => (typeof value === 'object' && value ? value.id : Number(value))

/**
 * A form of the back office on a page. The page stays cached: the form is the same HTML for
 * every visitor, and per-visitor state comes from the submission's response (docs/decisions/009).
 * A missing form renders nothing (and is logged); a closed one shows why.
 */
export async function FormBlock({ block }: { block: FormBlockData; index: number }) {
  const formId = formIdOf(block.form)
  const found = await getPublicForm(formId)
  if (!found) {
    console.error(`Bloc formulaire : formulaire ${formId} introuvable.`)
    return null
  }
  const { def, closed } = found
  return (
    <Section settings={block.settings} className="container narrow form-section">
      {closed ? (
        <div className="vitrine-form">
          {def.displayTitle ? <h2 className="form-title">{def.title}</h2> : null}
          <p className="form-closed">{closed}</p>
        </div>
      ) : (
        <FormView def={def} raw={initialRaw(def)} errors={{}} formError={null} page={1} submissionId={null} {...await formTokens(def.id)} />
      )}
    </Section>
  )
}
