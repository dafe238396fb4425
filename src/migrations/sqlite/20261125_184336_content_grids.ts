import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_grid_filter_taxonomies\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_grid_filter_taxonomies_order_idx\` ON \`pages_blocks_grid_filter_taxonomies\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_grid_filter_taxonomies_parent_idx\` ON \`pages_blocks_grid_filter_taxonomies\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_grid_sort_keys\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_grid_sort_keys_order_idx\` ON \`pages_blocks_grid_sort_keys\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_grid_sort_keys_parent_idx\` ON \`pages_blocks_grid_sort_keys\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`source\` text DEFAULT 'media',
  	\`widget_id\` text,
  	\`per_page\` numeric DEFAULT 12,
  	\`layout\` text DEFAULT 'masonry',
  	\`style\` text DEFAULT 'card',
  	\`ratio\` text DEFAULT 'auto',
  	\`row_height\` numeric DEFAULT 240,
  	\`gutter\` numeric DEFAULT 12,
  	\`rows\` numeric DEFAULT 1,
  	\`fit_rows\` integer DEFAULT false,
  	\`full_width\` integer DEFAULT false,
  	\`full_height\` integer DEFAULT false,
  	\`rtl\` integer DEFAULT false,
  	\`animation\` text DEFAULT 'fade',
  	\`transition\` numeric DEFAULT 400,
  	\`item_delay\` numeric DEFAULT 0,
  	\`preloader\` integer DEFAULT true,
  	\`item_nav\` text DEFAULT 'both',
  	\`cycle_by\` text DEFAULT 'page',
  	\`swing_speed\` numeric DEFAULT 500,
  	\`cycle\` numeric DEFAULT 5000,
  	\`start_at\` numeric DEFAULT 1,
  	\`filter_combination\` integer DEFAULT false,
  	\`filter_logic\` text DEFAULT 'AND',
  	\`filter_load\` text,
  	\`sort_by_load\` text,
  	\`order_load\` text DEFAULT 'desc',
  	\`search\` integer DEFAULT false,
  	\`pagination\` text DEFAULT 'pages',
  	\`ajax_delay\` numeric DEFAULT 0,
  	\`all_text\` text DEFAULT 'Tout',
  	\`search_label\` text DEFAULT 'Rechercher',
  	\`search_placeholder\` text DEFAULT 'Rechercher…',
  	\`sort_label\` text DEFAULT 'Trier par',
  	\`load_more_text\` text DEFAULT 'Voir plus',
  	\`no_more_text\` text DEFAULT 'Plus aucun élément',
  	\`no_items_text\` text DEFAULT 'Aucun élément ne correspond.',
  	\`apply_text\` text DEFAULT 'Appliquer',
  	\`settings_anchor\` text,
  	\`settings_reveal\` text DEFAULT 'none',
  	\`settings_reveal_delay\` numeric DEFAULT 0,
  	\`settings_template_id\` numeric,
  	\`settings_background_id\` integer,
  	\`settings_particles\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`settings_background_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_grid_order_idx\` ON \`pages_blocks_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_grid_parent_id_idx\` ON \`pages_blocks_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_grid_path_idx\` ON \`pages_blocks_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_grid_settings_settings_background_idx\` ON \`pages_blocks_grid\` (\`settings_background_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_texts_order_parent\` ON \`pages_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_numbers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` numeric,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_numbers_order_parent_idx\` ON \`pages_numbers\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_grid_filter_taxonomies\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_grid_filter_taxonomies_order_idx\` ON \`_pages_v_blocks_grid_filter_taxonomies\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_grid_filter_taxonomies_parent_idx\` ON \`_pages_v_blocks_grid_filter_taxonomies\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_grid_sort_keys\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_grid_sort_keys_order_idx\` ON \`_pages_v_blocks_grid_sort_keys\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_grid_sort_keys_parent_idx\` ON \`_pages_v_blocks_grid_sort_keys\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`source\` text DEFAULT 'media',
  	\`widget_id\` text,
  	\`per_page\` numeric DEFAULT 12,
  	\`layout\` text DEFAULT 'masonry',
  	\`style\` text DEFAULT 'card',
  	\`ratio\` text DEFAULT 'auto',
  	\`row_height\` numeric DEFAULT 240,
  	\`gutter\` numeric DEFAULT 12,
  	\`rows\` numeric DEFAULT 1,
  	\`fit_rows\` integer DEFAULT false,
  	\`full_width\` integer DEFAULT false,
  	\`full_height\` integer DEFAULT false,
  	\`rtl\` integer DEFAULT false,
  	\`animation\` text DEFAULT 'fade',
  	\`transition\` numeric DEFAULT 400,
  	\`item_delay\` numeric DEFAULT 0,
  	\`preloader\` integer DEFAULT true,
  	\`item_nav\` text DEFAULT 'both',
  	\`cycle_by\` text DEFAULT 'page',
  	\`swing_speed\` numeric DEFAULT 500,
  	\`cycle\` numeric DEFAULT 5000,
  	\`start_at\` numeric DEFAULT 1,
  	\`filter_combination\` integer DEFAULT false,
  	\`filter_logic\` text DEFAULT 'AND',
  	\`filter_load\` text,
  	\`sort_by_load\` text,
  	\`order_load\` text DEFAULT 'desc',
  	\`search\` integer DEFAULT false,
  	\`pagination\` text DEFAULT 'pages',
  	\`ajax_delay\` numeric DEFAULT 0,
  	\`all_text\` text DEFAULT 'Tout',
  	\`search_label\` text DEFAULT 'Rechercher',
  	\`search_placeholder\` text DEFAULT 'Rechercher…',
  	\`sort_label\` text DEFAULT 'Trier par',
  	\`load_more_text\` text DEFAULT 'Voir plus',
  	\`no_more_text\` text DEFAULT 'Plus aucun élément',
  	\`no_items_text\` text DEFAULT 'Aucun élément ne correspond.',
  	\`apply_text\` text DEFAULT 'Appliquer',
  	\`settings_anchor\` text,
  	\`settings_reveal\` text DEFAULT 'none',
  	\`settings_reveal_delay\` numeric DEFAULT 0,
  	\`settings_template_id\` numeric,
  	\`settings_background_id\` integer,
  	\`settings_particles\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`settings_background_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_grid_order_idx\` ON \`_pages_v_blocks_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_grid_parent_id_idx\` ON \`_pages_v_blocks_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_grid_path_idx\` ON \`_pages_v_blocks_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_grid_settings_settings_background_idx\` ON \`_pages_v_blocks_grid\` (\`settings_background_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_texts_order_parent\` ON \`_pages_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_numbers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` numeric,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_numbers_order_parent_idx\` ON \`_pages_v_numbers\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`grid_media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`kind\` text DEFAULT 'image',
  	\`image_id\` integer,
  	\`video_url\` text,
  	\`published_at\` text,
  	\`col\` numeric DEFAULT 1,
  	\`row\` numeric DEFAULT 1,
  	\`views\` numeric DEFAULT 0,
  	\`featured\` integer DEFAULT false,
  	\`private\` integer DEFAULT false,
  	\`search_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`grid_media_image_idx\` ON \`grid_media\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`grid_media_published_at_idx\` ON \`grid_media\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`grid_media_updated_at_idx\` ON \`grid_media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`grid_media_created_at_idx\` ON \`grid_media\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`grid_media__status_idx\` ON \`grid_media\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`grid_media_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`portfolio_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`grid_media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_categories_id\`) REFERENCES \`portfolio_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`grid_media_rels_order_idx\` ON \`grid_media_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`grid_media_rels_parent_idx\` ON \`grid_media_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`grid_media_rels_path_idx\` ON \`grid_media_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`grid_media_rels_portfolio_categories_id_idx\` ON \`grid_media_rels\` (\`portfolio_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`_grid_media_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_kind\` text DEFAULT 'image',
  	\`version_image_id\` integer,
  	\`version_video_url\` text,
  	\`version_published_at\` text,
  	\`version_col\` numeric DEFAULT 1,
  	\`version_row\` numeric DEFAULT 1,
  	\`version_views\` numeric DEFAULT 0,
  	\`version_featured\` integer DEFAULT false,
  	\`version_private\` integer DEFAULT false,
  	\`version_search_text\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`grid_media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_grid_media_v_parent_idx\` ON \`_grid_media_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_grid_media_v_version_version_image_idx\` ON \`_grid_media_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_grid_media_v_version_version_published_at_idx\` ON \`_grid_media_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_grid_media_v_version_version_updated_at_idx\` ON \`_grid_media_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_grid_media_v_version_version_created_at_idx\` ON \`_grid_media_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_grid_media_v_version_version__status_idx\` ON \`_grid_media_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_grid_media_v_created_at_idx\` ON \`_grid_media_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_grid_media_v_updated_at_idx\` ON \`_grid_media_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_grid_media_v_latest_idx\` ON \`_grid_media_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_grid_media_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`portfolio_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_grid_media_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_categories_id\`) REFERENCES \`portfolio_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_grid_media_v_rels_order_idx\` ON \`_grid_media_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_grid_media_v_rels_parent_idx\` ON \`_grid_media_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_grid_media_v_rels_path_idx\` ON \`_grid_media_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_grid_media_v_rels_portfolio_categories_id_idx\` ON \`_grid_media_v_rels\` (\`portfolio_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`machines_meta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`machines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`machines_meta_order_idx\` ON \`machines_meta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`machines_meta_parent_id_idx\` ON \`machines_meta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`machines\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`sku\` text,
  	\`image_id\` integer,
  	\`summary\` text,
  	\`day_price\` numeric,
  	\`sale_price\` numeric,
  	\`stock\` numeric DEFAULT 1,
  	\`rentals\` numeric DEFAULT 0,
  	\`featured\` integer DEFAULT false,
  	\`search_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`machines_slug_idx\` ON \`machines\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`machines_sku_idx\` ON \`machines\` (\`sku\`);`)
  await db.run(sql`CREATE INDEX \`machines_image_idx\` ON \`machines\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`machines_updated_at_idx\` ON \`machines\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`machines_created_at_idx\` ON \`machines\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`machines__status_idx\` ON \`machines\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`machines_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`machine_types_id\` integer,
  	\`machine_uses_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`machines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`machine_types_id\`) REFERENCES \`machine_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`machine_uses_id\`) REFERENCES \`machine_uses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`machines_rels_order_idx\` ON \`machines_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`machines_rels_parent_idx\` ON \`machines_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`machines_rels_path_idx\` ON \`machines_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`machines_rels_machine_types_id_idx\` ON \`machines_rels\` (\`machine_types_id\`);`)
  await db.run(sql`CREATE INDEX \`machines_rels_machine_uses_id_idx\` ON \`machines_rels\` (\`machine_uses_id\`);`)
  await db.run(sql`CREATE TABLE \`_machines_v_version_meta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_machines_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_machines_v_version_meta_order_idx\` ON \`_machines_v_version_meta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_machines_v_version_meta_parent_id_idx\` ON \`_machines_v_version_meta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_machines_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_sku\` text,
  	\`version_image_id\` integer,
  	\`version_summary\` text,
  	\`version_day_price\` numeric,
  	\`version_sale_price\` numeric,
  	\`version_stock\` numeric DEFAULT 1,
  	\`version_rentals\` numeric DEFAULT 0,
  	\`version_featured\` integer DEFAULT false,
  	\`version_search_text\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`machines\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_machines_v_parent_idx\` ON \`_machines_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_machines_v_version_version_slug_idx\` ON \`_machines_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_machines_v_version_version_sku_idx\` ON \`_machines_v\` (\`version_sku\`);`)
  await db.run(sql`CREATE INDEX \`_machines_v_version_version_image_idx\` ON \`_machines_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_machines_v_version_version_updated_at_idx\` ON \`_machines_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_machines_v_version_version_created_at_idx\` ON \`_machines_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_machines_v_version_version__status_idx\` ON \`_machines_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_machines_v_created_at_idx\` ON \`_machines_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_machines_v_updated_at_idx\` ON \`_machines_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_machines_v_latest_idx\` ON \`_machines_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_machines_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`machine_types_id\` integer,
  	\`machine_uses_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_machines_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`machine_types_id\`) REFERENCES \`machine_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`machine_uses_id\`) REFERENCES \`machine_uses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_machines_v_rels_order_idx\` ON \`_machines_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_machines_v_rels_parent_idx\` ON \`_machines_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_machines_v_rels_path_idx\` ON \`_machines_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_machines_v_rels_machine_types_id_idx\` ON \`_machines_v_rels\` (\`machine_types_id\`);`)
  await db.run(sql`CREATE INDEX \`_machines_v_rels_machine_uses_id_idx\` ON \`_machines_v_rels\` (\`machine_uses_id\`);`)
  await db.run(sql`CREATE TABLE \`machine_types\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`machine_types_slug_idx\` ON \`machine_types\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`machine_types_updated_at_idx\` ON \`machine_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`machine_types_created_at_idx\` ON \`machine_types\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`machine_uses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`machine_uses_slug_idx\` ON \`machine_uses\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`machine_uses_updated_at_idx\` ON \`machine_uses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`machine_uses_created_at_idx\` ON \`machine_uses\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`grid_media_id\` integer REFERENCES grid_media(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`machines_id\` integer REFERENCES machines(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`machine_types_id\` integer REFERENCES machine_types(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`machine_uses_id\` integer REFERENCES machine_uses(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_grid_media_id_idx\` ON \`payload_locked_documents_rels\` (\`grid_media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_machines_id_idx\` ON \`payload_locked_documents_rels\` (\`machines_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_machine_types_id_idx\` ON \`payload_locked_documents_rels\` (\`machine_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_machine_uses_id_idx\` ON \`payload_locked_documents_rels\` (\`machine_uses_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_grid_filter_taxonomies\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_grid_sort_keys\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_texts\`;`)
  await db.run(sql`DROP TABLE \`pages_numbers\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_grid_filter_taxonomies\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_grid_sort_keys\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_numbers\`;`)
  await db.run(sql`DROP TABLE \`grid_media\`;`)
  await db.run(sql`DROP TABLE \`grid_media_rels\`;`)
  await db.run(sql`DROP TABLE \`_grid_media_v\`;`)
  await db.run(sql`DROP TABLE \`_grid_media_v_rels\`;`)
  await db.run(sql`DROP TABLE \`machines_meta\`;`)
  await db.run(sql`DROP TABLE \`machines\`;`)
  await db.run(sql`DROP TABLE \`machines_rels\`;`)
  await db.run(sql`DROP TABLE \`_machines_v_version_meta\`;`)
  await db.run(sql`DROP TABLE \`_machines_v\`;`)
  await db.run(sql`DROP TABLE \`_machines_v_rels\`;`)
  await db.run(sql`DROP TABLE \`machine_types\`;`)
  await db.run(sql`DROP TABLE \`machine_uses\`;`)
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
  	\`forms_id\` integer,
  	\`form_entries_id\` integer,
  	\`form_outbox_id\` integer,
  	\`form_states_id\` integer,
  	\`form_drafts_id\` integer,
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
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_entries_id\`) REFERENCES \`form_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_outbox_id\`) REFERENCES \`form_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_states_id\`) REFERENCES \`form_states\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_drafts_id\`) REFERENCES \`form_drafts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "tags_id", "portfolio_items_id", "portfolio_categories_id", "portfolio_other_categories_id", "portfolio_tags_id", "forms_id", "form_entries_id", "form_outbox_id", "form_states_id", "form_drafts_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "tags_id", "portfolio_items_id", "portfolio_categories_id", "portfolio_other_categories_id", "portfolio_tags_id", "forms_id", "form_entries_id", "form_outbox_id", "form_states_id", "form_drafts_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`form_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`form_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_states_id_idx\` ON \`payload_locked_documents_rels\` (\`form_states_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_drafts_id_idx\` ON \`payload_locked_documents_rels\` (\`form_drafts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
