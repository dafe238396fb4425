import { describe, expect, it } from 'vitest'

import { field } from '../testing/fixtures'
import { acceptedExtensions, contentMatches, extensionAllowed, normaliseFileName, parseRefValue, refuseNewFile } from './files'

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)))
const zipWith = (name: string, content = '') => bytes([0x50, 0x4b, 0x03, 0x04], new Array(26).fill(0), name, content)

describe('normaliseFileName', () => {
  it('keeps an ordinary name, lower-casing the extension', () => {
    expect(normaliseFileName('Terrain Nord.JPG')).toEqual({ name: 'Terrain Nord.jpg', ext: 'jpg' })
  })
  it('drops folders, whatever the separator', () => {
    expect(normaliseFileName('../../etc/passwd').name).toBe('passwd')
    expect(normaliseFileName('..\\..\\windows\\system32\\evil.pdf').name).toBe('evil.pdf')
  })
  it('removes null bytes, control and bidi characters', () => {
    expect(normaliseFileName('photo\u0000.php\u0001.jpg').name).toBe('photo-php.jpg')
    expect(normaliseFileName('facture\u202egpj.exe').name).toBe('facturegpj.exe')
  })
  it('keeps one extension: inner dots become dashes', () => {
    expect(normaliseFileName('plan.php.pdf')).toEqual({ name: 'plan-php.pdf', ext: 'pdf' })
    expect(normaliseFileName('archive.tar.gz').ext).toBe('gz')
  })
  it('gives a name to a nameless file and bounds the length', () => {
    expect(normaliseFileName('.jpg').name).toBe('jpg')
    expect(normaliseFileName('').name).toBe('fichier')
    expect(normaliseFileName(`${'a'.repeat(300)}.pdf`).name.length).toBeLessThanOrEqual(120)
  })
})

describe('content check (magic bytes)', () => {
  it('recognises each kind by its first bytes', () => {
    expect(contentMatches('jpg', bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe(true)
    expect(contentMatches('png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true)
    expect(contentMatches('gif', bytes('GIF89a'))).toBe(true)
    expect(contentMatches('webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe(true)
    expect(contentMatches('heic', bytes([0, 0, 0, 24], 'ftypheic'))).toBe(true)
    expect(contentMatches('pdf', bytes('%PDF-1.7\n'))).toBe(true)
    expect(contentMatches('doc', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe(true)
    expect(contentMatches('docx', zipWith('[Content_Types].xml', 'word/document.xml'))).toBe(true)
    expect(contentMatches('odt', zipWith('mimetype', 'application/vnd.oasis.opendocument.text'))).toBe(true)
  })
  it('refuses a script or an executable under an image name', () => {
    expect(contentMatches('jpg', bytes('<?php system($_GET["c"]); ?>'))).toBe(false)
    expect(contentMatches('png', bytes('MZ', [0x90, 0]))).toBe(false)
    expect(contentMatches('jpg', bytes('#!/bin/sh\nrm -rf /'))).toBe(false)
  })
  it('refuses a plain archive renamed as a document', () => {
    expect(contentMatches('pdf', zipWith('secret.txt'))).toBe(false)
    expect(contentMatches('docx', zipWith('secret.txt'))).toBe(false)
    expect(contentMatches('odt', zipWith('secret.txt'))).toBe(false)
  })
  it('refuses an extension it cannot check', () => {
    expect(contentMatches('exe', bytes('MZ'))).toBe(false)
    expect(contentMatches('svg', bytes('<svg'))).toBe(false)
  })
})

describe('limits', () => {
  const photos = field('upload', { key: 'photos', maxFiles: 2, maxSizeMb: 10, allowedExtensions: ['jpg', 'png', 'webp', 'heic'], disallowedExtensions: [] })
  it('speaks the spec’s messages', () => {
    expect(refuseNewFile(photos, { name: 'plan.pdf', size: 10 }, 0)).toBe('plan.pdf Ce type de fichier n’est pas autorisé.')
    expect(refuseNewFile(photos, { name: 'grand.jpg', size: 11 * 1024 * 1024 }, 0)).toBe('grand.jpg - Le fichier dépasse la taille autorisée.')
    expect(refuseNewFile(photos, { name: 'trois.jpg', size: 10 }, 2)).toBe('Nombre de fichiers maximal atteint')
    expect(refuseNewFile(photos, { name: 'ok.JPG', size: 10 * 1024 * 1024 }, 1)).toBeNull()
  })
  it('applies the deny list after the allow list', () => {
    const f = { allowedExtensions: [], disallowedExtensions: ['doc'] }
    expect(extensionAllowed(f, 'pdf')).toBe(true)
    expect(extensionAllowed(f, 'doc')).toBe(false)
    expect(extensionAllowed(f, 'exe')).toBe(false)
    expect(acceptedExtensions(f)).not.toContain('doc')
  })
  it('reads a stored reference back', () => {
    expect(parseRefValue(`${'a'.repeat(32)}/plan.pdf`)).toEqual({ id: 'a'.repeat(32), name: 'plan.pdf' })
    expect(parseRefValue('../plan.pdf')).toBeNull()
  })
})
