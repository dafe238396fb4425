import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`forms_blocks_captcha\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`name\` text,
  	\`css_class\` text,
  	\`without_java_script\` text DEFAULT 'refuse',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_captcha_order_idx\` ON \`forms_blocks_captcha\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_captcha_parent_id_idx\` ON \`forms_blocks_captcha\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_captcha_path_idx\` ON \`forms_blocks_captcha\` (\`_path\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`forms_blocks_captcha\`;`)
}
