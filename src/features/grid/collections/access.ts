import type { Access, Where } from 'payload'

import { isStaff } from '../../accounts/access'

/** What a visitor may see of the grid media: published and not private (as the réalisations). */
export const publicGridWhere: Where = {
  and: [{ _status: { equals: 'published' } }, { or: [{ private: { equals: false } }, { private: { exists: false } }] }],
}

export const staffOrPublicGrid: Access = ({ req }) => (isStaff(req.user) ? true : publicGridWhere)
