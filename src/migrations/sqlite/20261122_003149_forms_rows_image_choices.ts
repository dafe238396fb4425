import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`forms_blocks_list_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_list_columns_order_idx\` ON \`forms_blocks_list_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_list_columns_parent_id_idx\` ON \`forms_blocks_list_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_list_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_list_logic_rules_order_idx\` ON \`forms_blocks_list_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_list_logic_rules_parent_id_idx\` ON \`forms_blocks_list_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`required\` integer DEFAULT false,
  	\`css_class\` text,
  	\`min_rows\` numeric DEFAULT 1,
  	\`max_rows\` numeric DEFAULT 5,
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_list_order_idx\` ON \`forms_blocks_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_list_parent_id_idx\` ON \`forms_blocks_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_list_path_idx\` ON \`forms_blocks_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_repeater_subfields\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`name\` text,
  	\`type\` text DEFAULT 'text',
  	\`required\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_repeater\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_repeater_subfields_order_idx\` ON \`forms_blocks_repeater_subfields\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_repeater_subfields_parent_id_idx\` ON \`forms_blocks_repeater_subfields\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_repeater_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_repeater\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_repeater_logic_rules_order_idx\` ON \`forms_blocks_repeater_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_repeater_logic_rules_parent_id_idx\` ON \`forms_blocks_repeater_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_repeater\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`required\` integer DEFAULT false,
  	\`css_class\` text,
  	\`min_rows\` numeric DEFAULT 1,
  	\`max_rows\` numeric DEFAULT 5,
  	\`add_label\` text,
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_repeater_order_idx\` ON \`forms_blocks_repeater\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_repeater_parent_id_idx\` ON \`forms_blocks_repeater\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_repeater_path_idx\` ON \`forms_blocks_repeater\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`forms_blocks_checkboxes_choices\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_checkboxes_choices_image_idx\` ON \`forms_blocks_checkboxes_choices\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`forms_blocks_checkboxes\` ADD \`image_choices\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`forms_blocks_radio_choices\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_radio_choices_image_idx\` ON \`forms_blocks_radio_choices\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`forms_blocks_radio\` ADD \`image_choices\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`forms_blocks_list_columns\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_list_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_list\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_repeater_subfields\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_repeater_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_repeater\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_forms_blocks_checkboxes_choices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`value\` text,
  	\`selected\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_checkboxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_forms_blocks_checkboxes_choices\`("_order", "_parent_id", "id", "label", "value", "selected") SELECT "_order", "_parent_id", "id", "label", "value", "selected" FROM \`forms_blocks_checkboxes_choices\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_checkboxes_choices\`;`)
  await db.run(sql`ALTER TABLE \`__new_forms_blocks_checkboxes_choices\` RENAME TO \`forms_blocks_checkboxes_choices\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`forms_blocks_checkboxes_choices_order_idx\` ON \`forms_blocks_checkboxes_choices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_checkboxes_choices_parent_id_idx\` ON \`forms_blocks_checkboxes_choices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_forms_blocks_radio_choices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`value\` text,
  	\`selected\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_radio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_forms_blocks_radio_choices\`("_order", "_parent_id", "id", "label", "value", "selected") SELECT "_order", "_parent_id", "id", "label", "value", "selected" FROM \`forms_blocks_radio_choices\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_radio_choices\`;`)
  await db.run(sql`ALTER TABLE \`__new_forms_blocks_radio_choices\` RENAME TO \`forms_blocks_radio_choices\`;`)
  await db.run(sql`CREATE INDEX \`forms_blocks_radio_choices_order_idx\` ON \`forms_blocks_radio_choices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_radio_choices_parent_id_idx\` ON \`forms_blocks_radio_choices\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`forms_blocks_checkboxes\` DROP COLUMN \`image_choices\`;`)
  await db.run(sql`ALTER TABLE \`forms_blocks_radio\` DROP COLUMN \`image_choices\`;`)
}
