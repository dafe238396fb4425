// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { normaliseForm } from '../definition'
import { messages } from '../messages'
import { FormView } from '../render/FormView'
import { quoteFormDoc } from '../testing/fixtures'
import { SavedNotice } from './SavedNotice'

const tokens = { nonce: 'abc.defghijklmnopqrstuvwxyz0123456', configNonce: 'abc.zz', versionHash: 'HASH-1234567890a' }

function render(saveAndContinue: boolean, draftRef: string | null = null) {
  const def = normaliseForm({ ...quoteFormDoc, saveAndContinue, draftDays: 12 })
  document.body.innerHTML = renderToStaticMarkup(<FormView def={def} raw={{}} errors={{}} formError={null} page={1} submissionId={null} draftRef={draftRef} {...tokens} />)
  return def
}

describe('the save and continue button', () => {
  it('is offered only by forms that allow it, and posts the save flag without browser validation', () => {
    render(false)
    expect(document.querySelector('[data-role="save-continue"]')).toBeNull()
    expect(document.querySelector('.form-saved')).toBeNull()

    const def = render(true)
    const button = document.querySelector<HTMLButtonElement>('.form-footer [data-role="save-continue"]')!
    expect(button.textContent).toBe('Enregistrer et continuer plus tard')
    expect(button.type).toBe('submit')
    expect(button.name).toBe('vitrine_save')
    expect(button.value).toBe('1')
    expect(button.formNoValidate).toBe(true)
    // Enter goes forward: the save button comes after the page's own buttons.
    expect(button.previousElementSibling?.getAttribute('data-role')).toBe('previous')
    // The saved notice waits, hidden and outside the form (forms cannot nest), for an ajax save.
    const notice = document.getElementById(`enregistre-${def.id}`)!
    expect(notice.hidden).toBe(true)
    expect(notice.closest('form.form-body')).toBeNull()
    expect(notice.textContent).toContain('il reste valable 12 jours')
  })

  it('carries the resumed draft’s reference, never a token', () => {
    render(true, '12.abcdefghijklmnopqrstuvwxyz0')
    expect(document.querySelector<HTMLInputElement>('input[name="vitrine_draft"]')?.value).toBe('12.abcdefghijklmnopqrstuvwxyz0')
    expect(document.querySelector<HTMLInputElement>('input[name="vitrine_resume_token"]')?.value).toBe('')
  })
})

describe('the form-saved message', () => {
  it('says the link lets the visitor come back and finish, shows it, and offers to e-mail it', () => {
    const url = 'https://www.morel.test/formulaires/reprise/3/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
    document.body.innerHTML = renderToStaticMarkup(<SavedNotice formId={3} nonce="n.x" days={30} url={url} token="AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" status={{ ok: true, text: messages.linkSent() }} />)
    expect(document.body.textContent).toContain('Votre saisie est enregistrée. Pour revenir terminer ce formulaire plus tard, utilisez le lien ci-dessous : il reste valable 30 jours.')
    expect(document.querySelector('a')?.getAttribute('href')).toBe(url)
    const form = document.querySelector('form')!
    expect(form.getAttribute('action')).toBe('/formulaires/lien')
    expect(form.getAttribute('aria-label')).toBe('Recevoir ce lien par e-mail')
    expect(document.querySelector('label')?.textContent).toBe('Votre adresse e-mail')
    expect(form.querySelector('button')?.textContent).toBe('Envoyer le lien')
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Le lien a été envoyé à l’adresse indiquée.')
  })
})
