import fs from 'node:fs'
import path from 'node:path'

import { AwsClient } from 'aws4fetch'
import { describe, expect, it } from 'vitest'

import { UPLOAD_ORPHAN_TTL_MS } from '@/features/forms/constants'
import { bucketEnv, S3_ACCESS_KEY_ID, signatureProblem, startS3, type TestBucket } from '../support/s3'
import { uploadsSuite } from './uploads-suite'

/**
 * Uploads with attached files kept in an S3-compatible bucket (docs/decisions/019): a real S3
 * server (s3rver) on loopback, behind a Signature V4 check, configured through the site's own
 * environment variables. The whole uploads suite runs against it, then what only a bucket has.
 */
const PREFIX = 'formulaires/'
let bucket: TestBucket

uploadsSuite(
  {
    name: 'S3 bucket',
    async setup() {
      bucket = await startS3()
      Object.assign(process.env, { ...bucketEnv(bucket), UPLOAD_S3_PREFIX: PREFIX })
    },
    stored: async (id) => (await bucket.object(`${PREFIX}${id}`))?.bytes ?? null,
    // Nothing attached stays on the server's disk: no `files/` folder at all.
    localFolders: ['pending'],
    teardown: async () => bucket?.close(),
  },
  (site) => {
    describe('S3 bucket only', () => {
      it('checks signatures as S3 does: AWS’s published example passes, a wrong secret is refused', async () => {
        // "Example: GET Object", Amazon S3 API reference, Signature Version 4 header-based authentication.
        const example = {
          method: 'GET',
          url: '/test.txt',
          headers: {
            host: 'examplebucket.s3.amazonaws.com',
            range: 'bytes=0-9',
            'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
            'x-amz-date': '20130524T000000Z',
            authorization:
              'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
          },
        }
        expect(signatureProblem(example, { AKIAIOSFODNN7EXAMPLE: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' })).toBeNull()
        expect(
          signatureProblem(
            { ...example, url: '/test2.txt' },
            { AKIAIOSFODNN7EXAMPLE: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
          ),
        ).toBe('signature does not match')

        const wrong = new AwsClient({
          accessKeyId: S3_ACCESS_KEY_ID,
          secretAccessKey: 'pas-le-bon',
          service: 's3',
          region: 'eu-west-3',
          retries: 0,
        })
        const refused = await wrong.fetch(`${bucket.endpoint}/${bucket.bucket}?list-type=2`)
        expect(refused.status).toBe(403)
        expect(await refused.text()).toContain('SignatureDoesNotMatch')
      })

      it('keeps an attached file as an object named by its upload id under the prefix, its record as the object’s metadata, never with an ACL', async () => {
        const sid = site.submission()
        const u = await site.upload({ filename: 'Façade été.jpg', submission: sid }, site.photo())
        expect(u.response.status).toBe(204)
        expect((await site.submit(sid, [{ id: u.id, name: 'Façade été.jpg' }])).status).toBe(200)
        const entry = await site.entryOf(sid)

        const keys = await bucket.keys()
        expect(keys).toContain(`${PREFIX}${u.id}`)
        for (const key of keys) expect(key).toMatch(/^formulaires\/[0-9a-f]{32}$/)
        const object = (await bucket.object(`${PREFIX}${u.id}`))!
        expect(object.headers.get('content-type')).toBe('image/jpeg')
        expect(object.headers.get('content-disposition')).toBe('attachment')
        expect(decodeURIComponent(object.headers.get('x-amz-meta-name')!)).toBe('Façade été.jpg')
        expect(object.headers.get('x-amz-meta-entry-id')).toBe(String(entry.id))
        expect(bucket.requests.some((r) => 'x-amz-acl' in r.headers)).toBe(false)

        // Nothing of it is left on the server's disk.
        expect(fs.readdirSync(site.uploadRoot())).toEqual(['pending'])
        expect(fs.readdirSync(path.join(site.uploadRoot(), 'pending')).filter((n) => n.startsWith(u.id))).toEqual([])

        const response = await site.download(u.id)
        expect(response.headers.get('content-disposition')).toBe(
          `attachment; filename="Facade ete.jpg"; filename*=UTF-8''Fa%C3%A7ade%20%C3%A9t%C3%A9.jpg`,
        )
        expect(Buffer.from(await response.arrayBuffer()).equals(object.bytes)).toBe(true)
      })

      it('loses nothing while the bucket is out of reach: the entry is stored, its file waits, and the next pass attaches it', async () => {
        await bucket.stop()
        try {
          // Uploading needs only the scratch folder.
          const sid = site.submission()
          const u = await site.upload({ filename: 'panne.jpg', submission: sid }, site.photo())
          expect(u.response.status).toBe(204)
          const accepted = await site.submit(sid, [{ id: u.id, name: 'panne.jpg' }])
          expect(accepted.status).toBe(200)
          expect(((await accepted.json()) as { data: { is_valid: boolean } }).data.is_valid).toBe(true)
          const entry = await site.entryOf(sid)
          expect(entry.answers.find((a) => a.key === 'photos')!.value).toEqual([`${u.id}/panne.jpg`])
          expect((await site.storage().pending(u.id))?.checked?.name).toBe('panne.jpg')

          const unavailable = await site.download(u.id)
          expect(unavailable.status).toBe(503)
          expect(await unavailable.text()).toBe('Le stockage des fichiers ne répond pas. Réessayez dans un instant.')

          // Still down at the hourly pass, even long after: the file is claimed by its entry, so kept.
          const late = new Date(Date.now() + UPLOAD_ORPHAN_TTL_MS + 60_000)
          expect((await site.settle(late)).attached).toBe(0)
          expect((await site.storage().pending(u.id))?.checked).not.toBeNull()

          await bucket.start()
          expect((await site.settle(new Date())).attached).toBeGreaterThanOrEqual(1)
          expect((await site.storage().attached(u.id))?.entryId).toBe(entry.id)
          expect(await site.storage().pending(u.id)).toBeNull()
          const response = await site.download(u.id)
          expect(response.status).toBe(200)
          expect(Buffer.from(await response.arrayBuffer()).equals((await bucket.object(`${PREFIX}${u.id}`))!.bytes)).toBe(true)
        } finally {
          await bucket.start()
        }
      })

      it('keeps an entry whose file the bucket cannot delete, so no file outlives its entry', async () => {
        const sid = site.submission()
        const u = await site.upload({ filename: 'garde.jpg', submission: sid }, site.photo())
        expect((await site.submit(sid, [{ id: u.id, name: 'garde.jpg' }])).status).toBe(200)
        const entry = await site.entryOf(sid)
        const payload = site.payload()
        await bucket.stop()
        try {
          await expect(payload.delete({ collection: 'form-entries', id: entry.id, overrideAccess: true })).rejects.toThrow()
        } finally {
          await bucket.start()
        }
        expect((await payload.findByID({ collection: 'form-entries', id: entry.id, overrideAccess: true })).id).toBe(entry.id)
        expect(await bucket.object(`${PREFIX}${u.id}`)).not.toBeNull()
        await payload.delete({ collection: 'form-entries', id: entry.id, overrideAccess: true })
        expect(await bucket.object(`${PREFIX}${u.id}`)).toBeNull()
      })
    })
  },
)
