// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { FOCUS_IN_EVENT, FOCUS_OUT_EVENT, OTHER_CHOICE_VALUE, POST_RENDER_EVENT } from '../constants'
import { clientDefinition, normaliseForm } from '../definition'
import { initialRaw } from '../engine'
import { messages, passwordStateLabels } from '../messages'
import { iframePage } from '../submit/protocol'
import { quoteFormDoc, quoteFormWithNextLogic } from '../testing/fixtures'
import type { FieldErrors, RawValues, ServerFormDefinition } from '../types'
import { enhanceForm } from './client/enhance'
import { resetPreSubmissionFilters } from './client/hooks'
import { FormView } from './FormView'

const tokens = { nonce: 'abc.defghijklmnopqrstuvwxyz0123456', configNonce: 'abc.zz', versionHash: 'HASH-1234567890a' }

function render(def: ServerFormDefinition, state: { raw?: RawValues; errors?: FieldErrors; page?: number; preview?: boolean } = {}) {
  document.body.innerHTML = renderToStaticMarkup(
    <FormView def={def} raw={state.raw ?? initialRaw(def)} errors={state.errors ?? {}} formError={null} page={state.page ?? 1} submissionId={null} preview={state.preview} {...tokens} />,
  )
  return document.getElementById(`vitrine-form-${def.id}`) as HTMLFormElement
}

const quote = () => normaliseForm({ ...quoteFormDoc, method: 'ajax', title: 'Demande de <b>devis</b>' })
const contact = () =>
  normaliseForm({
    id: 3,
    title: 'Contact',
    method: 'ajax',
    fields: [
      { blockType: 'text', label: 'Nom', name: 'nom', required: true },
      { blockType: 'email', label: 'E-mail', name: 'email', required: true },
      { blockType: 'text', label: 'SIRET', name: 'siret', mask: '999 999 999 99999' },
      { blockType: 'checkboxes', label: 'Services', name: 'services', selectAll: true, choices: [{ label: 'VRD' }, { label: 'Démolition' }] },
      { blockType: 'password', label: 'Mot de passe', name: 'mdp', confirm: true, minStrength: 'none' },
      { blockType: 'card', label: 'Carte', name: 'carte' },
    ],
  })

let detach: (() => void) | undefined
const enhance = (def: ServerFormDefinition, page = 1) => {
  detach = enhanceForm({ def: clientDefinition(def), ...tokens, page, submissionId: null })
}
/** The visitor's first move in the form fetches the engine (docs/decisions/014); waits for it. */
const engineReady = async (def: ServerFormDefinition) => {
  document.getElementById(`vitrine-form-${def.id}`)!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
  await vi.dynamicImportSettled()
}
const field = (def: ServerFormDefinition, key: string) => document.getElementById(`field_${def.id}_${key}`) as HTMLElement
const input = (id: string) => document.getElementById(id) as HTMLInputElement
const footer = (role: string) => document.querySelector(`.form-footer [data-role="${role}"]`) as HTMLButtonElement
const type = (el: HTMLInputElement, value: string) => {
  el.value = value
  el.dispatchEvent(new Event('input', { bubbles: true }))
}
const choose = (el: HTMLInputElement) => {
  el.checked = true
  el.dispatchEvent(new Event('change', { bubbles: true }))
}

let events: { formId: number; page: number }[] = []
const onPostRender = (e: Event) => events.push((e as CustomEvent).detail)

beforeEach(() => {
  events = []
  document.addEventListener(POST_RENDER_EVENT, onPostRender)
  Object.defineProperty(window.navigator, 'webdriver', { value: false, configurable: true })
  window.dataLayer = []
})
afterEach(() => {
  detach?.()
  detach = undefined
  document.removeEventListener(POST_RENDER_EVENT, onPostRender)
  resetPreSubmissionFilters()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('server-rendered form (works without JavaScript)', () => {
  it('posts to our endpoint with the submission’s hidden fields, one page visible', () => {
    const def = quote()
    const form = render(def)
    expect(form.getAttribute('action')).toBe('/formulaires/envoi')
    expect(form.getAttribute('method')).toBe('post')
    expect(form.noValidate).toBe(true)
    const hidden = Object.fromEntries(Array.from(form.querySelectorAll<HTMLInputElement>('input[type=hidden]')).map((i) => [i.name, i.value]))
    expect(hidden).toMatchObject({
      action: 'vitrine_submit_form',
      vitrine_form_id: '7',
      vitrine_nonce: tokens.nonce,
      vitrine_source_page: '1',
      vitrine_method: 'postback',
      vitrine_display_title: '1',
      vitrine_save: '0',
    })
    expect(hidden).not.toHaveProperty('vitrine_version_hash')
    const pages = Array.from(form.querySelectorAll<HTMLElement>('.form-page'))
    expect(pages.map((p) => p.hidden)).toEqual([false, true, true, true])
  })

  it('puts the forward button first; every button carries its target page', () => {
    render(quote())
    const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>('.form-footer button'))
    expect(buttons.map((b) => [b.dataset.role, b.type, b.name, b.value, b.hidden])).toEqual([
      ['next', 'submit', 'vitrine_target_page', '2', false],
      ['submit', 'submit', 'vitrine_target_page', '0', true],
      ['previous', 'submit', 'vitrine_target_page', '0', true],
    ])
    expect(buttons[0].textContent).toBe('Continuer')
  })

  it('labels every input in French, escapes staff and visitor text', () => {
    const def = quote()
    render(def, { raw: { ...initialRaw(def), 'input_nom.first': ['<script>x</script>'] } })
    expect(document.querySelector('h2')?.textContent).toBe('Demande de <b>devis</b>')
    expect(document.querySelector('h2 b')).toBeNull()
    expect(input('input_7_nom_first').value).toBe('<script>x</script>')
    expect(document.querySelector('script')).toBeNull()
    expect(document.querySelector('label[for="input_7_surface"]')?.textContent).toBe('Surface (m²) *')
    expect(document.querySelector('#field_7_nom legend')?.textContent).toBe('Nom *')
    expect(document.querySelector('label[for="input_7_nom_first"]')?.textContent).toBe('Prénom')
    expect(document.querySelector('label[for="input_7_adresse_postalCode"]')?.textContent).toBe('Code postal')
    expect(input('input_7_surface').required).toBe(true)
  })

  it('hides fields by their logic from the start', () => {
    const def = quote()
    render(def)
    expect(field(def, 'assainissement').hidden).toBe(true)
    expect(field(def, 'travaux').hidden).toBe(false)
  })

  it('shows a saved postback’s errors: summary with links, inline errors described', () => {
    const def = quote()
    render(def, { raw: { input_travaux: ['terrassement'] }, errors: { surface: messages.required } })
    const summary = document.getElementById('erreurs-7') as HTMLElement
    expect(summary.hidden).toBe(false)
    expect(summary.querySelector('h3')?.textContent).toBe(messages.errorSummaryTitle(1))
    const link = summary.querySelector('a') as HTMLAnchorElement
    expect(link.getAttribute('href')).toBe('#input_7_surface')
    expect(link.textContent).toBe(`Surface (m²) : ${messages.required}`)
    const surface = input('input_7_surface')
    expect(surface.getAttribute('aria-invalid')).toBe('true')
    expect(surface.getAttribute('aria-describedby')).toContain('input_7_surface_error')
    expect(document.getElementById('input_7_surface_error')?.textContent).toBe(messages.required)
  })

  it('renders nothing for an unknown field type, and a notice in the staff preview', () => {
    render(quote(), { page: 4 })
    expect(document.body.textContent).not.toContain('mystery')
    render(quote(), { page: 4, preview: true })
    expect(document.querySelector('.field-unknown')?.textContent).toBe(messages.unknownFieldPreview('mystery'))
  })

  it('keeps the honeypot out of sight and out of the tab order', () => {
    render(quote())
    const trap = document.querySelector<HTMLInputElement>('input[name=vitrine_hp]')!
    expect(trap.closest('.form-hp')).not.toBeNull()
    expect(trap.tabIndex).toBe(-1)
  })
})

describe('the island', () => {
  it('shows and hides fields as the visitor answers', async () => {
    const def = quote()
    render(def)
    enhance(def)
    choose(input('input_7_travaux_2'))
    // Before the engine arrives, the server's markup stands; then the answers count.
    await vi.waitFor(() => expect(field(def, 'assainissement').hidden).toBe(false))
    choose(input('input_7_travaux_1'))
    expect(field(def, 'assainissement').hidden).toBe(true)
  })

  it('starts from what the visitor did before it arrived: a tapped choice shows its field, typed dates and card numbers are formatted', async () => {
    const def = normaliseForm({
      id: 11,
      title: 'Devis',
      method: 'ajax',
      fields: [
        { blockType: 'radio', label: 'Type de travaux', name: 'travaux', choices: [{ label: 'Terrassement', value: 'terrassement' }, { label: 'Démolition', value: 'demolition' }] },
        {
          blockType: 'checkboxes',
          label: 'Ouvrages à démolir',
          name: 'ouvrages',
          choices: [{ label: 'Maison' }, { label: 'Piscine' }],
          logic: { action: 'show', match: 'all', rules: [{ field: 'travaux', operator: 'is', value: 'demolition' }] },
        },
        { blockType: 'date', label: 'Date de début', name: 'debut' },
        { blockType: 'card', label: 'Carte', name: 'carte' },
      ],
    })
    render(def)
    expect(field(def, 'ouvrages').hidden).toBe(true)
    // Tapped and typed (on a keypad without "/") while the island's code was on its way: no
    // listener saw it, and no further move in the form follows.
    input('input_11_travaux_2').checked = true
    input('input_11_debut').value = '19102026'
    input('input_11_carte').value = '4111111111111111'
    enhance(def)
    await vi.waitFor(() => expect(field(def, 'ouvrages').hidden).toBe(false))
    await vi.waitFor(() => expect(input('input_11_debut').value).toBe('19/10/2026'))
    await vi.waitFor(() => expect(input('input_11_carte').value).toBe('4111 1111 1111 1111'))
    expect(document.querySelector('[data-card-type]')?.textContent).toBe('Visa')
    expect(input('input_11_travaux_2').checked).toBe(true)
  })

  it('re-evaluates logic after typing stops (300 ms)', async () => {
    try {
      const def = normaliseForm({
        id: 5,
        fields: [
          { blockType: 'text', name: 'code' },
          { blockType: 'text', name: 'detail', logic: { action: 'show', rules: [{ field: 'code', operator: 'is', value: 'oui' }] } },
        ],
      })
      render(def)
      enhance(def)
      await engineReady(def)
      vi.useFakeTimers()
      type(input('input_5_code'), 'oui')
      expect(field(def, 'detail').hidden).toBe(true)
      vi.advanceTimersByTime(300)
      expect(field(def, 'detail').hidden).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  it('validates a page before Next, with a focused summary; then moves on', async () => {
    const def = quote()
    render(def)
    enhance(def)
    choose(input('input_7_travaux_1'))
    footer('next').click()
    const summary = document.getElementById('erreurs-7') as HTMLElement
    await vi.waitFor(() => expect(document.activeElement).toBe(summary))
    expect(summary.hidden).toBe(false)
    expect(summary.querySelector('a')?.getAttribute('href')).toBe('#input_7_surface')
    expect(document.getElementById('input_7_surface_error')?.textContent).toBe(messages.required)

    type(input('input_7_surface'), '120')
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, data: { is_valid: true, page_number: 2, source_page_number: 1, page_markup: { page: 2 } } })))
    vi.stubGlobal('fetch', fetchMock)
    footer('next').click()
    await vi.waitFor(() => expect((document.getElementById('vitrine-page-7-2') as HTMLElement).hidden).toBe(false))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const body = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData
    expect(body.get('vitrine_target_page')).toBe('2')
    expect(body.get('vitrine_source_page')).toBe('1')
    expect(body.get('vitrine_method')).toBe('ajax')
    expect(summary.hidden).toBe(true)
    expect(document.querySelector('[data-step="2"]')?.getAttribute('aria-current')).toBe('step')
    // docs/product.md, Forms: Previous is a plain button, except on the last page.
    expect(footer('previous').hidden).toBe(false)
    expect(footer('previous').type).toBe('button')
    expect(footer('previous').value).toBe('1')
    expect(events.at(-1)).toEqual({ formId: 7, page: 2 })
  })

  it('makes Previous a submit button on the last page and skips hidden pages', async () => {
    const def = normaliseForm({ ...quoteFormDoc, method: 'postback' })
    render(def, { raw: { ...initialRaw(def), input_travaux: ['terrassement'] }, page: 4 })
    enhance(def, 4)
    expect(footer('previous').type).toBe('submit')
    expect(footer('submit').hidden).toBe(false)
    expect(footer('next').hidden).toBe(true)
    footer('previous').click()
    await vi.waitFor(() => expect((document.getElementById('vitrine-page-7-2') as HTMLElement).hidden).toBe(false))
    expect(footer('previous').type).toBe('button')
  })

  it('submits with ajax and replaces the form by the focused confirmation', async () => {
    const def = contact()
    render(def)
    enhance(def)
    type(input('input_3_nom'), 'Jeanne')
    type(input('input_3_email'), 'jeanne@exemple.fr')
    const fetchMock = vi.fn(async () =>
      new Response(JSON.stringify({ success: true, data: { is_valid: true, page_number: 0, confirmation_type: 'message', confirmation_markup: { paragraphs: ['Merci <b>Jeanne</b> !', 'À bientôt.'] } } })),
    )
    vi.stubGlobal('fetch', fetchMock)
    footer('submit').click()
    const box = document.getElementById('confirmation-3') as HTMLElement
    await vi.waitFor(() => expect(document.activeElement).toBe(box))
    expect(box.hidden).toBe(false)
    expect(Array.from(box.querySelectorAll('p')).map((p) => p.textContent)).toEqual(['Merci <b>Jeanne</b> !', 'À bientôt.'])
    expect(box.querySelector('b')).toBeNull()
    expect((document.getElementById('vitrine-form-3') as HTMLElement).hidden).toBe(true)
    const body = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData
    expect(body.get('vitrine_version_hash')).toBe(tokens.versionHash)
    expect(body.get('vitrine_submission_id')).toMatch(/^[0-9a-f-]{32,36}$/)
    expect(Number(body.get('vitrine_elapsed_ms'))).toBeGreaterThanOrEqual(0)
    expect(body.get('vitrine_page_url')).toBe(window.location.href)
    expect(events.at(-1)).toEqual({ formId: 3, page: 0 })
  })

  it('adds no version hash in an automated browser', async () => {
    Object.defineProperty(window.navigator, 'webdriver', { value: true, configurable: true })
    const def = contact()
    render(def)
    enhance(def)
    type(input('input_3_nom'), 'Jeanne')
    type(input('input_3_email'), 'jeanne@exemple.fr')
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: false, data: 'Refusé' })))
    vi.stubGlobal('fetch', fetchMock)
    footer('submit').click()
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled())
    const body = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData
    expect(body.has('vitrine_version_hash')).toBe(false)
  })

  it('refuses a second submission while one is in progress, then releases the lock', async () => {
    const def = contact()
    render(def)
    enhance(def)
    type(input('input_3_nom'), 'Jeanne')
    type(input('input_3_email'), 'jeanne@exemple.fr')
    await engineReady(def)
    let answer: (r: Response) => void = () => {}
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    vi.stubGlobal('fetch', fetchMock)
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    footer('submit').click()
    footer('submit').click()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalledWith(messages.consoleSubmissionInProgress(3))
    answer(new Response(JSON.stringify({ success: false, data: 'Ce formulaire n’accepte plus de réponses.' })))
    const failure = document.getElementById('echec-3') as HTMLElement
    await vi.waitFor(() => expect(failure.hidden).toBe(false))
    expect(failure.textContent).toBe('Ce formulaire n’accepte plus de réponses.')
    footer('submit').click()
    expect(fetchMock).toHaveBeenCalledTimes(2)
    answer(new Response(JSON.stringify({ success: false, data: 'Fin.' })))
    await vi.waitFor(() => expect(failure.textContent).toBe('Fin.'))
  })

  it('shows the page’s unknown_error text when the network fails', async () => {
    const def = contact()
    render(def)
    enhance(def)
    type(input('input_3_nom'), 'Jeanne')
    type(input('input_3_email'), 'jeanne@exemple.fr')
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))))
    footer('submit').click()
    await vi.waitFor(() => expect(document.getElementById('echec-3')?.textContent).toBe(messages.unknownError))
  })

  it('shows the server’s errors from the response', async () => {
    const def = contact()
    render(def)
    enhance(def)
    type(input('input_3_nom'), 'Jeanne')
    type(input('input_3_email'), 'jeanne@exemple.fr')
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: true, data: { is_valid: false, page_number: 1, form_markup: { page: 1, errors: { email: 'Adresse refusée.' }, form_error: null } } }))),
    )
    footer('submit').click()
    await vi.waitFor(() => expect(document.getElementById('input_3_email_error')?.textContent).toBe('Adresse refusée.'))
    expect(input('input_3_email').getAttribute('aria-invalid')).toBe('true')
  })

  it('lets a pre-submission filter choose ajax or postback, never iframe', async () => {
    const def = contact()
    render(def)
    enhance(def)
    type(input('input_3_nom'), 'Jeanne')
    type(input('input_3_email'), 'jeanne@exemple.fr')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    window.vitrineForms!.addPreSubmissionFilter(() => 'iframe')
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: false, data: 'x' })))
    vi.stubGlobal('fetch', fetchMock)
    footer('submit').click()
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(warn).toHaveBeenCalledWith(messages.consoleUnsupportedMethod('iframe', 'ajax'))
    await vi.waitFor(() => expect(document.getElementById('echec-3')?.hidden).toBe(false))

    resetPreSubmissionFilters()
    window.vitrineForms!.addPreSubmissionFilter(() => 'postback')
    const submitted: SubmitEvent[] = []
    document.addEventListener('submit', (e) => {
      submitted.push(e as SubmitEvent)
      e.preventDefault() // jsdom cannot navigate
    })
    footer('submit').click()
    expect(submitted.at(-1)?.defaultPrevented).toBe(true)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect((document.querySelector('input[name=vitrine_method]') as HTMLInputElement).value).toBe('postback')
  })

  it('submits through a hidden iframe and reads the JSON between markers', async () => {
    const def = normaliseForm({ id: 9, title: 'Iframe', method: 'iframe', fields: [{ blockType: 'text', name: 'nom', required: true }] })
    render(def)
    enhance(def)
    type(input('input_9_nom'), 'Jeanne')
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      const frame = document.getElementById('vitrine-iframe-9') as HTMLIFrameElement
      expect(this.getAttribute('target')).toBe(frame.name)
      expect((this.querySelector('input[name=vitrine_target_page]') as HTMLInputElement).value).toBe('0')
      frame.contentDocument!.documentElement.innerHTML = iframePage({
        success: true,
        data: {
          is_valid: true,
          submission_id: 'x'.repeat(20),
          confirmation_type: 'message',
          confirmation_redirect: null,
          confirmation_markup: { paragraphs: ['Reçu </script><script>alert(1)</script>'] },
          page_markup: null,
          page_number: 0,
          source_page_number: 1,
          form_markup: null,
        },
      })
      frame.dispatchEvent(new Event('load'))
    })
    footer('submit').click()
    await vi.waitFor(() => expect(document.getElementById('confirmation-9')?.textContent).toBe('Reçu </script><script>alert(1)</script>'))
    expect(document.querySelector('input[name=vitrine_target_page]')).toBeNull()
    expect(document.getElementById('vitrine-form-9')?.hasAttribute('target')).toBe(false)
  })

  it('uses Next when the submit button is hidden, and nothing when no button is active', async () => {
    const def = quote()
    render(def)
    enhance(def)
    const submitted: SubmitEvent[] = []
    document.addEventListener('submit', (e) => submitted.push(e as SubmitEvent))
    choose(input('input_7_travaux_1'))
    input('input_7_surface').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    await vi.waitFor(() => expect(document.getElementById('erreurs-7')?.hidden).toBe(false))
    footer('next').hidden = true
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    input('input_7_surface').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    expect(error).toHaveBeenCalledWith(messages.consoleNoActiveButton(7))
  })

  it('shows or hides a page’s Next button by its logic, on the server and as the visitor types', async () => {
    const def = quoteFormWithNextLogic()
    render(def, { raw: { ...initialRaw(def), input_surface: ['8'] } })
    expect(footer('next').hidden).toBe(true)
    enhance(def)
    await engineReady(def)
    expect(footer('next').hidden).toBe(true)
    input('input_7_surface').value = '120'
    input('input_7_surface').dispatchEvent(new Event('change', { bubbles: true }))
    expect(footer('next').hidden).toBe(false)
    // With Next hidden, Enter finds no active button: nothing is sent (docs/product.md, Forms).
    input('input_7_surface').value = '5'
    input('input_7_surface').dispatchEvent(new Event('change', { bubbles: true }))
    expect(footer('next').hidden).toBe(true)
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    input('input_7_surface').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    expect(error).toHaveBeenCalledWith(messages.consoleNoActiveButton(7))
  })

  it('has the calendar button in the server’s HTML, its limits with it; the date input works without it', () => {
    const def = normaliseForm({ id: 9, title: 'Date', method: 'ajax', fields: [{ blockType: 'date', label: 'Date de début', name: 'debut', minDate: '01/09/2026' }] })
    render(def)
    // Shown by forms.css once a press on it is kept for the code (docs/decisions/083): tests/e2e/first-visit.spec.ts.
    const button = document.querySelector<HTMLButtonElement>('[data-datepicker-for="input_9_debut"]')!
    expect(button.hidden).toBe(false)
    expect(button.textContent).toBe('Choisir une date')
    expect(button.dataset.min).toBe('2026-09-01')
    expect(input('input_9_debut').placeholder).toBe('jj/mm/aaaa')
  })

  it('pushes focus-in and focus-out events to the data layer (field, never value)', () => {
    const def = contact()
    render(def)
    enhance(def)
    input('input_3_nom').dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    input('input_3_nom').dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    expect(window.dataLayer).toEqual([
      { event: FOCUS_IN_EVENT, formId: 3, field: 'nom', fieldType: 'text' },
      { event: FOCUS_OUT_EVENT, formId: 3, field: 'nom', fieldType: 'text' },
    ])
  })

  it('counts the field the visitor entered before the code came as entered (docs/decisions/082)', () => {
    const def = contact()
    render(def)
    input('input_3_nom').focus()
    enhance(def)
    expect(window.dataLayer).toEqual([{ event: FOCUS_IN_EVENT, formId: 3, field: 'nom', fieldType: 'text' }])
  })

  it('shows the server’s select-all and « Autre » as the answers stand, and takes « Autre » typed before the code', async () => {
    const def = normaliseForm({
      id: 5,
      title: 'Chantier',
      method: 'ajax',
      fields: [
        { blockType: 'checkboxes', label: 'Lots', name: 'lots', selectAll: true, choices: [{ label: 'VRD' }, { label: 'Démolition' }] },
        { blockType: 'radio', label: 'Accès', name: 'acces', allowOther: true, choices: [{ label: 'Route' }, { label: 'Chemin' }] },
        { blockType: 'radio', label: 'Sol', name: 'sol', allowOther: true, choices: [{ label: 'Argile' }, { label: 'Roche' }] },
      ],
    })
    render(def, { raw: { input_lots: ['VRD', 'Démolition'] } })
    const toggle = document.querySelector<HTMLButtonElement>('[data-select-all]')!
    expect(toggle.textContent).toBe(messages.deselectAll)
    // Typed before the code: in « Accès » with no choice made, in « Sol » after choosing « Roche ».
    input('input_5_acces_other').value = 'Piste forestière'
    input('input_5_sol_other').value = 'Remblai'
    choose(document.querySelector<HTMLInputElement>('#field_5_sol input[value="Roche"]')!)
    enhance(def)
    const other = (key: string) => document.querySelector<HTMLInputElement>(`#field_5_${key} input[value="${OTHER_CHOICE_VALUE}"]`)!
    await vi.waitFor(() => expect(other('acces').checked).toBe(true))
    expect(other('sol').checked).toBe(false)
    expect(toggle.textContent).toBe(messages.deselectAll)
  })

  it('masks, toggles select-all, rates passwords and names card types', async () => {
    const def = contact()
    render(def)
    enhance(def)
    const siret = input('input_3_siret')
    expect(siret.placeholder).toBe('___ ___ ___ _____')
    await vi.waitFor(() => {
      type(siret, '12345')
      expect(siret.value).toBe('123 45')
    })
    siret.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    expect(siret.value).toBe('')

    const toggle = document.querySelector<HTMLButtonElement>('[data-select-all]')!
    expect(toggle.textContent).toBe(messages.selectAll)
    // Pressed at once: kept for the choices' code, which comes after the island.
    toggle.click()
    await vi.waitFor(() => expect(toggle.textContent).toBe(messages.deselectAll))
    expect(Array.from(document.querySelectorAll<HTMLInputElement>('#field_3_services input')).every((b) => b.checked)).toBe(true)
    toggle.click()
    expect(toggle.textContent).toBe(messages.selectAll)

    const strength = document.querySelector<HTMLElement>('[data-strength]')!
    await vi.waitFor(() => {
      type(input('input_3_mdp'), 'abc')
      expect(strength.dataset.strength).toBe('short')
    })
    expect(strength.textContent).toContain(passwordStateLabels.short)
    type(input('input_3_mdp_confirm'), 'abd')
    expect(strength.dataset.strength).toBe('mismatch')

    await vi.waitFor(() => {
      type(input('input_3_carte'), '411111')
      expect(document.querySelector('[data-card-type]')?.textContent).toBe('Visa')
    })
    expect(input('input_3_carte').value).toBe('4111 11')
  })
})
