import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`forms_blocks_page_break_next_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_page_break\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_page_break_next_logic_rules_order_idx\` ON \`forms_blocks_page_break_next_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_page_break_next_logic_rules_parent_id_idx\` ON \`forms_blocks_page_break_next_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`forms_blocks_date\` ADD \`min_date\` text;`)
  await db.run(sql`ALTER TABLE \`forms_blocks_date\` ADD \`max_date\` text;`)
  await db.run(sql`ALTER TABLE \`forms_blocks_page_break\` ADD \`next_logic_action\` text DEFAULT 'always';`)
  await db.run(sql`ALTER TABLE \`forms_blocks_page_break\` ADD \`next_logic_match\` text DEFAULT 'all';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`forms_blocks_page_break_next_logic_rules\`;`)
  await db.run(sql`ALTER TABLE \`forms_blocks_date\` DROP COLUMN \`min_date\`;`)
  await db.run(sql`ALTER TABLE \`forms_blocks_date\` DROP COLUMN \`max_date\`;`)
  await db.run(sql`ALTER TABLE \`forms_blocks_page_break\` DROP COLUMN \`next_logic_action\`;`)
  await db.run(sql`ALTER TABLE \`forms_blocks_page_break\` DROP COLUMN \`next_logic_match\`;`)
}
