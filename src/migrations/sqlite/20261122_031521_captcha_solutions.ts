import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`form_captcha_solutions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`signature\` text NOT NULL,
  	\`submission_id\` text NOT NULL,
  	\`expires_at\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`form_captcha_solutions_signature_idx\` ON \`form_captcha_solutions\` (\`signature\`);`)
  await db.run(sql`CREATE INDEX \`form_captcha_solutions_expires_at_idx\` ON \`form_captcha_solutions\` (\`expires_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`form_captcha_solutions\`;`)
}
