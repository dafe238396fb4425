import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`form_entries\` ADD \`meta_request_id\` text;`)
  await db.run(sql`ALTER TABLE \`form_outbox\` ADD \`request_id\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`form_entries\` DROP COLUMN \`meta_request_id\`;`)
  await db.run(sql`ALTER TABLE \`form_outbox\` DROP COLUMN \`request_id\`;`)
}
