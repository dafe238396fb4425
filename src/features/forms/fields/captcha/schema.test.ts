import { describe, expect, it } from 'vitest'

import { normaliseForm } from '../../definition'
import { acceptedInputNames, planStep } from '../../engine'
import { spamVerdict } from '../../submit/spam'
import { field } from '../../testing/fixtures'
import { check } from '../shared/check'

describe('captcha', () => {
  it('holds no answer: nothing to validate, store or show; its response is not a visitor input', () => {
    const f = field('captcha', { key: 'captcha' })
    expect(f).toMatchObject({ required: false, withoutJavaScript: 'refuse', logic: null })
    expect(check(f, {})).toEqual({ value: null })
    const def = normaliseForm({
      id: 3,
      title: 'Contact',
      fields: [
        { blockType: 'text', label: 'Nom', name: 'nom', required: true },
        { blockType: 'captcha', label: 'Vérification', name: 'captcha', withoutJavaScript: 'spam' },
      ],
    })
    expect(def.fields[1]).toMatchObject({ type: 'captcha', withoutJavaScript: 'spam' })
    expect([...acceptedInputNames(def)]).toEqual(['input_nom'])
    const step = planStep(def, { input_nom: ['Jeanne'] }, 1, 0)
    expect(step).toMatchObject({ kind: 'complete', values: { nom: 'Jeanne' } })
  })

  it('reads an unknown setting for submissions without JavaScript as "refuse"', () => {
    const def = normaliseForm({ id: 3, title: 'x', fields: [{ blockType: 'captcha', label: 'V', withoutJavaScript: 'accept-all' }] })
    expect(def.fields[0]).toMatchObject({ withoutJavaScript: 'refuse' })
  })

  it('files a submission without the captcha as spam, with its reason', () => {
    expect(spamVerdict({ honeypot: '', elapsedMs: 9000, versionHash: 'ok', captchaMissing: true }, { honeypotEnabled: true })).toEqual({
      spam: true,
      reasons: ['captcha-absent'],
    })
  })
})
