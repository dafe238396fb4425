import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`forms_blocks_upload_allowed_extensions\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`forms_blocks_upload\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_upload_allowed_extensions_order_idx\` ON \`forms_blocks_upload_allowed_extensions\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_upload_allowed_extensions_parent_idx\` ON \`forms_blocks_upload_allowed_extensions\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_upload_disallowed_extensions\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`forms_blocks_upload\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_upload_disallowed_extensions_order_idx\` ON \`forms_blocks_upload_disallowed_extensions\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_upload_disallowed_extensions_parent_idx\` ON \`forms_blocks_upload_disallowed_extensions\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_upload_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_upload\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_upload_logic_rules_order_idx\` ON \`forms_blocks_upload_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_upload_logic_rules_parent_id_idx\` ON \`forms_blocks_upload_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_upload\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`required\` integer DEFAULT false,
  	\`css_class\` text,
  	\`max_files\` numeric DEFAULT 1,
  	\`max_size_mb\` numeric DEFAULT 10,
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_upload_order_idx\` ON \`forms_blocks_upload\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_upload_parent_id_idx\` ON \`forms_blocks_upload\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_upload_path_idx\` ON \`forms_blocks_upload\` (\`_path\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`forms_blocks_upload_allowed_extensions\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_upload_disallowed_extensions\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_upload_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_upload\`;`)
}
