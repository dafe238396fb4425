import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_off_canvas_panels_blocks_hero_actions_style" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_hero_settings_reveal" AS ENUM('none', 'fade-up', 'fade-in');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_rich_text_settings_reveal" AS ENUM('none', 'fade-up', 'fade-in');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_services_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_services_settings_reveal" AS ENUM('none', 'fade-up', 'fade-in');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_cta_action_style" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_cta_settings_reveal" AS ENUM('none', 'fade-up', 'fade-in');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_image_text_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_image_text_action_style" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_image_text_settings_reveal" AS ENUM('none', 'fade-up', 'fade-in');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_gallery_settings_reveal" AS ENUM('none', 'fade-up', 'fade-in');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_faq_settings_reveal" AS ENUM('none', 'fade-up', 'fade-in');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_contact_details_settings_reveal" AS ENUM('none', 'fade-up', 'fade-in');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_portfolio_thumbnail_hover_style" AS ENUM('style-1', 'style-2', 'style-3');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_portfolio_title_position" AS ENUM('top', 'bottom');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_portfolio_load_more_size" AS ENUM('small', 'medium', 'large');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_portfolio_settings_reveal" AS ENUM('none', 'fade-up', 'fade-in');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_form_settings_reveal" AS ENUM('none', 'fade-up', 'fade-in');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_grid_filter_taxonomies" AS ENUM('category', 'post_tag', 'portfolio-category', 'portfolio-other-category', 'portfolio-tag', 'service', 'machine-type', 'machine-use');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_grid_sort_keys" AS ENUM('date', 'title', 'popular-post', 'regular-price', 'sale-price', 'total-sales', 'stock', 'featured', 'sku', 'id', 'author', 'comment');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_grid_source" AS ENUM('posts', 'portfolio', 'media', 'machines');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_grid_layout" AS ENUM('masonry', 'packery', 'justified', 'slider', 'gallery');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_grid_style" AS ENUM('card', 'tile');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_grid_ratio" AS ENUM('auto', '1:1', '4:3', '3:2', '16:9', '3:4');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_grid_animation" AS ENUM('none', 'fade', 'rise', 'zoom');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_grid_item_nav" AS ENUM('arrows', 'bullets', 'both', 'none');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_grid_cycle_by" AS ENUM('page', 'item');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_grid_filter_logic" AS ENUM('AND', 'OR');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_grid_order_load" AS ENUM('asc', 'desc');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_grid_pagination" AS ENUM('pages', 'more', 'scroll');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_grid_settings_reveal" AS ENUM('none', 'fade-up', 'fade-in');
  CREATE TYPE "public"."enum_off_canvas_panels_side" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_off_canvas_panels_placement_where" AS ENUM('all', 'pages');
  CREATE TYPE "public"."enum_off_canvas_panels_header_show" AS ENUM('none', 'mobile', 'always');
  CREATE TABLE "off_canvas_panels_blocks_hero_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"style" "enum_off_canvas_panels_blocks_hero_actions_style" DEFAULT 'primary'
  );
  
  CREATE TABLE "off_canvas_panels_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer,
  	"settings_anchor" varchar,
  	"settings_reveal" "enum_off_canvas_panels_blocks_hero_settings_reveal" DEFAULT 'none',
  	"settings_reveal_delay" numeric DEFAULT 0,
  	"settings_template_id" numeric,
  	"settings_background_id" integer,
  	"settings_particles" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "off_canvas_panels_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb NOT NULL,
  	"settings_anchor" varchar,
  	"settings_reveal" "enum_off_canvas_panels_blocks_rich_text_settings_reveal" DEFAULT 'none',
  	"settings_reveal_delay" numeric DEFAULT 0,
  	"settings_template_id" numeric,
  	"settings_background_id" integer,
  	"settings_particles" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "off_canvas_panels_blocks_services_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"href" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "off_canvas_panels_blocks_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"columns" "enum_off_canvas_panels_blocks_services_columns" DEFAULT '3',
  	"settings_anchor" varchar,
  	"settings_reveal" "enum_off_canvas_panels_blocks_services_settings_reveal" DEFAULT 'none',
  	"settings_reveal_delay" numeric DEFAULT 0,
  	"settings_template_id" numeric,
  	"settings_background_id" integer,
  	"settings_particles" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "off_canvas_panels_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"action_label" varchar,
  	"action_href" varchar,
  	"action_style" "enum_off_canvas_panels_blocks_cta_action_style" DEFAULT 'primary',
  	"settings_anchor" varchar,
  	"settings_reveal" "enum_off_canvas_panels_blocks_cta_settings_reveal" DEFAULT 'none',
  	"settings_reveal_delay" numeric DEFAULT 0,
  	"settings_template_id" numeric,
  	"settings_background_id" integer,
  	"settings_particles" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "off_canvas_panels_blocks_image_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"content" jsonb NOT NULL,
  	"image_id" integer NOT NULL,
  	"image_position" "enum_off_canvas_panels_blocks_image_text_image_position" DEFAULT 'left',
  	"action_label" varchar,
  	"action_href" varchar,
  	"action_style" "enum_off_canvas_panels_blocks_image_text_action_style" DEFAULT 'primary',
  	"settings_anchor" varchar,
  	"settings_reveal" "enum_off_canvas_panels_blocks_image_text_settings_reveal" DEFAULT 'none',
  	"settings_reveal_delay" numeric DEFAULT 0,
  	"settings_template_id" numeric,
  	"settings_background_id" integer,
  	"settings_particles" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "off_canvas_panels_blocks_gallery_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"caption" varchar
  );
  
  CREATE TABLE "off_canvas_panels_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"settings_anchor" varchar,
  	"settings_reveal" "enum_off_canvas_panels_blocks_gallery_settings_reveal" DEFAULT 'none',
  	"settings_reveal_delay" numeric DEFAULT 0,
  	"settings_template_id" numeric,
  	"settings_background_id" integer,
  	"settings_particles" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "off_canvas_panels_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL
  );
  
  CREATE TABLE "off_canvas_panels_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"settings_anchor" varchar,
  	"settings_reveal" "enum_off_canvas_panels_blocks_faq_settings_reveal" DEFAULT 'none',
  	"settings_reveal_delay" numeric DEFAULT 0,
  	"settings_template_id" numeric,
  	"settings_background_id" integer,
  	"settings_particles" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "off_canvas_panels_blocks_contact_details" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"settings_anchor" varchar,
  	"settings_reveal" "enum_off_canvas_panels_blocks_contact_details_settings_reveal" DEFAULT 'none',
  	"settings_reveal_delay" numeric DEFAULT 0,
  	"settings_template_id" numeric,
  	"settings_background_id" integer,
  	"settings_particles" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "off_canvas_panels_blocks_portfolio" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"items_per_page" numeric DEFAULT 12 NOT NULL,
  	"columns" numeric DEFAULT 3 NOT NULL,
  	"thumbnail_hover_style" "enum_off_canvas_panels_blocks_portfolio_thumbnail_hover_style" DEFAULT 'style-2' NOT NULL,
  	"title_position" "enum_off_canvas_panels_blocks_portfolio_title_position" DEFAULT 'bottom' NOT NULL,
  	"scroll_speed" numeric DEFAULT 3,
  	"show_categories" boolean DEFAULT true,
  	"show_categories_all" boolean DEFAULT true,
  	"show_other_categories" boolean DEFAULT false,
  	"show_other_categories_all" boolean DEFAULT true,
  	"show_search" boolean DEFAULT true,
  	"header_color" varchar,
  	"header_text_color" varchar,
  	"active_header_text_color" varchar,
  	"all_text" varchar DEFAULT 'Tous',
  	"search_placeholder" varchar DEFAULT 'Rechercher…',
  	"no_items_text" varchar DEFAULT 'Aucune réalisation trouvée',
  	"load_more_text" varchar DEFAULT 'Voir plus',
  	"show_quick_view" boolean DEFAULT true,
  	"quick_view_text" varchar DEFAULT 'Aperçu rapide',
  	"load_more_text_color" varchar,
  	"load_more_bg_color" varchar,
  	"load_more_border_color" varchar,
  	"load_more_hover_text_color" varchar,
  	"load_more_hover_bg_color" varchar,
  	"load_more_hover_border_color" varchar,
  	"load_more_vertical_padding" numeric,
  	"load_more_horizontal_padding" numeric,
  	"load_more_border_radius" numeric,
  	"load_more_border_width" numeric,
  	"load_more_size" "enum_off_canvas_panels_blocks_portfolio_load_more_size" DEFAULT 'medium',
  	"settings_anchor" varchar,
  	"settings_reveal" "enum_off_canvas_panels_blocks_portfolio_settings_reveal" DEFAULT 'none',
  	"settings_reveal_delay" numeric DEFAULT 0,
  	"settings_template_id" numeric,
  	"settings_background_id" integer,
  	"settings_particles" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "off_canvas_panels_blocks_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form_id" integer NOT NULL,
  	"settings_anchor" varchar,
  	"settings_reveal" "enum_off_canvas_panels_blocks_form_settings_reveal" DEFAULT 'none',
  	"settings_reveal_delay" numeric DEFAULT 0,
  	"settings_template_id" numeric,
  	"settings_background_id" integer,
  	"settings_particles" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "off_canvas_panels_blocks_grid_filter_taxonomies" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_off_canvas_panels_blocks_grid_filter_taxonomies",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "off_canvas_panels_blocks_grid_sort_keys" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_off_canvas_panels_blocks_grid_sort_keys",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "off_canvas_panels_blocks_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"source" "enum_off_canvas_panels_blocks_grid_source" DEFAULT 'media' NOT NULL,
  	"widget_id" varchar,
  	"per_page" numeric DEFAULT 12,
  	"layout" "enum_off_canvas_panels_blocks_grid_layout" DEFAULT 'masonry' NOT NULL,
  	"style" "enum_off_canvas_panels_blocks_grid_style" DEFAULT 'card',
  	"ratio" "enum_off_canvas_panels_blocks_grid_ratio" DEFAULT 'auto',
  	"row_height" numeric DEFAULT 240,
  	"gutter" numeric DEFAULT 12,
  	"rows" numeric DEFAULT 1,
  	"fit_rows" boolean DEFAULT false,
  	"full_width" boolean DEFAULT false,
  	"full_height" boolean DEFAULT false,
  	"rtl" boolean DEFAULT false,
  	"animation" "enum_off_canvas_panels_blocks_grid_animation" DEFAULT 'fade',
  	"transition" numeric DEFAULT 400,
  	"item_delay" numeric DEFAULT 0,
  	"preloader" boolean DEFAULT true,
  	"item_nav" "enum_off_canvas_panels_blocks_grid_item_nav" DEFAULT 'both',
  	"cycle_by" "enum_off_canvas_panels_blocks_grid_cycle_by" DEFAULT 'page',
  	"swing_speed" numeric DEFAULT 500,
  	"cycle" numeric DEFAULT 5000,
  	"start_at" numeric DEFAULT 1,
  	"filter_combination" boolean DEFAULT false,
  	"filter_logic" "enum_off_canvas_panels_blocks_grid_filter_logic" DEFAULT 'AND',
  	"filter_load" varchar,
  	"sort_by_load" varchar,
  	"order_load" "enum_off_canvas_panels_blocks_grid_order_load" DEFAULT 'desc',
  	"search" boolean DEFAULT false,
  	"pagination" "enum_off_canvas_panels_blocks_grid_pagination" DEFAULT 'pages',
  	"ajax_delay" numeric DEFAULT 0,
  	"all_text" varchar DEFAULT 'Tout',
  	"search_label" varchar DEFAULT 'Rechercher',
  	"search_placeholder" varchar DEFAULT 'Rechercher…',
  	"sort_label" varchar DEFAULT 'Trier par',
  	"load_more_text" varchar DEFAULT 'Voir plus',
  	"no_more_text" varchar DEFAULT 'Plus aucun élément',
  	"no_items_text" varchar DEFAULT 'Aucun élément ne correspond.',
  	"apply_text" varchar DEFAULT 'Appliquer',
  	"settings_anchor" varchar,
  	"settings_reveal" "enum_off_canvas_panels_blocks_grid_settings_reveal" DEFAULT 'none',
  	"settings_reveal_delay" numeric DEFAULT 0,
  	"settings_template_id" numeric,
  	"settings_background_id" integer,
  	"settings_particles" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "off_canvas_panels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"key" varchar,
  	"side" "enum_off_canvas_panels_side" DEFAULT 'right' NOT NULL,
  	"width" varchar,
  	"placement_where" "enum_off_canvas_panels_placement_where" DEFAULT 'all' NOT NULL,
  	"header_show" "enum_off_canvas_panels_header_show" DEFAULT 'none',
  	"header_label" varchar,
  	"header_fallback_href" varchar DEFAULT '/contact',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "off_canvas_panels_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "off_canvas_panels_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "off_canvas_panels_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"portfolio_categories_id" integer,
  	"portfolio_other_categories_id" integer,
  	"portfolio_tags_id" integer,
  	"pages_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "off_canvas_panels_id" integer;
  ALTER TABLE "off_canvas_panels_blocks_hero_actions" ADD CONSTRAINT "off_canvas_panels_blocks_hero_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."off_canvas_panels_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_hero" ADD CONSTRAINT "off_canvas_panels_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_hero" ADD CONSTRAINT "off_canvas_panels_blocks_hero_settings_background_id_media_id_fk" FOREIGN KEY ("settings_background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_hero" ADD CONSTRAINT "off_canvas_panels_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."off_canvas_panels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_rich_text" ADD CONSTRAINT "off_canvas_panels_blocks_rich_text_settings_background_id_media_id_fk" FOREIGN KEY ("settings_background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_rich_text" ADD CONSTRAINT "off_canvas_panels_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."off_canvas_panels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_services_items" ADD CONSTRAINT "off_canvas_panels_blocks_services_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_services_items" ADD CONSTRAINT "off_canvas_panels_blocks_services_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."off_canvas_panels_blocks_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_services" ADD CONSTRAINT "off_canvas_panels_blocks_services_settings_background_id_media_id_fk" FOREIGN KEY ("settings_background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_services" ADD CONSTRAINT "off_canvas_panels_blocks_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."off_canvas_panels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_cta" ADD CONSTRAINT "off_canvas_panels_blocks_cta_settings_background_id_media_id_fk" FOREIGN KEY ("settings_background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_cta" ADD CONSTRAINT "off_canvas_panels_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."off_canvas_panels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_image_text" ADD CONSTRAINT "off_canvas_panels_blocks_image_text_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_image_text" ADD CONSTRAINT "off_canvas_panels_blocks_image_text_settings_background_id_media_id_fk" FOREIGN KEY ("settings_background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_image_text" ADD CONSTRAINT "off_canvas_panels_blocks_image_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."off_canvas_panels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_gallery_items" ADD CONSTRAINT "off_canvas_panels_blocks_gallery_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_gallery_items" ADD CONSTRAINT "off_canvas_panels_blocks_gallery_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."off_canvas_panels_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_gallery" ADD CONSTRAINT "off_canvas_panels_blocks_gallery_settings_background_id_media_id_fk" FOREIGN KEY ("settings_background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_gallery" ADD CONSTRAINT "off_canvas_panels_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."off_canvas_panels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_faq_items" ADD CONSTRAINT "off_canvas_panels_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."off_canvas_panels_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_faq" ADD CONSTRAINT "off_canvas_panels_blocks_faq_settings_background_id_media_id_fk" FOREIGN KEY ("settings_background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_faq" ADD CONSTRAINT "off_canvas_panels_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."off_canvas_panels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_contact_details" ADD CONSTRAINT "off_canvas_panels_blocks_contact_details_settings_background_id_media_id_fk" FOREIGN KEY ("settings_background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_contact_details" ADD CONSTRAINT "off_canvas_panels_blocks_contact_details_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."off_canvas_panels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_portfolio" ADD CONSTRAINT "off_canvas_panels_blocks_portfolio_settings_background_id_media_id_fk" FOREIGN KEY ("settings_background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_portfolio" ADD CONSTRAINT "off_canvas_panels_blocks_portfolio_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."off_canvas_panels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_form" ADD CONSTRAINT "off_canvas_panels_blocks_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_form" ADD CONSTRAINT "off_canvas_panels_blocks_form_settings_background_id_media_id_fk" FOREIGN KEY ("settings_background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_form" ADD CONSTRAINT "off_canvas_panels_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."off_canvas_panels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_grid_filter_taxonomies" ADD CONSTRAINT "off_canvas_panels_blocks_grid_filter_taxonomies_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."off_canvas_panels_blocks_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_grid_sort_keys" ADD CONSTRAINT "off_canvas_panels_blocks_grid_sort_keys_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."off_canvas_panels_blocks_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_grid" ADD CONSTRAINT "off_canvas_panels_blocks_grid_settings_background_id_media_id_fk" FOREIGN KEY ("settings_background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_blocks_grid" ADD CONSTRAINT "off_canvas_panels_blocks_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."off_canvas_panels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_texts" ADD CONSTRAINT "off_canvas_panels_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."off_canvas_panels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_numbers" ADD CONSTRAINT "off_canvas_panels_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."off_canvas_panels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_rels" ADD CONSTRAINT "off_canvas_panels_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."off_canvas_panels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_rels" ADD CONSTRAINT "off_canvas_panels_rels_portfolio_categories_fk" FOREIGN KEY ("portfolio_categories_id") REFERENCES "public"."portfolio_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_rels" ADD CONSTRAINT "off_canvas_panels_rels_portfolio_other_categories_fk" FOREIGN KEY ("portfolio_other_categories_id") REFERENCES "public"."portfolio_other_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_rels" ADD CONSTRAINT "off_canvas_panels_rels_portfolio_tags_fk" FOREIGN KEY ("portfolio_tags_id") REFERENCES "public"."portfolio_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "off_canvas_panels_rels" ADD CONSTRAINT "off_canvas_panels_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "off_canvas_panels_blocks_hero_actions_order_idx" ON "off_canvas_panels_blocks_hero_actions" USING btree ("_order");
  CREATE INDEX "off_canvas_panels_blocks_hero_actions_parent_id_idx" ON "off_canvas_panels_blocks_hero_actions" USING btree ("_parent_id");
  CREATE INDEX "off_canvas_panels_blocks_hero_order_idx" ON "off_canvas_panels_blocks_hero" USING btree ("_order");
  CREATE INDEX "off_canvas_panels_blocks_hero_parent_id_idx" ON "off_canvas_panels_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "off_canvas_panels_blocks_hero_path_idx" ON "off_canvas_panels_blocks_hero" USING btree ("_path");
  CREATE INDEX "off_canvas_panels_blocks_hero_image_idx" ON "off_canvas_panels_blocks_hero" USING btree ("image_id");
  CREATE INDEX "off_canvas_panels_blocks_hero_settings_settings_backgrou_idx" ON "off_canvas_panels_blocks_hero" USING btree ("settings_background_id");
  CREATE INDEX "off_canvas_panels_blocks_rich_text_order_idx" ON "off_canvas_panels_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "off_canvas_panels_blocks_rich_text_parent_id_idx" ON "off_canvas_panels_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "off_canvas_panels_blocks_rich_text_path_idx" ON "off_canvas_panels_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "off_canvas_panels_blocks_rich_text_settings_settings_bac_idx" ON "off_canvas_panels_blocks_rich_text" USING btree ("settings_background_id");
  CREATE INDEX "off_canvas_panels_blocks_services_items_order_idx" ON "off_canvas_panels_blocks_services_items" USING btree ("_order");
  CREATE INDEX "off_canvas_panels_blocks_services_items_parent_id_idx" ON "off_canvas_panels_blocks_services_items" USING btree ("_parent_id");
  CREATE INDEX "off_canvas_panels_blocks_services_items_image_idx" ON "off_canvas_panels_blocks_services_items" USING btree ("image_id");
  CREATE INDEX "off_canvas_panels_blocks_services_order_idx" ON "off_canvas_panels_blocks_services" USING btree ("_order");
  CREATE INDEX "off_canvas_panels_blocks_services_parent_id_idx" ON "off_canvas_panels_blocks_services" USING btree ("_parent_id");
  CREATE INDEX "off_canvas_panels_blocks_services_path_idx" ON "off_canvas_panels_blocks_services" USING btree ("_path");
  CREATE INDEX "off_canvas_panels_blocks_services_settings_settings_back_idx" ON "off_canvas_panels_blocks_services" USING btree ("settings_background_id");
  CREATE INDEX "off_canvas_panels_blocks_cta_order_idx" ON "off_canvas_panels_blocks_cta" USING btree ("_order");
  CREATE INDEX "off_canvas_panels_blocks_cta_parent_id_idx" ON "off_canvas_panels_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "off_canvas_panels_blocks_cta_path_idx" ON "off_canvas_panels_blocks_cta" USING btree ("_path");
  CREATE INDEX "off_canvas_panels_blocks_cta_settings_settings_backgroun_idx" ON "off_canvas_panels_blocks_cta" USING btree ("settings_background_id");
  CREATE INDEX "off_canvas_panels_blocks_image_text_order_idx" ON "off_canvas_panels_blocks_image_text" USING btree ("_order");
  CREATE INDEX "off_canvas_panels_blocks_image_text_parent_id_idx" ON "off_canvas_panels_blocks_image_text" USING btree ("_parent_id");
  CREATE INDEX "off_canvas_panels_blocks_image_text_path_idx" ON "off_canvas_panels_blocks_image_text" USING btree ("_path");
  CREATE INDEX "off_canvas_panels_blocks_image_text_image_idx" ON "off_canvas_panels_blocks_image_text" USING btree ("image_id");
  CREATE INDEX "off_canvas_panels_blocks_image_text_settings_settings_ba_idx" ON "off_canvas_panels_blocks_image_text" USING btree ("settings_background_id");
  CREATE INDEX "off_canvas_panels_blocks_gallery_items_order_idx" ON "off_canvas_panels_blocks_gallery_items" USING btree ("_order");
  CREATE INDEX "off_canvas_panels_blocks_gallery_items_parent_id_idx" ON "off_canvas_panels_blocks_gallery_items" USING btree ("_parent_id");
  CREATE INDEX "off_canvas_panels_blocks_gallery_items_image_idx" ON "off_canvas_panels_blocks_gallery_items" USING btree ("image_id");
  CREATE INDEX "off_canvas_panels_blocks_gallery_order_idx" ON "off_canvas_panels_blocks_gallery" USING btree ("_order");
  CREATE INDEX "off_canvas_panels_blocks_gallery_parent_id_idx" ON "off_canvas_panels_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "off_canvas_panels_blocks_gallery_path_idx" ON "off_canvas_panels_blocks_gallery" USING btree ("_path");
  CREATE INDEX "off_canvas_panels_blocks_gallery_settings_settings_backg_idx" ON "off_canvas_panels_blocks_gallery" USING btree ("settings_background_id");
  CREATE INDEX "off_canvas_panels_blocks_faq_items_order_idx" ON "off_canvas_panels_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "off_canvas_panels_blocks_faq_items_parent_id_idx" ON "off_canvas_panels_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "off_canvas_panels_blocks_faq_order_idx" ON "off_canvas_panels_blocks_faq" USING btree ("_order");
  CREATE INDEX "off_canvas_panels_blocks_faq_parent_id_idx" ON "off_canvas_panels_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "off_canvas_panels_blocks_faq_path_idx" ON "off_canvas_panels_blocks_faq" USING btree ("_path");
  CREATE INDEX "off_canvas_panels_blocks_faq_settings_settings_backgroun_idx" ON "off_canvas_panels_blocks_faq" USING btree ("settings_background_id");
  CREATE INDEX "off_canvas_panels_blocks_contact_details_order_idx" ON "off_canvas_panels_blocks_contact_details" USING btree ("_order");
  CREATE INDEX "off_canvas_panels_blocks_contact_details_parent_id_idx" ON "off_canvas_panels_blocks_contact_details" USING btree ("_parent_id");
  CREATE INDEX "off_canvas_panels_blocks_contact_details_path_idx" ON "off_canvas_panels_blocks_contact_details" USING btree ("_path");
  CREATE INDEX "off_canvas_panels_blocks_contact_details_settings_settin_idx" ON "off_canvas_panels_blocks_contact_details" USING btree ("settings_background_id");
  CREATE INDEX "off_canvas_panels_blocks_portfolio_order_idx" ON "off_canvas_panels_blocks_portfolio" USING btree ("_order");
  CREATE INDEX "off_canvas_panels_blocks_portfolio_parent_id_idx" ON "off_canvas_panels_blocks_portfolio" USING btree ("_parent_id");
  CREATE INDEX "off_canvas_panels_blocks_portfolio_path_idx" ON "off_canvas_panels_blocks_portfolio" USING btree ("_path");
  CREATE INDEX "off_canvas_panels_blocks_portfolio_settings_settings_bac_idx" ON "off_canvas_panels_blocks_portfolio" USING btree ("settings_background_id");
  CREATE INDEX "off_canvas_panels_blocks_form_order_idx" ON "off_canvas_panels_blocks_form" USING btree ("_order");
  CREATE INDEX "off_canvas_panels_blocks_form_parent_id_idx" ON "off_canvas_panels_blocks_form" USING btree ("_parent_id");
  CREATE INDEX "off_canvas_panels_blocks_form_path_idx" ON "off_canvas_panels_blocks_form" USING btree ("_path");
  CREATE INDEX "off_canvas_panels_blocks_form_form_idx" ON "off_canvas_panels_blocks_form" USING btree ("form_id");
  CREATE INDEX "off_canvas_panels_blocks_form_settings_settings_backgrou_idx" ON "off_canvas_panels_blocks_form" USING btree ("settings_background_id");
  CREATE INDEX "off_canvas_panels_blocks_grid_filter_taxonomies_order_idx" ON "off_canvas_panels_blocks_grid_filter_taxonomies" USING btree ("order");
  CREATE INDEX "off_canvas_panels_blocks_grid_filter_taxonomies_parent_idx" ON "off_canvas_panels_blocks_grid_filter_taxonomies" USING btree ("parent_id");
  CREATE INDEX "off_canvas_panels_blocks_grid_sort_keys_order_idx" ON "off_canvas_panels_blocks_grid_sort_keys" USING btree ("order");
  CREATE INDEX "off_canvas_panels_blocks_grid_sort_keys_parent_idx" ON "off_canvas_panels_blocks_grid_sort_keys" USING btree ("parent_id");
  CREATE INDEX "off_canvas_panels_blocks_grid_order_idx" ON "off_canvas_panels_blocks_grid" USING btree ("_order");
  CREATE INDEX "off_canvas_panels_blocks_grid_parent_id_idx" ON "off_canvas_panels_blocks_grid" USING btree ("_parent_id");
  CREATE INDEX "off_canvas_panels_blocks_grid_path_idx" ON "off_canvas_panels_blocks_grid" USING btree ("_path");
  CREATE INDEX "off_canvas_panels_blocks_grid_settings_settings_backgrou_idx" ON "off_canvas_panels_blocks_grid" USING btree ("settings_background_id");
  CREATE INDEX "off_canvas_panels_key_idx" ON "off_canvas_panels" USING btree ("key");
  CREATE INDEX "off_canvas_panels_updated_at_idx" ON "off_canvas_panels" USING btree ("updated_at");
  CREATE INDEX "off_canvas_panels_created_at_idx" ON "off_canvas_panels" USING btree ("created_at");
  CREATE INDEX "off_canvas_panels_texts_order_parent" ON "off_canvas_panels_texts" USING btree ("order","parent_id");
  CREATE INDEX "off_canvas_panels_numbers_order_parent_idx" ON "off_canvas_panels_numbers" USING btree ("order","parent_id");
  CREATE INDEX "off_canvas_panels_rels_order_idx" ON "off_canvas_panels_rels" USING btree ("order");
  CREATE INDEX "off_canvas_panels_rels_parent_idx" ON "off_canvas_panels_rels" USING btree ("parent_id");
  CREATE INDEX "off_canvas_panels_rels_path_idx" ON "off_canvas_panels_rels" USING btree ("path");
  CREATE INDEX "off_canvas_panels_rels_portfolio_categories_id_idx" ON "off_canvas_panels_rels" USING btree ("portfolio_categories_id");
  CREATE INDEX "off_canvas_panels_rels_portfolio_other_categories_id_idx" ON "off_canvas_panels_rels" USING btree ("portfolio_other_categories_id");
  CREATE INDEX "off_canvas_panels_rels_portfolio_tags_id_idx" ON "off_canvas_panels_rels" USING btree ("portfolio_tags_id");
  CREATE INDEX "off_canvas_panels_rels_pages_id_idx" ON "off_canvas_panels_rels" USING btree ("pages_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_off_canvas_panels_fk" FOREIGN KEY ("off_canvas_panels_id") REFERENCES "public"."off_canvas_panels"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_off_canvas_panels_id_idx" ON "payload_locked_documents_rels" USING btree ("off_canvas_panels_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "off_canvas_panels_blocks_hero_actions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "off_canvas_panels_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "off_canvas_panels_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "off_canvas_panels_blocks_services_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "off_canvas_panels_blocks_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "off_canvas_panels_blocks_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "off_canvas_panels_blocks_image_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "off_canvas_panels_blocks_gallery_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "off_canvas_panels_blocks_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "off_canvas_panels_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "off_canvas_panels_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "off_canvas_panels_blocks_contact_details" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "off_canvas_panels_blocks_portfolio" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "off_canvas_panels_blocks_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "off_canvas_panels_blocks_grid_filter_taxonomies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "off_canvas_panels_blocks_grid_sort_keys" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "off_canvas_panels_blocks_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "off_canvas_panels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "off_canvas_panels_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "off_canvas_panels_numbers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "off_canvas_panels_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "off_canvas_panels_blocks_hero_actions" CASCADE;
  DROP TABLE "off_canvas_panels_blocks_hero" CASCADE;
  DROP TABLE "off_canvas_panels_blocks_rich_text" CASCADE;
  DROP TABLE "off_canvas_panels_blocks_services_items" CASCADE;
  DROP TABLE "off_canvas_panels_blocks_services" CASCADE;
  DROP TABLE "off_canvas_panels_blocks_cta" CASCADE;
  DROP TABLE "off_canvas_panels_blocks_image_text" CASCADE;
  DROP TABLE "off_canvas_panels_blocks_gallery_items" CASCADE;
  DROP TABLE "off_canvas_panels_blocks_gallery" CASCADE;
  DROP TABLE "off_canvas_panels_blocks_faq_items" CASCADE;
  DROP TABLE "off_canvas_panels_blocks_faq" CASCADE;
  DROP TABLE "off_canvas_panels_blocks_contact_details" CASCADE;
  DROP TABLE "off_canvas_panels_blocks_portfolio" CASCADE;
  DROP TABLE "off_canvas_panels_blocks_form" CASCADE;
  DROP TABLE "off_canvas_panels_blocks_grid_filter_taxonomies" CASCADE;
  DROP TABLE "off_canvas_panels_blocks_grid_sort_keys" CASCADE;
  DROP TABLE "off_canvas_panels_blocks_grid" CASCADE;
  DROP TABLE "off_canvas_panels" CASCADE;
  DROP TABLE "off_canvas_panels_texts" CASCADE;
  DROP TABLE "off_canvas_panels_numbers" CASCADE;
  DROP TABLE "off_canvas_panels_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_off_canvas_panels_fk";
  
  DROP INDEX "payload_locked_documents_rels_off_canvas_panels_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "off_canvas_panels_id";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_hero_actions_style";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_hero_settings_reveal";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_rich_text_settings_reveal";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_services_columns";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_services_settings_reveal";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_cta_action_style";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_cta_settings_reveal";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_image_text_image_position";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_image_text_action_style";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_image_text_settings_reveal";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_gallery_settings_reveal";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_faq_settings_reveal";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_contact_details_settings_reveal";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_portfolio_thumbnail_hover_style";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_portfolio_title_position";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_portfolio_load_more_size";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_portfolio_settings_reveal";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_form_settings_reveal";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_grid_filter_taxonomies";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_grid_sort_keys";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_grid_source";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_grid_layout";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_grid_style";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_grid_ratio";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_grid_animation";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_grid_item_nav";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_grid_cycle_by";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_grid_filter_logic";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_grid_order_load";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_grid_pagination";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_grid_settings_reveal";
  DROP TYPE "public"."enum_off_canvas_panels_side";
  DROP TYPE "public"."enum_off_canvas_panels_placement_where";
  DROP TYPE "public"."enum_off_canvas_panels_header_show";`)
}
