import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

import { ensureNewsPage } from '../../features/posts/news-page'

// Data only, no schema change: a site with content gets the news page its /actualites now is
// (docs/decisions/057). Left in place on the way down: staff may have edited it since.
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  const outcome = await ensureNewsPage(payload, req)
  if (outcome === 'created') payload.logger.info('Page « Actualités » ajoutée : la liste des actualités est désormais une page de l’administration.')
}

export async function down(_args: MigrateDownArgs): Promise<void> {}
