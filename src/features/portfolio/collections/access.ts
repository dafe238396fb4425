import type { Access, Where } from 'payload'

import { isStaff } from '../../accounts/access'

/**
 * What a visitor may see of the réalisations: published, and not marked private. Drafts and private
 * items are for staff only, everywhere: Payload's REST API, the WordPress-compatible API, the block
 * and the site search all go through this condition.
 */
export const publicPortfolioWhere: Where = {
  and: [{ _status: { equals: 'published' } }, { or: [{ private: { equals: false } }, { private: { exists: false } }] }],
}

export const staffOrPublicPortfolio: Access = ({ req }) => (isStaff(req.user) ? true : publicPortfolioWhere)
