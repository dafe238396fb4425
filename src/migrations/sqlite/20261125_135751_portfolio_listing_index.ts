import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`portfolio_items_listing_idx\` ON \`portfolio_items\` (\`order\`,"created_at" DESC,"id" DESC,\`_status\`,\`private\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`portfolio_items_listing_idx\`;`)
}
