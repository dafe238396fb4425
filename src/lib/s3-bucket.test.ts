import { describe, expect, it } from 'vitest'

import { MEDIA_AREA, S3Bucket, s3ConfigFromEnv } from './s3-bucket'

const keys = { UPLOAD_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', UPLOAD_S3_SECRET_ACCESS_KEY: 'secret' }

describe('S3 configuration from the environment', () => {
  it('keeps files on local disk when no bucket is named', () => {
    expect(s3ConfigFromEnv({ ...keys })).toBeNull()
    expect(s3ConfigFromEnv({ UPLOAD_S3_BUCKET: '  ' })).toBeNull()
  })

  it('refuses a bucket without its keys rather than keeping files elsewhere', () => {
    expect(() => s3ConfigFromEnv({ UPLOAD_S3_BUCKET: 'devis' })).toThrow(
      'UPLOAD_S3_ACCESS_KEY_ID et UPLOAD_S3_SECRET_ACCESS_KEY sont nécessaires',
    )
    expect(() => s3ConfigFromEnv({ UPLOAD_S3_BUCKET: 'devis', ...keys, UPLOAD_S3_FORCE_PATH_STYLE: 'peut-être' })).toThrow(
      'UPLOAD_S3_FORCE_PATH_STYLE',
    )
    expect(() => s3ConfigFromEnv({ UPLOAD_S3_BUCKET: 'devis', ...keys, UPLOAD_S3_ENDPOINT: 'ftp://stockage.example' })).toThrow(
      'UPLOAD_S3_ENDPOINT',
    )
  })

  it('addresses AWS by region, with the bucket in the host name', () => {
    const config = s3ConfigFromEnv({ UPLOAD_S3_BUCKET: 'devis', UPLOAD_S3_REGION: 'eu-west-3', ...keys })!
    expect(config.pathStyle).toBe(false)
    expect(new S3Bucket(config).url('0123abcd')).toBe('https://devis.s3.eu-west-3.amazonaws.com/uploads/0123abcd')
  })

  it('puts the bucket in the path for another provider’s endpoint, unless told otherwise', () => {
    const env = { UPLOAD_S3_BUCKET: 'devis', UPLOAD_S3_ENDPOINT: 'https://s3.fr-par.scw.cloud/', ...keys }
    expect(new S3Bucket(s3ConfigFromEnv(env)!).url('0123abcd')).toBe('https://s3.fr-par.scw.cloud/devis/uploads/0123abcd')
    expect(new S3Bucket(s3ConfigFromEnv({ ...env, UPLOAD_S3_FORCE_PATH_STYLE: 'false' })!).url('0123abcd')).toBe(
      'https://devis.s3.fr-par.scw.cloud/uploads/0123abcd',
    )
    expect(s3ConfigFromEnv({ ...env, UPLOAD_S3_ENDPOINT: 'http://127.0.0.1:9000' })!.pathStyle).toBe(true)
  })

  it('normalises the key prefix: no leading slash, one trailing slash, or none at all', () => {
    const env = { UPLOAD_S3_BUCKET: 'devis', ...keys }
    expect(s3ConfigFromEnv({ ...env, UPLOAD_S3_PREFIX: '/site/formulaires' })!.prefix).toBe('site/formulaires/')
    expect(s3ConfigFromEnv({ ...env, UPLOAD_S3_PREFIX: '' })!.prefix).toBe('')
    expect(new S3Bucket(s3ConfigFromEnv({ ...env, UPLOAD_S3_PREFIX: 'pièces jointes' })!).url('0123abcd')).toBe(
      'https://devis.s3.us-east-1.amazonaws.com/pi%C3%A8ces%20jointes/0123abcd',
    )
  })

  it('puts the media library in its own folder of the same bucket, never the uploads’ one', () => {
    const env = { UPLOAD_S3_BUCKET: 'devis', ...keys }
    expect(s3ConfigFromEnv(env, MEDIA_AREA)).toMatchObject({ bucket: 'devis', prefix: 'media/' })
    expect(s3ConfigFromEnv({ ...env, MEDIA_S3_PREFIX: '/site/images' }, MEDIA_AREA)!.prefix).toBe('site/images/')
    expect(s3ConfigFromEnv({ ...env, UPLOAD_S3_PREFIX: '' }, MEDIA_AREA)!.prefix).toBe('media/')
    expect(() => s3ConfigFromEnv({ ...env, MEDIA_S3_PREFIX: 'uploads' }, MEDIA_AREA)).toThrow(
      'MEDIA_S3_PREFIX (« uploads/ ») et UPLOAD_S3_PREFIX (« uploads/ ») doivent être deux dossiers distincts du bucket.',
    )
    expect(s3ConfigFromEnv({ UPLOAD_S3_BUCKET: '' }, MEDIA_AREA)).toBeNull()
  })

  it('refuses an object name that would climb out of its folder', () => {
    const bucket = new S3Bucket(s3ConfigFromEnv({ UPLOAD_S3_BUCKET: 'devis', ...keys }, MEDIA_AREA)!)
    expect(bucket.url('pelle.webp')).toBe('https://devis.s3.us-east-1.amazonaws.com/media/pelle.webp')
    for (const name of ['..', '.', '../uploads/0123abcd', 'a/../../b']) expect(() => bucket.url(name), name).toThrow('Nom d’objet invalide')
  })
})
