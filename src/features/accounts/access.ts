import type { Access, FieldAccess, PayloadRequest } from 'payload'

/** Roles of the back office. `client` is a visitor's own account: it never reaches /admin. */
export const ROLES = ['admin', 'editor', 'client'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = PayloadRequest['user']

export const isStaff = (user: MaybeUser): boolean =>
  Boolean(user && 'role' in user && (user.role === 'admin' || user.role === 'editor'))

export const isAdmin = (user: MaybeUser): boolean =>
  Boolean(user && 'role' in user && user.role === 'admin')

export const staffOnly: Access = ({ req }) => isStaff(req.user)
export const adminOnly: Access = ({ req }) => isAdmin(req.user)
export const anyone: Access = () => true

/** Published documents for everyone, drafts for staff only. */
export const staffOrPublished: Access = ({ req }) =>
  isStaff(req.user) ? true : { _status: { equals: 'published' } }

export const adminFieldOnly: FieldAccess = ({ req }) => isAdmin(req.user)
