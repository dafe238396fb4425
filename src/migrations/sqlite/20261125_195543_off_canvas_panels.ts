import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`off_canvas_panels_blocks_hero_actions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	\`style\` text DEFAULT 'primary',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`off_canvas_panels_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_hero_actions_order_idx\` ON \`off_canvas_panels_blocks_hero_actions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_hero_actions_parent_id_idx\` ON \`off_canvas_panels_blocks_hero_actions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`off_canvas_panels_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	\`settings_anchor\` text,
  	\`settings_reveal\` text DEFAULT 'none',
  	\`settings_reveal_delay\` numeric DEFAULT 0,
  	\`settings_template_id\` numeric,
  	\`settings_background_id\` integer,
  	\`settings_particles\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`settings_background_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`off_canvas_panels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_hero_order_idx\` ON \`off_canvas_panels_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_hero_parent_id_idx\` ON \`off_canvas_panels_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_hero_path_idx\` ON \`off_canvas_panels_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_hero_image_idx\` ON \`off_canvas_panels_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_hero_settings_settings_backgrou_idx\` ON \`off_canvas_panels_blocks_hero\` (\`settings_background_id\`);`)
  await db.run(sql`CREATE TABLE \`off_canvas_panels_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text NOT NULL,
  	\`settings_anchor\` text,
  	\`settings_reveal\` text DEFAULT 'none',
  	\`settings_reveal_delay\` numeric DEFAULT 0,
  	\`settings_template_id\` numeric,
  	\`settings_background_id\` integer,
  	\`settings_particles\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`settings_background_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`off_canvas_panels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_rich_text_order_idx\` ON \`off_canvas_panels_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_rich_text_parent_id_idx\` ON \`off_canvas_panels_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_rich_text_path_idx\` ON \`off_canvas_panels_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_rich_text_settings_settings_bac_idx\` ON \`off_canvas_panels_blocks_rich_text\` (\`settings_background_id\`);`)
  await db.run(sql`CREATE TABLE \`off_canvas_panels_blocks_services_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`href\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`off_canvas_panels_blocks_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_services_items_order_idx\` ON \`off_canvas_panels_blocks_services_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_services_items_parent_id_idx\` ON \`off_canvas_panels_blocks_services_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_services_items_image_idx\` ON \`off_canvas_panels_blocks_services_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`off_canvas_panels_blocks_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`columns\` text DEFAULT '3',
  	\`settings_anchor\` text,
  	\`settings_reveal\` text DEFAULT 'none',
  	\`settings_reveal_delay\` numeric DEFAULT 0,
  	\`settings_template_id\` numeric,
  	\`settings_background_id\` integer,
  	\`settings_particles\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`settings_background_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`off_canvas_panels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_services_order_idx\` ON \`off_canvas_panels_blocks_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_services_parent_id_idx\` ON \`off_canvas_panels_blocks_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_services_path_idx\` ON \`off_canvas_panels_blocks_services\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_services_settings_settings_back_idx\` ON \`off_canvas_panels_blocks_services\` (\`settings_background_id\`);`)
  await db.run(sql`CREATE TABLE \`off_canvas_panels_blocks_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`action_label\` text,
  	\`action_href\` text,
  	\`action_style\` text DEFAULT 'primary',
  	\`settings_anchor\` text,
  	\`settings_reveal\` text DEFAULT 'none',
  	\`settings_reveal_delay\` numeric DEFAULT 0,
  	\`settings_template_id\` numeric,
  	\`settings_background_id\` integer,
  	\`settings_particles\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`settings_background_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`off_canvas_panels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_cta_order_idx\` ON \`off_canvas_panels_blocks_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_cta_parent_id_idx\` ON \`off_canvas_panels_blocks_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_cta_path_idx\` ON \`off_canvas_panels_blocks_cta\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_cta_settings_settings_backgroun_idx\` ON \`off_canvas_panels_blocks_cta\` (\`settings_background_id\`);`)
  await db.run(sql`CREATE TABLE \`off_canvas_panels_blocks_image_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`image_position\` text DEFAULT 'left',
  	\`action_label\` text,
  	\`action_href\` text,
  	\`action_style\` text DEFAULT 'primary',
  	\`settings_anchor\` text,
  	\`settings_reveal\` text DEFAULT 'none',
  	\`settings_reveal_delay\` numeric DEFAULT 0,
  	\`settings_template_id\` numeric,
  	\`settings_background_id\` integer,
  	\`settings_particles\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`settings_background_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`off_canvas_panels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_image_text_order_idx\` ON \`off_canvas_panels_blocks_image_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_image_text_parent_id_idx\` ON \`off_canvas_panels_blocks_image_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_image_text_path_idx\` ON \`off_canvas_panels_blocks_image_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_image_text_image_idx\` ON \`off_canvas_panels_blocks_image_text\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_image_text_settings_settings_ba_idx\` ON \`off_canvas_panels_blocks_image_text\` (\`settings_background_id\`);`)
  await db.run(sql`CREATE TABLE \`off_canvas_panels_blocks_gallery_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`off_canvas_panels_blocks_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_gallery_items_order_idx\` ON \`off_canvas_panels_blocks_gallery_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_gallery_items_parent_id_idx\` ON \`off_canvas_panels_blocks_gallery_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_gallery_items_image_idx\` ON \`off_canvas_panels_blocks_gallery_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`off_canvas_panels_blocks_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`settings_anchor\` text,
  	\`settings_reveal\` text DEFAULT 'none',
  	\`settings_reveal_delay\` numeric DEFAULT 0,
  	\`settings_template_id\` numeric,
  	\`settings_background_id\` integer,
  	\`settings_particles\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`settings_background_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`off_canvas_panels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_gallery_order_idx\` ON \`off_canvas_panels_blocks_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_gallery_parent_id_idx\` ON \`off_canvas_panels_blocks_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_gallery_path_idx\` ON \`off_canvas_panels_blocks_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_gallery_settings_settings_backg_idx\` ON \`off_canvas_panels_blocks_gallery\` (\`settings_background_id\`);`)
  await db.run(sql`CREATE TABLE \`off_canvas_panels_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`off_canvas_panels_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_faq_items_order_idx\` ON \`off_canvas_panels_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_faq_items_parent_id_idx\` ON \`off_canvas_panels_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`off_canvas_panels_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`settings_anchor\` text,
  	\`settings_reveal\` text DEFAULT 'none',
  	\`settings_reveal_delay\` numeric DEFAULT 0,
  	\`settings_template_id\` numeric,
  	\`settings_background_id\` integer,
  	\`settings_particles\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`settings_background_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`off_canvas_panels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_faq_order_idx\` ON \`off_canvas_panels_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_faq_parent_id_idx\` ON \`off_canvas_panels_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_faq_path_idx\` ON \`off_canvas_panels_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_faq_settings_settings_backgroun_idx\` ON \`off_canvas_panels_blocks_faq\` (\`settings_background_id\`);`)
  await db.run(sql`CREATE TABLE \`off_canvas_panels_blocks_contact_details\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`settings_anchor\` text,
  	\`settings_reveal\` text DEFAULT 'none',
  	\`settings_reveal_delay\` numeric DEFAULT 0,
  	\`settings_template_id\` numeric,
  	\`settings_background_id\` integer,
  	\`settings_particles\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`settings_background_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`off_canvas_panels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_contact_details_order_idx\` ON \`off_canvas_panels_blocks_contact_details\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_contact_details_parent_id_idx\` ON \`off_canvas_panels_blocks_contact_details\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_contact_details_path_idx\` ON \`off_canvas_panels_blocks_contact_details\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_contact_details_settings_settin_idx\` ON \`off_canvas_panels_blocks_contact_details\` (\`settings_background_id\`);`)
  await db.run(sql`CREATE TABLE \`off_canvas_panels_blocks_portfolio\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`items_per_page\` numeric DEFAULT 12 NOT NULL,
  	\`columns\` numeric DEFAULT 3 NOT NULL,
  	\`thumbnail_hover_style\` text DEFAULT 'style-2' NOT NULL,
  	\`title_position\` text DEFAULT 'bottom' NOT NULL,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`off_canvas_panels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_portfolio_order_idx\` ON \`off_canvas_panels_blocks_portfolio\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_portfolio_parent_id_idx\` ON \`off_canvas_panels_blocks_portfolio\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_portfolio_path_idx\` ON \`off_canvas_panels_blocks_portfolio\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_portfolio_settings_settings_bac_idx\` ON \`off_canvas_panels_blocks_portfolio\` (\`settings_background_id\`);`)
  await db.run(sql`CREATE TABLE \`off_canvas_panels_blocks_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_id\` integer NOT NULL,
  	\`settings_anchor\` text,
  	\`settings_reveal\` text DEFAULT 'none',
  	\`settings_reveal_delay\` numeric DEFAULT 0,
  	\`settings_template_id\` numeric,
  	\`settings_background_id\` integer,
  	\`settings_particles\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`settings_background_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`off_canvas_panels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_form_order_idx\` ON \`off_canvas_panels_blocks_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_form_parent_id_idx\` ON \`off_canvas_panels_blocks_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_form_path_idx\` ON \`off_canvas_panels_blocks_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_form_form_idx\` ON \`off_canvas_panels_blocks_form\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_form_settings_settings_backgrou_idx\` ON \`off_canvas_panels_blocks_form\` (\`settings_background_id\`);`)
  await db.run(sql`CREATE TABLE \`off_canvas_panels_blocks_grid_filter_taxonomies\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`off_canvas_panels_blocks_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_grid_filter_taxonomies_order_idx\` ON \`off_canvas_panels_blocks_grid_filter_taxonomies\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_grid_filter_taxonomies_parent_idx\` ON \`off_canvas_panels_blocks_grid_filter_taxonomies\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`off_canvas_panels_blocks_grid_sort_keys\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`off_canvas_panels_blocks_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_grid_sort_keys_order_idx\` ON \`off_canvas_panels_blocks_grid_sort_keys\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_grid_sort_keys_parent_idx\` ON \`off_canvas_panels_blocks_grid_sort_keys\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`off_canvas_panels_blocks_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`source\` text DEFAULT 'media' NOT NULL,
  	\`widget_id\` text,
  	\`per_page\` numeric DEFAULT 12,
  	\`layout\` text DEFAULT 'masonry' NOT NULL,
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`off_canvas_panels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_grid_order_idx\` ON \`off_canvas_panels_blocks_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_grid_parent_id_idx\` ON \`off_canvas_panels_blocks_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_grid_path_idx\` ON \`off_canvas_panels_blocks_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_blocks_grid_settings_settings_backgrou_idx\` ON \`off_canvas_panels_blocks_grid\` (\`settings_background_id\`);`)
  await db.run(sql`CREATE TABLE \`off_canvas_panels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`key\` text,
  	\`side\` text DEFAULT 'right' NOT NULL,
  	\`width\` text,
  	\`placement_where\` text DEFAULT 'all' NOT NULL,
  	\`header_show\` text DEFAULT 'none',
  	\`header_label\` text,
  	\`header_fallback_href\` text DEFAULT '/contact',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_key_idx\` ON \`off_canvas_panels\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_updated_at_idx\` ON \`off_canvas_panels\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_created_at_idx\` ON \`off_canvas_panels\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`off_canvas_panels_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`off_canvas_panels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_texts_order_parent\` ON \`off_canvas_panels_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`off_canvas_panels_numbers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` numeric,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`off_canvas_panels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_numbers_order_parent_idx\` ON \`off_canvas_panels_numbers\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`off_canvas_panels_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`portfolio_categories_id\` integer,
  	\`portfolio_other_categories_id\` integer,
  	\`portfolio_tags_id\` integer,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`off_canvas_panels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_categories_id\`) REFERENCES \`portfolio_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_other_categories_id\`) REFERENCES \`portfolio_other_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_tags_id\`) REFERENCES \`portfolio_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_rels_order_idx\` ON \`off_canvas_panels_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_rels_parent_idx\` ON \`off_canvas_panels_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_rels_path_idx\` ON \`off_canvas_panels_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_rels_portfolio_categories_id_idx\` ON \`off_canvas_panels_rels\` (\`portfolio_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_rels_portfolio_other_categories_id_idx\` ON \`off_canvas_panels_rels\` (\`portfolio_other_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_rels_portfolio_tags_id_idx\` ON \`off_canvas_panels_rels\` (\`portfolio_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`off_canvas_panels_rels_pages_id_idx\` ON \`off_canvas_panels_rels\` (\`pages_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`off_canvas_panels_id\` integer REFERENCES off_canvas_panels(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_off_canvas_panels_id_idx\` ON \`payload_locked_documents_rels\` (\`off_canvas_panels_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`off_canvas_panels_blocks_hero_actions\`;`)
  await db.run(sql`DROP TABLE \`off_canvas_panels_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`off_canvas_panels_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`off_canvas_panels_blocks_services_items\`;`)
  await db.run(sql`DROP TABLE \`off_canvas_panels_blocks_services\`;`)
  await db.run(sql`DROP TABLE \`off_canvas_panels_blocks_cta\`;`)
  await db.run(sql`DROP TABLE \`off_canvas_panels_blocks_image_text\`;`)
  await db.run(sql`DROP TABLE \`off_canvas_panels_blocks_gallery_items\`;`)
  await db.run(sql`DROP TABLE \`off_canvas_panels_blocks_gallery\`;`)
  await db.run(sql`DROP TABLE \`off_canvas_panels_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`off_canvas_panels_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`off_canvas_panels_blocks_contact_details\`;`)
  await db.run(sql`DROP TABLE \`off_canvas_panels_blocks_portfolio\`;`)
  await db.run(sql`DROP TABLE \`off_canvas_panels_blocks_form\`;`)
  await db.run(sql`DROP TABLE \`off_canvas_panels_blocks_grid_filter_taxonomies\`;`)
  await db.run(sql`DROP TABLE \`off_canvas_panels_blocks_grid_sort_keys\`;`)
  await db.run(sql`DROP TABLE \`off_canvas_panels_blocks_grid\`;`)
  await db.run(sql`DROP TABLE \`off_canvas_panels\`;`)
  await db.run(sql`DROP TABLE \`off_canvas_panels_texts\`;`)
  await db.run(sql`DROP TABLE \`off_canvas_panels_numbers\`;`)
  await db.run(sql`DROP TABLE \`off_canvas_panels_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`popups_id\` integer,
  	\`posts_id\` integer,
  	\`categories_id\` integer,
  	\`tags_id\` integer,
  	\`portfolio_items_id\` integer,
  	\`portfolio_categories_id\` integer,
  	\`portfolio_other_categories_id\` integer,
  	\`portfolio_tags_id\` integer,
  	\`grid_media_id\` integer,
  	\`machines_id\` integer,
  	\`machine_types_id\` integer,
  	\`machine_uses_id\` integer,
  	\`forms_id\` integer,
  	\`form_entries_id\` integer,
  	\`form_outbox_id\` integer,
  	\`form_states_id\` integer,
  	\`form_drafts_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`popups_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_items_id\`) REFERENCES \`portfolio_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_categories_id\`) REFERENCES \`portfolio_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_other_categories_id\`) REFERENCES \`portfolio_other_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_tags_id\`) REFERENCES \`portfolio_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`grid_media_id\`) REFERENCES \`grid_media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`machines_id\`) REFERENCES \`machines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`machine_types_id\`) REFERENCES \`machine_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`machine_uses_id\`) REFERENCES \`machine_uses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_entries_id\`) REFERENCES \`form_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_outbox_id\`) REFERENCES \`form_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_states_id\`) REFERENCES \`form_states\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_drafts_id\`) REFERENCES \`form_drafts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "popups_id", "posts_id", "categories_id", "tags_id", "portfolio_items_id", "portfolio_categories_id", "portfolio_other_categories_id", "portfolio_tags_id", "grid_media_id", "machines_id", "machine_types_id", "machine_uses_id", "forms_id", "form_entries_id", "form_outbox_id", "form_states_id", "form_drafts_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "popups_id", "posts_id", "categories_id", "tags_id", "portfolio_items_id", "portfolio_categories_id", "portfolio_other_categories_id", "portfolio_tags_id", "grid_media_id", "machines_id", "machine_types_id", "machine_uses_id", "forms_id", "form_entries_id", "form_outbox_id", "form_states_id", "form_drafts_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_popups_id_idx\` ON \`payload_locked_documents_rels\` (\`popups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portfolio_items_id_idx\` ON \`payload_locked_documents_rels\` (\`portfolio_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portfolio_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`portfolio_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portfolio_other_categories_idx\` ON \`payload_locked_documents_rels\` (\`portfolio_other_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portfolio_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`portfolio_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_grid_media_id_idx\` ON \`payload_locked_documents_rels\` (\`grid_media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_machines_id_idx\` ON \`payload_locked_documents_rels\` (\`machines_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_machine_types_id_idx\` ON \`payload_locked_documents_rels\` (\`machine_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_machine_uses_id_idx\` ON \`payload_locked_documents_rels\` (\`machine_uses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`form_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`form_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_states_id_idx\` ON \`payload_locked_documents_rels\` (\`form_states_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_drafts_id_idx\` ON \`payload_locked_documents_rels\` (\`form_drafts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
