import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_portfolio\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`items_per_page\` numeric DEFAULT 12,
  	\`columns\` numeric DEFAULT 3,
  	\`thumbnail_hover_style\` text DEFAULT 'style-2',
  	\`title_position\` text DEFAULT 'bottom',
  	\`scroll_speed\` numeric DEFAULT 3,
  	\`show_categories\` integer DEFAULT true,
  	\`show_categories_all\` integer DEFAULT true,
  	\`show_other_categories\` integer DEFAULT false,
  	\`show_other_categories_all\` integer DEFAULT true,
  	\`show_search\` integer DEFAULT true,
  	\`header_color\` text,
  	\`header_text_color\` text,
  	\`active_header_text_color\` text,
  	\`all_text\` text DEFAULT 'Tous',
  	\`search_placeholder\` text DEFAULT 'Rechercher…',
  	\`no_items_text\` text DEFAULT 'Aucune réalisation trouvée',
  	\`load_more_text\` text DEFAULT 'Voir plus',
  	\`show_quick_view\` integer DEFAULT true,
  	\`quick_view_text\` text DEFAULT 'Aperçu rapide',
  	\`load_more_text_color\` text,
  	\`load_more_bg_color\` text,
  	\`load_more_border_color\` text,
  	\`load_more_hover_text_color\` text,
  	\`load_more_hover_bg_color\` text,
  	\`load_more_hover_border_color\` text,
  	\`load_more_vertical_padding\` numeric,
  	\`load_more_horizontal_padding\` numeric,
  	\`load_more_border_radius\` numeric,
  	\`load_more_border_width\` numeric,
  	\`load_more_size\` text DEFAULT 'medium',
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
  await db.run(sql`CREATE INDEX \`pages_blocks_portfolio_order_idx\` ON \`pages_blocks_portfolio\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_portfolio_parent_id_idx\` ON \`pages_blocks_portfolio\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_portfolio_path_idx\` ON \`pages_blocks_portfolio\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_portfolio_settings_settings_background_idx\` ON \`pages_blocks_portfolio\` (\`settings_background_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`portfolio_categories_id\` integer,
  	\`portfolio_other_categories_id\` integer,
  	\`portfolio_tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_categories_id\`) REFERENCES \`portfolio_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_other_categories_id\`) REFERENCES \`portfolio_other_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_tags_id\`) REFERENCES \`portfolio_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_portfolio_categories_id_idx\` ON \`pages_rels\` (\`portfolio_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_portfolio_other_categories_id_idx\` ON \`pages_rels\` (\`portfolio_other_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_portfolio_tags_id_idx\` ON \`pages_rels\` (\`portfolio_tags_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_portfolio\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`items_per_page\` numeric DEFAULT 12,
  	\`columns\` numeric DEFAULT 3,
  	\`thumbnail_hover_style\` text DEFAULT 'style-2',
  	\`title_position\` text DEFAULT 'bottom',
  	\`scroll_speed\` numeric DEFAULT 3,
  	\`show_categories\` integer DEFAULT true,
  	\`show_categories_all\` integer DEFAULT true,
  	\`show_other_categories\` integer DEFAULT false,
  	\`show_other_categories_all\` integer DEFAULT true,
  	\`show_search\` integer DEFAULT true,
  	\`header_color\` text,
  	\`header_text_color\` text,
  	\`active_header_text_color\` text,
  	\`all_text\` text DEFAULT 'Tous',
  	\`search_placeholder\` text DEFAULT 'Rechercher…',
  	\`no_items_text\` text DEFAULT 'Aucune réalisation trouvée',
  	\`load_more_text\` text DEFAULT 'Voir plus',
  	\`show_quick_view\` integer DEFAULT true,
  	\`quick_view_text\` text DEFAULT 'Aperçu rapide',
  	\`load_more_text_color\` text,
  	\`load_more_bg_color\` text,
  	\`load_more_border_color\` text,
  	\`load_more_hover_text_color\` text,
  	\`load_more_hover_bg_color\` text,
  	\`load_more_hover_border_color\` text,
  	\`load_more_vertical_padding\` numeric,
  	\`load_more_horizontal_padding\` numeric,
  	\`load_more_border_radius\` numeric,
  	\`load_more_border_width\` numeric,
  	\`load_more_size\` text DEFAULT 'medium',
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_portfolio_order_idx\` ON \`_pages_v_blocks_portfolio\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_portfolio_parent_id_idx\` ON \`_pages_v_blocks_portfolio\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_portfolio_path_idx\` ON \`_pages_v_blocks_portfolio\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_portfolio_settings_settings_background_idx\` ON \`_pages_v_blocks_portfolio\` (\`settings_background_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`portfolio_categories_id\` integer,
  	\`portfolio_other_categories_id\` integer,
  	\`portfolio_tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_categories_id\`) REFERENCES \`portfolio_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_other_categories_id\`) REFERENCES \`portfolio_other_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_tags_id\`) REFERENCES \`portfolio_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_portfolio_categories_id_idx\` ON \`_pages_v_rels\` (\`portfolio_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_portfolio_other_categories_id_idx\` ON \`_pages_v_rels\` (\`portfolio_other_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_portfolio_tags_id_idx\` ON \`_pages_v_rels\` (\`portfolio_tags_id\`);`)
  await db.run(sql`CREATE TABLE \`portfolio_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`type\` text DEFAULT 'image',
  	\`thumbnail_id\` integer,
  	\`thumbnail_alt\` text,
  	\`lightbox_image_id\` integer,
  	\`video_url\` text,
  	\`page_url\` text,
  	\`site_url\` text,
  	\`open_in_new_tab\` integer DEFAULT false,
  	\`open_in\` text DEFAULT 'lightbox',
  	\`site_type\` text,
  	\`order\` numeric DEFAULT 0,
  	\`private\` integer DEFAULT false,
  	\`search_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lightbox_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`portfolio_items_slug_idx\` ON \`portfolio_items\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_items_thumbnail_idx\` ON \`portfolio_items\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_items_lightbox_image_idx\` ON \`portfolio_items\` (\`lightbox_image_id\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_items_order_idx\` ON \`portfolio_items\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_items_updated_at_idx\` ON \`portfolio_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_items_created_at_idx\` ON \`portfolio_items\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_items__status_idx\` ON \`portfolio_items\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`portfolio_items_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`portfolio_categories_id\` integer,
  	\`portfolio_other_categories_id\` integer,
  	\`portfolio_tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`portfolio_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_categories_id\`) REFERENCES \`portfolio_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_other_categories_id\`) REFERENCES \`portfolio_other_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_tags_id\`) REFERENCES \`portfolio_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`portfolio_items_rels_order_idx\` ON \`portfolio_items_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_items_rels_parent_idx\` ON \`portfolio_items_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_items_rels_path_idx\` ON \`portfolio_items_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_items_rels_portfolio_categories_id_idx\` ON \`portfolio_items_rels\` (\`portfolio_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_items_rels_portfolio_other_categories_id_idx\` ON \`portfolio_items_rels\` (\`portfolio_other_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_items_rels_portfolio_tags_id_idx\` ON \`portfolio_items_rels\` (\`portfolio_tags_id\`);`)
  await db.run(sql`CREATE TABLE \`_portfolio_items_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_type\` text DEFAULT 'image',
  	\`version_thumbnail_id\` integer,
  	\`version_thumbnail_alt\` text,
  	\`version_lightbox_image_id\` integer,
  	\`version_video_url\` text,
  	\`version_page_url\` text,
  	\`version_site_url\` text,
  	\`version_open_in_new_tab\` integer DEFAULT false,
  	\`version_open_in\` text DEFAULT 'lightbox',
  	\`version_site_type\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_private\` integer DEFAULT false,
  	\`version_search_text\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`portfolio_items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_lightbox_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_portfolio_items_v_parent_idx\` ON \`_portfolio_items_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_items_v_version_version_slug_idx\` ON \`_portfolio_items_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_items_v_version_version_thumbnail_idx\` ON \`_portfolio_items_v\` (\`version_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_items_v_version_version_lightbox_image_idx\` ON \`_portfolio_items_v\` (\`version_lightbox_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_items_v_version_version_order_idx\` ON \`_portfolio_items_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_items_v_version_version_updated_at_idx\` ON \`_portfolio_items_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_items_v_version_version_created_at_idx\` ON \`_portfolio_items_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_items_v_version_version__status_idx\` ON \`_portfolio_items_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_items_v_created_at_idx\` ON \`_portfolio_items_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_items_v_updated_at_idx\` ON \`_portfolio_items_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_items_v_latest_idx\` ON \`_portfolio_items_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_portfolio_items_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`portfolio_categories_id\` integer,
  	\`portfolio_other_categories_id\` integer,
  	\`portfolio_tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_portfolio_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_categories_id\`) REFERENCES \`portfolio_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_other_categories_id\`) REFERENCES \`portfolio_other_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_tags_id\`) REFERENCES \`portfolio_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_portfolio_items_v_rels_order_idx\` ON \`_portfolio_items_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_items_v_rels_parent_idx\` ON \`_portfolio_items_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_items_v_rels_path_idx\` ON \`_portfolio_items_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_items_v_rels_portfolio_categories_id_idx\` ON \`_portfolio_items_v_rels\` (\`portfolio_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_items_v_rels_portfolio_other_categories_id_idx\` ON \`_portfolio_items_v_rels\` (\`portfolio_other_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_portfolio_items_v_rels_portfolio_tags_id_idx\` ON \`_portfolio_items_v_rels\` (\`portfolio_tags_id\`);`)
  await db.run(sql`CREATE TABLE \`portfolio_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`portfolio_categories_slug_idx\` ON \`portfolio_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_categories_updated_at_idx\` ON \`portfolio_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_categories_created_at_idx\` ON \`portfolio_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`portfolio_other_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`portfolio_other_categories_slug_idx\` ON \`portfolio_other_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_other_categories_updated_at_idx\` ON \`portfolio_other_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_other_categories_created_at_idx\` ON \`portfolio_other_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`portfolio_tags\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`portfolio_tags_slug_idx\` ON \`portfolio_tags\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_tags_updated_at_idx\` ON \`portfolio_tags\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_tags_created_at_idx\` ON \`portfolio_tags\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`portfolio_items_id\` integer REFERENCES portfolio_items(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`portfolio_categories_id\` integer REFERENCES portfolio_categories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`portfolio_other_categories_id\` integer REFERENCES portfolio_other_categories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`portfolio_tags_id\` integer REFERENCES portfolio_tags(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portfolio_items_id_idx\` ON \`payload_locked_documents_rels\` (\`portfolio_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portfolio_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`portfolio_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portfolio_other_categories_idx\` ON \`payload_locked_documents_rels\` (\`portfolio_other_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portfolio_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`portfolio_tags_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_portfolio\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_portfolio\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`portfolio_items\`;`)
  await db.run(sql`DROP TABLE \`portfolio_items_rels\`;`)
  await db.run(sql`DROP TABLE \`_portfolio_items_v\`;`)
  await db.run(sql`DROP TABLE \`_portfolio_items_v_rels\`;`)
  await db.run(sql`DROP TABLE \`portfolio_categories\`;`)
  await db.run(sql`DROP TABLE \`portfolio_other_categories\`;`)
  await db.run(sql`DROP TABLE \`portfolio_tags\`;`)
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
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "tags_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "tags_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
