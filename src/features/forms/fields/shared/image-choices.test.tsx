// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { normaliseForm } from '../../definition'
import type { FieldOf } from '../../types'
import { CheckboxesFieldView } from '../checkboxes/Field'
import { RadioFieldView } from '../radio/Field'

const media = (name: string) => ({
  id: 1,
  url: `/api/media/file/${name}.webp`,
  alt: `Photo ${name}`,
  width: 1600,
  height: 1067,
  sizes: { thumbnail: { url: `/api/media/file/${name}-480x320.webp`, width: 480, height: 320 } },
})

const def = normaliseForm({
  id: 4,
  title: 't',
  fields: [
    {
      blockType: 'radio',
      name: 'travaux',
      label: 'Type de travaux',
      imageChoices: true,
      choices: [
        { label: 'Terrassement', value: 'terrassement', image: media('terrassement') },
        { label: 'Démolition', value: 'demolition', image: 7 },
      ],
    },
    { blockType: 'checkboxes', name: 'services', label: 'Services', imageChoices: true, choices: [{ label: 'VRD', image: media('vrd') }] },
    { blockType: 'radio', name: 'simple', label: 'Simple', choices: [{ label: 'Oui', image: media('oui') }] },
  ],
})
const [radio, boxes, plain] = def.fields as [FieldOf<'radio'>, FieldOf<'checkboxes'>, FieldOf<'radio'>]

function mount(html: string) {
  document.body.innerHTML = html
  return document.body
}

describe('image choices', () => {
  it('read the thumbnail of a populated media document; an unpopulated one gives no picture', () => {
    expect(radio.imageChoices).toBe(true)
    expect(radio.choices[0].image).toEqual({ url: '/api/media/file/terrassement-480x320.webp', alt: 'Photo terrassement', width: 480, height: 320 })
    expect(radio.choices[1].image).toBeNull()
    expect(plain.imageChoices).toBe(false)
  })

  it('keep native radio buttons named by their label text, the picture decorative', () => {
    const body = mount(renderToStaticMarkup(<RadioFieldView field={radio} formId={4} raw={{ input_travaux: ['terrassement'] }} error={null} hidden={false} />))
    const inputs = Array.from(body.querySelectorAll<HTMLInputElement>('input[type=radio]'))
    expect(inputs.map((i) => [i.value, i.checked])).toEqual([
      ['terrassement', true],
      ['demolition', false],
    ])
    const label = body.querySelector(`label[for="${inputs[0].id}"]`)!
    expect(label.textContent).toBe('Terrassement')
    expect(label.querySelector('img')?.getAttribute('alt')).toBe('')
    expect(label.querySelector('img')?.getAttribute('src')).toBe('/api/media/file/terrassement-480x320.webp')
    expect(body.querySelector('ul')?.className).toContain('image-choices')
  })

  it('work for checkboxes too, and leave plain choices as they were', () => {
    const body = mount(renderToStaticMarkup(<CheckboxesFieldView field={boxes} formId={4} raw={{}} error={null} hidden={false} />))
    expect(body.querySelector('input[type=checkbox] + label img')).not.toBeNull()
    const simple = mount(renderToStaticMarkup(<RadioFieldView field={plain} formId={4} raw={{}} error={null} hidden={false} />))
    expect(simple.querySelector('img')).toBeNull()
    expect(simple.querySelector('ul')?.className).toBe('field-choices')
  })
})
