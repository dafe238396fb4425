import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_grid_filter_taxonomies" AS ENUM('category', 'post_tag', 'portfolio-category', 'portfolio-other-category', 'portfolio-tag', 'service', 'machine-type', 'machine-use');
  CREATE TYPE "public"."enum_pages_blocks_grid_sort_keys" AS ENUM('date', 'title', 'popular-post', 'regular-price', 'sale-price', 'total-sales', 'stock', 'featured', 'sku', 'id', 'author', 'comment');
  CREATE TYPE "public"."enum_pages_blocks_grid_source" AS ENUM('posts', 'portfolio', 'media', 'machines');
  CREATE TYPE "public"."enum_pages_blocks_grid_layout" AS ENUM('masonry', 'packery', 'justified', 'slider', 'gallery');
  CREATE TYPE "public"."enum_pages_blocks_grid_style" AS ENUM('card', 'tile');
  CREATE TYPE "public"."enum_pages_blocks_grid_ratio" AS ENUM('auto', '1:1', '4:3', '3:2', '16:9', '3:4');
  CREATE TYPE "public"."enum_pages_blocks_grid_animation" AS ENUM('none', 'fade', 'rise', 'zoom');
  CREATE TYPE "public"."enum_pages_blocks_grid_item_nav" AS ENUM('arrows', 'bullets', 'both', 'none');
  CREATE TYPE "public"."enum_pages_blocks_grid_cycle_by" AS ENUM('page', 'item');
  CREATE TYPE "public"."enum_pages_blocks_grid_filter_logic" AS ENUM('AND', 'OR');
  CREATE TYPE "public"."enum_pages_blocks_grid_order_load" AS ENUM('asc', 'desc');
  CREATE TYPE "public"."enum_pages_blocks_grid_pagination" AS ENUM('pages', 'more', 'scroll');
  CREATE TYPE "public"."enum_pages_blocks_grid_settings_reveal" AS ENUM('none', 'fade-up', 'fade-in');
  CREATE TYPE "public"."enum__pages_v_blocks_grid_filter_taxonomies" AS ENUM('category', 'post_tag', 'portfolio-category', 'portfolio-other-category', 'portfolio-tag', 'service', 'machine-type', 'machine-use');
  CREATE TYPE "public"."enum__pages_v_blocks_grid_sort_keys" AS ENUM('date', 'title', 'popular-post', 'regular-price', 'sale-price', 'total-sales', 'stock', 'featured', 'sku', 'id', 'author', 'comment');
  CREATE TYPE "public"."enum__pages_v_blocks_grid_source" AS ENUM('posts', 'portfolio', 'media', 'machines');
  CREATE TYPE "public"."enum__pages_v_blocks_grid_layout" AS ENUM('masonry', 'packery', 'justified', 'slider', 'gallery');
  CREATE TYPE "public"."enum__pages_v_blocks_grid_style" AS ENUM('card', 'tile');
  CREATE TYPE "public"."enum__pages_v_blocks_grid_ratio" AS ENUM('auto', '1:1', '4:3', '3:2', '16:9', '3:4');
  CREATE TYPE "public"."enum__pages_v_blocks_grid_animation" AS ENUM('none', 'fade', 'rise', 'zoom');
  CREATE TYPE "public"."enum__pages_v_blocks_grid_item_nav" AS ENUM('arrows', 'bullets', 'both', 'none');
  CREATE TYPE "public"."enum__pages_v_blocks_grid_cycle_by" AS ENUM('page', 'item');
  CREATE TYPE "public"."enum__pages_v_blocks_grid_filter_logic" AS ENUM('AND', 'OR');
  CREATE TYPE "public"."enum__pages_v_blocks_grid_order_load" AS ENUM('asc', 'desc');
  CREATE TYPE "public"."enum__pages_v_blocks_grid_pagination" AS ENUM('pages', 'more', 'scroll');
  CREATE TYPE "public"."enum__pages_v_blocks_grid_settings_reveal" AS ENUM('none', 'fade-up', 'fade-in');
  CREATE TYPE "public"."enum_grid_media_kind" AS ENUM('image', 'youtube', 'vimeo', 'wistia', 'video');
  CREATE TYPE "public"."enum_grid_media_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__grid_media_v_version_kind" AS ENUM('image', 'youtube', 'vimeo', 'wistia', 'video');
  CREATE TYPE "public"."enum__grid_media_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_machines_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__machines_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "pages_blocks_grid_filter_taxonomies" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_grid_filter_taxonomies",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_grid_sort_keys" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_grid_sort_keys",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"source" "enum_pages_blocks_grid_source" DEFAULT 'media',
  	"widget_id" varchar,
  	"per_page" numeric DEFAULT 12,
  	"layout" "enum_pages_blocks_grid_layout" DEFAULT 'masonry',
  	"style" "enum_pages_blocks_grid_style" DEFAULT 'card',
  	"ratio" "enum_pages_blocks_grid_ratio" DEFAULT 'auto',
  	"row_height" numeric DEFAULT 240,
  	"gutter" numeric DEFAULT 12,
  	"rows" numeric DEFAULT 1,
  	"fit_rows" boolean DEFAULT false,
  	"full_width" boolean DEFAULT false,
  	"full_height" boolean DEFAULT false,
  	"rtl" boolean DEFAULT false,
  	"animation" "enum_pages_blocks_grid_animation" DEFAULT 'fade',
  	"transition" numeric DEFAULT 400,
  	"item_delay" numeric DEFAULT 0,
  	"preloader" boolean DEFAULT true,
  	"item_nav" "enum_pages_blocks_grid_item_nav" DEFAULT 'both',
  	"cycle_by" "enum_pages_blocks_grid_cycle_by" DEFAULT 'page',
  	"swing_speed" numeric DEFAULT 500,
  	"cycle" numeric DEFAULT 5000,
  	"start_at" numeric DEFAULT 1,
  	"filter_combination" boolean DEFAULT false,
  	"filter_logic" "enum_pages_blocks_grid_filter_logic" DEFAULT 'AND',
  	"filter_load" varchar,
  	"sort_by_load" varchar,
  	"order_load" "enum_pages_blocks_grid_order_load" DEFAULT 'desc',
  	"search" boolean DEFAULT false,
  	"pagination" "enum_pages_blocks_grid_pagination" DEFAULT 'pages',
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
  	"settings_reveal" "enum_pages_blocks_grid_settings_reveal" DEFAULT 'none',
  	"settings_reveal_delay" numeric DEFAULT 0,
  	"settings_template_id" numeric,
  	"settings_background_id" integer,
  	"settings_particles" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_grid_filter_taxonomies" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_grid_filter_taxonomies",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_grid_sort_keys" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_grid_sort_keys",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"source" "enum__pages_v_blocks_grid_source" DEFAULT 'media',
  	"widget_id" varchar,
  	"per_page" numeric DEFAULT 12,
  	"layout" "enum__pages_v_blocks_grid_layout" DEFAULT 'masonry',
  	"style" "enum__pages_v_blocks_grid_style" DEFAULT 'card',
  	"ratio" "enum__pages_v_blocks_grid_ratio" DEFAULT 'auto',
  	"row_height" numeric DEFAULT 240,
  	"gutter" numeric DEFAULT 12,
  	"rows" numeric DEFAULT 1,
  	"fit_rows" boolean DEFAULT false,
  	"full_width" boolean DEFAULT false,
  	"full_height" boolean DEFAULT false,
  	"rtl" boolean DEFAULT false,
  	"animation" "enum__pages_v_blocks_grid_animation" DEFAULT 'fade',
  	"transition" numeric DEFAULT 400,
  	"item_delay" numeric DEFAULT 0,
  	"preloader" boolean DEFAULT true,
  	"item_nav" "enum__pages_v_blocks_grid_item_nav" DEFAULT 'both',
  	"cycle_by" "enum__pages_v_blocks_grid_cycle_by" DEFAULT 'page',
  	"swing_speed" numeric DEFAULT 500,
  	"cycle" numeric DEFAULT 5000,
  	"start_at" numeric DEFAULT 1,
  	"filter_combination" boolean DEFAULT false,
  	"filter_logic" "enum__pages_v_blocks_grid_filter_logic" DEFAULT 'AND',
  	"filter_load" varchar,
  	"sort_by_load" varchar,
  	"order_load" "enum__pages_v_blocks_grid_order_load" DEFAULT 'desc',
  	"search" boolean DEFAULT false,
  	"pagination" "enum__pages_v_blocks_grid_pagination" DEFAULT 'pages',
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
  	"settings_reveal" "enum__pages_v_blocks_grid_settings_reveal" DEFAULT 'none',
  	"settings_reveal_delay" numeric DEFAULT 0,
  	"settings_template_id" numeric,
  	"settings_background_id" integer,
  	"settings_particles" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pages_v_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "grid_media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"kind" "enum_grid_media_kind" DEFAULT 'image',
  	"image_id" integer,
  	"video_url" varchar,
  	"published_at" timestamp(3) with time zone,
  	"col" numeric DEFAULT 1,
  	"row" numeric DEFAULT 1,
  	"views" numeric DEFAULT 0,
  	"featured" boolean DEFAULT false,
  	"private" boolean DEFAULT false,
  	"search_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_grid_media_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "grid_media_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"portfolio_categories_id" integer
  );
  
  CREATE TABLE "_grid_media_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_kind" "enum__grid_media_v_version_kind" DEFAULT 'image',
  	"version_image_id" integer,
  	"version_video_url" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_col" numeric DEFAULT 1,
  	"version_row" numeric DEFAULT 1,
  	"version_views" numeric DEFAULT 0,
  	"version_featured" boolean DEFAULT false,
  	"version_private" boolean DEFAULT false,
  	"version_search_text" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__grid_media_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_grid_media_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"portfolio_categories_id" integer
  );
  
  CREATE TABLE "machines_meta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "machines" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"sku" varchar,
  	"image_id" integer,
  	"summary" varchar,
  	"day_price" numeric,
  	"sale_price" numeric,
  	"stock" numeric DEFAULT 1,
  	"rentals" numeric DEFAULT 0,
  	"featured" boolean DEFAULT false,
  	"search_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_machines_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "machines_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"machine_types_id" integer,
  	"machine_uses_id" integer
  );
  
  CREATE TABLE "_machines_v_version_meta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_machines_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_sku" varchar,
  	"version_image_id" integer,
  	"version_summary" varchar,
  	"version_day_price" numeric,
  	"version_sale_price" numeric,
  	"version_stock" numeric DEFAULT 1,
  	"version_rentals" numeric DEFAULT 0,
  	"version_featured" boolean DEFAULT false,
  	"version_search_text" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__machines_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_machines_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"machine_types_id" integer,
  	"machine_uses_id" integer
  );
  
  CREATE TABLE "machine_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "machine_uses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "grid_media_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "machines_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "machine_types_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "machine_uses_id" integer;
  ALTER TABLE "pages_blocks_grid_filter_taxonomies" ADD CONSTRAINT "pages_blocks_grid_filter_taxonomies_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_grid_sort_keys" ADD CONSTRAINT "pages_blocks_grid_sort_keys_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_grid" ADD CONSTRAINT "pages_blocks_grid_settings_background_id_media_id_fk" FOREIGN KEY ("settings_background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_grid" ADD CONSTRAINT "pages_blocks_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_texts" ADD CONSTRAINT "pages_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_numbers" ADD CONSTRAINT "pages_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_grid_filter_taxonomies" ADD CONSTRAINT "_pages_v_blocks_grid_filter_taxonomies_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_grid_sort_keys" ADD CONSTRAINT "_pages_v_blocks_grid_sort_keys_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_grid" ADD CONSTRAINT "_pages_v_blocks_grid_settings_background_id_media_id_fk" FOREIGN KEY ("settings_background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_grid" ADD CONSTRAINT "_pages_v_blocks_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_texts" ADD CONSTRAINT "_pages_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_numbers" ADD CONSTRAINT "_pages_v_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "grid_media" ADD CONSTRAINT "grid_media_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "grid_media_rels" ADD CONSTRAINT "grid_media_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."grid_media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "grid_media_rels" ADD CONSTRAINT "grid_media_rels_portfolio_categories_fk" FOREIGN KEY ("portfolio_categories_id") REFERENCES "public"."portfolio_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_grid_media_v" ADD CONSTRAINT "_grid_media_v_parent_id_grid_media_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."grid_media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_grid_media_v" ADD CONSTRAINT "_grid_media_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_grid_media_v_rels" ADD CONSTRAINT "_grid_media_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_grid_media_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_grid_media_v_rels" ADD CONSTRAINT "_grid_media_v_rels_portfolio_categories_fk" FOREIGN KEY ("portfolio_categories_id") REFERENCES "public"."portfolio_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "machines_meta" ADD CONSTRAINT "machines_meta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "machines" ADD CONSTRAINT "machines_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "machines_rels" ADD CONSTRAINT "machines_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "machines_rels" ADD CONSTRAINT "machines_rels_machine_types_fk" FOREIGN KEY ("machine_types_id") REFERENCES "public"."machine_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "machines_rels" ADD CONSTRAINT "machines_rels_machine_uses_fk" FOREIGN KEY ("machine_uses_id") REFERENCES "public"."machine_uses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_machines_v_version_meta" ADD CONSTRAINT "_machines_v_version_meta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_machines_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_machines_v" ADD CONSTRAINT "_machines_v_parent_id_machines_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."machines"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_machines_v" ADD CONSTRAINT "_machines_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_machines_v_rels" ADD CONSTRAINT "_machines_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_machines_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_machines_v_rels" ADD CONSTRAINT "_machines_v_rels_machine_types_fk" FOREIGN KEY ("machine_types_id") REFERENCES "public"."machine_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_machines_v_rels" ADD CONSTRAINT "_machines_v_rels_machine_uses_fk" FOREIGN KEY ("machine_uses_id") REFERENCES "public"."machine_uses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_grid_filter_taxonomies_order_idx" ON "pages_blocks_grid_filter_taxonomies" USING btree ("order");
  CREATE INDEX "pages_blocks_grid_filter_taxonomies_parent_idx" ON "pages_blocks_grid_filter_taxonomies" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_grid_sort_keys_order_idx" ON "pages_blocks_grid_sort_keys" USING btree ("order");
  CREATE INDEX "pages_blocks_grid_sort_keys_parent_idx" ON "pages_blocks_grid_sort_keys" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_grid_order_idx" ON "pages_blocks_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_grid_parent_id_idx" ON "pages_blocks_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_grid_path_idx" ON "pages_blocks_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_grid_settings_settings_background_idx" ON "pages_blocks_grid" USING btree ("settings_background_id");
  CREATE INDEX "pages_texts_order_parent" ON "pages_texts" USING btree ("order","parent_id");
  CREATE INDEX "pages_numbers_order_parent_idx" ON "pages_numbers" USING btree ("order","parent_id");
  CREATE INDEX "_pages_v_blocks_grid_filter_taxonomies_order_idx" ON "_pages_v_blocks_grid_filter_taxonomies" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_grid_filter_taxonomies_parent_idx" ON "_pages_v_blocks_grid_filter_taxonomies" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_grid_sort_keys_order_idx" ON "_pages_v_blocks_grid_sort_keys" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_grid_sort_keys_parent_idx" ON "_pages_v_blocks_grid_sort_keys" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_grid_order_idx" ON "_pages_v_blocks_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_grid_parent_id_idx" ON "_pages_v_blocks_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_grid_path_idx" ON "_pages_v_blocks_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_grid_settings_settings_background_idx" ON "_pages_v_blocks_grid" USING btree ("settings_background_id");
  CREATE INDEX "_pages_v_texts_order_parent" ON "_pages_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pages_v_numbers_order_parent_idx" ON "_pages_v_numbers" USING btree ("order","parent_id");
  CREATE INDEX "grid_media_image_idx" ON "grid_media" USING btree ("image_id");
  CREATE INDEX "grid_media_published_at_idx" ON "grid_media" USING btree ("published_at");
  CREATE INDEX "grid_media_updated_at_idx" ON "grid_media" USING btree ("updated_at");
  CREATE INDEX "grid_media_created_at_idx" ON "grid_media" USING btree ("created_at");
  CREATE INDEX "grid_media__status_idx" ON "grid_media" USING btree ("_status");
  CREATE INDEX "grid_media_rels_order_idx" ON "grid_media_rels" USING btree ("order");
  CREATE INDEX "grid_media_rels_parent_idx" ON "grid_media_rels" USING btree ("parent_id");
  CREATE INDEX "grid_media_rels_path_idx" ON "grid_media_rels" USING btree ("path");
  CREATE INDEX "grid_media_rels_portfolio_categories_id_idx" ON "grid_media_rels" USING btree ("portfolio_categories_id");
  CREATE INDEX "_grid_media_v_parent_idx" ON "_grid_media_v" USING btree ("parent_id");
  CREATE INDEX "_grid_media_v_version_version_image_idx" ON "_grid_media_v" USING btree ("version_image_id");
  CREATE INDEX "_grid_media_v_version_version_published_at_idx" ON "_grid_media_v" USING btree ("version_published_at");
  CREATE INDEX "_grid_media_v_version_version_updated_at_idx" ON "_grid_media_v" USING btree ("version_updated_at");
  CREATE INDEX "_grid_media_v_version_version_created_at_idx" ON "_grid_media_v" USING btree ("version_created_at");
  CREATE INDEX "_grid_media_v_version_version__status_idx" ON "_grid_media_v" USING btree ("version__status");
  CREATE INDEX "_grid_media_v_created_at_idx" ON "_grid_media_v" USING btree ("created_at");
  CREATE INDEX "_grid_media_v_updated_at_idx" ON "_grid_media_v" USING btree ("updated_at");
  CREATE INDEX "_grid_media_v_latest_idx" ON "_grid_media_v" USING btree ("latest");
  CREATE INDEX "_grid_media_v_rels_order_idx" ON "_grid_media_v_rels" USING btree ("order");
  CREATE INDEX "_grid_media_v_rels_parent_idx" ON "_grid_media_v_rels" USING btree ("parent_id");
  CREATE INDEX "_grid_media_v_rels_path_idx" ON "_grid_media_v_rels" USING btree ("path");
  CREATE INDEX "_grid_media_v_rels_portfolio_categories_id_idx" ON "_grid_media_v_rels" USING btree ("portfolio_categories_id");
  CREATE INDEX "machines_meta_order_idx" ON "machines_meta" USING btree ("_order");
  CREATE INDEX "machines_meta_parent_id_idx" ON "machines_meta" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "machines_slug_idx" ON "machines" USING btree ("slug");
  CREATE UNIQUE INDEX "machines_sku_idx" ON "machines" USING btree ("sku");
  CREATE INDEX "machines_image_idx" ON "machines" USING btree ("image_id");
  CREATE INDEX "machines_updated_at_idx" ON "machines" USING btree ("updated_at");
  CREATE INDEX "machines_created_at_idx" ON "machines" USING btree ("created_at");
  CREATE INDEX "machines__status_idx" ON "machines" USING btree ("_status");
  CREATE INDEX "machines_rels_order_idx" ON "machines_rels" USING btree ("order");
  CREATE INDEX "machines_rels_parent_idx" ON "machines_rels" USING btree ("parent_id");
  CREATE INDEX "machines_rels_path_idx" ON "machines_rels" USING btree ("path");
  CREATE INDEX "machines_rels_machine_types_id_idx" ON "machines_rels" USING btree ("machine_types_id");
  CREATE INDEX "machines_rels_machine_uses_id_idx" ON "machines_rels" USING btree ("machine_uses_id");
  CREATE INDEX "_machines_v_version_meta_order_idx" ON "_machines_v_version_meta" USING btree ("_order");
  CREATE INDEX "_machines_v_version_meta_parent_id_idx" ON "_machines_v_version_meta" USING btree ("_parent_id");
  CREATE INDEX "_machines_v_parent_idx" ON "_machines_v" USING btree ("parent_id");
  CREATE INDEX "_machines_v_version_version_slug_idx" ON "_machines_v" USING btree ("version_slug");
  CREATE INDEX "_machines_v_version_version_sku_idx" ON "_machines_v" USING btree ("version_sku");
  CREATE INDEX "_machines_v_version_version_image_idx" ON "_machines_v" USING btree ("version_image_id");
  CREATE INDEX "_machines_v_version_version_updated_at_idx" ON "_machines_v" USING btree ("version_updated_at");
  CREATE INDEX "_machines_v_version_version_created_at_idx" ON "_machines_v" USING btree ("version_created_at");
  CREATE INDEX "_machines_v_version_version__status_idx" ON "_machines_v" USING btree ("version__status");
  CREATE INDEX "_machines_v_created_at_idx" ON "_machines_v" USING btree ("created_at");
  CREATE INDEX "_machines_v_updated_at_idx" ON "_machines_v" USING btree ("updated_at");
  CREATE INDEX "_machines_v_latest_idx" ON "_machines_v" USING btree ("latest");
  CREATE INDEX "_machines_v_rels_order_idx" ON "_machines_v_rels" USING btree ("order");
  CREATE INDEX "_machines_v_rels_parent_idx" ON "_machines_v_rels" USING btree ("parent_id");
  CREATE INDEX "_machines_v_rels_path_idx" ON "_machines_v_rels" USING btree ("path");
  CREATE INDEX "_machines_v_rels_machine_types_id_idx" ON "_machines_v_rels" USING btree ("machine_types_id");
  CREATE INDEX "_machines_v_rels_machine_uses_id_idx" ON "_machines_v_rels" USING btree ("machine_uses_id");
  CREATE UNIQUE INDEX "machine_types_slug_idx" ON "machine_types" USING btree ("slug");
  CREATE INDEX "machine_types_updated_at_idx" ON "machine_types" USING btree ("updated_at");
  CREATE INDEX "machine_types_created_at_idx" ON "machine_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "machine_uses_slug_idx" ON "machine_uses" USING btree ("slug");
  CREATE INDEX "machine_uses_updated_at_idx" ON "machine_uses" USING btree ("updated_at");
  CREATE INDEX "machine_uses_created_at_idx" ON "machine_uses" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_grid_media_fk" FOREIGN KEY ("grid_media_id") REFERENCES "public"."grid_media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_machines_fk" FOREIGN KEY ("machines_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_machine_types_fk" FOREIGN KEY ("machine_types_id") REFERENCES "public"."machine_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_machine_uses_fk" FOREIGN KEY ("machine_uses_id") REFERENCES "public"."machine_uses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_grid_media_id_idx" ON "payload_locked_documents_rels" USING btree ("grid_media_id");
  CREATE INDEX "payload_locked_documents_rels_machines_id_idx" ON "payload_locked_documents_rels" USING btree ("machines_id");
  CREATE INDEX "payload_locked_documents_rels_machine_types_id_idx" ON "payload_locked_documents_rels" USING btree ("machine_types_id");
  CREATE INDEX "payload_locked_documents_rels_machine_uses_id_idx" ON "payload_locked_documents_rels" USING btree ("machine_uses_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_grid_filter_taxonomies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_grid_sort_keys" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_numbers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_grid_filter_taxonomies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_grid_sort_keys" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_numbers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "grid_media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "grid_media_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_grid_media_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_grid_media_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "machines_meta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "machines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "machines_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_machines_v_version_meta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_machines_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_machines_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "machine_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "machine_uses" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_grid_filter_taxonomies" CASCADE;
  DROP TABLE "pages_blocks_grid_sort_keys" CASCADE;
  DROP TABLE "pages_blocks_grid" CASCADE;
  DROP TABLE "pages_texts" CASCADE;
  DROP TABLE "pages_numbers" CASCADE;
  DROP TABLE "_pages_v_blocks_grid_filter_taxonomies" CASCADE;
  DROP TABLE "_pages_v_blocks_grid_sort_keys" CASCADE;
  DROP TABLE "_pages_v_blocks_grid" CASCADE;
  DROP TABLE "_pages_v_texts" CASCADE;
  DROP TABLE "_pages_v_numbers" CASCADE;
  DROP TABLE "grid_media" CASCADE;
  DROP TABLE "grid_media_rels" CASCADE;
  DROP TABLE "_grid_media_v" CASCADE;
  DROP TABLE "_grid_media_v_rels" CASCADE;
  DROP TABLE "machines_meta" CASCADE;
  DROP TABLE "machines" CASCADE;
  DROP TABLE "machines_rels" CASCADE;
  DROP TABLE "_machines_v_version_meta" CASCADE;
  DROP TABLE "_machines_v" CASCADE;
  DROP TABLE "_machines_v_rels" CASCADE;
  DROP TABLE "machine_types" CASCADE;
  DROP TABLE "machine_uses" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_grid_media_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_machines_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_machine_types_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_machine_uses_fk";
  
  DROP INDEX "payload_locked_documents_rels_grid_media_id_idx";
  DROP INDEX "payload_locked_documents_rels_machines_id_idx";
  DROP INDEX "payload_locked_documents_rels_machine_types_id_idx";
  DROP INDEX "payload_locked_documents_rels_machine_uses_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "grid_media_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "machines_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "machine_types_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "machine_uses_id";
  DROP TYPE "public"."enum_pages_blocks_grid_filter_taxonomies";
  DROP TYPE "public"."enum_pages_blocks_grid_sort_keys";
  DROP TYPE "public"."enum_pages_blocks_grid_source";
  DROP TYPE "public"."enum_pages_blocks_grid_layout";
  DROP TYPE "public"."enum_pages_blocks_grid_style";
  DROP TYPE "public"."enum_pages_blocks_grid_ratio";
  DROP TYPE "public"."enum_pages_blocks_grid_animation";
  DROP TYPE "public"."enum_pages_blocks_grid_item_nav";
  DROP TYPE "public"."enum_pages_blocks_grid_cycle_by";
  DROP TYPE "public"."enum_pages_blocks_grid_filter_logic";
  DROP TYPE "public"."enum_pages_blocks_grid_order_load";
  DROP TYPE "public"."enum_pages_blocks_grid_pagination";
  DROP TYPE "public"."enum_pages_blocks_grid_settings_reveal";
  DROP TYPE "public"."enum__pages_v_blocks_grid_filter_taxonomies";
  DROP TYPE "public"."enum__pages_v_blocks_grid_sort_keys";
  DROP TYPE "public"."enum__pages_v_blocks_grid_source";
  DROP TYPE "public"."enum__pages_v_blocks_grid_layout";
  DROP TYPE "public"."enum__pages_v_blocks_grid_style";
  DROP TYPE "public"."enum__pages_v_blocks_grid_ratio";
  DROP TYPE "public"."enum__pages_v_blocks_grid_animation";
  DROP TYPE "public"."enum__pages_v_blocks_grid_item_nav";
  DROP TYPE "public"."enum__pages_v_blocks_grid_cycle_by";
  DROP TYPE "public"."enum__pages_v_blocks_grid_filter_logic";
  DROP TYPE "public"."enum__pages_v_blocks_grid_order_load";
  DROP TYPE "public"."enum__pages_v_blocks_grid_pagination";
  DROP TYPE "public"."enum__pages_v_blocks_grid_settings_reveal";
  DROP TYPE "public"."enum_grid_media_kind";
  DROP TYPE "public"."enum_grid_media_status";
  DROP TYPE "public"."enum__grid_media_v_version_kind";
  DROP TYPE "public"."enum__grid_media_v_version_status";
  DROP TYPE "public"."enum_machines_status";
  DROP TYPE "public"."enum__machines_v_version_status";`)
}
