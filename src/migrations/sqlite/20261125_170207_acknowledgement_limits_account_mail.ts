import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`form_outbox\` ADD \`sender_key\` text;`)
  await db.run(sql`CREATE INDEX \`form_outbox_kind_idx\` ON \`form_outbox\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`form_outbox_sender_key_idx\` ON \`form_outbox\` (\`sender_key\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`form_outbox_kind_idx\`;`)
  await db.run(sql`DROP INDEX \`form_outbox_sender_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`form_outbox\` DROP COLUMN \`sender_key\`;`)
}
