/** Reading the signed-in user from Payload's `/api/users/me` answer (`{ user: {...} | null }`). */
import type { AccountUser } from './types'

const ROLES = ['admin', 'editor', 'client'] as const satisfies readonly AccountUser['role'][]

function isRole(value: unknown): value is AccountUser['role'] {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}

/**
 * Tolerates the shapes a users collection may have (`role` or a `roles` array, a `name` or only an
 * e-mail). An unknown role gets the least-privileged menu (client); the server checks rights anyway.
 */
export function parseAccountUser(body: unknown): AccountUser | null {
  if (typeof body !== 'object' || body === null) return null
  const user = (body as { user?: unknown }).user
  if (typeof user !== 'object' || user === null) return null
  const record = user as Record<string, unknown>
  const email = typeof record.email === 'string' ? record.email : ''
  const name = [record.name, record.firstName && record.lastName ? `${record.firstName} ${record.lastName}` : null, email]
    .find((v): v is string => typeof v === 'string' && v.trim() !== '')
    ?.trim()
  if (!name) return null
  const roles = Array.isArray(record.roles) ? record.roles : [record.role]
  const role = roles.find(isRole) ?? 'client'
  return { name, email, role }
}

export type AccountLink = { label: string; href: string }

export function accountLinks(user: AccountUser, labels: { myAccount: string; administration: string }, paths: { account: string; admin: string }): AccountLink[] {
  switch (user.role) {
    case 'client':
      return [{ label: labels.myAccount, href: paths.account }]
    case 'admin':
    case 'editor':
      return [{ label: labels.administration, href: paths.admin }]
    default: {
      const unreachable: never = user.role
      return unreachable
    }
  }
}

export function initials(name: string): string {
  const letters = name
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
  return letters.join('') || '?'
}
