import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`forms_blocks_product_choices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	\`price\` numeric DEFAULT 0,
  	\`selected\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_product\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_product_choices_order_idx\` ON \`forms_blocks_product_choices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_product_choices_parent_id_idx\` ON \`forms_blocks_product_choices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_product_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_product\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_product_logic_rules_order_idx\` ON \`forms_blocks_product_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_product_logic_rules_parent_id_idx\` ON \`forms_blocks_product_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_product\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`placeholder\` text,
  	\`required\` integer DEFAULT false,
  	\`css_class\` text,
  	\`kind\` text DEFAULT 'single',
  	\`price\` numeric DEFAULT 0,
  	\`show_quantity\` integer DEFAULT true,
  	\`formula\` text,
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_product_order_idx\` ON \`forms_blocks_product\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_product_parent_id_idx\` ON \`forms_blocks_product\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_product_path_idx\` ON \`forms_blocks_product\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_option_choices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`value\` text,
  	\`price\` numeric DEFAULT 0,
  	\`selected\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_option\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_option_choices_order_idx\` ON \`forms_blocks_option_choices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_option_choices_parent_id_idx\` ON \`forms_blocks_option_choices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_option_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_option\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_option_logic_rules_order_idx\` ON \`forms_blocks_option_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_option_logic_rules_parent_id_idx\` ON \`forms_blocks_option_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_option\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`required\` integer DEFAULT false,
  	\`css_class\` text,
  	\`product\` text NOT NULL,
  	\`display\` text DEFAULT 'checkboxes',
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_option_order_idx\` ON \`forms_blocks_option\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_option_parent_id_idx\` ON \`forms_blocks_option\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_option_path_idx\` ON \`forms_blocks_option\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_quantity_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_quantity\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_quantity_logic_rules_order_idx\` ON \`forms_blocks_quantity_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_quantity_logic_rules_parent_id_idx\` ON \`forms_blocks_quantity_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_quantity\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`placeholder\` text,
  	\`default_value\` text,
  	\`required\` integer DEFAULT false,
  	\`css_class\` text,
  	\`product\` text NOT NULL,
  	\`min\` numeric DEFAULT 0,
  	\`max\` numeric,
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_quantity_order_idx\` ON \`forms_blocks_quantity\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_quantity_parent_id_idx\` ON \`forms_blocks_quantity\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_quantity_path_idx\` ON \`forms_blocks_quantity\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_shipping_choices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	\`price\` numeric DEFAULT 0,
  	\`selected\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_shipping\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_shipping_choices_order_idx\` ON \`forms_blocks_shipping_choices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_shipping_choices_parent_id_idx\` ON \`forms_blocks_shipping_choices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_shipping_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_shipping\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_shipping_logic_rules_order_idx\` ON \`forms_blocks_shipping_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_shipping_logic_rules_parent_id_idx\` ON \`forms_blocks_shipping_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_shipping\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`required\` integer DEFAULT false,
  	\`css_class\` text,
  	\`kind\` text DEFAULT 'single',
  	\`price\` numeric DEFAULT 0,
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_shipping_order_idx\` ON \`forms_blocks_shipping\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_shipping_parent_id_idx\` ON \`forms_blocks_shipping\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_shipping_path_idx\` ON \`forms_blocks_shipping\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_total_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_total\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_total_logic_rules_order_idx\` ON \`forms_blocks_total_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_total_logic_rules_parent_id_idx\` ON \`forms_blocks_total_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_total\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`css_class\` text,
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_total_order_idx\` ON \`forms_blocks_total\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_total_parent_id_idx\` ON \`forms_blocks_total\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_total_path_idx\` ON \`forms_blocks_total\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_calculation_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_calculation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_calculation_logic_rules_order_idx\` ON \`forms_blocks_calculation_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_calculation_logic_rules_parent_id_idx\` ON \`forms_blocks_calculation_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_calculation\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`css_class\` text,
  	\`formula\` text NOT NULL,
  	\`rounding\` text DEFAULT '2',
  	\`format\` text DEFAULT 'decimal_comma',
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_calculation_order_idx\` ON \`forms_blocks_calculation\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_calculation_parent_id_idx\` ON \`forms_blocks_calculation\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_calculation_path_idx\` ON \`forms_blocks_calculation\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`currency\` text DEFAULT 'EUR';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`forms_blocks_product_choices\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_product_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_product\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_option_choices\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_option_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_option\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_quantity_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_quantity\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_shipping_choices\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_shipping_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_shipping\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_total_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_total\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_calculation_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_calculation\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`currency\`;`)
}
