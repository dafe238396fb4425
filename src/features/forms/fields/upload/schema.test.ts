import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'

import { field } from '../../testing/fixtures'
import { uploadField } from './schema'

const id = (n: number) => n.toString(16).padStart(32, '0')
const photos = field('upload', { key: 'photos', maxFiles: 2, allowedExtensions: ['jpg', 'png'], disallowedExtensions: [], required: true })
const check = (value: unknown) => z.safeParse(uploadField.schema(photos), value)

describe('upload field value (hidden JSON input_<key>)', () => {
  it('stores each file as id and cleaned name', () => {
    const r = check(JSON.stringify([{ id: id(1), name: '../Terrain.JPG' }]))
    expect(r.success && r.data).toEqual([`${id(1)}/Terrain.jpg`])
    expect(uploadField.text(photos, [`${id(1)}/Terrain.jpg`, `${id(2)}/Nord.png`])).toBe('Terrain.jpg, Nord.png')
  })
  it('requires a file when the field is required', () => {
    expect(check('[]').success).toBe(false)
    expect(check('').success).toBe(false)
  })
  it('refuses more files than allowed, a forbidden type, a malformed list or a repeated file', () => {
    const three = [1, 2, 3].map((n) => ({ id: id(n), name: `${n}.jpg` }))
    expect(check(JSON.stringify(three)).error?.issues[0]?.message).toBe('Nombre de fichiers maximal atteint')
    expect(check(JSON.stringify([{ id: id(1), name: 'x.pdf' }])).error?.issues[0]?.message).toBe('x.pdf Ce type de fichier n’est pas autorisé.')
    expect(check('{"id":1}').success).toBe(false)
    expect(check(JSON.stringify([{ id: '../../x', name: 'a.jpg' }])).success).toBe(false)
    expect(check(JSON.stringify([{ id: id(1), name: 'a.jpg' }, { id: id(1), name: 'b.jpg' }])).success).toBe(false)
  })
})
