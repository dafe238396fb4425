import type { AfterErrorHookArgs } from 'payload'
import { describe, expect, it } from 'vitest'

import { keepFieldErrors } from './errors'

const refusal = (status: number, data: unknown, message = 'Le champ suivant n’est pas valide : Référence') => Object.assign(new Error(message), { status, data })
const run = (error: Error, result: AfterErrorHookArgs['result']) => keepFieldErrors({ error, result, context: {}, req: {} as AfterErrorHookArgs['req'] })
const fieldErrors = { collection: 'machines', errors: [{ path: 'sku', label: 'Référence', message: 'Référence invalide : majuscules, chiffres et tirets, 32 caractères au plus.' }] }

describe('a refused save keeps its fields’ messages', () => {
  it('puts the fields’ paths and French messages back into an answer that lost them', () => {
    const error = refusal(400, fieldErrors)
    expect(run(error, { errors: [{ message: error.message }] })).toEqual({ response: { errors: [{ message: error.message, name: 'ValidationError', data: fieldErrors }] } })
  })

  it('leaves complete answers, other statuses, hidden errors and errors without fields alone', () => {
    const error = refusal(400, fieldErrors)
    expect(run(error, { errors: [{ message: error.message, data: fieldErrors }] })).toBeUndefined()
    expect(run(refusal(500, fieldErrors), { errors: [{ message: 'Le champ suivant n’est pas valide : Référence' }] })).toBeUndefined()
    // Payload replaced a private error's message: nothing of it goes out.
    expect(run(refusal(400, fieldErrors), { errors: [{ message: 'Something went wrong.' }] })).toBeUndefined()
    expect(run(refusal(400, { errors: [{ secret: 'x' }] }), { errors: [{ message: 'Le champ suivant n’est pas valide : Référence' }] })).toBeUndefined()
    expect(run(refusal(403, undefined, 'Vous n’êtes pas autorisé.'), { errors: [{ message: 'Vous n’êtes pas autorisé.' }] })).toBeUndefined()
  })
})
