import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings_typography_levels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`level\` text NOT NULL,
  	\`family\` text DEFAULT 'inherit',
  	\`weight\` text DEFAULT 'inherit',
  	\`line_height\` text DEFAULT 'inherit',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_typography_levels_order_idx\` ON \`site_settings_typography_levels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_typography_levels_parent_id_idx\` ON \`site_settings_typography_levels\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`logo_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`title_visible\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`typography_body_family\` text DEFAULT 'Inter';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`typography_body_weight\` numeric DEFAULT 400;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`typography_body_size\` numeric DEFAULT 1.0625;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`typography_body_size_unit\` text DEFAULT 'rem';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`typography_body_line_height\` numeric DEFAULT 1.6;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`typography_headings_family\` text DEFAULT 'Archivo';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`typography_headings_weight\` numeric DEFAULT 750;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`typography_headings_line_height\` numeric DEFAULT 1.15;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_settings_typography_levels\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`logo_width\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`title_visible\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`typography_body_family\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`typography_body_weight\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`typography_body_size\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`typography_body_size_unit\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`typography_body_line_height\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`typography_headings_family\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`typography_headings_weight\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`typography_headings_line_height\`;`)
}
