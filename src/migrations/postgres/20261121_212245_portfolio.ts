import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_portfolio_thumbnail_hover_style" AS ENUM('style-1', 'style-2', 'style-3');
  CREATE TYPE "public"."enum_pages_blocks_portfolio_title_position" AS ENUM('top', 'bottom');
  CREATE TYPE "public"."enum_pages_blocks_portfolio_load_more_size" AS ENUM('small', 'medium', 'large');
  CREATE TYPE "public"."enum_pages_blocks_portfolio_settings_reveal" AS ENUM('none', 'fade-up', 'fade-in');
  CREATE TYPE "public"."enum__pages_v_blocks_portfolio_thumbnail_hover_style" AS ENUM('style-1', 'style-2', 'style-3');
  CREATE TYPE "public"."enum__pages_v_blocks_portfolio_title_position" AS ENUM('top', 'bottom');
  CREATE TYPE "public"."enum__pages_v_blocks_portfolio_load_more_size" AS ENUM('small', 'medium', 'large');
  CREATE TYPE "public"."enum__pages_v_blocks_portfolio_settings_reveal" AS ENUM('none', 'fade-up', 'fade-in');
  CREATE TYPE "public"."enum_portfolio_items_type" AS ENUM('image', 'video', 'page', 'iframe');
  CREATE TYPE "public"."enum_portfolio_items_open_in" AS ENUM('lightbox', 'new-tab', 'same-tab');
  CREATE TYPE "public"."enum_portfolio_items_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__portfolio_items_v_version_type" AS ENUM('image', 'video', 'page', 'iframe');
  CREATE TYPE "public"."enum__portfolio_items_v_version_open_in" AS ENUM('lightbox', 'new-tab', 'same-tab');
  CREATE TYPE "public"."enum__portfolio_items_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "pages_blocks_portfolio" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"items_per_page" numeric DEFAULT 12,
  	"columns" numeric DEFAULT 3,
  	"thumbnail_hover_style" "enum_pages_blocks_portfolio_thumbnail_hover_style" DEFAULT 'style-2',
  	"title_position" "enum_pages_blocks_portfolio_title_position" DEFAULT 'bottom',
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
  	"load_more_size" "enum_pages_blocks_portfolio_load_more_size" DEFAULT 'medium',
  	"settings_anchor" varchar,
  	"settings_reveal" "enum_pages_blocks_portfolio_settings_reveal" DEFAULT 'none',
  	"settings_reveal_delay" numeric DEFAULT 0,
  	"settings_template_id" numeric,
  	"settings_background_id" integer,
  	"settings_particles" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"portfolio_categories_id" integer,
  	"portfolio_other_categories_id" integer,
  	"portfolio_tags_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_portfolio" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"items_per_page" numeric DEFAULT 12,
  	"columns" numeric DEFAULT 3,
  	"thumbnail_hover_style" "enum__pages_v_blocks_portfolio_thumbnail_hover_style" DEFAULT 'style-2',
  	"title_position" "enum__pages_v_blocks_portfolio_title_position" DEFAULT 'bottom',
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
  	"load_more_size" "enum__pages_v_blocks_portfolio_load_more_size" DEFAULT 'medium',
  	"settings_anchor" varchar,
  	"settings_reveal" "enum__pages_v_blocks_portfolio_settings_reveal" DEFAULT 'none',
  	"settings_reveal_delay" numeric DEFAULT 0,
  	"settings_template_id" numeric,
  	"settings_background_id" integer,
  	"settings_particles" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"portfolio_categories_id" integer,
  	"portfolio_other_categories_id" integer,
  	"portfolio_tags_id" integer
  );
  
  CREATE TABLE "portfolio_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"type" "enum_portfolio_items_type" DEFAULT 'image',
  	"thumbnail_id" integer,
  	"thumbnail_alt" varchar,
  	"lightbox_image_id" integer,
  	"video_url" varchar,
  	"page_url" varchar,
  	"site_url" varchar,
  	"open_in_new_tab" boolean DEFAULT false,
  	"open_in" "enum_portfolio_items_open_in" DEFAULT 'lightbox',
  	"site_type" varchar,
  	"order" numeric DEFAULT 0,
  	"private" boolean DEFAULT false,
  	"search_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_portfolio_items_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "portfolio_items_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"portfolio_categories_id" integer,
  	"portfolio_other_categories_id" integer,
  	"portfolio_tags_id" integer
  );
  
  CREATE TABLE "_portfolio_items_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_type" "enum__portfolio_items_v_version_type" DEFAULT 'image',
  	"version_thumbnail_id" integer,
  	"version_thumbnail_alt" varchar,
  	"version_lightbox_image_id" integer,
  	"version_video_url" varchar,
  	"version_page_url" varchar,
  	"version_site_url" varchar,
  	"version_open_in_new_tab" boolean DEFAULT false,
  	"version_open_in" "enum__portfolio_items_v_version_open_in" DEFAULT 'lightbox',
  	"version_site_type" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_private" boolean DEFAULT false,
  	"version_search_text" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__portfolio_items_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_portfolio_items_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"portfolio_categories_id" integer,
  	"portfolio_other_categories_id" integer,
  	"portfolio_tags_id" integer
  );
  
  CREATE TABLE "portfolio_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "portfolio_other_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "portfolio_tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "portfolio_items_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "portfolio_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "portfolio_other_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "portfolio_tags_id" integer;
  ALTER TABLE "pages_blocks_portfolio" ADD CONSTRAINT "pages_blocks_portfolio_settings_background_id_media_id_fk" FOREIGN KEY ("settings_background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_portfolio" ADD CONSTRAINT "pages_blocks_portfolio_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_portfolio_categories_fk" FOREIGN KEY ("portfolio_categories_id") REFERENCES "public"."portfolio_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_portfolio_other_categories_fk" FOREIGN KEY ("portfolio_other_categories_id") REFERENCES "public"."portfolio_other_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_portfolio_tags_fk" FOREIGN KEY ("portfolio_tags_id") REFERENCES "public"."portfolio_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_portfolio" ADD CONSTRAINT "_pages_v_blocks_portfolio_settings_background_id_media_id_fk" FOREIGN KEY ("settings_background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_portfolio" ADD CONSTRAINT "_pages_v_blocks_portfolio_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_portfolio_categories_fk" FOREIGN KEY ("portfolio_categories_id") REFERENCES "public"."portfolio_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_portfolio_other_categories_fk" FOREIGN KEY ("portfolio_other_categories_id") REFERENCES "public"."portfolio_other_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_portfolio_tags_fk" FOREIGN KEY ("portfolio_tags_id") REFERENCES "public"."portfolio_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_lightbox_image_id_media_id_fk" FOREIGN KEY ("lightbox_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "portfolio_items_rels" ADD CONSTRAINT "portfolio_items_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."portfolio_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "portfolio_items_rels" ADD CONSTRAINT "portfolio_items_rels_portfolio_categories_fk" FOREIGN KEY ("portfolio_categories_id") REFERENCES "public"."portfolio_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "portfolio_items_rels" ADD CONSTRAINT "portfolio_items_rels_portfolio_other_categories_fk" FOREIGN KEY ("portfolio_other_categories_id") REFERENCES "public"."portfolio_other_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "portfolio_items_rels" ADD CONSTRAINT "portfolio_items_rels_portfolio_tags_fk" FOREIGN KEY ("portfolio_tags_id") REFERENCES "public"."portfolio_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_portfolio_items_v" ADD CONSTRAINT "_portfolio_items_v_parent_id_portfolio_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."portfolio_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_portfolio_items_v" ADD CONSTRAINT "_portfolio_items_v_version_thumbnail_id_media_id_fk" FOREIGN KEY ("version_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_portfolio_items_v" ADD CONSTRAINT "_portfolio_items_v_version_lightbox_image_id_media_id_fk" FOREIGN KEY ("version_lightbox_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_portfolio_items_v_rels" ADD CONSTRAINT "_portfolio_items_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_portfolio_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_portfolio_items_v_rels" ADD CONSTRAINT "_portfolio_items_v_rels_portfolio_categories_fk" FOREIGN KEY ("portfolio_categories_id") REFERENCES "public"."portfolio_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_portfolio_items_v_rels" ADD CONSTRAINT "_portfolio_items_v_rels_portfolio_other_categories_fk" FOREIGN KEY ("portfolio_other_categories_id") REFERENCES "public"."portfolio_other_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_portfolio_items_v_rels" ADD CONSTRAINT "_portfolio_items_v_rels_portfolio_tags_fk" FOREIGN KEY ("portfolio_tags_id") REFERENCES "public"."portfolio_tags"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_portfolio_order_idx" ON "pages_blocks_portfolio" USING btree ("_order");
  CREATE INDEX "pages_blocks_portfolio_parent_id_idx" ON "pages_blocks_portfolio" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_portfolio_path_idx" ON "pages_blocks_portfolio" USING btree ("_path");
  CREATE INDEX "pages_blocks_portfolio_settings_settings_background_idx" ON "pages_blocks_portfolio" USING btree ("settings_background_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_portfolio_categories_id_idx" ON "pages_rels" USING btree ("portfolio_categories_id");
  CREATE INDEX "pages_rels_portfolio_other_categories_id_idx" ON "pages_rels" USING btree ("portfolio_other_categories_id");
  CREATE INDEX "pages_rels_portfolio_tags_id_idx" ON "pages_rels" USING btree ("portfolio_tags_id");
  CREATE INDEX "_pages_v_blocks_portfolio_order_idx" ON "_pages_v_blocks_portfolio" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_portfolio_parent_id_idx" ON "_pages_v_blocks_portfolio" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_portfolio_path_idx" ON "_pages_v_blocks_portfolio" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_portfolio_settings_settings_background_idx" ON "_pages_v_blocks_portfolio" USING btree ("settings_background_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_portfolio_categories_id_idx" ON "_pages_v_rels" USING btree ("portfolio_categories_id");
  CREATE INDEX "_pages_v_rels_portfolio_other_categories_id_idx" ON "_pages_v_rels" USING btree ("portfolio_other_categories_id");
  CREATE INDEX "_pages_v_rels_portfolio_tags_id_idx" ON "_pages_v_rels" USING btree ("portfolio_tags_id");
  CREATE UNIQUE INDEX "portfolio_items_slug_idx" ON "portfolio_items" USING btree ("slug");
  CREATE INDEX "portfolio_items_thumbnail_idx" ON "portfolio_items" USING btree ("thumbnail_id");
  CREATE INDEX "portfolio_items_lightbox_image_idx" ON "portfolio_items" USING btree ("lightbox_image_id");
  CREATE INDEX "portfolio_items_order_idx" ON "portfolio_items" USING btree ("order");
  CREATE INDEX "portfolio_items_updated_at_idx" ON "portfolio_items" USING btree ("updated_at");
  CREATE INDEX "portfolio_items_created_at_idx" ON "portfolio_items" USING btree ("created_at");
  CREATE INDEX "portfolio_items__status_idx" ON "portfolio_items" USING btree ("_status");
  CREATE INDEX "portfolio_items_rels_order_idx" ON "portfolio_items_rels" USING btree ("order");
  CREATE INDEX "portfolio_items_rels_parent_idx" ON "portfolio_items_rels" USING btree ("parent_id");
  CREATE INDEX "portfolio_items_rels_path_idx" ON "portfolio_items_rels" USING btree ("path");
  CREATE INDEX "portfolio_items_rels_portfolio_categories_id_idx" ON "portfolio_items_rels" USING btree ("portfolio_categories_id");
  CREATE INDEX "portfolio_items_rels_portfolio_other_categories_id_idx" ON "portfolio_items_rels" USING btree ("portfolio_other_categories_id");
  CREATE INDEX "portfolio_items_rels_portfolio_tags_id_idx" ON "portfolio_items_rels" USING btree ("portfolio_tags_id");
  CREATE INDEX "_portfolio_items_v_parent_idx" ON "_portfolio_items_v" USING btree ("parent_id");
  CREATE INDEX "_portfolio_items_v_version_version_slug_idx" ON "_portfolio_items_v" USING btree ("version_slug");
  CREATE INDEX "_portfolio_items_v_version_version_thumbnail_idx" ON "_portfolio_items_v" USING btree ("version_thumbnail_id");
  CREATE INDEX "_portfolio_items_v_version_version_lightbox_image_idx" ON "_portfolio_items_v" USING btree ("version_lightbox_image_id");
  CREATE INDEX "_portfolio_items_v_version_version_order_idx" ON "_portfolio_items_v" USING btree ("version_order");
  CREATE INDEX "_portfolio_items_v_version_version_updated_at_idx" ON "_portfolio_items_v" USING btree ("version_updated_at");
  CREATE INDEX "_portfolio_items_v_version_version_created_at_idx" ON "_portfolio_items_v" USING btree ("version_created_at");
  CREATE INDEX "_portfolio_items_v_version_version__status_idx" ON "_portfolio_items_v" USING btree ("version__status");
  CREATE INDEX "_portfolio_items_v_created_at_idx" ON "_portfolio_items_v" USING btree ("created_at");
  CREATE INDEX "_portfolio_items_v_updated_at_idx" ON "_portfolio_items_v" USING btree ("updated_at");
  CREATE INDEX "_portfolio_items_v_latest_idx" ON "_portfolio_items_v" USING btree ("latest");
  CREATE INDEX "_portfolio_items_v_rels_order_idx" ON "_portfolio_items_v_rels" USING btree ("order");
  CREATE INDEX "_portfolio_items_v_rels_parent_idx" ON "_portfolio_items_v_rels" USING btree ("parent_id");
  CREATE INDEX "_portfolio_items_v_rels_path_idx" ON "_portfolio_items_v_rels" USING btree ("path");
  CREATE INDEX "_portfolio_items_v_rels_portfolio_categories_id_idx" ON "_portfolio_items_v_rels" USING btree ("portfolio_categories_id");
  CREATE INDEX "_portfolio_items_v_rels_portfolio_other_categories_id_idx" ON "_portfolio_items_v_rels" USING btree ("portfolio_other_categories_id");
  CREATE INDEX "_portfolio_items_v_rels_portfolio_tags_id_idx" ON "_portfolio_items_v_rels" USING btree ("portfolio_tags_id");
  CREATE UNIQUE INDEX "portfolio_categories_slug_idx" ON "portfolio_categories" USING btree ("slug");
  CREATE INDEX "portfolio_categories_updated_at_idx" ON "portfolio_categories" USING btree ("updated_at");
  CREATE INDEX "portfolio_categories_created_at_idx" ON "portfolio_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "portfolio_other_categories_slug_idx" ON "portfolio_other_categories" USING btree ("slug");
  CREATE INDEX "portfolio_other_categories_updated_at_idx" ON "portfolio_other_categories" USING btree ("updated_at");
  CREATE INDEX "portfolio_other_categories_created_at_idx" ON "portfolio_other_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "portfolio_tags_slug_idx" ON "portfolio_tags" USING btree ("slug");
  CREATE INDEX "portfolio_tags_updated_at_idx" ON "portfolio_tags" USING btree ("updated_at");
  CREATE INDEX "portfolio_tags_created_at_idx" ON "portfolio_tags" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_portfolio_items_fk" FOREIGN KEY ("portfolio_items_id") REFERENCES "public"."portfolio_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_portfolio_categories_fk" FOREIGN KEY ("portfolio_categories_id") REFERENCES "public"."portfolio_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_portfolio_other_categories_fk" FOREIGN KEY ("portfolio_other_categories_id") REFERENCES "public"."portfolio_other_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_portfolio_tags_fk" FOREIGN KEY ("portfolio_tags_id") REFERENCES "public"."portfolio_tags"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_portfolio_items_id_idx" ON "payload_locked_documents_rels" USING btree ("portfolio_items_id");
  CREATE INDEX "payload_locked_documents_rels_portfolio_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("portfolio_categories_id");
  CREATE INDEX "payload_locked_documents_rels_portfolio_other_categories_idx" ON "payload_locked_documents_rels" USING btree ("portfolio_other_categories_id");
  CREATE INDEX "payload_locked_documents_rels_portfolio_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("portfolio_tags_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_portfolio" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_portfolio" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "portfolio_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "portfolio_items_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_portfolio_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_portfolio_items_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "portfolio_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "portfolio_other_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "portfolio_tags" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_portfolio" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_portfolio" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "portfolio_items" CASCADE;
  DROP TABLE "portfolio_items_rels" CASCADE;
  DROP TABLE "_portfolio_items_v" CASCADE;
  DROP TABLE "_portfolio_items_v_rels" CASCADE;
  DROP TABLE "portfolio_categories" CASCADE;
  DROP TABLE "portfolio_other_categories" CASCADE;
  DROP TABLE "portfolio_tags" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_portfolio_items_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_portfolio_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_portfolio_other_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_portfolio_tags_fk";
  
  DROP INDEX "payload_locked_documents_rels_portfolio_items_id_idx";
  DROP INDEX "payload_locked_documents_rels_portfolio_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_portfolio_other_categories_idx";
  DROP INDEX "payload_locked_documents_rels_portfolio_tags_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "portfolio_items_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "portfolio_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "portfolio_other_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "portfolio_tags_id";
  DROP TYPE "public"."enum_pages_blocks_portfolio_thumbnail_hover_style";
  DROP TYPE "public"."enum_pages_blocks_portfolio_title_position";
  DROP TYPE "public"."enum_pages_blocks_portfolio_load_more_size";
  DROP TYPE "public"."enum_pages_blocks_portfolio_settings_reveal";
  DROP TYPE "public"."enum__pages_v_blocks_portfolio_thumbnail_hover_style";
  DROP TYPE "public"."enum__pages_v_blocks_portfolio_title_position";
  DROP TYPE "public"."enum__pages_v_blocks_portfolio_load_more_size";
  DROP TYPE "public"."enum__pages_v_blocks_portfolio_settings_reveal";
  DROP TYPE "public"."enum_portfolio_items_type";
  DROP TYPE "public"."enum_portfolio_items_open_in";
  DROP TYPE "public"."enum_portfolio_items_status";
  DROP TYPE "public"."enum__portfolio_items_v_version_type";
  DROP TYPE "public"."enum__portfolio_items_v_version_open_in";
  DROP TYPE "public"."enum__portfolio_items_v_version_status";`)
}
