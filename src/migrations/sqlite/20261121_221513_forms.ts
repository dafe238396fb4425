import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_id\` integer,
  	\`settings_anchor\` text,
  	\`settings_reveal\` text DEFAULT 'none',
  	\`settings_reveal_delay\` numeric DEFAULT 0,
  	\`settings_template_id\` numeric,
  	\`settings_background_id\` integer,
  	\`settings_particles\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`settings_background_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_order_idx\` ON \`pages_blocks_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_parent_id_idx\` ON \`pages_blocks_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_path_idx\` ON \`pages_blocks_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_form_idx\` ON \`pages_blocks_form\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_settings_settings_background_idx\` ON \`pages_blocks_form\` (\`settings_background_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` integer,
  	\`settings_anchor\` text,
  	\`settings_reveal\` text DEFAULT 'none',
  	\`settings_reveal_delay\` numeric DEFAULT 0,
  	\`settings_template_id\` numeric,
  	\`settings_background_id\` integer,
  	\`settings_particles\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`settings_background_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_order_idx\` ON \`_pages_v_blocks_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_parent_id_idx\` ON \`_pages_v_blocks_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_path_idx\` ON \`_pages_v_blocks_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_form_idx\` ON \`_pages_v_blocks_form\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_settings_settings_background_idx\` ON \`_pages_v_blocks_form\` (\`settings_background_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_text_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_text_logic_rules_order_idx\` ON \`forms_blocks_text_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_text_logic_rules_parent_id_idx\` ON \`forms_blocks_text_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_text\` (
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
  	\`max_length\` numeric DEFAULT 250,
  	\`mask\` text,
  	\`autocomplete\` text,
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_text_order_idx\` ON \`forms_blocks_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_text_parent_id_idx\` ON \`forms_blocks_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_text_path_idx\` ON \`forms_blocks_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_textarea_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_textarea\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_textarea_logic_rules_order_idx\` ON \`forms_blocks_textarea_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_textarea_logic_rules_parent_id_idx\` ON \`forms_blocks_textarea_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_textarea\` (
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
  	\`max_length\` numeric DEFAULT 5000,
  	\`rows\` numeric DEFAULT 6,
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_textarea_order_idx\` ON \`forms_blocks_textarea\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_textarea_parent_id_idx\` ON \`forms_blocks_textarea\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_textarea_path_idx\` ON \`forms_blocks_textarea\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_email_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_email\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_email_logic_rules_order_idx\` ON \`forms_blocks_email_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_email_logic_rules_parent_id_idx\` ON \`forms_blocks_email_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_email\` (
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
  	\`confirm\` integer DEFAULT false,
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_email_order_idx\` ON \`forms_blocks_email\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_email_parent_id_idx\` ON \`forms_blocks_email\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_email_path_idx\` ON \`forms_blocks_email\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_phone_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_phone\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_phone_logic_rules_order_idx\` ON \`forms_blocks_phone_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_phone_logic_rules_parent_id_idx\` ON \`forms_blocks_phone_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_phone\` (
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
  	\`format\` text DEFAULT 'fr',
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_phone_order_idx\` ON \`forms_blocks_phone\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_phone_parent_id_idx\` ON \`forms_blocks_phone\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_phone_path_idx\` ON \`forms_blocks_phone\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_number_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_number\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_number_logic_rules_order_idx\` ON \`forms_blocks_number_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_number_logic_rules_parent_id_idx\` ON \`forms_blocks_number_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_number\` (
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
  	\`min\` numeric,
  	\`max\` numeric,
  	\`format\` text DEFAULT 'decimal_comma',
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_number_order_idx\` ON \`forms_blocks_number\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_number_parent_id_idx\` ON \`forms_blocks_number\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_number_path_idx\` ON \`forms_blocks_number\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_website_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_website\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_website_logic_rules_order_idx\` ON \`forms_blocks_website_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_website_logic_rules_parent_id_idx\` ON \`forms_blocks_website_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_website\` (
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
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_website_order_idx\` ON \`forms_blocks_website\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_website_parent_id_idx\` ON \`forms_blocks_website\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_website_path_idx\` ON \`forms_blocks_website\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_select_choices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`value\` text,
  	\`selected\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_select\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_select_choices_order_idx\` ON \`forms_blocks_select_choices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_select_choices_parent_id_idx\` ON \`forms_blocks_select_choices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_select_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_select\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_select_logic_rules_order_idx\` ON \`forms_blocks_select_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_select_logic_rules_parent_id_idx\` ON \`forms_blocks_select_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_select\` (
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
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_select_order_idx\` ON \`forms_blocks_select\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_select_parent_id_idx\` ON \`forms_blocks_select\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_select_path_idx\` ON \`forms_blocks_select\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_multiselect_choices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`value\` text,
  	\`selected\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_multiselect\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_multiselect_choices_order_idx\` ON \`forms_blocks_multiselect_choices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_multiselect_choices_parent_id_idx\` ON \`forms_blocks_multiselect_choices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_multiselect_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_multiselect\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_multiselect_logic_rules_order_idx\` ON \`forms_blocks_multiselect_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_multiselect_logic_rules_parent_id_idx\` ON \`forms_blocks_multiselect_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_multiselect\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`required\` integer DEFAULT false,
  	\`css_class\` text,
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_multiselect_order_idx\` ON \`forms_blocks_multiselect\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_multiselect_parent_id_idx\` ON \`forms_blocks_multiselect\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_multiselect_path_idx\` ON \`forms_blocks_multiselect\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_checkboxes_choices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`value\` text,
  	\`selected\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_checkboxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_checkboxes_choices_order_idx\` ON \`forms_blocks_checkboxes_choices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_checkboxes_choices_parent_id_idx\` ON \`forms_blocks_checkboxes_choices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_checkboxes_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_checkboxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_checkboxes_logic_rules_order_idx\` ON \`forms_blocks_checkboxes_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_checkboxes_logic_rules_parent_id_idx\` ON \`forms_blocks_checkboxes_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_checkboxes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`required\` integer DEFAULT false,
  	\`css_class\` text,
  	\`select_all\` integer DEFAULT false,
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_checkboxes_order_idx\` ON \`forms_blocks_checkboxes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_checkboxes_parent_id_idx\` ON \`forms_blocks_checkboxes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_checkboxes_path_idx\` ON \`forms_blocks_checkboxes\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_radio_choices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`value\` text,
  	\`selected\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_radio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_radio_choices_order_idx\` ON \`forms_blocks_radio_choices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_radio_choices_parent_id_idx\` ON \`forms_blocks_radio_choices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_radio_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_radio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_radio_logic_rules_order_idx\` ON \`forms_blocks_radio_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_radio_logic_rules_parent_id_idx\` ON \`forms_blocks_radio_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_radio\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`required\` integer DEFAULT false,
  	\`css_class\` text,
  	\`allow_other\` integer DEFAULT false,
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_radio_order_idx\` ON \`forms_blocks_radio\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_radio_parent_id_idx\` ON \`forms_blocks_radio\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_radio_path_idx\` ON \`forms_blocks_radio\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_date_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_date\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_date_logic_rules_order_idx\` ON \`forms_blocks_date_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_date_logic_rules_parent_id_idx\` ON \`forms_blocks_date_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_date\` (
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
  	\`input\` text DEFAULT 'picker',
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_date_order_idx\` ON \`forms_blocks_date\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_date_parent_id_idx\` ON \`forms_blocks_date\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_date_path_idx\` ON \`forms_blocks_date\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_time_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_time\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_time_logic_rules_order_idx\` ON \`forms_blocks_time_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_time_logic_rules_parent_id_idx\` ON \`forms_blocks_time_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_time\` (
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
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_time_order_idx\` ON \`forms_blocks_time\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_time_parent_id_idx\` ON \`forms_blocks_time\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_time_path_idx\` ON \`forms_blocks_time\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_name_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_name\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_name_logic_rules_order_idx\` ON \`forms_blocks_name_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_name_logic_rules_parent_id_idx\` ON \`forms_blocks_name_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_name\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`required\` integer DEFAULT false,
  	\`css_class\` text,
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_name_order_idx\` ON \`forms_blocks_name\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_name_parent_id_idx\` ON \`forms_blocks_name\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_name_path_idx\` ON \`forms_blocks_name\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_address_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_address\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_address_logic_rules_order_idx\` ON \`forms_blocks_address_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_address_logic_rules_parent_id_idx\` ON \`forms_blocks_address_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_address\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`default_value\` text,
  	\`required\` integer DEFAULT false,
  	\`css_class\` text,
  	\`show_line2\` integer DEFAULT true,
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_address_order_idx\` ON \`forms_blocks_address\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_address_parent_id_idx\` ON \`forms_blocks_address\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_address_path_idx\` ON \`forms_blocks_address\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_consent_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_consent\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_consent_logic_rules_order_idx\` ON \`forms_blocks_consent_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_consent_logic_rules_parent_id_idx\` ON \`forms_blocks_consent_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_consent\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`css_class\` text,
  	\`text\` text DEFAULT 'J’accepte que les informations saisies soient utilisées pour traiter ma demande, conformément à la politique de confidentialité.',
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_consent_order_idx\` ON \`forms_blocks_consent\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_consent_parent_id_idx\` ON \`forms_blocks_consent\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_consent_path_idx\` ON \`forms_blocks_consent\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_hidden_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_hidden\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_hidden_logic_rules_order_idx\` ON \`forms_blocks_hidden_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_hidden_logic_rules_parent_id_idx\` ON \`forms_blocks_hidden_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_hidden\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`name\` text,
  	\`default_value\` text,
  	\`css_class\` text,
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_hidden_order_idx\` ON \`forms_blocks_hidden\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_hidden_parent_id_idx\` ON \`forms_blocks_hidden\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_hidden_path_idx\` ON \`forms_blocks_hidden\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_html_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_html\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_html_logic_rules_order_idx\` ON \`forms_blocks_html_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_html_logic_rules_parent_id_idx\` ON \`forms_blocks_html_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_html\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`name\` text,
  	\`css_class\` text,
  	\`content\` text,
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_html_order_idx\` ON \`forms_blocks_html\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_html_parent_id_idx\` ON \`forms_blocks_html\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_html_path_idx\` ON \`forms_blocks_html\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_section_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_section_logic_rules_order_idx\` ON \`forms_blocks_section_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_section_logic_rules_parent_id_idx\` ON \`forms_blocks_section_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_section\` (
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
  await db.run(sql`CREATE INDEX \`forms_blocks_section_order_idx\` ON \`forms_blocks_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_section_parent_id_idx\` ON \`forms_blocks_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_section_path_idx\` ON \`forms_blocks_section\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_password_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_password\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_password_logic_rules_order_idx\` ON \`forms_blocks_password_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_password_logic_rules_parent_id_idx\` ON \`forms_blocks_password_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_password\` (
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
  	\`confirm\` integer DEFAULT true,
  	\`min_strength\` text DEFAULT 'good',
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_password_order_idx\` ON \`forms_blocks_password\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_password_parent_id_idx\` ON \`forms_blocks_password\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_password_path_idx\` ON \`forms_blocks_password\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_card_accepted\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`forms_blocks_card\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_card_accepted_order_idx\` ON \`forms_blocks_card_accepted\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_card_accepted_parent_idx\` ON \`forms_blocks_card_accepted\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_card_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_card\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_card_logic_rules_order_idx\` ON \`forms_blocks_card_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_card_logic_rules_parent_id_idx\` ON \`forms_blocks_card_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_card\` (
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
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_card_order_idx\` ON \`forms_blocks_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_card_parent_id_idx\` ON \`forms_blocks_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_card_path_idx\` ON \`forms_blocks_card\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_page_break_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_page_break\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_page_break_logic_rules_order_idx\` ON \`forms_blocks_page_break_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_page_break_logic_rules_parent_id_idx\` ON \`forms_blocks_page_break_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_page_break\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`next_label\` text,
  	\`previous_label\` text,
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_page_break_order_idx\` ON \`forms_blocks_page_break\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_page_break_parent_id_idx\` ON \`forms_blocks_page_break\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_page_break_path_idx\` ON \`forms_blocks_page_break\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_submit_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_submit_logic_rules_order_idx\` ON \`forms_submit_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_submit_logic_rules_parent_id_idx\` ON \`forms_submit_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_confirmations_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_confirmations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_confirmations_logic_rules_order_idx\` ON \`forms_confirmations_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_confirmations_logic_rules_parent_id_idx\` ON \`forms_confirmations_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_confirmations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`type\` text DEFAULT 'message',
  	\`message\` text,
  	\`redirect_url\` text,
  	\`page_id\` integer,
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_confirmations_order_idx\` ON \`forms_confirmations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_confirmations_parent_id_idx\` ON \`forms_confirmations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_confirmations_page_idx\` ON \`forms_confirmations\` (\`page_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_notifications_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_notifications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_notifications_logic_rules_order_idx\` ON \`forms_notifications_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_notifications_logic_rules_parent_id_idx\` ON \`forms_notifications_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_notifications\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`enabled\` integer DEFAULT true,
  	\`kind\` text DEFAULT 'staff',
  	\`to\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`reply_to\` text,
  	\`body\` text DEFAULT '{all_fields}',
  	\`logic_action\` text DEFAULT 'always',
  	\`logic_match\` text DEFAULT 'all',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_notifications_order_idx\` ON \`forms_notifications\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_notifications_parent_id_idx\` ON \`forms_notifications\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`display_title\` integer DEFAULT true,
  	\`display_description\` integer DEFAULT true,
  	\`submit_label\` text DEFAULT 'Envoyer',
  	\`submit_logic_action\` text DEFAULT 'always',
  	\`submit_logic_match\` text DEFAULT 'all',
  	\`first_page_name\` text,
  	\`progress\` text DEFAULT 'steps',
  	\`method\` text DEFAULT 'postback',
  	\`honeypot\` integer DEFAULT true,
  	\`entry_limit\` numeric,
  	\`entry_limit_message\` text,
  	\`opens_at\` text,
  	\`closes_at\` text,
  	\`closed_message\` text,
  	\`retention_days\` numeric DEFAULT 1095,
  	\`css_class\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_updated_at_idx\` ON \`forms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`forms_created_at_idx\` ON \`forms\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`form_entries_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_entries_notes_order_idx\` ON \`form_entries_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`form_entries_notes_parent_id_idx\` ON \`form_entries_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`form_entries_notes_author_idx\` ON \`form_entries_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`form_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`form_id\` integer NOT NULL,
  	\`folder\` text DEFAULT 'inbox',
  	\`read\` integer DEFAULT false,
  	\`starred\` integer DEFAULT false,
  	\`answers\` text NOT NULL,
  	\`submission_id\` text NOT NULL,
  	\`meta_source_url\` text,
  	\`meta_referrer\` text,
  	\`meta_user_agent\` text,
  	\`meta_method\` text,
  	\`spam_reasons\` text,
  	\`spam_elapsed_ms\` numeric,
  	\`spam_version_hash\` text,
  	\`confirmation\` text,
  	\`notifications_state\` text DEFAULT 'pending',
  	\`search_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`form_entries_form_idx\` ON \`form_entries\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`form_entries_folder_idx\` ON \`form_entries\` (\`folder\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`form_entries_submission_id_idx\` ON \`form_entries\` (\`submission_id\`);`)
  await db.run(sql`CREATE INDEX \`form_entries_notifications_state_idx\` ON \`form_entries\` (\`notifications_state\`);`)
  await db.run(sql`CREATE INDEX \`form_entries_updated_at_idx\` ON \`form_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_entries_created_at_idx\` ON \`form_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`form_outbox\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`locked_until\` text,
  	\`sent_at\` text,
  	\`transport\` text,
  	\`last_error\` text,
  	\`entry_id\` integer,
  	\`dedupe_key\` text NOT NULL,
  	\`kind\` text,
  	\`to\` text NOT NULL,
  	\`reply_to\` text,
  	\`subject\` text NOT NULL,
  	\`text\` text,
  	\`html\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`entry_id\`) REFERENCES \`form_entries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`form_outbox_status_idx\` ON \`form_outbox\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`form_outbox_next_attempt_at_idx\` ON \`form_outbox\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`form_outbox_entry_idx\` ON \`form_outbox\` (\`entry_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`form_outbox_dedupe_key_idx\` ON \`form_outbox\` (\`dedupe_key\`);`)
  await db.run(sql`CREATE INDEX \`form_outbox_updated_at_idx\` ON \`form_outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_outbox_created_at_idx\` ON \`form_outbox\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`form_states\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`form_id\` integer NOT NULL,
  	\`raw\` text NOT NULL,
  	\`errors\` text,
  	\`form_error\` text,
  	\`page\` numeric DEFAULT 1 NOT NULL,
  	\`context\` text,
  	\`expires_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`form_states_token_hash_idx\` ON \`form_states\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`form_states_form_idx\` ON \`form_states\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`form_states_expires_at_idx\` ON \`form_states\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`form_states_updated_at_idx\` ON \`form_states\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_states_created_at_idx\` ON \`form_states\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`forms_id\` integer REFERENCES forms(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`form_entries_id\` integer REFERENCES form_entries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`form_outbox_id\` integer REFERENCES form_outbox(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`form_states_id\` integer REFERENCES form_states(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`form_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`form_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_states_id_idx\` ON \`payload_locked_documents_rels\` (\`form_states_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_form\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_text_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_text\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_textarea_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_textarea\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_email_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_email\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_phone_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_phone\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_number_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_number\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_website_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_website\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_select_choices\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_select_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_select\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_multiselect_choices\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_multiselect_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_multiselect\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_checkboxes_choices\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_checkboxes_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_checkboxes\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_radio_choices\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_radio_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_radio\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_date_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_date\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_time_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_time\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_name_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_name\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_address_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_address\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_consent_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_consent\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_hidden_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_hidden\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_html_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_html\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_section_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_section\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_password_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_password\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_card_accepted\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_card_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_card\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_page_break_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_page_break\`;`)
  await db.run(sql`DROP TABLE \`forms_submit_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_confirmations_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_confirmations\`;`)
  await db.run(sql`DROP TABLE \`forms_notifications_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_notifications\`;`)
  await db.run(sql`DROP TABLE \`forms\`;`)
  await db.run(sql`DROP TABLE \`form_entries_notes\`;`)
  await db.run(sql`DROP TABLE \`form_entries\`;`)
  await db.run(sql`DROP TABLE \`form_outbox\`;`)
  await db.run(sql`DROP TABLE \`form_states\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`categories_id\` integer,
  	\`tags_id\` integer,
  	\`portfolio_items_id\` integer,
  	\`portfolio_categories_id\` integer,
  	\`portfolio_other_categories_id\` integer,
  	\`portfolio_tags_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_items_id\`) REFERENCES \`portfolio_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_categories_id\`) REFERENCES \`portfolio_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_other_categories_id\`) REFERENCES \`portfolio_other_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_tags_id\`) REFERENCES \`portfolio_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "tags_id", "portfolio_items_id", "portfolio_categories_id", "portfolio_other_categories_id", "portfolio_tags_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "tags_id", "portfolio_items_id", "portfolio_categories_id", "portfolio_other_categories_id", "portfolio_tags_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portfolio_items_id_idx\` ON \`payload_locked_documents_rels\` (\`portfolio_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portfolio_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`portfolio_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portfolio_other_categories_idx\` ON \`payload_locked_documents_rels\` (\`portfolio_other_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portfolio_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`portfolio_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
