/**
 * Who may do what through Payload's REST API, for every collection and global of the config: an
 * anonymous visitor, a client (a visitor's own account), an editor and an administrator. A
 * collection or global added without an entry here fails the matrix, so its rules get decided.
 */
import { handleEndpoints, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshPayload } from './harness'

type Verdict = 'all' | 'some' | 'none'
type Role = 'anonymous' | 'client' | 'editor' | 'admin'
const ROLES: Role[] = ['anonymous', 'client', 'editor', 'admin']
/** One verdict per role, in the order of ROLES. */
type Row = [Verdict, Verdict, Verdict, Verdict]

const staff: Row = ['none', 'none', 'all', 'all']
const admins: Row = ['none', 'none', 'none', 'all']
const everyone: Row = ['all', 'all', 'all', 'all']
const nobody: Row = ['none', 'none', 'none', 'none']
// Published documents for visitors (and public réalisations), everything for staff.
const publishedForVisitors: Row = ['some', 'some', 'all', 'all']
const ownOnly: Row = ['none', 'some', 'some', 'some']

const publicContent = { create: staff, read: everyone, update: staff, delete: staff }
const draftableContent = { create: staff, read: publishedForVisitors, update: staff, delete: staff, readVersions: staff }

const EXPECTED: Record<string, Record<string, Row>> = {
  pages: draftableContent,
  posts: draftableContent,
  'portfolio-items': draftableContent,
  categories: publicContent,
  tags: publicContent,
  'portfolio-categories': publicContent,
  'portfolio-other-categories': publicContent,
  'portfolio-tags': publicContent,
  media: publicContent,
  // The grids' sources (docs/decisions/043): gallery media and engins have drafts, their taxonomies do not.
  'grid-media': draftableContent,
  machines: draftableContent,
  'machine-types': publicContent,
  'machine-uses': publicContent,
  // Popups' settings (conditions, targeting) are staff's: the server renders what a page needs (decision 042).
  popups: { create: staff, read: staff, update: staff, delete: staff },
  // Side panels likewise: the server renders a page's panels and the header's controls (decision 044).
  'off-canvas-panels': { create: staff, read: staff, update: staff, delete: staff },
  forms: { create: staff, read: staff, update: staff, delete: staff },
  'form-entries': { create: nobody, read: staff, update: staff, delete: staff },
  // Editors read and requeue the forms' messages; the accounts' (a reset link) are the admins' (docs/decisions/035).
  'form-outbox': { create: nobody, read: ['none', 'none', 'some', 'all'], update: ['none', 'none', 'some', 'all'], delete: admins },
  'form-states': { create: nobody, read: nobody, update: nobody, delete: nobody },
  'form-drafts': { create: nobody, read: staff, update: nobody, delete: staff },
  'form-captcha-solutions': { create: nobody, read: nobody, update: nobody, delete: nobody },
  // Consent proofs (decision 045): written by the server's route only, read by administrators, kept as written.
  'consent-proofs': { create: nobody, read: admins, update: nobody, delete: nobody },
  // Accounts: a user reads and edits their own (not their role); admins manage all, and only
  // admins unlock.
  users: { create: admins, read: ['none', 'some', 'some', 'all'], update: ['none', 'some', 'some', 'all'], delete: admins, unlock: admins },
  'payload-locked-documents': { create: staff, read: staff, update: staff, delete: staff },
  'payload-preferences': { create: ['none', 'all', 'all', 'all'], read: ownOnly, update: ownOnly, delete: ownOnly },
  'payload-kv': { create: nobody, read: nobody, update: nobody, delete: nobody },
  'payload-migrations': { create: nobody, read: nobody, update: nobody, delete: nobody },
  'globals/site-settings': { read: everyone, update: staff },
}

let payload: Payload
let cleanup: () => Promise<void>
const tokens: Partial<Record<Role, string>> = {}

async function signedIn(role: Exclude<Role, 'anonymous'>) {
  const email = `${role}@access.test`
  const password = `Mot-de-passe-${role}-2026`
  await payload.create({ collection: 'users', data: { email, password, name: role, role }, overrideAccess: true })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  tokens[role] = token
}

/** A request to Payload's REST handler, as the route file hands it over. */
async function rest(role: Role, method: string, path: string, body?: unknown) {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (role !== 'anonymous') headers.set('authorization', `JWT ${tokens[role]}`)
  const request = new Request(`http://localhost:3000${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const { default: config } = await import('@payload-config')
  const response = await handleEndpoints({ config, request })
  return { status: response.status, text: await response.text() }
}

const userOf = async (role: Role): Promise<PayloadRequest['user']> => {
  if (role === 'anonymous') return null
  const found = await payload.find({ collection: 'users', where: { email: { equals: `${role}@access.test` } }, overrideAccess: true })
  return { ...found.docs[0], collection: 'users' } as PayloadRequest['user']
}

function verdict(result: unknown): Verdict {
  if (result === true) return 'all'
  if (result && typeof result === 'object') return 'some'
  return 'none'
}

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
  for (const role of ['client', 'editor', 'admin'] as const) await signedIn(role)
}, 180_000)

afterAll(async () => {
  await cleanup?.()
})

describe('access to every collection and global', () => {
  it('follows the matrix for anonymous visitors, clients, editors and administrators', async () => {
    const actual: Record<string, Record<string, Row>> = {}
    const entities = [
      ...payload.config.collections.map((c) => ({ key: c.slug, access: c.access as Record<string, unknown>, ops: ['create', 'read', 'update', 'delete', ...(c.versions ? ['readVersions'] : []), ...(c.auth ? ['unlock'] : [])] })),
      ...payload.config.globals.map((g) => ({ key: `globals/${g.slug}`, access: g.access as Record<string, unknown>, ops: ['read', 'update', ...(g.versions ? ['readVersions'] : [])] })),
    ]
    for (const { key, access, ops } of entities) {
      actual[key] = {}
      for (const op of ops) {
        const row: Verdict[] = []
        for (const role of ROLES) {
          const user = await userOf(role)
          const req = { user, payload, headers: new Headers(), context: {}, t: ((k: string) => k) as never } as unknown as PayloadRequest
          const rule = access[op] as ((args: { req: PayloadRequest }) => unknown) | undefined
          // Payload's rule when none is given: any signed-in user (auth/executeAccess).
          row.push(verdict(rule ? await rule({ req }) : Boolean(user)))
        }
        actual[key][op] = row as Row
      }
    }
    expect(actual).toEqual(EXPECTED)
  })

  it('shows drafts and their versions to staff only', async () => {
    const page = await payload.create({ collection: 'pages', data: { title: 'Page publiée', slug: 'publiee', _status: 'published' }, overrideAccess: true })
    await payload.update({ collection: 'pages', id: page.id, data: { title: 'Brouillon secret de page' }, draft: true, overrideAccess: true })
    await payload.create({ collection: 'posts', data: { title: 'Actualité secrète', slug: 'secrete', _status: 'draft' }, overrideAccess: true, draft: true })
    for (const path of ['/api/pages/versions', '/api/posts/versions', '/api/portfolio-items/versions', `/api/pages/versions?where[parent][equals]=${page.id}`]) {
      for (const role of ['anonymous', 'client'] as const) {
        const { status, text } = await rest(role, 'GET', path)
        expect(status, `${role} ${path}`).toBe(403)
        expect(text).not.toMatch(/secr[eè]te?/i)
      }
    }
    const editor = await rest('editor', 'GET', '/api/pages/versions?limit=100')
    expect(editor.status).toBe(200)
    expect(editor.text).toContain('Brouillon secret de page')
    // The page itself still shows its published version to a client.
    const published = await rest('client', 'GET', `/api/pages/${page.id}`)
    expect(JSON.parse(published.text).title).toBe('Page publiée')
  })

  it('lets only administrators unlock an account, and a client never reads the back office’s locks', async () => {
    for (const role of ['anonymous', 'client', 'editor'] as const) {
      const { status } = await rest(role, 'POST', '/api/users/unlock', { email: 'admin@access.test' })
      expect([401, 403], role).toContain(status)
    }
    expect((await rest('client', 'GET', '/api/payload-locked-documents')).status).toBe(403)
    expect((await rest('editor', 'GET', '/api/payload-locked-documents')).status).toBe(200)
  })
})
