import { describe, expect, it } from 'vitest'

import { islandMessages as messages } from '../../island-messages'
import type { Visibility } from '../../logic'
import type { SubmissionData } from '../../submit/protocol'
import { footerOf, initialJourney, journey, type JourneyEvent, type JourneyState, type PressFacts, type Role } from './journey'

/** The journey through a three-page form, without a page: events in, state and what to do out. */
const shown = (pages: number[], { next = pages, submit = true }: { next?: number[]; submit?: boolean } = {}): Visibility => ({
  fields: new Set(['travaux', 'surface']),
  pages: new Set(pages),
  submit,
  next: new Set(next),
})

const start = (changes: Partial<JourneyState> = {}) =>
  initialJourney({ page: 1, pages: 3, method: 'ajax', hasCaptcha: false, visibility: shown([1, 2, 3]), submissionId: 'premier-envoi-0001', ...changes })

const ready = (plan: NonNullable<PressFacts['engine']>['plan'], visibility = shown([1, 2, 3])): PressFacts => ({ uploadsBusy: false, engine: { visibility, plan }, captchaReady: true })
const press = (role: Role, facts: PressFacts): JourneyEvent => ({ type: 'press', role, facts })
const run = (state: JourneyState, ...events: JourneyEvent[]) => events.reduce(journey, state)

const data = (overrides: Partial<SubmissionData>): SubmissionData => ({
  is_valid: true,
  submission_id: 'premier-envoi-0001',
  confirmation_type: null,
  confirmation_redirect: null,
  confirmation_markup: null,
  page_markup: null,
  page_number: 1,
  source_page_number: 1,
  form_markup: null,
  ...overrides,
})
const answered = (response: unknown): JourneyEvent => ({ type: 'answered', response, nextSubmissionId: 'second-envoi-0002' })

describe('the form journey', () => {
  it('holds a press made before the form’s code arrived, and sends it once it is there', () => {
    const early = journey(start(), press('next', { uploadsBusy: false, engine: null, captchaReady: false }))
    expect(early.effect).toEqual({ kind: 'wait-engine', role: 'next' })
    expect(early.sending).toBe(false)
    const sent = run(early, press('next', ready({ kind: 'page', page: 2 })))
    expect(sent.effect).toEqual({ kind: 'choose-method', role: 'next', target: 2, save: false })
    const out = journey(sent, { type: 'method', method: 'ajax', step: sent.effect as never })
    expect(out.effect).toEqual({ kind: 'send', role: 'next', method: 'ajax', target: 2, save: false })
    expect(out.sending).toBe(true)
  })

  it('shows a page’s errors instead of sending, and moves on in place for a postback form', () => {
    const invalid = journey(start(), press('next', ready({ kind: 'invalid', page: 1, errors: { surface: 'Ce champ est obligatoire.' }, formError: null })))
    expect(invalid.effect).toEqual({ kind: 'show-errors', page: 1, errors: { surface: 'Ce champ est obligatoire.' }, formError: null })
    expect(invalid.sending).toBe(false)

    const postback = start({ method: 'postback', hasCaptcha: true })
    const moved = journey(postback, press('next', ready({ kind: 'page', page: 3 }, shown([1, 3]))))
    // The captcha starts with the second page and is awaited on Send.
    expect(moved.effect).toEqual({ kind: 'show-page', page: 3, startCaptcha: true })
    expect(moved.visibility.pages.has(2)).toBe(false)
    expect(journey(moved, { type: 'shown', page: 3 }).page).toBe(3)

    // Previous skips the pages the answers hide, without validating.
    const back = journey(run(moved, { type: 'shown', page: 3 }), press('previous', ready(null, shown([1, 3]))))
    expect(back.effect).toEqual({ kind: 'show-page', page: 1, startCaptcha: false })
  })

  it('refuses a second press while a submission is out, and a Send while a file is on its way', () => {
    const out = run(start(), press('submit', ready({ kind: 'complete' })))
    const sending = journey(out, { type: 'method', method: 'ajax', step: out.effect as never })
    expect(journey(sending, press('submit', ready({ kind: 'complete' }))).effect).toEqual({ kind: 'busy' })
    const uploading: PressFacts = { ...ready({ kind: 'complete' }), uploadsBusy: true }
    expect(journey(start(), press('submit', uploading)).effect).toEqual({ kind: 'wait-uploads' })
    // Going back never waits for a file.
    expect(journey(start({ page: 2 }), press('previous', { ...ready(null), uploadsBusy: true })).effect).toEqual({ kind: 'choose-method', role: 'previous', target: 1, save: false })
  })

  it('waits for the captcha, then presses the same button again; says why when it cannot be made', () => {
    const waiting = journey(start({ hasCaptcha: true }), press('submit', { ...ready({ kind: 'complete' }), captchaReady: false }))
    expect(waiting.effect).toEqual({ kind: 'wait-captcha', role: 'submit' })
    expect(waiting.sending).toBe(true)
    expect(journey(waiting, { type: 'captcha', role: 'submit', ready: true, failure: '' })).toMatchObject({ sending: false, effect: { kind: 'press-again', role: 'submit' } })
    expect(journey(waiting, { type: 'captcha', role: 'submit', ready: false, failure: 'Vérification impossible.' }).effect).toEqual({ kind: 'show-failure', text: 'Vérification impossible.' })
  })

  it('saves a half-filled form without validating it, by the method the page scripts choose', () => {
    const saving = journey(start({ page: 2 }), press('save-continue', ready(null)))
    expect(saving.effect).toEqual({ kind: 'choose-method', role: 'save-continue', target: 2, save: true })
    const left = journey(saving, { type: 'method', method: 'postback', step: saving.effect as never })
    expect(left).toMatchObject({ sending: true, effect: { kind: 'postback', role: 'save-continue', method: 'postback' } })
    // Back from the browser's cache after that postback, the form may be sent again.
    expect(journey(left, { type: 'restored' }).sending).toBe(false)
  })

  it('reads the server’s answer: confirmation with a new submission id, errors, next page, saved notice, redirect', () => {
    const out = run(start(), press('submit', ready({ kind: 'complete' })))
    const sending = journey(out, { type: 'method', method: 'ajax', step: out.effect as never })

    const confirmed = journey(sending, answered({ success: true, data: data({ confirmation_type: 'message', confirmation_markup: { paragraphs: ['Merci !'] }, page_number: 0 }) }))
    expect(confirmed).toMatchObject({ sending: false, submissionId: 'second-envoi-0002', effect: { kind: 'show-confirmation', paragraphs: ['Merci !'] } })

    const refused = journey(sending, answered({ success: true, data: data({ is_valid: false, form_markup: { page: 2, errors: { email: 'Adresse refusée.' }, form_error: null } }) }))
    expect(refused).toMatchObject({ sending: false, submissionId: 'premier-envoi-0001', effect: { kind: 'show-errors', page: 2, errors: { email: 'Adresse refusée.' } } })

    expect(journey(sending, answered({ success: true, data: data({ page_markup: { page: 2 }, page_number: 2 }) })).effect).toEqual({ kind: 'show-page', page: 2, startCaptcha: false })
    expect(journey(sending, answered({ success: true, data: data({ saved_markup: { resume_url: 'http://x.test/r', draft: '4.sig', days: 30 } }) })).effect).toMatchObject({ kind: 'show-saved' })
    expect(journey(sending, answered({ success: true, data: data({ confirmation_type: 'redirect', confirmation_redirect: '/merci' }) })).effect).toEqual({ kind: 'redirect', url: '/merci' })
  })

  it('shows the server’s refusal, or the unknown error when nothing readable came back', () => {
    expect(journey(start(), answered({ success: false, data: 'Ce formulaire n’accepte plus de réponses.' })).effect).toEqual({
      kind: 'show-failure',
      text: 'Ce formulaire n’accepte plus de réponses.',
    })
    expect(journey(start(), answered(null)).effect).toEqual({ kind: 'show-failure', text: messages.unknownError })
    expect(journey(start(), answered({ oops: true })).effect).toEqual({ kind: 'show-failure', text: messages.unknownError })
  })

  it('lays out the footer: Next until the last shown page, Send on it, Previous a submit button there', () => {
    expect(footerOf(start())).toEqual({ next: { hidden: false, target: 2 }, submit: { hidden: true }, previous: { hidden: true, target: 0, type: 'button' } })
    // Page 3 hidden by the answers: page 2 is the last, with Send.
    expect(footerOf(start({ page: 2, visibility: shown([1, 2]) }))).toEqual({ next: { hidden: true, target: 3 }, submit: { hidden: false }, previous: { hidden: false, target: 1, type: 'submit' } })
    // A page whose Next the logic hides.
    expect(footerOf(start({ visibility: shown([1, 2, 3], { next: [2, 3] }) })).next.hidden).toBe(true)
  })

  it('renews a refused nonce once, the lock kept, then sends the same step again; a second refusal is shown', () => {
    const step = { kind: 'send' as const, role: 'submit' as const, method: 'ajax' as const, target: 0, save: false }
    const out = { ...start(), sending: true, effect: step }
    const refusal = { success: false, data: 'La demande a été refusée.', renew_nonce: true }
    const renewing = journey(out, { type: 'answered', response: refusal, nextSubmissionId: 'second-envoi-0002', step })
    expect(renewing.effect).toEqual({ kind: 'renew-nonce', step, failure: 'La demande a été refusée.' })
    expect(renewing.sending).toBe(true)
    expect(renewing.submissionId).toBe('premier-envoi-0001')
    const again = journey(renewing, { type: 'nonce-renewed', ok: true, step, failure: 'La demande a été refusée.' })
    expect(again.effect).toEqual(step)
    expect(again.sending).toBe(true)
    // Refused again with the fresh nonce: shown, not renewed a second time.
    const shownFailure = journey(again, { type: 'answered', response: refusal, nextSubmissionId: 'second-envoi-0002', step })
    expect(shownFailure.effect).toEqual({ kind: 'show-failure', text: 'La demande a été refusée.' })
    expect(shownFailure.sending).toBe(false)
    // The next submission may renew again.
    expect(journey({ ...shownFailure, sending: true }, { type: 'answered', response: refusal, nextSubmissionId: 'x', step }).effect?.kind).toBe('renew-nonce')
  })

  it('shows the server’s refusal when no fresh nonce came, and does not renew a refusal without the signal', () => {
    const step = { kind: 'send' as const, role: 'next' as const, method: 'ajax' as const, target: 2, save: false }
    const renewing = journey({ ...start(), sending: true }, { type: 'answered', response: { success: false, data: 'Refusé.', renew_nonce: true }, nextSubmissionId: 'x', step })
    const failed = journey(renewing, { type: 'nonce-renewed', ok: false, step, failure: 'Refusé.' })
    expect(failed.effect).toEqual({ kind: 'show-failure', text: 'Refusé.' })
    expect(failed.sending).toBe(false)
    expect(failed.renewed).toBe(false)
    const plain = journey({ ...start(), sending: true }, { type: 'answered', response: { success: false, data: 'Trop de fichiers.' }, nextSubmissionId: 'x', step })
    expect(plain.effect).toEqual({ kind: 'show-failure', text: 'Trop de fichiers.' })
  })
})
